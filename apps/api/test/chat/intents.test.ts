import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseMessage, detectArea, handoffIntents, isEmergency } from '../../src/chat/intents.ts';
import { allMatches, anyMatches, normalise, normaliseFully } from '../../src/chat/text.ts';

describe('emergencies (an active incident)', () => {
  it.each([
    'Help! We have been hacked',
    "We've been hit by ransomware, all our files are encrypted",
    'There is a ransom note on every screen',
    'They are demanding bitcoin to unlock our server',
    'Our server is down and nobody can work',
    'Email is down since this morning',
    'I think we just had a data breach',
    'Someone is logged into our accounting system and it is not us',
    "My Microsoft 365 account was compromised, I'm locked out of all my email",
    'Our office 365 got hacked',
    'An employee clicked a phishing link and now the computers act weird',
    "It's an emergency, please help",
    'We got ransomware on the file server',
    "can't access any of our files right now",
  ])('%s', (text) => {
    expect(isEmergency(text)).toBe(true);
  });

  it.each([
    'How do you protect against ransomware?',
    'What if we get hacked?',
    "I'm worried our server could go down",
    'We want to prevent a data breach',
    'Do you offer emergency support on weekends?',
    'We were hacked last year and want better security',
    "We haven't been hacked, but a competitor was",
    'Do you run ransomware training for staff?',
    'What is your response time if our email is down?',
    'Our backups are stored offsite',
  ])('not: %s', (text) => {
    expect(isEmergency(text)).toBe(false);
  });
});

describe('intents', () => {
  it.each<[string, keyof ReturnType<typeof analyseMessage>]>([
    ['How much does it cost?', 'pricing'],
    ['What are your rates per user?', 'pricing'],
    ['How fast can someone come on-site?', 'responseTime'],
    ['Are you open on Saturday?', 'hours'],
    ["What's your phone number?", 'contactRequest'],
    ['Can I speak to a real person?', 'humanRequest'],
    ['I want to book the free assessment', 'booking'],
    ['Can you send us a quote?', 'booking'],
    ['Is there a long-term contract?', 'contract'],
    ['Are you a bot?', 'aboutAssistant'],
    ['How many clients do you have?', 'aboutCompany'],
    ['We need this ASAP', 'urgent'],
    ["I'm the owner of the clinic", 'decisionMaker'],
    ['We are unhappy with our current IT provider', 'switching'],
    ['Just browsing, thanks', 'notBuyer'],
    ['Hello there', 'greeting'],
    ['Thanks a lot', 'thanks'],
    ['Bye for now', 'goodbye'],
    ['Tell me a joke', 'offTopic'],
  ])('%s → %s', (text, key) => {
    expect(analyseMessage(text)[key]).toBe(true);
  });

  it.each([
    ['We need better managed IT support', ['managed-it']],
    ['Phishing emails and ransomware worry us', ['cybersecurity']],
    ['Move our files to Microsoft 365', ['cloud-solutions']],
    ['We need an IT roadmap from a consultant', ['it-consulting']],
    ['Are our backups any good? We need disaster recovery', ['backup-recovery']],
    ['Our staff need a help desk for password resets', ['help-desk']],
    ['What are your hours?', []],
  ])('%s names services %j', (text, services) => {
    expect(analyseMessage(text).services).toEqual(services);
  });

  it.each([
    ['We run a dental clinic', ['healthcare']],
    ['Our law firm has 20 lawyers', ['legal']],
    ['A CNC machine shop', ['manufacturing']],
    ['A real estate brokerage with 40 agents', ['real-estate']],
    ['We are an accounting firm', ['financial']],
    ['An architecture firm', ['professional']],
  ])('%s is in %j', (text, industries) => {
    expect(analyseMessage(text).industries).toEqual(industries);
  });

  it.each([
    ['Do you help with PHIPA and PIPEDA?', ['pipeda', 'phipa']],
    ['We need HIPAA compliance', ['hipaa']],
    ['RECO audits', ['reco']],
    ['SOX and PCI DSS', ['pci-dss', 'sox']],
  ])('%s names %j', (text, frameworks) => {
    expect(analyseMessage(text).compliance).toEqual(frameworks);
  });

  it.each([
    ['We are in Mississauga', { kind: 'city', id: 'mississauga' }],
    ['Our office is near Square One', { kind: 'city', id: 'mississauga' }],
    ['in Unionville', { kind: 'city', id: 'markham' }],
    ['Woodbridge', { kind: 'city', id: 'vaughan' }],
    ['Liberty Village', { kind: 'city', id: 'toronto' }],
    ['North York', { kind: 'city', id: 'toronto' }],
    ['Richmond Hill', { kind: 'city', id: 'richmond-hill' }],
    ['Pickering', { kind: 'other-gta' }],
    ['Ottawa', { kind: 'outside' }],
    ['nowhere in particular', undefined],
  ])('%s is %j', (text, area) => {
    expect(detectArea(text)).toEqual(area);
  });

  it('reads timelines', () => {
    expect(analyseMessage('We want to switch next month').timeline).toBe('near');
    expect(analyseMessage('within 3 months').timeline).toBe('near');
    expect(analyseMessage('sometime next year').timeline).toBe('later');
    expect(analyseMessage('in 6 months').timeline).toBe('later');
    expect(analyseMessage('no rush').timeline).toBeUndefined();
  });

  it('normalises accents, curly quotes and case', () => {
    expect(normalise('  We’ve  been HACKED — Montréal ')).toBe("we've been hacked - montreal");
  });

  it('gives plain ASCII the same form its fast path skips the Unicode steps for', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 120 }), (text) => {
        expect(normalise(text)).toBe(normaliseFully(text));
      }),
      { numRuns: 2000 },
    );
    expect(normalise('Use `quotes`\tAND\n tabs ')).toBe("use 'quotes' and tabs");
  });
});

