import { describe, expect, it } from 'vitest';
import { linkParts } from './links.ts';

describe('linkParts', () => {
  it('links http and https addresses and leaves the sentence around them as text', () => {
    expect(linkParts('Book here: https://northline-it.example/book?x=1. Or call.')).toEqual([
      { kind: 'text', text: 'Book here: ' },
      {
        kind: 'link',
        text: 'https://northline-it.example/book?x=1',
        href: 'https://northline-it.example/book?x=1',
      },
      { kind: 'text', text: '. Or call.' },
    ]);
    expect(linkParts('(see http://example.com/a)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'http://example.com/a', href: 'http://example.com/a' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links another scheme, and gives the text back unchanged', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      'plain words',
      '',
    ]) {
      const parts = linkParts(text);
      expect(parts.every((part) => part.kind === 'text')).toBe(true);
      expect(parts.map((part) => part.text).join('')).toBe(text);
    }
    const mixed = 'a https://x.example b http://y.example/c?d=e#f, c';
    expect(
      linkParts(mixed)
        .map((part) => part.text)
        .join(''),
    ).toBe(mixed);
    expect(linkParts(mixed).filter((part) => part.kind === 'link')).toHaveLength(2);
  });
});
