import type { ColorTokens } from './tokens.ts';

/** A foreground/background pair a component uses, with the WCAG AA minimum it must meet. */
export interface ContrastPair {
  foreground: keyof ColorTokens;
  background: keyof ColorTokens;
  /** 4.5 for normal text, 3 for large text and UI boundaries (WCAG 1.4.3, 1.4.11). */
  minimum: 4.5 | 3;
  /** Where the pair appears. */
  usage: string;
}

/**
 * Every text/background (and control-boundary) pair the components use. The contrast test checks each
 * pair in every theme; the tokens story shows the ratios.
 */
export const contrastPairs: readonly ContrastPair[] = [
  { foreground: 'text', background: 'surface', minimum: 4.5, usage: 'Body text' },
  { foreground: 'textStrong', background: 'surface', minimum: 4.5, usage: 'Headings' },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5, usage: 'Hints, captions, meta lines' },
  { foreground: 'link', background: 'surface', minimum: 4.5, usage: 'Links in text, footer links' },
  { foreground: 'text', background: 'surfaceMuted', minimum: 4.5, usage: 'Text on muted backgrounds' },
  {
    foreground: 'textMuted',
    background: 'surfaceMuted',
    minimum: 4.5,
    usage: 'Muted text on muted backgrounds',
  },
  { foreground: 'link', background: 'surfaceMuted', minimum: 4.5, usage: 'Links in the light footer' },
  {
    foreground: 'textStrong',
    background: 'surfaceMuted',
    minimum: 4.5,
    usage: 'Headings in the light footer',
  },
  { foreground: 'text', background: 'surfaceTint', minimum: 4.5, usage: 'Text in tinted sections' },
  { foreground: 'textStrong', background: 'surfaceTint', minimum: 4.5, usage: 'Headings in tinted sections' },
  {
    foreground: 'textMuted',
    background: 'surfaceTint',
    minimum: 4.5,
    usage: 'Muted text in tinted sections',
  },
  { foreground: 'link', background: 'surfaceTint', minimum: 4.5, usage: 'Links in tinted sections' },
  { foreground: 'primary', background: 'surfaceTint', minimum: 4.5, usage: 'Step numbers, eyebrows on tint' },
  { foreground: 'primary', background: 'surface', minimum: 4.5, usage: 'Outline/ghost buttons, eyebrows' },
  { foreground: 'primaryHover', background: 'surface', minimum: 4.5, usage: 'Hovered links' },
  { foreground: 'onPrimary', background: 'primary', minimum: 4.5, usage: 'Primary button, step numbers' },
  { foreground: 'onPrimary', background: 'primaryHover', minimum: 4.5, usage: 'Primary button hover' },
  {
    foreground: 'onPrimarySubtle',
    background: 'primarySubtle',
    minimum: 4.5,
    usage: 'Primary badge, feature icon well',
  },
  {
    foreground: 'onDestructive',
    background: 'destructive',
    minimum: 4.5,
    usage: 'Destructive button and toast',
  },
  { foreground: 'onDestructive', background: 'destructiveHover', minimum: 4.5, usage: 'Destructive hover' },
  { foreground: 'onDestructiveSubtle', background: 'destructiveSubtle', minimum: 4.5, usage: 'Danger badge' },
  { foreground: 'onSuccessSubtle', background: 'successSubtle', minimum: 4.5, usage: 'Success badge' },
  { foreground: 'onWarningSubtle', background: 'warningSubtle', minimum: 4.5, usage: 'Warning badge' },
  { foreground: 'onHotSubtle', background: 'hotSubtle', minimum: 4.5, usage: 'Lead quality: hot' },
  { foreground: 'onWarmSubtle', background: 'warmSubtle', minimum: 4.5, usage: 'Lead quality: warm' },
  { foreground: 'onColdSubtle', background: 'coldSubtle', minimum: 4.5, usage: 'Lead quality: cold' },
  { foreground: 'onHighSubtle', background: 'highSubtle', minimum: 4.5, usage: 'Priority: high' },
  { foreground: 'onMediumSubtle', background: 'mediumSubtle', minimum: 4.5, usage: 'Priority: medium' },
  { foreground: 'onLowSubtle', background: 'lowSubtle', minimum: 4.5, usage: 'Priority: low' },
  {
    foreground: 'errorText',
    background: 'surfaceRaised',
    minimum: 4.5,
    usage: 'Field errors (forms on cards)',
  },
  { foreground: 'text', background: 'surfaceRaised', minimum: 4.5, usage: 'Card and input text' },
  {
    foreground: 'textMuted',
    background: 'surfaceRaised',
    minimum: 4.5,
    usage: 'Card meta text, placeholders',
  },
  {
    foreground: 'onInverseSurface',
    background: 'inverseSurface',
    minimum: 4.5,
    usage: 'Tooltip',
  },
  { foreground: 'rating', background: 'surface', minimum: 3, usage: 'Star rating icons' },
  { foreground: 'borderStrong', background: 'surfaceRaised', minimum: 3, usage: 'Input and select borders' },
  { foreground: 'borderStrong', background: 'surface', minimum: 3, usage: 'Outline button border' },
  { foreground: 'focusRing', background: 'surface', minimum: 3, usage: 'Focus ring' },
  { foreground: 'focusRing', background: 'surfaceTint', minimum: 3, usage: 'Focus ring on tint' },
];

/** Pairs checked only in the light theme: cards keep a white surface inside coloured bands. */
export const lightOnlyPairs: readonly ContrastPair[] = [
  { foreground: 'errorText', background: 'surface', minimum: 4.5, usage: 'Field errors' },
  {
    foreground: 'errorText',
    background: 'surfaceTint',
    minimum: 4.5,
    usage: 'Field errors in tinted sections',
  },
  { foreground: 'success', background: 'surface', minimum: 3, usage: 'Success icons' },
  { foreground: 'destructive', background: 'surface', minimum: 4.5, usage: 'Destructive outline text' },
  { foreground: 'borderStrong', background: 'surfaceTint', minimum: 3, usage: 'Input borders on tint' },
  { foreground: 'focusRing', background: 'surfaceMuted', minimum: 3, usage: 'Focus ring on muted' },
];

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` or `#rgb` colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) {
    h = [...h].map((c) => c + c).join('');
  }
  if (!/^[0-9a-f]{6}$/i.test(h)) {
    throw new Error(`Not a hex colour: ${hex}`);
  }
  const r = channel(Number.parseInt(h.slice(0, 2), 16));
  const g = channel(Number.parseInt(h.slice(2, 4), 16));
  const b = channel(Number.parseInt(h.slice(4, 6), 16));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}
