import { lightColors } from '@northline/ui/styles/tokens';
import { describe, expect, it } from 'vitest';
import {
  type ChatThemeColors,
  chatThemeContrastPairs,
  contrastRatio,
  darkChatThemeExample,
  defaultChatTheme,
} from './theme.ts';

describe('the theme properties', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#1e40af', '#ffffff')).toBeCloseTo(8.72, 1);
    expect(() => contrastRatio('red', '#ffffff')).toThrow(TypeError);
  });

  it('defaults to the design tokens', () => {
    expect(defaultChatTheme.brand).toBe(lightColors.primary);
    expect(defaultChatTheme.brandHover).toBe(lightColors.primaryHover);
    expect(defaultChatTheme.onBrand).toBe(lightColors.onPrimary);
  });

  const themes: [string, ChatThemeColors][] = [
    ['the defaults', defaultChatTheme],
    ['the documented dark example', darkChatThemeExample],
  ];
  for (const [name, theme] of themes) {
    it(`keeps every pair AA with ${name}`, () => {
      for (const pair of chatThemeContrastPairs(theme)) {
        const ratio = contrastRatio(pair.foreground, pair.background);
        expect(ratio, `${pair.usage}: ${pair.foreground} on ${pair.background}`).toBeGreaterThanOrEqual(
          pair.minimum,
        );
      }
    });
  }
});
