import { defineEntity, p } from '@mikro-orm/core';
import type { LiveAudience } from '../conversations/live-events.ts';
import { ChatSession } from './chat-session.entity.ts';

/**
 * One event of the live hand-off's replay log (table `live_event`, migration
 * `Migration20261126120000_live_handoff`): what the visitor's stream and the staff stream show, in id order. The id
 * is an identity column whose values commit in order (conversations/live-events.ts, the table's only writer); rows are
 * deleted with their session. Read and written with SQL only; the entity describes the table for the schema check.
 */
export const LiveEventSchema = defineEntity({
  name: 'LiveEvent',
  tableName: 'live_event',
  properties: {
    id: p.bigint('string').primary().autoincrement().generated('identity'),
    session: p.manyToOne(ChatSession).nullable().deleteRule('cascade'),
    audience: p.string().$type<LiveAudience>().length(10),
    type: p.string().length(20),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime(),
  },
  indexes: [{ properties: ['session', 'id'] }],
});

/** A stored live event (see {@link LiveEventSchema}). */
export class LiveEvent extends LiveEventSchema.class {}
LiveEventSchema.setClass(LiveEvent);
