import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, lightOnlyPairs } from './contrast.ts';
import { themes } from './tokens.ts';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#1e40af')).toBeCloseTo(contrastRatio('#ffffff', '#1e40af'), 8);
  });

  it('rejects anything but hex', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/Not a hex colour/);
  });
});

describe.each(Object.entries(themes))('the %s theme', (name, colors) => {
  const pairs = name === 'light' ? [...contrastPairs, ...lightOnlyPairs] : contrastPairs;

  it.each(pairs.map((p) => [`${p.foreground} on ${p.background} (${p.usage})`, p] as const))(
    '%s meets WCAG AA',
    (_label, pair) => {
      const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
      expect(ratio, `${colors[pair.foreground]} on ${colors[pair.background]}`).toBeGreaterThanOrEqual(
        pair.minimum,
      );
    },
  );
});

it('keeps the primary colour #1e40af, the theme colour of §2', () => {
  expect(themes.light.primary).toBe('#1e40af');
});
