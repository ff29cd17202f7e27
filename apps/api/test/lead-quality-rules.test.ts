import { describe, expect, it } from 'vitest';
import { judgeContactRequest } from '../src/leads/lead-quality.ts';
import { validLead } from './lead-fixture.ts';

const ids = (request: Parameters<typeof judgeContactRequest>[0]) =>
  judgeContactRequest(request).rules.map((rule) => rule.id);

describe('the contact form judge: urgency', () => {
  it('judges a business that cannot work hot', () => {
    const request = {
      ...validLead,
      message: 'Email server failed this morning, none of our team can get any work done.',
    };
    expect(judgeContactRequest(request).quality).toBe('hot');
    expect(ids(request)).toContain('work-stopped');
  });

  it('judges an urgent described problem hot', () => {
    const request = {
      ...validLead,
      message: 'Our laptops keep freezing during client calls, please fix this right away.',
    };
    expect(judgeContactRequest(request).quality).toBe('hot');
    expect(ids(request)).toContain('urgent-problem');
  });

  it('judges a request for a technician today hot', () => {
    const request = {
      ...validLead,
      message: 'Can you get a technician over this afternoon? Printers are broken.',
    };
    expect(judgeContactRequest(request).quality).toBe('hot');
    expect(ids(request)).toContain('same-day-help');
  });
});

describe('the contact form judge: placeholder details', () => {
  it('marks a form of placeholders possibly junk, cold and without the contact-form floor', () => {
    const judgement = judgeContactRequest({
      firstName: 'Qwer',
      lastName: 'Asdf',
      email: 'test@test.org',
      phone: '333-333-3333',
      company: 'Test',
      employees: '1-10',
      message: 'test test 123',
    });
    expect(judgement.quality).toBe('cold');
    expect(judgement.rules.map((rule) => rule.id)).toEqual(['placeholder-details']);
    expect(judgement.rules[0]?.description).toBe(
      'Placeholder details: name, e-mail, phone number, company, message (possibly junk; they earn no points)',
    );
  });

  it('still judges the message of a form with a placeholder phone number', () => {
    const judgement = judgeContactRequest({
      ...validLead,
      phone: '(987) 654-3210',
      message: "Ransomware note on every screen and we can't open our files right now.",
    });
    expect(judgement.quality).toBe('hot');
    expect(judgement.rules.map((rule) => rule.id)).toEqual(
      expect.arrayContaining(['emergency', 'placeholder-details']),
    );
    expect(judgement.rules.map((rule) => rule.id)).not.toContain('contact-form');
  });

  it('keeps a real form at least warm, without the placeholder rule', () => {
    const judgement = judgeContactRequest({ ...validLead, message: 'Just curious about your services.' });
    expect(judgement.quality).toBe('warm');
    expect(judgement.rules.map((rule) => rule.id)).not.toContain('placeholder-details');
  });
});
