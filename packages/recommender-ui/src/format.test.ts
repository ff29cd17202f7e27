import { describe, expect, it } from 'vitest';
import { formatCad, formatConfidence, PRIORITY_TONE } from './format.ts';

describe('formatConfidence (§4: a rounded percent)', () => {
  it.each([
    [0.873, '87%'],
    [0.875, '88%'],
    [1, '100%'],
    [0, '0%'],
    [1.4, '100%'],
    [-0.2, '0%'],
    [Number.NaN, '0%'],
  ])('%s → %s', (value, shown) => {
    expect(formatConfidence(value)).toBe(shown);
  });
});

describe('priority colours (§4)', () => {
  it('maps high to red, medium to yellow, low to blue', () => {
    expect(PRIORITY_TONE).toEqual({ high: 'red', medium: 'yellow', low: 'blue' });
  });
});

describe('formatCad', () => {
  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(formatCad(1499)).toBe('$1,499');
    expect(formatCad(99.5)).toBe('$99.50');
  });
});
