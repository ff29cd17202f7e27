import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { chatRequestSchema, visitorInfoSchema } from './chat.ts';
import { contactSubmissionSchema, createContactSchema, SCHEMA_B_MESSAGES, SIZE_BANDS } from './contact.ts';
import { attributionSchema } from './lead-capture.ts';
import { chatHandoffInputSchema, chatTranscriptEmailInputSchema } from './live-chat.ts';
import { meetingBookingSchema } from './meetings.ts';
import { newsletterSubmissionSchema } from './newsletter.ts';
import { visitorProfileRequestSchema } from './profile.ts';
import { isSingleLine, notOnOneLine, tabsToSpaces, toLines, toSingleLine } from './single-line.ts';
import { messageAt, withValue } from './test-utils.ts';
import { notAllowedCharacters } from './text.ts';

describe('isSingleLine', () => {
  it.each([
    ['a name with accents and an apostrophe', 'Zoë O’Neil-Đặng', true],
    ['an ASCII apostrophe and an ampersand', "Bright & Roy LLP, O'Neil", true],
    ['other scripts and an emoji', '李 محمد 😀', true],
    ['a no-break space', 'Harbour\u00a0Law', true],
    ['LF', 'a\nb', false],
    ['CR', 'a\rb', false],
    ['CR LF', 'a\r\nb', false],
    ['TAB', 'a\tb', false],
    ['VT', 'a\vb', false],
    ['FF', 'a\fb', false],
    ['ESC', 'a\u001bb', false],
    ['DEL', 'a\u007fb', false],
    ['NEL (C1)', 'a\u0085b', false],
    ['another C1 control', 'a\u009bb', false],
    ['LINE SEPARATOR', 'a\u2028b', false],
    ['PARAGRAPH SEPARATOR', 'a\u2029b', false],
    ['NUL', '\u0000', false],
  ])('%s → %s', (_name, text, single) => {
    expect(isSingleLine(text)).toBe(single);
  });
});

describe('toSingleLine', () => {
  it('writes each run of line breaks and controls as one space and trims the ends', () => {
    expect(toSingleLine(' Priya\r\nBcc: x@evil.example\u2028\u0085end\t')).toBe(
      'Priya Bcc: x@evil.example end',
    );
  });

  it('keeps a one-line text as it is', () => {
    expect(toSingleLine('Zoë O’Neil-Đặng & Co.')).toBe('Zoë O’Neil-Đặng & Co.');
  });
});

describe('toLines', () => {
  it('splits at every line break, CR LF as one, and keeps blank lines inside', () => {
    expect(toLines('Hello\r\n\r\nACTION REQUIRED\rline\u2028two\u2029three\u0085four\vfive\fsix\n')).toEqual([
      'Hello',
      '',
      'ACTION REQUIRED',
      'line',
      'two',
      'three',
      'four',
      'five',
      'six',
    ]);
  });

  it('writes other controls as spaces, and drops blank lines at the ends', () => {
    expect(toLines('\n\n  col\tone\u0007\n\n')).toEqual(['  col one']);
    expect(toLines(' \r\n ')).toEqual([]);
  });

  it('gives lines that are each one line', () => {
    for (const line of toLines('a\u2028b\u001b[2Jc\r\n\u0000d')) expect(isSingleLine(line)).toBe(true);
  });
});

describe('tabsToSpaces', () => {
  it('writes a tab as a space and nothing else', () => {
    expect(tabsToSpaces('Harbour\tLaw\nLLP')).toBe('Harbour Law\nLLP');
  });
});

const attribution = { landingPage: '/toronto', utmSource: 'google', utmCampaign: 'spring' };

const lead = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@harbourlaw.example',
  phone: '(416) 555-0199',
  company: 'Harbour Law LLP',
  employees: '11-50',
  message: 'Our file server keeps dropping off the network.\nCan you help?',
  source: 'Home Page',
  attribution,
};

/**
 * Every schema of a form a visitor fills in, with a valid example, its one-line fields (path and label) and its
 * e-mail fields (path and the message of an address that is not one).
 */
