import { describe, expect, it } from 'vitest';
import { withoutContactDetails } from '../../src/chat/extraction.ts';
import { isSubstantive, problemStatement } from '../../src/chat/problem-statement.ts';

describe('a substantive message', () => {
  it.each([
    'Our server keeps crashing every afternoon',
    'Ransomware!',
    'We need managed IT for our dental clinic',
    'What would it cost to move 20 people to Microsoft 365?',
    'Hi, my name is Dana Lee and our backups have not run for a week',
    'We are moving offices next month and want the network done',
  ])('says what the visitor needs: %s', (message) => {
    expect(isSubstantive(message)).toBe(true);
  });

  it.each([
    'Hi',
    'Hello there!',
    'My email is dana.lee@harbourlaw.example',
    'dana.lee@harbourlaw.example',
    'You can call me at 416-555-0177',
    'My name is Dana Lee',
    "I'm Dana from Harbour Law",
    'Thanks, please hurry',
    'ok thanks bye',
    'yes please',
    'Can I talk to a person, please?',
    'Is there a human there?',
    'We are 25 people in Mississauga.',
    "Hi, I'm Priya from Bright Smiles, priya@brightsmiles.example. We are 25 people in Mississauga.",
    'We are a law firm with about forty lawyers',
  ])(
    'is not a greeting, contact details, thanks, an introduction or only a request for a person: %s',
    (message) => {
      expect(isSubstantive(message)).toBe(false);
    },
  );
});

describe('withoutContactDetails', () => {
  it('takes out addresses, numbers and self-introductions, and keeps the rest', () => {
    const rest = withoutContactDetails(
      'My name is Dana Lee, reach me at dana@harbour.example or 416-555-0177: our Wi-Fi drops',
    );
    expect(rest).not.toMatch(/Dana|dana@|416/);
    expect(rest).toContain('our Wi-Fi drops');
  });
});

describe('the problem statement of a chat', () => {
  it('is the first substantive message, with the latest below it when it is another', () => {
    expect(
      problemStatement([
        'Hi',
        'Our file server is down and nobody can open client files',
        'It started this morning',
        'My email is dana@harbour.example',
      ]),
    ).toEqual({
      statement: 'Our file server is down and nobody can open client files',
      latest: 'My email is dana@harbour.example',
    });
  });

  it('has no separate latest message when the statement is the latest', () => {
    expect(problemStatement(['Hello', 'We need help with phishing training'])).toEqual({
      statement: 'We need help with phishing training',
      latest: null,
    });
  });

  it('is null when no message is substantive: the latest message stands alone', () => {
    expect(problemStatement(['Hi', 'My email is dana@harbour.example'])).toEqual({
      statement: null,
      latest: 'My email is dana@harbour.example',
    });
    expect(problemStatement([])).toEqual({ statement: null, latest: null });
  });
});
