import { guarantees, prices } from '@northline/content';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../../src/chat/builtin-engine.ts';
import {
  findUnverifiedClaims,
  GUARANTEE_TOPIC_WORDS,
  statesOnlyCatalogueClaims,
} from '../../src/claims/catalogue-claims.ts';
import { keepsNumbers, numbersIn } from '../../src/claims/numbers.ts';
import { turn } from '../chat/helpers.ts';

/** A price, discount or guarantee not in the catalogue is found; the catalogue's own are not. */

describe('the number guard shared with the recommendation phraser', () => {
  it('reads numbers without thousands separators', () => {
    expect(numbersIn('30 users × $99 = $2,970, 99.9% uptime')).toEqual(new Set(['30', '99', '2970', '99.9']));
  });

  it('keeps a rewording that states only the original numbers', () => {
    expect(keepsNumbers('30 users × $99 = $2,970', 'About $2,970 a month for 30 users')).toBe(true);
    expect(keepsNumbers('30 users × $99 = $2,970', 'Only $49 a month!')).toBe(false);
  });
});

describe('claims the catalogue backs', () => {
  it.each([
    `Managed IT starts at ${prices.managedIt.display.replace('From ', '')}, security assessments from $299, cloud migrations from $499 and consulting at $150/hour.`,
    'Help desk support starts at $59 per user per month, and backup at $149 per month.',
    'We offer a 60-day money-back guarantee and a 99.9% uptime SLA.',
    'If you are not happy in the first 60 days, we refund your monthly fees.',
    'Critical issues get an engineer within 2 hours and high-priority ones within 4 hours, guaranteed.',
    'In Toronto a technician responds within 15 minutes of your call; in Mississauga within 20 minutes.',
    'An engineer starts containment within 5 minutes, 24/7.',
    'Our agreements are month-to-month, and you can leave with 30 days notice.',
    'We answer messages within 1 business day.',
    'Clients see 85% less security risk and 25% more productivity.',
    "We don't offer discounts, but our per-user price is fixed.",
    'No one can guarantee you will never be hacked, but we make it far less likely.',
    'Call us at (416) 555-0142 or email hello@northline-it.example.',
    'The first IT assessment is free.',
  ])('passes: %s', (text) => {
    expect(findUnverifiedClaims(text)).toEqual([]);
  });

  it('passes a total that is a catalogue price times a quantity the visitor stated', () => {
    const text = 'For your team of 25, managed IT would start at about $2,475 per month.';
    expect(statesOnlyCatalogueClaims(text, { quantitiesFrom: ['We are 25 people'] })).toBe(true);
    expect(statesOnlyCatalogueClaims('Managed IT would be about $2,475 per month.')).toBe(false);
    expect(statesOnlyCatalogueClaims('30 users × $99 = $2,970 a month.')).toBe(true);
  });

  it('passes the figures of a trusted source (a phraser original)', () => {
    expect(statesOnlyCatalogueClaims('Plan on $897 to start.', { source: '3 units × $299 = $897' })).toBe(
      true,
    );
  });

  it('has topic words for every catalogue guarantee', () => {
    for (const guarantee of guarantees) expect(Object.keys(GUARANTEE_TOPIC_WORDS)).toContain(guarantee.id);
  });
});

describe('claims the catalogue does not back', () => {
  it.each([
    ['Managed IT is only $49 per user this month.', 'price', 'unknown-amount'],
    ['Consulting is $150 per user.', 'price', 'wrong-unit'],
    ['A security assessment costs $199.', 'price', 'unknown-amount'],
    ['Sign up today and get 20% off your first year.', 'discount', 'discount'],
    ['We can give you a discount if you sign this week.', 'discount', 'discount'],
    ['Your first month is free.', 'discount', 'discount'],
    ['We will waive the setup fee for you.', 'discount', 'discount'],
    ['We offer 100% uptime guaranteed.', 'guarantee', 'guarantee-figure'],
    ['If you are unhappy, you get your money-back within 90 days.', 'guarantee', 'guarantee-figure'],
    ['Our 30-day money-back guarantee covers you.', 'guarantee', 'guarantee-figure'],
    ['A technician responds within 10 minutes anywhere.', 'guarantee', 'guarantee-figure'],
    ['We guarantee you will never be hacked.', 'guarantee', 'unknown-guarantee'],
    ['It is completely risk-free.', 'guarantee', 'unknown-guarantee'],
    ['We can cut your IT costs by 40%.', 'statistic', 'unknown-percentage'],
  ])('finds: %s', (text, kind, rule) => {
    expect(findUnverifiedClaims(text)).toContainEqual({ kind, rule });
  });

  it('does not take a price from the visitor', () => {
    const text = 'Yes, we can do managed IT for $49 per user.';
    expect(statesOnlyCatalogueClaims(text, { quantitiesFrom: ['Can you do it for $49 per user?'] })).toBe(
      false,
    );
  });

  it('sees through full-width digits and non-breaking spaces', () => {
    expect(statesOnlyCatalogueClaims('Only $４９\u00a0per user.')).toBe(false);
  });
});

describe('the built-in engine', () => {
  const engine = createBuiltinEngine();

  it.each([
    'How much is managed IT?',
    'What are your prices?',
    'We have 25 employees, how much would managed IT cost us?',
    'Do you offer any guarantee?',
    'How fast do you respond in Mississauga?',
    'How quickly can someone get to our office in Vaughan?',
    'We were hit by ransomware, help!',
    'What are your hours?',
    'Do you help clinics with PHIPA?',
    'Can we cancel anytime?',
    'How much is a security assessment?',
    'Our server is down',
  ])('states only catalogue claims: %s', async (message) => {
    const reply = await engine.reply(turn(message));
    expect(findUnverifiedClaims(reply.response, { quantitiesFrom: [message] })).toEqual([]);
  });
});
