/**
 * Which alert a moment of the event log sends about a lead (docs/decisions/069-alerts-from-the-event-log.md): the
 * rules of the alert dispatcher (delivery/alert-dispatcher.ts), free of I/O.
 *
 * A moment is what one transaction appended about one lead (the events of a transaction are contiguous in the
 * log). The rules:
 *
 * - **One alert per moment.** A moment sends at most one alert e-mail and one webhook, titled by its strongest
 *   event: an emergency, then a visitor asking for a person, then a chat handed to a person because it turned hot
 *   ("Hot chat"), then a lead turning hot, then a new lead, then contact details that arrived.
 * - **The owner is in every alert.** A lead that takes an owner (not spam, not a newsletter signup) is announced
 *   when its assignment is decided, not when it is created: the desk decides every such lead right after its
 *   commit, appending `lead.assigned` (its owner) or `lead.overflow` (nobody can take it). The arrival alert is
 *   planned at that moment, with the lead's state then (hot, handed off, emergency), so it names the owner.
 *   Newsletter signups (consents to marketing, not requests to sales) and spam are never announced.
 * - **A chat turn that hands off** appends its hand-off in its own moment (conversations/chat-turn.ts): the
 *   moment's one alert is the strongest of its events, the hand-off's over the quality's and the contact details'.
 * - **Overflow is never silent.** A `lead.overflow` arrival (every salesperson away or at capacity) goes to the
 *   team and the admins at once; with no sales member at all (`no_sales_team`), the arrival is announced as usual.
 * - **An owner is told.** A `lead.assigned` after the arrival alert (a reassignment, or an owner found after an
 *   overflow) tells the new owner.
 * - **Escalations** (`lead.sla_breached`) go to the owner and the admins; their text names both the owner and how late
 *   the first response is (delivery/notification-messages.ts).
 *
 * Moments about a lead before its arrival alert (the chat turning hot before anyone decided its owner) send
 * nothing: the arrival alert reads the lead's state when it is planned and says it.
 */

/** One event of the log as the dispatcher reads it: its id (decimal text of the bigint), type and payload. */
export interface LoggedEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
}

/** What the dispatcher knows of a lead besides the moment, read in its own transaction. */
export interface LeadStanding {
  /** Marked spam: never announced. */
  spam: boolean;
  /** The lead takes an owner (not a newsletter signup): its arrival waits for the assignment's decision. */
  assignable: boolean;
  /** An earlier moment planned its arrival alert (or, for a lead from before the log, its first alert went). */
  announced: boolean;
  /** Its quality now (null: not judged). */
  quality: string | null;
  /** Why its chat was handed to a person, if it was (`visitor-request`, `hot-lead`, `emergency`). */
  handoffReason: string | null;
  /**
   * How its latest hand-off request's alert goes (`handoff.requested`'s `alert`): `batched` when the client address
   * had its urgent alerts of the hour (decision 060); null or `urgent`: at once.
   */
  handoffAlert?: string | null | undefined;
}

/**
 * What an alert announces, as a delivery's topic: `lead.created` (a new lead), `lead.hot`, `chat.emergency`,
 * `chat.handoff_requested` (the visitor asked for a person), `chat.hot` (a chat handed to a person because it turned
 * hot), `lead.updated` (contact details arrived), `lead.overflow` (a new lead nobody can take), `lead.assigned` (to
 * its new owner), `lead.sla_breached` (the escalation).
 */
export type AlertTopic =
  | 'lead.created'
  | 'lead.hot'
  | 'chat.emergency'
  | 'chat.handoff_requested'
  | 'chat.hot'
  | 'lead.updated'
  | 'lead.overflow'
  | 'lead.assigned'
  | 'lead.sla_breached';

/** The alert one moment sends: its topic, whether it goes at once, the event it renders, and changed fields. */
export interface PlannedAlert {
  topic: AlertTopic;
  /** At once; otherwise it waits for the next digest (a new lead that is neither hot nor handed off). */
  urgent: boolean;
  /** The id of the moment's event the alert renders (the delivery's `event_id`). */
  eventId: string;
  /** `lead.updated`: the contact fields that arrived, comma-separated; else null. */
  changes: string | null;
}

/** The hand-off triggers by the topic of the alert they make. */
const HANDOFF_TOPICS: Record<string, AlertTopic> = {
  emergency: 'chat.emergency',
  'visitor-request': 'chat.handoff_requested',
  'hot-lead': 'chat.hot',
};

