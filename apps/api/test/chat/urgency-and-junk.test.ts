import { describe, expect, it } from 'vitest';
import {
  isPlaceholderEmail,
  isPlaceholderName,
  isPlaceholderPhone,
  isPlaceholderText,
  placeholderFields,
} from '../../src/chat/placeholders.ts';
import { scoreLead } from '../../src/chat/scoring.ts';
import { user } from './helpers.ts';

/** The ids of the rules a conversation fires, and its quality. */
function score(messages: string[], visitorInfo = {}) {
  const history = messages.slice(0, -1).map((text) => user(text));
  const result = scoreLead({ history, message: messages.at(-1) ?? '', visitorInfo });
  return { quality: result.leadQuality, ids: result.firedRules.map((rule) => rule.id), result };
}

describe('outage language makes a chat lead hot', () => {
  it.each([
    'The accounting database crashed an hour ago and nobody in the office can do any work.',
    'Our POS system died and our whole store is down.',
    "Since lunch none of our staff can log in, it's chaos.",
    "We're completely offline at the Etobicoke warehouse.",
  ])('"%s" fires work-stopped and is hot', (message) => {
    const { quality, ids } = score([message]);
    expect(ids).toContain('work-stopped');
    expect(quality).toBe('hot');
  });

  it('does not take a hypothetical, negated or past outage for one', () => {
    for (const message of [
      'What happens if our server crashed over a long weekend?',
      'Our file server crashed two years ago, so we want better backups.',
      "Thankfully we're not down, just curious about monitoring.",
    ]) {
      expect(score([message]).ids).not.toContain('work-stopped');
    }
  });

  it('makes a request for someone today hot with its urgency', () => {
    const { quality, ids } = score([
      'Printers at the front desk stopped printing.',
      'Could you send a technician out today?',
    ]);
    expect(ids).toEqual(expect.arrayContaining(['same-day-help', 'urgent-need']));
    expect(quality).toBe('hot');
  });

  it('makes urgency together with a described problem hot, across messages', () => {
    const { quality, ids } = score([
      'Our Wi-Fi keeps dropping in the boardroom.',
      'Please, we need this sorted ASAP.',
    ]);
    expect(ids).toEqual(expect.arrayContaining(['urgent-problem', 'urgent-need', 'described-problem']));
    expect(quality).toBe('hot');
  });

  it('leaves urgency without a problem to urgent-need alone', () => {
    const { ids } = score(['We want a quote as soon as possible.']);
    expect(ids).toContain('urgent-need');
    expect(ids).not.toContain('urgent-problem');
  });
});

describe('a request to speak with a person counts', () => {
  it('adds asked-for-person points, making a sized firm in the GTA warm', () => {
    const { quality, ids, result } = score([
      'We are a 25-person accounting practice in Vaughan, could I talk to someone?',
    ]);
    expect(ids).toContain('asked-for-person');
    expect(result.firedRules.find((rule) => rule.id === 'asked-for-person')?.points).toBe(15);
    expect(quality).toBe('warm');
  });
});

describe('placeholder details', () => {
  it.each([
    ['test@test.com', true],
    ['asdf@gmail.com', true],
    ['none@none.ca', true],
    ['you@example.com', true],
    ['x@example.org', true],
    ['maria.lopez@lopezdental.ca', false],
    ['dana.lee@example.com', false],
    ['testa@ferrarilaw.ca', false],
  ])('reads the e-mail %s as a placeholder: %s', (email, expected) => {
    expect(isPlaceholderEmail(email)).toBe(expected);
  });

  it.each([
    ['000-000-0000', true],
    ['222 222 2222', true],
    ['(123) 456-7890', true],
    ['234-567-8901', true],
    ['647-888-8888', true],
    ['905-987-6543', true],
    ['(416) 555-0199', false],
    ['+1 647 320 4411', false],
  ])('reads the phone number %s as a placeholder: %s', (phone, expected) => {
    expect(isPlaceholderPhone(phone)).toBe(expected);
  });

  it('reads keyboard runs and test words as placeholder names and texts, real ones not', () => {
    expect(isPlaceholderName('Testing Tester')).toBe(true);
    expect(isPlaceholderName('Sdfg Hjkl')).toBe(true);
    expect(isPlaceholderName('Jo Li')).toBe(false);
    expect(isPlaceholderText('aaaa bbbb')).toBe(true);
    expect(isPlaceholderText('testing 1234')).toBe(true);
    expect(isPlaceholderText('Our backups are old')).toBe(false);
  });

  it('lists the placeholder fields in order', () => {
    expect(
      placeholderFields({ name: 'qwer', email: 'a@b.ca', phone: '111 111 1111', messages: ['zxcvb'] }),
    ).toEqual(['name', 'phone', 'message']);
  });

  it('gives a placeholder e-mail and phone no points in a chat, and says so to staff', () => {
    const { quality, ids, result } = score(['We need managed IT.'], {
      email: 'test@test.ca',
      phone: '999-999-9999',
    });
    expect(ids).not.toContain('gave-email');
    expect(ids).not.toContain('gave-phone');
    const rule = result.firedRules.find((fired) => fired.id === 'placeholder-details');
    expect(rule?.description).toBe(
      'Placeholder details: e-mail, phone number (possibly junk; they earn no points)',
    );
    expect(rule?.points).toBe(0);
    expect(quality).toBe('cold');
  });

  it('still counts real details beside a placeholder message', () => {
    const { ids } = score(['asdfgh', 'Email me at omar@karimbuilds.ca about cloud backup.']);
    expect(ids).toEqual(expect.arrayContaining(['gave-email', 'placeholder-details']));
  });
});
