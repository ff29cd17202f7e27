import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { LeadQuality } from '@northline/schemas';
import type { FiredRule } from '../chat/index.ts';
import { ChatSession } from './chat-session.entity.ts';

/**
 * One change of a chat session's lead quality with the scoring rules that fired (explainable scoring;
 * Quebec's Law 25 and PIPEDA openness: a visitor may ask why they were rated). `messagePosition` is the position
 * of the visitor message that caused it. Table `lead_quality_change` (migration `Migration20261122000000_chat`);
 * deleted with its session.
 */
export const LeadQualityChangeSchema = defineEntity({
  name: 'LeadQualityChange',
  tableName: 'lead_quality_change',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    session: p.manyToOne(ChatSession).deleteRule('cascade'),
    fromQuality: p.string().$type<LeadQuality>().length(10),
    toQuality: p.string().$type<LeadQuality>().length(10),
    /** Sum of the fired rules' points. */
    points: p.integer(),
    /** The rules behind `toQuality`: id, description, points (chat/scoring.ts). */
    firedRules: p.json<FiredRule[]>(),
    messagePosition: p.integer(),
    changedAt: p.datetime(),
  },
  indexes: [{ properties: ['session', 'changedAt'] }],
});

/** A stored lead-quality change (see {@link LeadQualityChangeSchema}). */
export class LeadQualityChange extends LeadQualityChangeSchema.class {}
LeadQualityChangeSchema.setClass(LeadQualityChange);
