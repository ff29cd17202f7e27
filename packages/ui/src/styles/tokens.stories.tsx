import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading/heading.tsx';
import { Text } from '../text/text.tsx';
import { type ContrastPair, contrastPairs, contrastRatio, lightOnlyPairs } from './contrast.ts';
import {
  type ColorTokens,
  fontSizeTokens,
  radiusTokens,
  shadowTokens,
  spaceTokens,
  type ThemeName,
  themes,
  zIndexTokens,
} from './tokens.ts';
import * as styles from './tokens-docs.css.ts';

function Swatches({ theme }: { theme: ThemeName }) {
  const colors = themes[theme];
  return (
    <ul className={styles.swatchGrid}>
      {(Object.entries(colors) as [keyof ColorTokens, string][]).map(([name, value]) => (
        <li key={name} className={styles.swatch}>
          <div className={styles.chip} style={{ backgroundColor: value }} />
          <div className={styles.swatchText}>
            <strong>{name}</strong>
            <span className={styles.mono}>{value}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ContrastTable() {
  const names = Object.keys(themes) as ThemeName[];
  const rows: (ContrastPair & { lightOnly?: boolean })[] = [
    ...contrastPairs,
    ...lightOnlyPairs.map((p) => ({ ...p, lightOnly: true })),
  ];
  return (
    <table className={styles.table}>
      <caption style={{ textAlign: 'start', paddingBottom: 8 }}>
        WCAG contrast of every text/background pair the components use, per theme (minimum 4.5:1 for text, 3:1
        for large text and control borders). The unit test fails below the minimum.
      </caption>
      <thead>
        <tr>
          <th scope="col">Pair</th>
          <th scope="col">Used for</th>
          <th scope="col">Minimum</th>
          {names.map((n) => (
            <th key={n} scope="col">
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((pair) => (
          <tr key={`${pair.foreground}-${pair.background}`}>
            <th scope="row">
              {pair.foreground} on {pair.background}
            </th>
            <td>{pair.usage}</td>
            <td>{pair.minimum}:1</td>
            {names.map((n) => {
              if (pair.lightOnly && n !== 'light') return <td key={n}>n/a</td>;
              const fg = themes[n][pair.foreground];
              const bg = themes[n][pair.background];
              const ratio = contrastRatio(fg, bg);
              return (
                <td key={n}>
                  <span className={styles.sample} style={{ color: fg, backgroundColor: bg }}>
                    {ratio.toFixed(2)}:1
                  </span>{' '}
                  {ratio >= pair.minimum ? 'pass' : 'FAIL'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded', a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => (
    <div className={styles.page}>
      {(Object.keys(themes) as ThemeName[]).map((theme) => (
        <section key={theme} aria-labelledby={`theme-${theme}`}>
          <Heading level={2} size="lg" id={`theme-${theme}`}>
            {theme} theme
          </Heading>
          <Swatches theme={theme} />
        </section>
      ))}
    </div>
  ),
};

export const Contrast: Story = {
  render: () => (
    <div className={styles.page}>
      <Heading level={2} size="lg">
        Contrast ratios
      </Heading>
      <ContrastTable />
    </div>
  ),
};

export const TypeScale: Story = {
  render: () => (
    <div className={styles.page}>
      <Heading level={2} size="lg">
        Type scale (ratio about 1.25)
      </Heading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(fontSizeTokens).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td className={styles.mono}>{value}</td>
              <td style={{ fontSize: value, lineHeight: 1.2 }}>IT that answers in 15 minutes</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text tone="muted" size="sm">
        Headings use line-height 1.2, body text 1.6. The family is Inter when the app self-hosts it, else the
        system UI stack.
      </Text>
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <div className={styles.page}>
      <Heading level={2} size="lg">
        Spacing (4/8 px rhythm)
      </Heading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Size</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(spaceTokens).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">space.{name}</th>
              <td className={styles.mono}>
                {value} ({Number.parseFloat(value) * 16} px)
              </td>
              <td>
                <div className={styles.bar} style={{ width: value }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ),
};

export const RadiiShadowsLayers: Story = {
  render: () => (
    <div className={styles.page}>
      <Heading level={2} size="lg">
        Radii
      </Heading>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {Object.entries(radiusTokens).map(([name, value]) => (
          <figure key={name} style={{ margin: 0 }}>
            <div className={styles.box} style={{ borderRadius: value }} />
            <figcaption className={styles.mono}>
              {name}: {value}
            </figcaption>
          </figure>
        ))}
      </div>
      <Heading level={2} size="lg">
        Shadows
      </Heading>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {Object.entries(shadowTokens).map(([name, value]) => (
          <figure key={name} style={{ margin: 0 }}>
            <div className={styles.box} style={{ boxShadow: value, borderRadius: 12, border: 0 }} />
            <figcaption className={styles.mono}>{name}</figcaption>
          </figure>
        ))}
      </div>
      <Heading level={2} size="lg">
        Z-index
      </Heading>
      <table className={styles.table}>
        <tbody>
          {Object.entries(zIndexTokens).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td className={styles.mono}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ),
};
