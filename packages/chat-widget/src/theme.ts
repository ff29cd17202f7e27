/**
 * The widget's public theme: CSS custom properties a host page sets on the widget's host element
 * (`northline-chat-widget { --northline-chat-brand: #0f766e; }`) or on any ancestor. They are
 * inherited into the Shadow DOM root, so they are the one way in from outside; every other style stays private.
 * The widget's styles (launcher.css.ts) and the loader's read them with the defaults below.
 */
import { contrastRatio as wcagContrastRatio } from '@northline/ui/styles/contrast';

/** The public custom properties, by what they change. */
export const CHAT_THEME_PROPERTIES = {
  /** Launcher, header, visitor bubbles, send and primary buttons; also outline-button text on white. */
  brand: '--northline-chat-brand',
  /** The same parts while hovered. Default: the brand colour's default hover, or the brand itself when set. */
  brandHover: '--northline-chat-brand-hover',
  /** Text and icons on the brand colour. */
  onBrand: '--northline-chat-on-brand',
  /** Font family of every text of the widget. */
  font: '--northline-chat-font',
  /** Corner radius of the open card and the contact panel. */
  radius: '--northline-chat-radius',
  /** Distance from the right edge of the viewport (`auto` with `left` set moves the widget left). */
  right: '--northline-chat-right',
  /** Distance from the left edge (default `auto`). */
  left: '--northline-chat-left',
  /** Distance from the bottom edge. */
  bottom: '--northline-chat-bottom',
} as const;

/** The name of one public theme property, e.g. `'--northline-chat-brand'` (see the README's theming table). */
export type ChatThemeProperty = (typeof CHAT_THEME_PROPERTIES)[keyof typeof CHAT_THEME_PROPERTIES];

/** Values of the colour properties of a theme (any CSS colour in a page; `#rrggbb` here, for the contrast check). */
export interface ChatThemeColors {
  brand: string;
  brandHover: string;
  onBrand: string;
}

/** The defaults: the site's palette (primary #1e40af), AA for every pair of {@link chatThemeContrastPairs}. */
export const defaultChatTheme = {
  brand: '#1e40af',
  brandHover: '#1e3a8a',
  onBrand: '#ffffff',
  font: "Inter, InterVariable, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  radius: '12px',
  right: '16px',
  left: 'auto',
  bottom: '16px',
} as const;

/** The README's dark example: a near-black brand with light text (checked for AA by the theme test). */
export const darkChatThemeExample = {
  brand: '#111827',
  brandHover: '#374151',
  onBrand: '#f9fafb',
} as const satisfies ChatThemeColors;

/** The white of the card and of most host pages: outline buttons put the brand colour on it as text. */
export const CHAT_SURFACE = '#ffffff';

/** One colour pair of the widget and the WCAG 2.2 minimum it needs (1.4.3 text 4.5:1, 1.4.11 UI parts 3:1). */
export interface ChatContrastPair {
  foreground: string;
  background: string;
  minimum: 4.5 | 3;
  usage: string;
}

/** The colour pairs a theme creates (what the theme test checks for the defaults and the dark example). */
export function chatThemeContrastPairs(theme: ChatThemeColors): ChatContrastPair[] {
  return [
    { foreground: theme.onBrand, background: theme.brand, minimum: 4.5, usage: 'Header, launcher, bubbles' },
    {
      foreground: theme.onBrand,
      background: theme.brandHover,
      minimum: 4.5,
      usage: 'Hovered launcher, send',
    },
    { foreground: theme.brand, background: CHAT_SURFACE, minimum: 4.5, usage: 'Outline button text' },
    { foreground: theme.brand, background: CHAT_SURFACE, minimum: 3, usage: 'Launcher on a white page' },
  ];
}

/**
 * The WCAG 2.2 contrast ratio of two `#rrggbb` colours, from 1 to 21: the design system's `contrastRatio`
 * (bundled into the widget), limited to the `#rrggbb` form the theme properties document.
 *
 * @throws TypeError for a colour that is not `#rrggbb`
 */
export function contrastRatio(foreground: string, background: string): number {
  for (const color of [foreground, background]) {
    if (!/^#[0-9a-f]{6}$/i.test(color)) throw new TypeError(`Not a #rrggbb colour: ${color}`);
  }
  return wcagContrastRatio(foreground, background);
}
