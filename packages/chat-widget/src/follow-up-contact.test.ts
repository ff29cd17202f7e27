import { describe, expect, it } from 'vitest';
import { readFollowUpContact } from './follow-up-contact.ts';

describe('readFollowUpContact', () => {
  it.each([
    ['an address', ' ana@harbour.example ', { email: 'ana@harbour.example' }],
    ['a Toronto number with separators', '(416) 555-0142', { phone: '(416) 555-0142' }],
    ['an international number', '+44 20 7946 0958', { phone: '+44 20 7946 0958' }],
    ['seven digits', '555-0142', { phone: '555-0142' }],
  ])('reads %s', (_name, text, expected) => {
    expect(readFollowUpContact(text)).toEqual(expected);
  });

  it.each([
    ['words', 'call me maybe'],
    ['an address without a domain', 'ana@harbour'],
    ['too few digits', '555 01'],
    ['too many digits', '+1 416 555 0142 0000 00'],
    ['letters in a number', '416-555-CALL'],
    ['nothing', '   '],
  ])('refuses %s', (_name, text) => {
    expect(readFollowUpContact(text)).toBeNull();
  });
});