const forms: {
  name: string;
  schema: z.ZodMiniType;
  valid: object;
  lines: [string, string][];
  emails: [string, string][];
}[] = [
  {
    name: 'contact form (the API’s request)',
    schema: contactSubmissionSchema,
    valid: lead,
    lines: [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['phone', 'Phone'],
      ['company', 'Company name'],
      ['source', 'Source'],
    ],
    emails: [['email', 'Please enter a valid email address']],
  },
  {
    name: 'contact form schema B (a page’s own form)',
    schema: createContactSchema(SCHEMA_B_MESSAGES, SIZE_BANDS.legal),
    valid: { ...lead, employees: SIZE_BANDS.legal[0] },
    lines: [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['phone', 'Phone'],
      ['company', 'Company name'],
    ],
    emails: [['email', 'Invalid email address']],
  },
  {
    name: 'the chat’s details panel (chat request visitorInfo)',
    schema: chatRequestSchema,
    valid: {
      message: 'How do you handle ransomware?',
      sessionId: 'chat-1736600000000-k3j9x0qa2b',
      visitorInfo: {
        name: 'Priya',
        email: 'priya@harbourlaw.example',
        company: 'Harbour',
        phone: '4165550199',
      },
    },
    lines: [
      ['visitorInfo.name', 'Name'],
      ['visitorInfo.company', 'Company'],
      ['visitorInfo.phone', 'Phone'],
    ],
    emails: [['visitorInfo.email', 'Please enter a valid email address']],
  },
  {
    name: 'visitor profile contact details',
    schema: visitorProfileRequestSchema,
    valid: {
      sessionId: 'test-session-1736600000000-abc',
      contactInfo: { name: 'Dr. Lee', email: 'lee@clinic.example', company: 'Yonge Clinic', phone: '' },
    },
    lines: [
      ['contactInfo.name', 'Name'],
      ['contactInfo.company', 'Company'],
      ['contactInfo.phone', 'Phone'],
    ],
    emails: [['contactInfo.email', 'Please enter a valid email address']],
  },
  {
    name: 'booking',
    schema: meetingBookingSchema,
    valid: {
      start: '2030-12-02T15:00:00.000Z',
      name: 'Priya Sharma',
      email: 'priya@harbourlaw.example',
      company: 'Harbour Law LLP',
      phone: '416 555 0199',
    },
    lines: [
      ['name', 'Name'],
      ['company', 'Company name'],
      ['phone', 'Phone'],
    ],
    emails: [['email', 'Please enter a valid email address']],
  },
  {
    name: 'newsletter',
    schema: newsletterSubmissionSchema,
    valid: { email: 'priya@harbourlaw.example', consent: true },
    lines: [],
    emails: [['email', 'Please enter a valid email address']],
  },
  {
    name: 'the chat’s hand-off request',
    schema: chatHandoffInputSchema,
    valid: { sessionId: 'chat-1736600000000-k3j9x0qa2b', email: 'priya@harbourlaw.example' },
    lines: [],
    emails: [['email', 'Please enter a valid email address']],
  },
  {
    name: 'the chat’s transcript e-mail request',
    schema: chatTranscriptEmailInputSchema,
    valid: { sessionId: 'chat-1736600000000-k3j9x0qa2b', email: '' },
    lines: [],
    emails: [['email', 'Please enter a valid email address']],
  },
];

/** What no one-line field may hold, and the message each gets (a function of the field's label). */
const NOT_ONE_LINE: [string, string, (label: string) => string][] = [
  ['LF', 'a\nb', notOnOneLine],
  ['CR', 'a\rb', notOnOneLine],
  ['CR LF and a header', 'Priya\r\nBcc: x@evil.example', notOnOneLine],
  ['LINE SEPARATOR', 'a\u2028b', notOnOneLine],
  ['PARAGRAPH SEPARATOR', 'a\u2029b', notOnOneLine],
  ['NEL', 'a\u0085b', notOnOneLine],
  ['ESC', 'a\u001b[2Jb', notOnOneLine],
  ['NUL', '\u0000', notAllowedCharacters],
];