/** The strength of each team alert's topic: a moment's alert is its strongest. */
const STRENGTH: Record<AlertTopic, number> = {
  'chat.emergency': 7,
  'chat.handoff_requested': 6,
  'chat.hot': 5,
  'lead.hot': 4,
  'lead.overflow': 3,
  'lead.created': 2,
  'lead.updated': 1,
  'lead.assigned': 0,
  'lead.sla_breached': 0,
};

/** The topics that go at once (all but a plain new lead and contact details that arrived). */
const URGENT = new Set<AlertTopic>([
  'chat.emergency',
  'chat.handoff_requested',
  'chat.hot',
  'lead.hot',
  'lead.overflow',
  'lead.assigned',
  'lead.sla_breached',
]);

/**
 * Whether a hand-off's alert waits for the next alert batch: the request said so (its client address had its urgent
 * alerts of the hour, decision 060), on the request's own event or, for the arrival alert, on the lead's standing.
 * An emergency always goes at once.
 */
function batchedHandoff(topic: AlertTopic, event: LoggedEvent, standing: LeadStanding): boolean {
  if (topic !== 'chat.handoff_requested' && topic !== 'chat.hot') return false;
  const alert = event.type === 'handoff.requested' ? event.payload.alert : standing.handoffAlert;
  return alert === 'batched';
}

/**
 * The arrival alert's topic from the lead's state: what a salesperson must hear first. A lead nobody on the sales
 * team can take is an overflow whatever else it is (its text says the rest), so the admins hear of it too; a desk
 * without any sales member (alerts by e-mail only) announces it as usual.
 */
function arrivalTopic(standing: LeadStanding, decision: LoggedEvent | undefined): AlertTopic {
  if (decision?.type === 'lead.overflow' && decision.payload.reason !== 'no_sales_team')
    return 'lead.overflow';
  const handoff = standing.handoffReason ? HANDOFF_TOPICS[standing.handoffReason] : undefined;
  if (handoff) return handoff;
  // A new lead is `lead.created` whatever its quality (a webhook reader creates its record on it); a hot one goes at
  // once and its e-mail is titled hot (delivery/notification-messages.ts).
  return 'lead.created';
}

/** The team alert a moment's events make after the arrival alert, if any. */
function laterTopic(event: LoggedEvent): AlertTopic | undefined {
  switch (event.type) {
    case 'handoff.requested':
      return HANDOFF_TOPICS[String(event.payload.trigger)];
    case 'lead.quality_changed':
      return event.payload.to === 'hot' ? 'lead.hot' : undefined;
    case 'lead.contact_updated':
      return 'lead.updated';
    default:
      return undefined;
  }
}

/** The contact fields of a moment's `lead.contact_updated` events, comma-separated, or null. */
function changedFields(events: readonly LoggedEvent[]): string | null {
  const fields = new Set<string>();
  for (const event of events) {
    if (event.type !== 'lead.contact_updated' || !Array.isArray(event.payload.fields)) continue;
    for (const field of event.payload.fields) fields.add(String(field));
  }
  return fields.size > 0 ? [...fields].join(',') : null;
}

/**
 * The alert of one moment about one lead, or null when it sends none.
 *
 * @param events the moment's events about the lead, in log order (at least one)
 * @param standing the lead's state when the moment is planned
 */
export function planMoment(events: readonly LoggedEvent[], standing: LeadStanding): PlannedAlert | null {
  if (standing.spam || events.length === 0) return null;
  const plan = (topic: AlertTopic, event: LoggedEvent): PlannedAlert => ({
    topic,
    urgent:
      topic === 'lead.created'
        ? standing.quality === 'hot'
        : URGENT.has(topic) && !batchedHandoff(topic, event, standing),
    eventId: event.id,
    changes: topic === 'lead.updated' ? changedFields(events) : null,
  });
  const escalation = events.find((event) => event.type === 'lead.sla_breached');
  if (escalation) return plan('lead.sla_breached', escalation);

  if (!standing.announced) {
    // The arrival: at the assignment's decision for a lead that takes an owner, at creation for the others.
    const decision = events.find((event) => event.type === 'lead.assigned' || event.type === 'lead.overflow');
    if (decision) return plan(arrivalTopic(standing, decision), decision);
    return null;
  }

  let strongest: { topic: AlertTopic; event: LoggedEvent } | undefined;
  for (const event of events) {
    const topic = laterTopic(event);
    if (topic && (!strongest || STRENGTH[topic] > STRENGTH[strongest.topic])) strongest = { topic, event };
  }
  if (strongest) return plan(strongest.topic, strongest.event);
  const assigned = events.find((event) => event.type === 'lead.assigned');
  return assigned ? plan('lead.assigned', assigned) : null;
}
