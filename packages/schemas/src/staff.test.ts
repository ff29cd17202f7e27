import { describe, expect, it } from 'vitest';
import {
  canChangeLeadStatus,
  LEAD_STATUSES,
  PRIVACY_PHONE_INVALID,
  PRIVACY_REQUEST_EMPTY,
  privacyRequestSchema,
} from './staff.ts';

const messages = (input: unknown) =>
  privacyRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('privacyRequestSchema', () => {
  it('takes an email address, a phone number in any format, or both', () => {
    expect(privacyRequestSchema.parse({ email: ' Amara@Clinic.Example ' })).toEqual({
      email: 'amara@clinic.example',
    });
    expect(privacyRequestSchema.parse({ phone: ' +1 (416) 555-0177 ' })).toEqual({
      phone: '+1 (416) 555-0177',
    });
    expect(privacyRequestSchema.parse({ email: 'a@b.example', phone: '416.555.0177' })).toEqual({
      email: 'a@b.example',
      phone: '416.555.0177',
    });
  });

  it('refuses neither, a malformed address, and text or digit counts that are no phone number', () => {
    expect(messages({})).toEqual([PRIVACY_REQUEST_EMPTY]);
    expect(messages({ email: 'not an address' })).toEqual(['Please enter a valid email address']);
    for (const phone of ['call me', '12345', '1234567890123456', '416-555-0177 x', '416\u0000555']) {
      expect(messages({ phone }).length, phone).toBeGreaterThan(0);
    }
    expect(messages({ phone: 'call me' })).toContain(PRIVACY_PHONE_INVALID);
  });
});

describe('canChangeLeadStatus', () => {
  it('puts meeting booked between contacted and qualified: reached from new or contacted, left for qualified on', () => {
    expect(LEAD_STATUSES).toEqual(['new', 'contacted', 'meeting_booked', 'qualified', 'won', 'lost']);
    const to = (from: (typeof LEAD_STATUSES)[number]) =>
      LEAD_STATUSES.filter((status) => canChangeLeadStatus(from, status));
    expect(to('new')).toEqual(['contacted', 'meeting_booked', 'qualified', 'won', 'lost']);
    expect(to('contacted')).toEqual(['meeting_booked', 'qualified', 'won', 'lost']);
    expect(to('meeting_booked')).toEqual(['qualified', 'won', 'lost']);
    expect(to('qualified')).toEqual(['won', 'lost']);
    expect(to('won')).toEqual(['contacted']);
    expect(to('lost')).toEqual(['contacted']);
  });
});
