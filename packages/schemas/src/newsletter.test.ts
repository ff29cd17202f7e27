import { describe, expect, it } from 'vitest';
import {
  newsletterLinkResultSchema,
  newsletterLinkSchema,
  newsletterSubscriptionSchema,
} from './newsletter.ts';
import { messageAt, REMOVE, withValue } from './test-utils.ts';

const subscription = { email: 'owner@bayst-dental.example', consent: true };

describe('newsletter subscription (CASL express consent)', () => {
  it('accepts an email with consent and trims the email', () => {
    expect(
      newsletterSubscriptionSchema.parse({ ...subscription, email: ' owner@bayst-dental.example ' }),
    ).toEqual(subscription);
  });

  it.each([
    ['email', 'owner@', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['email', REMOVE, 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@x.ca`, 'Email must be at most 254 characters'],
    ['consent', false, 'Please confirm you agree to receive our newsletter'],
    ['consent', REMOVE, 'Please confirm you agree to receive our newsletter'],
    ['consent', 'true', 'Please confirm you agree to receive our newsletter'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(newsletterSubscriptionSchema, withValue(subscription, path, value), path)).toBe(message);
  });
});

describe('newsletter link (double opt-in and unsubscribe links)', () => {
  it('takes a trimmed token', () => {
    expect(newsletterLinkSchema.parse({ token: ' c.abc.def ' })).toEqual({ token: 'c.abc.def' });
  });

  it.each([[''], ['x'.repeat(201)], [undefined]])('refuses %j as an incomplete link', (token) => {
    expect(messageAt(newsletterLinkSchema, { token }, 'token')).toBe('This link is incomplete');
  });

  it('names what a link did', () => {
    expect(newsletterLinkResultSchema.parse({ outcome: 'confirmed' })).toEqual({ outcome: 'confirmed' });
    expect(newsletterLinkResultSchema.safeParse({ outcome: 'maybe' }).success).toBe(false);
  });
});
