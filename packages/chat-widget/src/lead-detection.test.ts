import { describe, expect, it } from 'vitest';
import { lastSharedEmail, sharedContactKinds } from './lead-detection.ts';

describe('sharedContactKinds', () => {
  it('finds emails and phone numbers in messages and panel fields', () => {
    expect(sharedContactKinds('We have 40 staff and a $4,000 budget')).toEqual([]);
    expect(sharedContactKinds('Reach me at dana@acme-dental.example')).toEqual(['email']);
    expect(sharedContactKinds('Call 416-555-0199 please')).toEqual(['phone']);
    expect(sharedContactKinds('(416) 555 0199 or +44 20 7946 0958, dana@acme.ca')).toEqual([
      'email',
      'phone',
    ]);
    expect(
      sharedContactKinds("I've shared my contact details.", { name: 'Dana', phone: '4165550199' }),
    ).toEqual(['phone']);
    expect(sharedContactKinds('We started in 2019 with 12345 customers')).toEqual([]);
  });
});

describe('lastSharedEmail', () => {
  it("takes the visitor's newest address, never the assistant's or a consultant's", () => {
    expect(lastSharedEmail([])).toBeUndefined();
    expect(
      lastSharedEmail([
        { role: 'user', content: 'I am Dana, dana@old.example' },
        { role: 'assistant', content: 'Write to sales@northline.example' },
        { role: 'user', content: 'Actually use dana@acme-dental.example or d@x.example' },
        { role: 'consultant', content: 'Noted: help@northline.example' },
        { role: 'user', content: 'Thanks!' },
      ]),
    ).toBe('d@x.example');
    expect(lastSharedEmail([{ role: 'assistant', content: 'sales@northline.example' }])).toBeUndefined();
  });
});
