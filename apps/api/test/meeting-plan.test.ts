import { describe, expect, it } from 'vitest';
import {
  MEETING_REMINDER_BEFORE_MS,
  MEETING_REMINDER_MIN_GAP_MS,
  planMeetingEmails,
} from '../src/delivery/meeting-plan.ts';

const at = new Date('2026-11-26T14:00:00.000Z');
const hours = (n: number) => new Date(at.getTime() + n * 3_600_000);

describe('planMeetingEmails: a meeting version’s e-mails', () => {
  it('invites the visitor and the consultant now and reminds both 24 hours before the start', () => {
    const startsAt = hours(72);
    expect(planMeetingEmails({ topic: 'meeting.booked', startsAt, at })).toEqual([
      { recipient: 'visitor', topic: 'meeting.booked', due: at },
      { recipient: 'consultant', topic: 'meeting.booked', due: at },
      { recipient: 'visitor', topic: 'meeting.reminder', due: hours(48) },
      { recipient: 'consultant', topic: 'meeting.reminder', due: hours(48) },
    ]);
    expect(MEETING_REMINDER_BEFORE_MS).toBe(24 * 3_600_000);
  });

  it('sends the update of a moved meeting with its own reminders', () => {
    const planned = planMeetingEmails({ topic: 'meeting.rescheduled', startsAt: hours(36), at });
    expect(planned.map((email) => [email.recipient, email.topic, email.due])).toEqual([
      ['visitor', 'meeting.rescheduled', at],
      ['consultant', 'meeting.rescheduled', at],
      ['visitor', 'meeting.reminder', hours(12)],
      ['consultant', 'meeting.reminder', hours(12)],
    ]);
    expect(MEETING_REMINDER_MIN_GAP_MS).toBe(12 * 3_600_000);
  });

  it('sends no reminder when its time has passed at the change: the invitation is the reminder', () => {
    // 35 hours ahead, the reminder would come 11 hours after the invitation: the invitation reminds.
    for (const startsAt of [hours(35), hours(24), hours(4)]) {
      expect(
        planMeetingEmails({ topic: 'meeting.booked', startsAt, at }).map((email) => email.topic),
      ).toEqual(['meeting.booked', 'meeting.booked']);
    }
  });

  it('sends a cancellation to both and no reminder', () => {
    expect(planMeetingEmails({ topic: 'meeting.cancelled', startsAt: hours(72), at })).toEqual([
      { recipient: 'visitor', topic: 'meeting.cancelled', due: at },
      { recipient: 'consultant', topic: 'meeting.cancelled', due: at },
    ]);
  });

  it('plans nothing for a version whose event carries no start (its e-mails were written with it)', () => {
    expect(planMeetingEmails({ topic: 'meeting.booked', startsAt: undefined, at })).toEqual([]);
  });
});
