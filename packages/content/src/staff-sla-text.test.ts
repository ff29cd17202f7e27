/**
 * The first-response clock's words (`staffApp.inbox.slaText`): business time left while the office stays open
 * until the due time, the due time itself (Toronto) when the office closes first.
 */
import { describe, expect, it } from 'vitest';
import { staffApp } from './index.ts';

const { slaText } = staffApp.inbox;

describe('slaText', () => {
  it('says the business time left when the office stays open until the due time', () => {
    // Tuesday 10:40 in Toronto (EST), due at 10:45.
    const now = new Date('2026-12-01T15:40:00Z');
    const sla = {
      state: 'open',
      responseMinutes: null,
      minutesLeft: 5,
      dueAt: '2026-12-01T15:45:00Z',
    } as const;
    expect(slaText(sla, now)).toBe('Due in 5 min');
  });

  it('says the due time of a Saturday-evening lead: Monday morning, not five minutes', () => {
    // Saturday 7:37 p.m. in Toronto; five business minutes after Monday's 8:00 opening.
    const now = new Date('2026-12-06T00:37:00Z');
    const sla = {
      state: 'open',
      responseMinutes: null,
      minutesLeft: 5,
      dueAt: '2026-12-07T13:05:00Z',
    } as const;
    expect(slaText(sla, now)).toBe('Due Mon 8:05 a.m.');
    // Without the clock (the CSV export's snapshot), the business time left.
    expect(slaText(sla)).toBe('Due in 5 min');
  });

  it('says the other states as before', () => {
    expect(slaText(null)).toBe('No target');
    expect(slaText({ state: 'breached', responseMinutes: null, minutesLeft: null })).toBe('Overdue');
    expect(slaText({ state: 'met', responseMinutes: 12, minutesLeft: null })).toBe('Answered in 12 min');
  });
});