/** Addresses with a line or a second header folded in: none is an address. */
const NOT_AN_ADDRESS = [
  'priya@harbourlaw.example\nBcc: x@evil.example',
  'priya@harbourlaw.example\r\nBcc: x@evil.example',
  'priya@harbourlaw.example\u2028x@evil.example',
  'priya@harbourlaw.example, x@evil.example',
];

describe.each(forms)('$name', ({ schema, valid, lines, emails }) => {
  it('accepts the valid example', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(
    lines.flatMap(([path, label]) =>
      NOT_ONE_LINE.map(([kind, text, message]) => [path, kind, text, message(label)]),
    ),
  )('%s refuses %s with the field’s one message', (path, _kind, text, message) => {
    const result = schema.safeParse(withValue(valid, path as string, text));
    expect(messageAt(schema, withValue(valid, path as string, text), path as string)).toBe(message);
    expect(
      result.success ? [] : result.error.issues.filter((issue) => issue.path.join('.') === path),
    ).toHaveLength(1);
  });

  it.each(lines.filter(([path]) => !path.endsWith('phone')))(
    '%s takes names with accents, apostrophes and ampersands as typed',
    (path) => {
      for (const text of ['Bright & Roy LLP', 'Zoë O’Neil-Đặng', "Zoë O'Neil-Đặng", 'Łukasz 李 محمد']) {
        const result = schema.safeParse(withValue(valid, path, text));
        expect(result.success, text).toBe(true);
        const parsed = result.success ? (result.data as Record<string, unknown>) : {};
        const value = path
          .split('.')
          .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], parsed);
        expect(value).toBe(text);
      }
    },
  );

  it.each(lines)('%s writes a pasted tab as a space and trims a trailing line break', (path) => {
    const typed = path.endsWith('phone') ? '416\t555 0199\r\n' : 'Harbour\tLaw\n';
    const result = schema.safeParse(withValue(valid, path, typed));
    expect(result.success).toBe(true);
    const parsed = result.success ? (result.data as Record<string, unknown>) : {};
    const value = path
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], parsed);
    expect(value).toBe(path.endsWith('phone') ? '416 555 0199' : 'Harbour Law');
  });

  it.each(emails.flatMap(([path, message]) => NOT_AN_ADDRESS.map((text) => [path, text, message])))(
    '%s refuses %j as an address',
    (path, text, message) => {
      expect(messageAt(schema, withValue(valid, path, text), path)).toBe(message);
    },
  );
});

describe('a multi-line field stays multi-line', () => {
  it('the contact message keeps its line breaks', () => {
    const message = 'Hello\n\nOur server is down.\r\nCall me.';
    const result = contactSubmissionSchema.parse({ ...lead, message });
    expect(result.message).toBe(message);
  });

  it('the chat message keeps its line breaks', () => {
    const result = chatRequestSchema.parse({
      message: 'one\ntwo',
      sessionId: 'chat-1736600000000-k3j9x0qa2b',
    });
    expect(result.message).toBe('one\ntwo');
  });
});

describe('attribution (never shown as a field)', () => {
  it('writes a decoded line break in a campaign as a space instead of refusing the lead', () => {
    expect(
      attributionSchema.parse({ utmCampaign: 'spring\r\nsale', landingPage: '/toronto?x=1\u2028y' }),
    ).toEqual({ utmCampaign: 'spring sale', landingPage: '/toronto?x=1 y' });
  });

  it('still refuses NUL', () => {
    expect(messageAt(attributionSchema, { utmSource: 'a\u0000' }, 'utmSource')).toBe(
      notAllowedCharacters('utm_source'),
    );
  });
});

describe('visitor info on its own', () => {
  it('takes empty fields (the panel’s fields are all optional)', () => {
    expect(visitorInfoSchema.parse({ name: '', company: '', phone: '' })).toEqual({
      name: '',
      company: '',
      phone: '',
    });
  });
});
