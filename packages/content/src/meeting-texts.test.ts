import { describe, expect, it } from 'vitest';
import { GREETING_NAME_MAX, greetingName, type MeetingEmailFacts, meetingEmails } from './meeting-texts.ts';

const facts = (visitorName: string): MeetingEmailFacts => ({
  visitorName,
  consultantName: 'Sam Sales',
  when: 'Monday, November 30, 2026 at 10:00 a.m. (Toronto time)',
  durationMinutes: 30,
  location: 'Video call',
  manageUrl: 'https://www.northline-it.example/meetings/manage/token',
});

/** Every e-mail the visitor gets of one meeting's life. */
const visitorTexts = (name: string) => [
  meetingEmails.request(facts(name), false, 'visitor').text,
  meetingEmails.request(facts(name), true, 'visitor').text,
  meetingEmails.cancel(facts(name), 'visitor').text,
  meetingEmails.reminder(facts(name), 'visitor').text,
];

describe('greetingName', () => {
  it('is the first word when it reads as a first name', () => {
    expect(greetingName('  Priya Sharma ')).toBe('Priya');
    expect(greetingName('Zoë Tremblay')).toBe('Zoë');
    expect(greetingName("O'Neil")).toBe("O'Neil");
    expect(greetingName('Jean-Luc Picard')).toBe('Jean-Luc');
    expect(greetingName('王 小明')).toBe('王');
  });

  it('is empty for a first word that is a link, an address, a number or too long', () => {
    for (const name of [
      'https://evil.example/login',
      'evil.example',
      'verify@evil.example',
      '416-555-0100 Call me',
      '-Priya',
      "Priya'",
      'Pri\u202eya',
      'x'.repeat(GREETING_NAME_MAX + 1),
      '',
    ]) {
      expect(greetingName(name), name).toBe('');
    }
    expect(greetingName('x'.repeat(GREETING_NAME_MAX))).toBe('x'.repeat(GREETING_NAME_MAX));
  });
});

describe('meetingEmails', () => {
  it('greets the visitor by the first name only, and without one when there is none', () => {
    for (const text of visitorTexts('Priya Sharma of Harbour Law')) {
      expect(text.startsWith('Hello Priya,\n\n')).toBe(true);
      expect(text).not.toContain('Sharma');
      expect(text).not.toContain('Harbour');
    }
    for (const text of visitorTexts('https://evil.example/login Verify your account')) {
      expect(text.startsWith('Hello,\n\n')).toBe(true);
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('Verify');
    }
  });

  it('quotes the visitor’s name on one line in the consultant’s copies', () => {
    const name = 'Hello\r\n\r\nACTION REQUIRED:\u2028verify at https://evil.example';
    for (const email of [
      meetingEmails.request(facts(name), false, 'consultant'),
      meetingEmails.cancel(facts(name), 'consultant'),
      meetingEmails.reminder(facts(name), 'consultant'),
    ]) {
      expect(email.text).toContain('“Hello ACTION REQUIRED: verify at https://evil.example”');
      expect(email.text.split('\n')[0]).toContain('ACTION REQUIRED');
    }
    // Control and format characters (a bell, a right-to-left override) do not reach the e-mail.
    const hidden = meetingEmails.request(facts('Priya\u0007 \u202eSharma'), false, 'consultant').text;
    expect(hidden).toContain('“Priya Sharma”');
  });
});
