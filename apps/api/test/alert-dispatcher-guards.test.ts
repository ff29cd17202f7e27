/**
 * The alert dispatcher's guards (delivery/alert-dispatcher.ts, events/consumer.ts) on the real PostgreSQL, each
 * held by a test that fails without it:
 *
 * - the reader's position row taken `for update skip locked`: two dispatchers draining at once read each moment
 *   once, so each lead's alert is planned once;
 * - `delivery`'s unique event and channel with the insert's `on conflict do nothing`: a reader that reads moments
 *   again (its position moved back) writes no alert twice;
 * - the horizon (`HORIZON_SQL`, the oldest running transaction): an event appended by a transaction that took its
 *   id before a later one committed is planned once it commits, though the later one's moment is larger;
 * - the chat turn's hand-off columns kept by a hand-off another request made first: the turn's statement appends no
 *   second hand-off, and a turn that hands off appends its lead and its hand-off in one moment, one alert per channel.
 *
 * The tests order the transactions themselves (promises they resolve), never by waiting for time to pass.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { createSessionId } from '@northline/schemas';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeTurn } from '../src/conversations/chat-turn.ts';
import { handoffStatusOf, requestHandoff, turnHandoffEvents } from '../src/conversations/live-chat.ts';
import { ChatSession } from '../src/db/chat-session.entity.ts';
import type { LeadChannel } from '../src/db/delivery.entity.ts';
import { AlertDispatcher, type DispatchResult } from '../src/delivery/alert-dispatcher.ts';
import { appendEvents, type DomainEventWrite } from '../src/events/log.ts';
import { type LeadApp, leadApp, validLead } from './helper.ts';

/** The channels every dispatcher of these tests writes alerts for. */
const CHANNELS: readonly LeadChannel[] = ['email', 'webhook'];

let lead: LeadApp;
let sql: pg.Client;

beforeAll(async () => {
  lead = await leadApp();
  sql = lead.sql;
});

/** A dispatcher on the test app's database whose transactions come from `em`. */
function dispatcher(em: () => EntityManager = () => lead.app.db.em()): AlertDispatcher {
  return new AlertDispatcher({
    em,
    channels: () => CHANNELS,
    poke: () => undefined,
    log: lead.app.log,
    now: () => new Date(),
  });
}

/** Stores `count` contact leads (tagged `tag`) and lets the desk decide them. @returns their ids */
async function storeLeads(tag: string, count: number): Promise<string[]> {
  for (let i = 0; i < count; i += 1) {
    const response = await lead.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validLead, email: `${tag}${i}@harbourlaw.example` },
    });
    expect(response.statusCode).toBe(201);
  }
  await lead.app.desk.idle();
  await lead.app.desk.decide();
  const { rows } = await sql.query<{ id: string }>(
    `select l.id from lead l join contact_request c on c.id = l.contact_request_id
     where c.email like $1 order by l.id`,
    [`${tag}%@harbourlaw.example`],
  );
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.id);
}

/** A `lead.contact_updated` of `leadId` (a later alert: `lead.updated`, which only `event_id` keeps unique). */
function contactUpdated(leadId: string, field: 'phone' | 'company'): DomainEventWrite {
  return { event: { type: 'lead.contact_updated', version: 1, payload: { fields: [field] } }, leadId };
}

/** The `delivery` rows of `leadIds` (their topic, channel and event). */
async function deliveriesOf(leadIds: readonly string[]) {
  const { rows } = await sql.query<{ lead_id: string; topic: string; channel: string; event_id: string }>(
    `select lead_id, topic, channel, event_id::text from delivery where lead_id = any($1::uuid[])
     order by lead_id, topic, channel`,
    [leadIds],
  );
  return rows;
}

/** The alerts reader's position. */
async function position(): Promise<string> {
  const { rows } = await sql.query<{ position: string }>(
    `select position::text from event_consumer where name = 'alerts'`,
  );
  return rows[0]?.position ?? '';
}

/**
 * A meeting point of `parties`: each {@link arrive} resolves once all of them arrived, then the next round begins.
 */
function rendezvous(parties: number): { arrive: () => Promise<void> } {
  let waiting: (() => void)[] = [];
  return {
    arrive: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length < parties) return;
        for (const release of waiting) release();
        waiting = [];
      }),
  };
}

/**
 * Entity managers whose transactions stop right after the reader's position is read (taken, or skipped as held by
 * another) until every other party's did too: the runs read their pages at once whatever the lock lets them read.
 */
