import {
  assistantReplies,
  certifications,
  claims,
  company,
  locations,
  quickAnswers,
  RESPONSE_MINUTES,
} from '@northline/content';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_NUMBERS, checkReplyFacts } from '../../src/chat/fact-check.ts';

/** The facts check of every reply (src/chat/fact-check.ts): true facts pass, invented ones are named. */

const check = (reply: string, visitorMessages: string[] = []) => checkReplyFacts(reply, { visitorMessages });

describe('facts the catalogue states pass', () => {
  it.each([
    ['the pricing overview', assistantReplies.pricing.overview],
    ['the contract terms', assistantReplies.contract.join(' ')],
    ['the hours', assistantReplies.hours.join(' ')],
    ['the company', assistantReplies.aboutCompany.join(' ')],
    ['the certifications', assistantReplies.certifications],
    ['the quick answers', Object.values(quickAnswers).join(' ')],
    ['the emergency line', assistantReplies.emergency.security.join(' ')],
  ])('%s', (_name, text) => {
    expect(check(text)).toEqual([]);
  });

  it.each(locations.map((location) => [location.name, location.responseMinutes]))(
    "%s's own response minutes",
    (name, minutes) => {
      expect(check(assistantReplies.responseTime.city(name, minutes))).toEqual([]);
    },
  );

  it('repeats and multiplies the numbers the visitor gave', () => {
    expect(check(assistantReplies.size.estimate(37), ['We have 37 employees'])).toEqual([]);
    expect(
      check('With your 3 offices and 37 people, managed IT starts at about $3,663 per month.', [
        '3 offices, 37 people',
      ]),
    ).toEqual([]);
  });

  it('leaves phone numbers and e-mail addresses to the contact checks', () => {
    expect(check(`Call ${company.phones.main.display} or write to ${company.email}.`)).toEqual([]);
  });

  it('reads the catalogue numbers from content', () => {
    for (const value of [claims.clients.value, company.foundingYear, RESPONSE_MINUTES.markham, 99.9]) {
      expect(CATALOGUE_NUMBERS.has(String(value))).toBe(true);
    }
  });
});

describe('invented facts are named', () => {
  it('a price', () => {
    expect(check('Managed IT is $79 per user per month.')).toContainEqual({
      kind: 'price',
      rule: 'unknown-amount',
    });
  });

  it('a number the catalogue does not state', () => {
    expect(check('We have 4,321 engineers on staff.')).toContainEqual({
      kind: 'number',
      rule: 'unknown-number',
    });
    expect(check('We have been in business since 1987.')).toContainEqual({
      kind: 'number',
      rule: 'unknown-number',
    });
  });

  it("another city's response minutes", () => {
    const markham = locations.find((location) => location.id === 'markham');
    expect(markham?.responseMinutes).not.toBe(RESPONSE_MINUTES.toronto);
    expect(
      check(`In Markham, a technician responds within ${RESPONSE_MINUTES.toronto} minutes.`),
    ).toContainEqual({
      kind: 'response-time',
      rule: 'wrong-city-minutes',
    });
  });

  it('the incident minutes in a sentence about a security incident pass, elsewhere they do not', () => {
    const minutes = claims.incidentResponseMinutes.value;
    expect(
      check(`In Vaughan, an engineer starts containing a ransomware incident within ${minutes} minutes.`),
    ).toEqual([]);
    expect(check(`In Vaughan, a technician arrives on site within ${minutes} minutes.`)).toContainEqual({
      kind: 'response-time',
      rule: 'wrong-city-minutes',
    });
  });

  it.each([
    "We're ISO 27001 certified.",
    'Northline IT is SOC 2 Type II audited.',
    'Our engineers hold CISM and CEH certifications.',
    'We are a Microsoft Gold Partner.',
    'We are PHIPA certified.',
  ])('a credential we do not hold: %s', (text) => {
    expect(check(text)).toContainEqual({ kind: 'certification', rule: 'unknown-certification' });
  });

  it.each(certifications.map((certification) => [certification.badge]))(
    '%s, which we hold, passes',
    (badge) => {
      expect(check(`Our team holds the ${badge} certification.`)).toEqual([]);
    },
  );

  it('helping with a framework is not claiming a certificate', () => {
    expect(check('We help you prepare for an ISO 27001 audit and meet PHIPA.')).toEqual([]);
  });

  it('names kinds and rules only, never the text', () => {
    const found = check('We have 4,321 engineers and are ISO 27001 certified, from $1 per user.');
    expect(JSON.stringify(found)).not.toMatch(/4,321|4321|engineers|\$1/);
  });
});
