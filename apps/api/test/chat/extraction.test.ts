import { visitorInfoSchema } from '@northline/schemas';
import { describe, expect, it } from 'vitest';
import {
  extractDetails,
  extractEmails,
  extractEmployees,
  extractFromConversation,
  extractPhones,
  mergeVisitorInfo,
} from '../../src/chat/extraction.ts';

describe('emails', () => {
  it.each([
    ['my email is jane.doe@acme-dental.ca', ['jane.doe@acme-dental.ca']],
    ['Reach me at Sam+it@Firm.co.uk.', ['Sam+it@Firm.co.uk']],
    ['two: a@b.ca and c@d.com', ['a@b.ca', 'c@d.com']],
    ['not an email: jane@ or @acme.ca or jane@acme', []],
    ['I wrote to hello@northline-it.example already', []],
  ])('%s → %j', (text, emails) => {
    expect(extractEmails(text)).toEqual(emails);
  });
});

describe('phone numbers', () => {
  it.each([
    ['call me at 416-555-0199', ['(416) 555-0199']],
    ['(905) 555 0123', ['(905) 555-0123']],
    ['+1 647.555.0177 ext 22', ['(647) 555-0177 ext. 22']],
    ['4165550100', ['(416) 555-0100']],
    ['1-289-555-0111', ['(289) 555-0111']],
    ['our UK office: +44 20 7946 0958', ['+44 20 7946 0958']],
    ['your number (416) 555-0142 is busy', []],
    ['we have 25 employees and 3 offices', []],
    ['invoice 2025-01-11 for $1,500', []],
  ])('%s → %j', (text, phones) => {
    expect(extractPhones(text)).toEqual(phones);
  });
});

describe('company size', () => {
  it.each([
    ['We have 25 employees', 25],
    ['about 40 staff across two offices', 40],
    ['a team of 12', 12],
    ['a 30-person accounting firm', 30],
    ['11-50 employees', 11],
    ['50+ users', 50],
    ['1,200 employees nationally', 1200],
    ['we are twelve people', 12],
    ['a dozen lawyers', 12],
    ['firm of about 8 lawyers', 8],
    ['we used to be 10 people, now 35 people', 35],
    ['our response must be under 15 minutes', undefined],
    ['we have 3 offices', undefined],
    ['call 416-555-0199', undefined],
  ])('%s → %s', (text, employees) => {
    expect(extractEmployees(text)).toBe(employees);
  });
});

describe('names and companies', () => {
  it.each([
    ['This is Jane Doe from Acme Dental, we need help', { name: 'Jane Doe', company: 'Acme Dental' }],
    ["Hi, I'm Priya with Lakeshore Realty", { name: 'Priya', company: 'Lakeshore Realty' }],
    ['My name is Marc Tremblay', { name: 'Marc Tremblay' }],
    ['my name is sam', {}],
    [
      'Our company is Maple Leaf Machining and we have 40 employees',
      { company: 'Maple Leaf Machining', employees: 40 },
    ],
    ['We work with Harbour Legal LLP', { company: 'Harbour Legal LLP' }],
    ['We use Northwind Traders Inc. for parts', { company: 'Northwind Traders Inc.' }],
    ["I'm from Toronto", {}],
    ["I'm looking for IT support", {}],
    ['I am the owner of a small clinic', {}],
  ])('%s → %j', (text, expected) => {
    expect(extractDetails(text)).toEqual(expected);
  });
});

describe('a conversation', () => {
  it('takes each field from the newest message that states it', () => {
    const details = extractFromConversation([
      'We are 12 people. Email old@firm.ca',
      'Sorry, use new@firm.ca, phone 416 555 0123',
      'Actually we are 15 people now',
    ]);
    expect(details).toEqual({ email: 'new@firm.ca', phone: '(416) 555-0123', employees: 15 });
  });

  it('fills only empty visitor-info fields and keeps what the visitor typed into the form', () => {
    const merged = mergeVisitorInfo(
      { name: 'Pat', email: 'pat@form.ca', company: '', phone: '' },
      { email: 'other@chat.ca', company: 'Acme Dental', phone: '(416) 555-0100', employees: 9 },
    );
    expect(merged).toEqual({
      name: 'Pat',
      email: 'pat@form.ca',
      company: 'Acme Dental',
      phone: '(416) 555-0100',
    });
    expect(visitorInfoSchema.safeParse(merged).success).toBe(true);
  });
});