function meetingAfterPosition(meeting: { arrive: () => Promise<void> }): () => EntityManager {
  const pausing = (tx: EntityManager): EntityManager => {
    const sqlTx = tx as SqlEntityManager;
    return new Proxy(sqlTx, {
      get(target, property) {
        if (property === 'execute') {
          return async (query: string, ...rest: unknown[]) => {
            const result = await (target.execute as (...args: unknown[]) => Promise<unknown>)(query, ...rest);
            if (/^\s*select "position" from "event_consumer"/.test(query)) await meeting.arrive();
            return result;
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as EntityManager;
  };
  return () => {
    const em = lead.app.db.em();
    return new Proxy(em, {
      get(target, property) {
        if (property === 'transactional') {
          return <T>(work: (tx: EntityManager) => Promise<T>) =>
            target.transactional((tx) => work(pausing(tx)));
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
}

describe('two dispatchers draining the same log at once', () => {
  it('plan each lead’s alert once and write one delivery per lead and channel', async () => {
    const leadIds = await storeLeads('concurrent', 12);
    const meeting = rendezvous(2);
    const dispatchers = [
      dispatcher(meetingAfterPosition(meeting)),
      dispatcher(meetingAfterPosition(meeting)),
    ];
    const rounds: DispatchResult[][] = [];
    do rounds.push(await Promise.all(dispatchers.map((each) => each.runOnce())));
    while (rounds.at(-1)?.some((result) => result.events > 0) && rounds.length < 10);
    // The position's row lock: in every round only the run that took the row reads events, and each lead's
    // arrival is planned by one run (without it both runs read the same page and both plan every alert).
    expect(rounds.map((round) => round.filter((result) => result.events > 0).length)).toEqual(
      rounds.map((_, i) => (i === 0 ? 1 : 0)),
    );
    expect(rounds.flat().reduce((sum, result) => sum + result.alerts, 0)).toBe(leadIds.length);
    // What the channels receive: one delivery per lead and channel.
    const rows = await deliveriesOf(leadIds);
    expect(rows).toHaveLength(leadIds.length * CHANNELS.length);
    expect(new Set(rows.map((row) => `${row.lead_id}:${row.channel}`)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.topic))).toEqual(new Set(['lead.created']));
  });
});

describe('a dispatcher that reads moments again', () => {
  it('writes no alert twice: the position moved back re-plans the same events, and the unique index keeps one', async () => {
    const [leadId] = await storeLeads('replay', 1);
    if (!leadId) throw new Error('no lead');
    const alerts = dispatcher();
    await alerts.drain();
    const before = await position();
    await appendEvents(lead.app.db.em(), [contactUpdated(leadId, 'phone')]);
    expect((await alerts.runOnce()).alerts).toBe(1);
    // A position restored to an earlier one (a backup's): the same moment is read and its alert planned again.
    await sql.query(`update event_consumer set position = $1 where name = 'alerts'`, [before]);
    expect((await alerts.runOnce()).alerts).toBe(1);
    // `delivery`'s unique event and channel, with `on conflict do nothing`: the second plan writes nothing (without
    // the index the update alert is written twice; without `on conflict` the run fails).
    const updates = (await deliveriesOf([leadId])).filter((row) => row.topic === 'lead.updated');
    expect(updates.map((row) => row.channel)).toEqual([...CHANNELS]);
  });
});

describe('the horizon', () => {
  it('plans the event of a transaction that took its id before a later one committed, once it commits', async () => {
    const [earlyLead, lateLead] = await storeLeads('horizon', 2);
    if (!earlyLead || !lateLead) throw new Error('no leads');
    const alerts = dispatcher();
    await alerts.drain();
    // The early transaction takes its id (its moment), then waits for the test.
    let tookId: () => void = () => undefined;
    const idTaken = new Promise<void>((resolve) => {
      tookId = resolve;
    });
    let append: () => void = () => undefined;
    const appendNow = new Promise<void>((resolve) => {
      append = resolve;
    });
    const early = lead.app.db
      .em()
      .fork()
      .transactional(async (tx) => {
        await (tx as SqlEntityManager).execute('select txid_current()');
        tookId();
        await appendNow;
        return appendEvents(tx, [contactUpdated(earlyLead, 'phone')]);
      });
    await idTaken;
    // A later transaction appends and commits: its moment is larger than the early one's.
    const [lateId] = await appendEvents(lead.app.db.em(), [contactUpdated(lateLead, 'company')]);
    const whileOpen = await alerts.runOnce();
    // The early transaction appends now and commits, below the later moment.
    append();
    const [earlyId] = await early;
    await alerts.drain();
    const updates = (await deliveriesOf([earlyLead, lateLead])).filter((row) => row.topic === 'lead.updated');
    // The horizon: the early event's alert is planned (a reader that read up to the later moment would have moved
    // its position past the early moment before that moment gained its event).
    expect(updates.filter((row) => row.lead_id === earlyLead).map((row) => row.event_id)).toEqual([
      earlyId,
      earlyId,
    ]);
    expect(updates.filter((row) => row.lead_id === lateLead).map((row) => row.event_id)).toEqual([
      lateId,
      lateId,
    ]);
    // While the early transaction ran, the later moment was not final: the run read nothing.
    expect(whileOpen).toEqual({ events: 0, alerts: 0, emails: 0, crm: 0 });
  });
});

describe('a chat turn that hands the chat to a person', () => {
  /** Sends a visitor message of `sessionId` to the assistant. */
  async function say(sessionId: string, message: string): Promise<void> {
    const response = await lead.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message, sessionId },
    });
    expect(response.statusCode).toBe(200);
  }

  /** The session's events in log order: type, moment and lead. */
  async function eventsOf(sessionId: string) {
    const { rows } = await sql.query<{ type: string; moment: string; lead_id: string | null }>(
      `select type, moment::text, lead_id from domain_event
       where session_id = $1 or lead_id in (select id from lead where chat_session_id = $1) order by id`,
      [sessionId],
    );
    return rows;
  }

  it('appends the lead it makes and its hand-off in one moment, whose one alert per channel is the hand-off', async () => {
    const alerts = dispatcher();
    await alerts.drain();
    const sessionId = createSessionId('guard');
    await say(sessionId, 'Can I talk to a person? I am Dana, dana.lee@harbourlaw.example');
    const events = await eventsOf(sessionId);
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'lead.created',
        'handoff.requested',
        'conversation.status',
        'conversation.handoff',
      ]),
    );
    expect(new Set(events.map((event) => event.moment)).size).toBe(1);
    const leadId = events.find((event) => event.type === 'lead.created')?.lead_id ?? '';
    expect(events.find((event) => event.type === 'handoff.requested')?.lead_id).toBe(leadId);
    // The arrival alert waits for the owner's decision and is titled by the hand-off.
    await lead.app.desk.idle();
    await lead.app.desk.decide();
    await alerts.drain();
    expect((await deliveriesOf([leadId])).map((row) => [row.topic, row.channel])).toEqual([
      ['chat.handoff_requested', 'email'],
      ['chat.handoff_requested', 'webhook'],
    ]);
  });

  it('leaves a hand-off another request made while the turn was answered as it is, and appends none', async () => {
    const sessionId = createSessionId('guard');
    await say(sessionId, 'Do you help with PIPEDA compliance? I am Dana, dana.lee@harbourlaw.example');
    // The turn read the session while the assistant answered it; the widget's button moved it meanwhile.
    const em = lead.app.db.em();
    const session = await em.findOneOrFail(ChatSession, { id: sessionId });
    const at = new Date();
    await requestHandoff(lead.app.db.em(), { sessionId, reason: 'visitor-request', now: at });
    const written = await storeTurn(em, {
      session,
      sessionStored: true,
      messages: [2, 3].map((position) => ({
        position,
        role: position === 2 ? 'user' : 'assistant',
        content: position === 2 ? 'Our server is down' : 'We can help.',
        createdAt: at,
        engine: position === 2 ? null : 'builtin',
        fallbackReason: null,
        idempotencyKey: null,
        citations: null,
      })),
      lead: {
        becameHot: false,
        emergency: true,
        contactChanges: [],
        source: 'chat',
        language: 'en',
        now: at,
      },
      handoff: {
        reason: 'emergency',
        at,
        events: turnHandoffEvents(
          {
            id: sessionId,
            createdAt: session.createdAt,
            leadQuality: session.leadQuality,
            visitorName: null,
            visitorCompany: null,
            lastMessage: 'Our server is down',
          },
          {
            reason: 'emergency',
            now: at,
            alert: 'urgent',
            status: handoffStatusOf(
              {
                handoff_state: 'waiting',
                handoff_reason: 'emergency',
                unanswered_at: null,
                visitor_email: null,
                visitor_phone: null,
                staff_name: null,
              },
              at,
              { available: false, answerMinutes: 5 },
            ),
          },
        ),
      },
    });
    expect(written.stored).toBe(true);
    const { rows } = await sql.query<{ handoff_reason: string; messages: number }>(
      `select handoff_reason, (select count(*)::int from chat_message where session_id = $1) as messages
       from chat_session where id = $1`,
      [sessionId],
    );
    expect(rows[0]).toEqual({ handoff_reason: 'visitor-request', messages: 4 });
    expect((await eventsOf(sessionId)).filter((event) => event.type === 'handoff.requested')).toHaveLength(1);
  });
});
