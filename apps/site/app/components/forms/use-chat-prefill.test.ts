import { describe, expect, it } from 'vitest';
import { prefillValues } from './use-chat-prefill.ts';

describe('prefillValues (the chat details → contact form)', () => {
  it('splits the name at its first space and keeps the other details', () => {
    expect(
      prefillValues({
        name: ' Dana  van der Berg ',
        email: 'dana@example.com',
        company: 'Lakeshore',
        phone: '416',
      }),
    ).toEqual({
      firstName: 'Dana',
      lastName: 'van der Berg',
      email: 'dana@example.com',
      company: 'Lakeshore',
      phone: '416',
    });
  });

  it('leaves out what the chat does not know', () => {
    expect(prefillValues({ name: 'Dana' })).toEqual({ firstName: 'Dana' });
    expect(prefillValues({ email: '  ' })).toEqual({});
  });
});
