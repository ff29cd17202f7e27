import { describe, expect, it } from 'vitest';
import { normalizeWhitespace, truncateDescription } from './text.ts';

describe('truncateDescription (§2: 160 characters, 157 plus an ellipsis)', () => {
  it('keeps a description of exactly 160 characters', () => {
    const text = 'a'.repeat(160);
    expect(truncateDescription(text)).toBe(text);
  });

  it('cuts 161 characters to the first 157 plus "..."', () => {
    const text = `${'a'.repeat(157)}bcde`;
    const cut = truncateDescription(text);
    expect(cut).toBe(`${'a'.repeat(157)}...`);
    expect(cut).toHaveLength(160);
  });

  it('leaves short descriptions alone', () => {
    expect(truncateDescription('Managed IT for Toronto.')).toBe('Managed IT for Toronto.');
  });

  it('normalizes whitespace before counting', () => {
    expect(truncateDescription('  Managed\n  IT\tservices  ')).toBe('Managed IT services');
    expect(normalizeWhitespace('a \n\n b')).toBe('a b');
  });

  it('counts code points, so an emoji is never split', () => {
    const text = `${'a'.repeat(156)}🔒🔒🔒🔒🔒`;
    const cut = truncateDescription(text);
    expect(Array.from(cut)).toHaveLength(160);
    expect(cut).toBe(`${'a'.repeat(156)}🔒...`);
  });

  it('accepts another limit and rejects one without room for the ellipsis', () => {
    expect(truncateDescription('abcdefgh', 6)).toBe('abc...');
    expect(() => truncateDescription('abc', 3)).toThrow(RangeError);
    expect(() => truncateDescription('abc', 5.5)).toThrow(RangeError);
  });
});
