import { describe, expect, it } from 'vitest';
import { type LeadStanding, type LoggedEvent, planMoment } from '../src/delivery/alert-plan.ts';

let next = 0;
function ev(type: string, payload: Record<string, unknown> = {}): LoggedEvent {
  next += 1;
  return { id: String(next), type, payload };
}

const fresh: LeadStanding = {
  spam: false,
  assignable: true,
  announced: false,
  quality: 'warm',
  handoffReason: null,
};
const announced: LeadStanding = { ...fresh, announced: true };

describe('planMoment: one alert per moment', () => {
  it('announces an assignable lead at its assignment, not at its creation', () => {
    expect(planMoment([ev('lead.created', { kind: 'contact' })], fresh)).toBeNull();
    const assigned = ev('lead.assigned', { ownerId: 'o', previousOwnerId: null, reason: 'round-robin' });
    expect(planMoment([assigned], fresh)).toEqual({
      topic: 'lead.created',
      urgent: false,
      eventId: assigned.id,
      changes: null,
    });
  });

  it('titles the arrival by the lead’s state then: a hot chat handed off is "chat.hot", a visitor asking wins', () => {
    const assigned = ev('lead.assigned', { ownerId: 'o', previousOwnerId: null, reason: 'round-robin' });
    expect(planMoment([assigned], { ...fresh, quality: 'hot', handoffReason: 'hot-lead' })?.topic).toBe(
      'chat.hot',
    );
    expect(
      planMoment([assigned], { ...fresh, quality: 'hot', handoffReason: 'visitor-request' })?.topic,
    ).toBe('chat.handoff_requested');
    expect(planMoment([assigned], { ...fresh, quality: 'hot' })).toMatchObject({
      topic: 'lead.created',
      urgent: true,
    });
    expect(planMoment([assigned], { ...fresh, handoffReason: 'emergency' })?.topic).toBe('chat.emergency');
  });

  it('sends an overflow to the team at once, even for a hot lead; a desk without salespeople announces as usual', () => {
    expect(planMoment([ev('lead.overflow', { reason: 'at_capacity' })], fresh)).toMatchObject({
      topic: 'lead.overflow',
      urgent: true,
    });
    expect(
      planMoment([ev('lead.overflow', { reason: 'nobody_available' })], { ...fresh, quality: 'hot' })?.topic,
    ).toBe('lead.overflow');
    expect(
      planMoment([ev('lead.overflow', { reason: 'no_sales_team' })], { ...fresh, quality: 'hot' }),
    ).toMatchObject({ topic: 'lead.created', urgent: true });
  });

  it('never announces a newsletter signup or spam', () => {
    const created = ev('lead.created', { kind: 'newsletter' });
    expect(planMoment([created], { ...fresh, assignable: false })).toBeNull();
    expect(planMoment([ev('lead.overflow', { reason: 'at_capacity' })], { ...fresh, spam: true })).toBeNull();
  });

  it('sends the hand-off’s alert for a chat turn that gives contact details and hands off in one moment', () => {
    const moment = [
      ev('lead.contact_updated', { fields: ['email'] }),
      ev('handoff.requested', { trigger: 'emergency', alert: 'urgent' }),
      ev('conversation.status', {}),
      ev('conversation.handoff', {}),
    ];
    expect(planMoment(moment, announced)).toMatchObject({
      topic: 'chat.emergency',
      urgent: true,
      eventId: moment[1]?.id,
    });
  });

  it('sends one alert for a message that makes a chat hot and asks for a person: the request', () => {
    const moment = [
      ev('lead.quality_changed', { from: 'warm', to: 'hot' }),
      ev('handoff.requested', { trigger: 'visitor-request' }),
      ev('conversation.status', {}),
    ];
    expect(planMoment(moment, announced)).toMatchObject({
      topic: 'chat.handoff_requested',
      eventId: moment[1]?.id,
    });
    expect(planMoment(moment.slice(0, 1), announced)?.topic).toBe('lead.hot');
  });

  it('titles an automatic hand-off of a hot chat "chat.hot", never as a request', () => {
    const moment = [
      ev('lead.quality_changed', { from: 'warm', to: 'hot' }),
      ev('handoff.requested', { trigger: 'hot-lead' }),
    ];
    expect(planMoment(moment, announced)?.topic).toBe('chat.hot');
  });

  it('tells the new owner of a lead reassigned after its arrival', () => {
    const moment = [ev('lead.assigned', { ownerId: 'b', previousOwnerId: 'a', reason: 'reassigned' })];
    expect(planMoment(moment, announced)).toMatchObject({ topic: 'lead.assigned', urgent: true });
  });

  it('escalates a breach, lists the contact fields that arrived, and stays silent before the arrival', () => {
    expect(planMoment([ev('lead.sla_breached', { dueAt: '', ownerId: 'o' })], announced)?.topic).toBe(
      'lead.sla_breached',
    );
    expect(
      planMoment(
        [
          ev('lead.contact_updated', { fields: ['email'] }),
          ev('lead.contact_updated', { fields: ['phone'] }),
        ],
        announced,
      ),
    ).toMatchObject({ topic: 'lead.updated', urgent: false, changes: 'email,phone' });
    expect(planMoment([ev('lead.quality_changed', { from: 'warm', to: 'hot' })], fresh)).toBeNull();
    expect(planMoment([ev('lead.note_added', { noteId: 'n' })], announced)).toBeNull();
  });
});
