/**
 * Raw design-token values. The theme contract in `theme.css.ts` turns them into CSS variables;
 * the contrast test and the tokens story read them directly, so the values live in plain TypeScript.
 *
 * Colours: primary #1e40af (the site's theme colour, specification §2), a slate ramp
 * for text and borders, and semantic red / amber / blue / green used with meaning only.
 */

/** Colour roles. Every theme provides every role. */
export type ColorTokens = {
  /** Page background. */
  surface: string;
  /** Muted background (table stripes, inputs on tinted sections). */
  surfaceMuted: string;
  /** Tinted alternate-section background (about #eff6ff). */
  surfaceTint: string;
  /** Card background. */
  surfaceRaised: string;
  /** Heading text. */
  textStrong: string;
  /** Body text. */
  text: string;
  /** Secondary text (captions, hints, meta lines). */
  textMuted: string;
  /** Links inside running text. */
  link: string;
  /** Decorative borders (cards, dividers): exempt from contrast rules. */
  border: string;
  /** Borders that identify a control (inputs, outline buttons): 3:1 against the surface. */
  borderStrong: string;
  /** Focus ring colour (outline with offset). */
  focusRing: string;

  /** The brand blue. */
  primary: string;
  /** Primary on hover and for text on light tints. */
  primaryHover: string;
  /** Text and icons on `primary`. */
  onPrimary: string;
  /** Light primary tint for badges and icon wells. */
  primarySubtle: string;
  /** Text on `primarySubtle`. */
  onPrimarySubtle: string;

  /** Success (form sent). */
  success: string;
  successSubtle: string;
  onSuccessSubtle: string;
  /** Destructive / urgent (errors, the cybersecurity call-to-action band). */
  destructive: string;
  destructiveHover: string;
  onDestructive: string;
  destructiveSubtle: string;
  onDestructiveSubtle: string;
  /** Inline error text under a field. */
  errorText: string;
  /** Warning (amber). */
  warningSubtle: string;
  onWarningSubtle: string;

  /** Lead quality (specification §4): hot red, warm yellow, cold blue. */
  hotSubtle: string;
  onHotSubtle: string;
  warmSubtle: string;
  onWarmSubtle: string;
  coldSubtle: string;
  onColdSubtle: string;
  /** Recommendation priority (specification §4): high red, medium yellow, low blue. */
  highSubtle: string;
  onHighSubtle: string;
  mediumSubtle: string;
  onMediumSubtle: string;
  lowSubtle: string;
  onLowSubtle: string;

  /** Tooltip and toast surfaces (dark). */
  inverseSurface: string;
  onInverseSurface: string;
  /** Star rating fill. */
  rating: string;
};

/** The default (light) colour theme. */
export const lightColors: ColorTokens = {
  surface: '#ffffff',
  surfaceMuted: '#f8fafc',
  surfaceTint: '#eff6ff',
  surfaceRaised: '#ffffff',
  textStrong: '#0f172a',
  text: '#1e293b',
  textMuted: '#475569',
  link: '#1e40af',
  border: '#e2e8f0',
  borderStrong: '#64748b',
  focusRing: '#1e40af',

  primary: '#1e40af',
  primaryHover: '#1e3a8a',
  onPrimary: '#ffffff',
  primarySubtle: '#dbeafe',
  onPrimarySubtle: '#1e3a8a',

  success: '#15803d',
  successSubtle: '#dcfce7',
  onSuccessSubtle: '#166534',
  destructive: '#b91c1c',
  destructiveHover: '#991b1b',
  onDestructive: '#ffffff',
  destructiveSubtle: '#fee2e2',
  onDestructiveSubtle: '#991b1b',
  errorText: '#b91c1c',
  warningSubtle: '#fef3c7',
  onWarningSubtle: '#92400e',

  hotSubtle: '#fee2e2',
  onHotSubtle: '#991b1b',
  warmSubtle: '#fef9c3',
  onWarmSubtle: '#854d0e',
  coldSubtle: '#dbeafe',
  onColdSubtle: '#1e40af',
  highSubtle: '#fee2e2',
  onHighSubtle: '#991b1b',
  mediumSubtle: '#fef9c3',
  onMediumSubtle: '#854d0e',
  lowSubtle: '#dbeafe',
  onLowSubtle: '#1e40af',

  inverseSurface: '#0f172a',
  onInverseSurface: '#f8fafc',
  rating: '#b45309',
};

/**
 * The inverse theme: a deep-blue band (hero, stat band, call-to-action sections).
 * Primary becomes white so a primary button reads white-on-blue there.
 */
export const inverseColors: ColorTokens = {
  ...lightColors,
  surface: '#1e40af',
  surfaceMuted: '#1e3a8a',
  surfaceTint: '#1e3a8a',
  surfaceRaised: '#1e3a8a',
  textStrong: '#ffffff',
  text: '#ffffff',
  textMuted: '#dbeafe',
  link: '#ffffff',
  border: '#3b5bdb',
  borderStrong: '#bfdbfe',
  focusRing: '#ffffff',
  errorText: '#fecaca',
  primary: '#ffffff',
  primaryHover: '#dbeafe',
  onPrimary: '#1e3a8a',
  primarySubtle: '#dbeafe',
  onPrimarySubtle: '#1e3a8a',
  rating: '#fde68a',
};

