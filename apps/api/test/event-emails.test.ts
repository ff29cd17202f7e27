import { describe, expect, it } from 'vitest';
import { CONFIRMATION_RESEND_AFTER_MS, confirmationResend } from '../src/delivery/event-emails.ts';

const at = new Date('2026-11-26T14:00:00.000Z');
const ago = (ms: number) => new Date(at.getTime() - ms);

describe('confirmationResend: the newsletter’s confirmation e-mail, once per signup', () => {
  it('writes the first request’s e-mail', () => {
    expect(confirmationResend(undefined, at)).toBe('create');
  });

  it('sends none again while the last one is waiting, being sent, or went out within a day', () => {
    expect(confirmationResend({ status: 'pending', deliveredAt: null }, at)).toBe('none');
    expect(confirmationResend({ status: 'sending', deliveredAt: null }, at)).toBe('none');
    expect(
      confirmationResend({ status: 'delivered', deliveredAt: ago(CONFIRMATION_RESEND_AFTER_MS) }, at),
    ).toBe('none');
  });

  it('sends it again once the last one failed or went out more than a day before the request', () => {
    expect(confirmationResend({ status: 'failed', deliveredAt: null }, at)).toBe('requeue');
    expect(
      confirmationResend({ status: 'delivered', deliveredAt: ago(CONFIRMATION_RESEND_AFTER_MS + 1) }, at),
    ).toBe('requeue');
    expect(CONFIRMATION_RESEND_AFTER_MS).toBe(24 * 60 * 60 * 1000);
  });
});