describe('normalise keeps its last answer', () => {
  it('answers each text with its own form, whatever came before', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 6 }), (texts) => {
        for (const text of [...texts, ...texts.toReversed()])
          expect(normalise(text)).toBe(normaliseFully(text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('anyMatches (one pass for a list)', () => {
  /** A list that joins: global and sticky patterns, anchors, lookarounds, a capture group. */
  const joinable = [/\bserver (?:is )?down\b/g, /^hi\b/, /(?<![a-z])ransom(ware)?/y, /\bq[1-4]\b(?= |$)/];
  /** Lists tested one by one: a back-reference, a named group, differing flags. */
  const separate = [
    [/(\w)\1 down/, /\bdown\b/],
    [/(?<word>hi)/, /\bserver\b/],
    [/server/i, /down/],
  ];
  const words = fc.string({
    unit: fc.constantFrom(
      'server',
      ' is',
      ' down',
      'hi',
      ' ',
      'ransomware',
      'xransom',
      'q3',
      'q9',
      'SERVER',
      'oo',
      '.',
    ),
    maxLength: 8,
  });
  const oneByOne = (text: string, patterns: readonly RegExp[]) =>
    patterns.some((pattern) => new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(text));

  it('answers as testing the patterns one by one would, and leaves their lastIndex at 0', () => {
    fc.assert(
      fc.property(words, (text) => {
        for (const list of [joinable, ...separate]) {
          expect(anyMatches(text, list)).toBe(oneByOne(text, list));
          for (const pattern of list) expect(pattern.lastIndex).toBe(0);
        }
      }),
      { numRuns: 2000 },
    );
    expect(anyMatches('our server is down', joinable)).toBe(true);
    expect(anyMatches('all good', joinable)).toBe(false);
  });
});

describe('allMatches', () => {
  it('finds what matchAll finds, and leaves the pattern ready for the next caller', () => {
    const pattern = /(\d+)|x*/g;
    const text = 'a1 b22 c333';
    expect(allMatches(text, pattern).map((match) => [match.index, match[0]])).toEqual(
      [...text.matchAll(pattern)].map((match) => [match.index, match[0]]),
    );
    expect(pattern.lastIndex).toBe(0);
    expect(() => allMatches(text, /\d/)).toThrow(TypeError);
  });
});

describe('handoffIntents', () => {
  const messages = [
    'Can I talk to a person?',
    'I want to speak with a human please',
    'Est-ce que je peux parler à quelqu’un?',
    'Can we book a meeting next week to talk about our network?',
    "We don't need a meeting, just a price",
    'Schedule the free assessment for Tuesday',
    'Could we set up a call with your team?',
    'I would like to meet with someone',
    'Can someone come by for a consultation',
    'How much is managed IT per user?',
    'Ransomware, our files are encrypted, we cannot work',
    'yes please',
    '',
  ];
  const fragment = fc.constantFrom(
    ...messages,
    'talk to someone',
    'a real person',
    'book',
    'meeting',
    'not',
    'call me',
    'rendez-vous',
    'agent',
    'and',
    ', ',
  );

  it('answers as analyseMessage does for the same message read alone', () => {
    const same = (message: string) => {
      const { humanRequest, booking, meetingRequest } = analyseMessage(message);
      expect(handoffIntents(message), message).toEqual({ humanRequest, booking, meetingRequest });
    };
    for (const message of messages) same(message);
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 6 }), (parts) => same(parts.join(' '))),
      { numRuns: 300 },
    );
  });
});
