import { describe, expect, it } from 'vitest';
import { alternateTones } from './landing-sections.ts';

describe('alternateTones', () => {
  it('starts white under the tinted hero and alternates', () => {
    expect(alternateTones(['a', 'b', 'c'])).toEqual([
      { key: 'a', tone: 'default' },
      { key: 'b', tone: 'tinted' },
      { key: 'c', tone: 'default' },
    ]);
  });

  it('gives urgent sections the red band without breaking the alternation', () => {
    expect(alternateTones(['a', 'band', 'b', 'c'], ['band'])).toEqual([
      { key: 'a', tone: 'default' },
      { key: 'band', tone: 'urgent' },
      { key: 'b', tone: 'tinted' },
      { key: 'c', tone: 'default' },
    ]);
  });

  it('plans nothing for no sections', () => {
    expect(alternateTones([])).toEqual([]);
  });
});