/** The urgent theme: the red call-to-action band of the cybersecurity page (specification §2). */
export const urgentColors: ColorTokens = {
  ...lightColors,
  surface: '#991b1b',
  surfaceMuted: '#7f1d1d',
  surfaceTint: '#7f1d1d',
  surfaceRaised: '#7f1d1d',
  textStrong: '#ffffff',
  text: '#ffffff',
  textMuted: '#fee2e2',
  link: '#ffffff',
  border: '#dc2626',
  borderStrong: '#fecaca',
  focusRing: '#ffffff',
  errorText: '#fecaca',
  primary: '#ffffff',
  primaryHover: '#fee2e2',
  onPrimary: '#7f1d1d',
  primarySubtle: '#fee2e2',
  onPrimarySubtle: '#7f1d1d',
  destructive: '#ffffff',
  destructiveHover: '#fee2e2',
  onDestructive: '#7f1d1d',
  rating: '#fde68a',
};

/** The dark theme: slate-900 surfaces (the site footer; a full dark mode later). */
export const darkColors: ColorTokens = {
  ...lightColors,
  surface: '#0f172a',
  surfaceMuted: '#1e293b',
  surfaceTint: '#1e293b',
  surfaceRaised: '#1e293b',
  textStrong: '#ffffff',
  text: '#e2e8f0',
  textMuted: '#a3b1c6',
  link: '#e2e8f0',
  border: '#334155',
  borderStrong: '#94a3b8',
  focusRing: '#93c5fd',
  errorText: '#fca5a5',
  primary: '#ffffff',
  primaryHover: '#dbeafe',
  onPrimary: '#1e3a8a',
  primarySubtle: '#dbeafe',
  onPrimarySubtle: '#1e3a8a',
  rating: '#fbbf24',
};

/** Font families: Inter when the app self-hosts it, otherwise the system UI stack. */
export const fontTokens = {
  body: "Inter, InterVariable, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
};

/** Modular type scale (ratio about 1.25, base 16 px). The largest steps shrink fluidly on small screens. */
export const fontSizeTokens = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5625rem',
  '3xl': 'clamp(1.6875rem, 1.45rem + 1vw, 1.953rem)',
  '4xl': 'clamp(1.953rem, 1.6rem + 1.6vw, 2.441rem)',
  '5xl': 'clamp(2.25rem, 1.7rem + 2.6vw, 3.052rem)',
};

export const fontWeightTokens = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
};

export const lineHeightTokens = {
  tight: '1.2',
  snug: '1.4',
  normal: '1.6',
};

/** Spacing on a 4/8 px rhythm. Keys are multiples of 4 px. */
export const spaceTokens = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
  '20': '5rem',
  '24': '6rem',
};

/** Corner radii: 8-12 px for cards and controls, the same across the site. */
export const radiusTokens = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  full: '9999px',
};

export const shadowTokens = {
  sm: '0 1px 2px rgb(15 23 42 / 0.06)',
  md: '0 2px 4px rgb(15 23 42 / 0.06), 0 4px 12px rgb(15 23 42 / 0.08)',
  lg: '0 8px 24px rgb(15 23 42 / 0.12), 0 2px 6px rgb(15 23 42 / 0.08)',
};

/** Stacking order. */
export const zIndexTokens = {
  base: '0',
  sticky: '100',
  dropdown: '200',
  floating: '300',
  overlay: '400',
  toast: '500',
  tooltip: '600',
};

/** Motion: 150-250 ms, subtle and purposeful; switched off under prefers-reduced-motion. */
export const motionTokens = {
  fast: '150ms',
  normal: '200ms',
  slow: '250ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
};

/** Layout sizes. */
export const sizeTokens = {
  /** Max content width. */
  container: '75rem',
  /** Readable line length (60-75 characters). */
  prose: '42rem',
  /** Minimum touch target. */
  touch: '44px',
};

/** Breakpoints in px (mobile first; min-width). Media queries cannot read CSS variables: use `mq`. */
export const breakpoints = {
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

/** A full set of token values for one theme. */
export function themeValues(color: ColorTokens) {
  return {
    color,
    font: fontTokens,
    fontSize: fontSizeTokens,
    fontWeight: fontWeightTokens,
    lineHeight: lineHeightTokens,
    space: spaceTokens,
    radius: radiusTokens,
    shadow: shadowTokens,
    zIndex: zIndexTokens,
    motion: motionTokens,
    size: sizeTokens,
    breakpoint: {
      sm: `${breakpoints.sm}px`,
      md: `${breakpoints.md}px`,
      lg: `${breakpoints.lg}px`,
      xl: `${breakpoints.xl}px`,
    },
  };
}

/** Token values of one theme, as the theme contract expects them. */
export type ThemeValues = ReturnType<typeof themeValues>;

/** The themes this package ships, by name. */
export const themes = {
  light: lightColors,
  inverse: inverseColors,
  urgent: urgentColors,
  dark: darkColors,
} satisfies Record<string, ColorTokens>;

export type ThemeName = keyof typeof themes;
