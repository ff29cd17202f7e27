import { describe, expect, it } from 'vitest';
import {
  ALL_SIZE_BANDS,
  contactRequestSchema,
  createContactSchema,
  SCHEMA_A_MESSAGES,
  SCHEMA_B_MESSAGES,
  SIZE_BANDS,
} from './contact.ts';
import { toFieldIssues } from './errors.ts';

const valid = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@harbourlaw.example',
  phone: '(416) 555-0199',
  company: 'Harbour Law LLP',
  employees: '11-50',
  message: 'We need help with backups.',
  source: 'Home Page',
};

/** The message of the first issue on `field`, or undefined. */
function messageFor(schema: typeof contactRequestSchema, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return toFieldIssues(result.error.issues).find((issue) => issue.path === field)?.message;
}

describe('contact request schema A (specification §5)', () => {
  it('accepts a complete request and trims its text', () => {
    const result = contactRequestSchema.parse({ ...valid, firstName: '  Priya ' });
    expect(result.firstName).toBe('Priya');
    expect(result.source).toBe('Home Page');
  });

  it('accepts a request without message and source', () => {
    const { message: _m, source: _s, ...rest } = valid;
    expect(contactRequestSchema.safeParse(rest).success).toBe(true);
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['phone', '416555012', 'Please enter a valid phone number'],
    ['company', '', 'Company name is required'],
    ['employees', '', 'Please select number of employees'],
    ['employees', '7 people', 'Please select number of employees'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(messageFor(contactRequestSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it.each(Object.keys(SCHEMA_A_MESSAGES))('gives the required message when %s is missing', (field) => {
    const input: Record<string, unknown> = { ...valid };
    delete input[field];
    expect(messageFor(contactRequestSchema, input, field)).toBe(
      SCHEMA_A_MESSAGES[field as keyof typeof SCHEMA_A_MESSAGES],
    );
  });

  it('counts phone length in characters, not digits (§5)', () => {
    expect(contactRequestSchema.safeParse({ ...valid, phone: '416-555-01' }).success).toBe(true);
  });

  it('accepts every size band of every page', () => {
    for (const band of ALL_SIZE_BANDS) {
      expect(contactRequestSchema.safeParse({ ...valid, employees: band }).success).toBe(true);
    }
  });

  it('bounds field lengths', () => {
    expect(messageFor(contactRequestSchema, { ...valid, message: 'x'.repeat(5001) }, 'message')).toBe(
      'Message must be at most 5000 characters',
    );
  });
});

describe('contact form schema B (specification §5)', () => {
  const schemaB = createContactSchema(SCHEMA_B_MESSAGES, SIZE_BANDS.legal);
  it.each([
    ['email', 'x@', 'Invalid email address'],
    ['phone', '123', 'Phone number must be at least 10 digits'],
    ['employees', '', 'Please select company size'],
    ['employees', '11-50', 'Please select company size'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(messageFor(schemaB, { ...valid, employees: '1-5', [field]: value }, field)).toBe(message);
  });
});
