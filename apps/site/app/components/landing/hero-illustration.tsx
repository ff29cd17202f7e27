import * as styles from './hero-illustration.css.ts';

/** The nodes around the shield: x, y in the 400 × 320 viewBox. */
const NODES = [
  [70, 70],
  [330, 60],
  [360, 200],
  [290, 290],
  [90, 270],
  [35, 170],
] as const;

/**
 * The home hero's illustration (simple inline SVG: no network images, no stock photos): a
 * shield at the centre of a small network of devices, in the brand blues. Decorative, hidden from assistive
 * technology; its box is fixed by the viewBox's aspect ratio, so nothing shifts while the page loads.
 */
export function HeroIllustration() {
  return (
    <svg
      className={styles.svg}
      viewBox="0 0 400 320"
      width="400"
      height="320"
      aria-hidden="true"
      focusable="false"
    >
      <g className={styles.links}>
        {NODES.map(([x, y]) => (
          <line key={`l${x}`} x1="200" y1="160" x2={x} y2={y} />
        ))}
        <polyline points={`${NODES.map(([x, y]) => `${x},${y}`).join(' ')} 70,70`} fill="none" />
      </g>
      {NODES.map(([x, y]) => (
        <g key={`n${x}`} transform={`translate(${x} ${y})`}>
          <rect className={styles.device} x="-22" y="-16" width="44" height="32" rx="6" />
          <rect className={styles.screen} x="-14" y="-9" width="28" height="14" rx="2" />
          <circle className={styles.led} cx="0" cy="10" r="2.5" />
        </g>
      ))}
      <circle className={styles.halo} cx="200" cy="160" r="74" />
      <path
        className={styles.shield}
        d="M200 104 L248 122 V160 C248 192 228 212 200 222 C172 212 152 192 152 160 V122 Z"
      />
      <path className={styles.check} d="M180 162 L195 177 L222 148" fill="none" />
    </svg>
  );
}
