import { createGlobalTheme, createTheme, createThemeContract } from '@vanilla-extract/css';
import { darkColors, inverseColors, lightColors, themeValues, urgentColors } from './tokens.ts';

/**
 * The theme contract: every token as a CSS variable. Components read only `vars`, never raw values,
 * so a second theme is one `createTheme(vars, themeValues(otherColors))` call.
 */
export const vars = createThemeContract(themeValues(lightColors));

/** The default theme, on `:root`: tokens are plain CSS custom properties, nothing else is global. */
createGlobalTheme(':root', vars, themeValues(lightColors));

/** Scope class: the deep-blue inverse theme (hero bands, stat bands). */
export const inverseThemeClass = createTheme(vars, themeValues(inverseColors), 'inverse');

/** Scope class: the red urgent theme (the cybersecurity call-to-action band). */
export const urgentThemeClass = createTheme(vars, themeValues(urgentColors), 'urgent');

/** Scope class: the dark slate theme (the site footer). */
export const darkThemeClass = createTheme(vars, themeValues(darkColors), 'dark');
