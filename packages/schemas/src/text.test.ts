import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { analyticsEventSchema } from './analytics.ts';
import { chatRequestSchema } from './chat.ts';
import { contactSubmissionSchema, createContactSchema, SCHEMA_B_MESSAGES, SIZE_BANDS } from './contact.ts';
import { pageMetadataSchema } from './metadata.ts';
import { newsletterSubmissionSchema } from './newsletter.ts';
import { visitorProfileRequestSchema } from './profile.ts';
import { messageAt, withValue } from './test-utils.ts';
import { hasOnlyAllowedCharacters, notAllowedCharacters } from './text.ts';
import { newUserSchema } from './users.ts';

/** Values no text field may hold: NUL, and each half of a surrogate pair on its own. */
const BAD_TEXTS = {
  nul: 'Pri\u0000ya',
  'lone high surrogate': 'Priya \uD83D',
  'lone low surrogate': '\uDE00 Priya',
};

describe('allowed characters', () => {
  it.each([
    ['plain text', 'Priya Sharma', true],
    ['accents and other scripts', 'Zoë Łukasz 李 محمد', true],
    ['an emoji (a surrogate pair)', 'Thanks 😀', true],
    ['tabs and new lines', 'line one\n\tline two\r\n', true],
    ['NUL', 'A\u0000B', false],
    ['NUL alone', '\u0000', false],
    ['a lone high surrogate', 'A\uD800', false],
    ['a lone low surrogate', '\uDC00B', false],
    ['a reversed pair', '\uDE00\uD83D', false],
  ])('%s → %s', (_name, text, allowed) => {
    expect(hasOnlyAllowedCharacters(text)).toBe(allowed);
  });
});

const lead = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@harbourlaw.example',
  phone: '(416) 555-0199',
  company: 'Harbour Law LLP',
  employees: '11-50',
  message: 'Our file server keeps dropping off the network.',
  source: 'Home Page',
  website: '',
  formToken: 'token',
  attribution: {
    landingPage: '/toronto',
    referrerHost: 'www.google.com',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring',
    utmTerm: 'managed it',
    utmContent: 'ad-1',
    gclid: 'abc',
  },
};

const attributionFields: [string, string][] = [
  ['attribution.landingPage', 'Landing page'],
  ['attribution.referrerHost', 'Referrer host'],
  ['attribution.utmSource', 'utm_source'],
  ['attribution.utmMedium', 'utm_medium'],
  ['attribution.utmCampaign', 'utm_campaign'],
  ['attribution.utmTerm', 'utm_term'],
  ['attribution.utmContent', 'utm_content'],
  ['attribution.gclid', 'gclid'],
];

/** Every request schema with a valid example and each of its free-text fields with the field's label. */
const cases: { name: string; schema: z.ZodMiniType; valid: object; fields: [string, string][] }[] = [
  {
    name: 'contact submission',
    schema: contactSubmissionSchema,
    valid: lead,
    fields: [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['company', 'Company name'],
      ['employees', 'Company size'],
      ['message', 'Message'],
      ['source', 'Source'],
      ['website', 'Website'],
      ['formToken', 'Form token'],
      ...attributionFields,
    ],
  },
  {
    name: 'contact form schema B (a page form)',
    schema: createContactSchema(SCHEMA_B_MESSAGES, SIZE_BANDS.legal),
    valid: { ...lead, employees: SIZE_BANDS.legal[0] },
    fields: [
      ['firstName', 'First name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['message', 'Message'],
    ],
  },
  {
    name: 'chat request',
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
      attribution: lead.attribution,
    },
    fields: [
      ['message', 'Message'],
      ['visitorInfo.name', 'Name'],
      ['visitorInfo.email', 'Email'],
      ['visitorInfo.company', 'Company'],
      ['visitorInfo.phone', 'Phone'],
      ...attributionFields,
    ],
  },
  {
    name: 'newsletter submission',
    schema: newsletterSubmissionSchema,
    valid: { email: 'priya@harbourlaw.example', consent: true, website: '', attribution: lead.attribution },
    fields: [['email', 'Email'], ['website', 'Website'], ['formToken', 'Form token'], ...attributionFields],
  },
  {
    name: 'visitor profile',
    schema: visitorProfileRequestSchema,
    valid: {
      sessionId: 'test-session-1736600000000-abc',
      contactInfo: { name: 'Dr. Lee', email: 'lee@clinic.example', company: 'Yonge Clinic', phone: '' },
      behaviorData: {
        pagesVisited: ['/'],
        servicesViewed: ['Cybersecurity'],
        documentsDownloaded: ['guide.pdf'],
      },
    },
    fields: [
      ['contactInfo.name', 'Name'],
      ['contactInfo.email', 'Email'],
      ['contactInfo.company', 'Company'],
      ['contactInfo.phone', 'Phone'],
      ['behaviorData.pagesVisited.0', 'Page'],
      ['behaviorData.servicesViewed.0', 'Service'],
      ['behaviorData.documentsDownloaded.0', 'Document'],
    ],
  },
  {
    name: 'analytics event',
    schema: analyticsEventSchema,
    valid: {
      sessionId: 'test-session-1736600000000-abc',
      recommendationId: '2025-01-11T14:30:00.000Z',
      timestamp: '2025-01-11T14:31:00.000Z',
      action: 'viewed',
    },
    fields: [['recommendationId', 'Recommendation id']],
  },
  {
    name: 'new user',
    schema: newUserSchema,
    valid: { username: 'priya', password: 'correct horse battery staple' },
    fields: [
      ['username', 'Username'],
      ['password', 'Password'],
    ],
  },
  {
    name: 'page metadata',
    schema: pageMetadataSchema,
    valid: { title: 'Managed IT', description: 'Managed IT for Toronto', canonical: '/toronto' },
    fields: [
      ['title', 'Title'],
      ['description', 'Description'],
      ['canonical', 'Canonical'],
    ],
  },
];

describe.each(cases)(
  '$name refuses NUL and lone surrogates in every text field',
  ({ schema, valid, fields }) => {
    it('accepts the valid example', () => {
      expect(schema.safeParse(valid).success).toBe(true);
    });

    it.each(
      fields.flatMap(([path, label]) =>
        Object.entries(BAD_TEXTS).map(([kind, text]) => [path, kind, text, label] as const),
      ),
    )('%s with a %s', (path, _kind, text, label) => {
      const input = withValue(valid, path, text);
      expect(messageAt(schema, input, path)).toBe(notAllowedCharacters(label));
      // The characters message is the field's only one (the other checks do not run).
      const result = schema.safeParse(input);
      expect(
        result.success ? [] : result.error.issues.filter((issue) => issue.path.join('.') === path),
      ).toHaveLength(1);
    });
  },
);
