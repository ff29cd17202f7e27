import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { AnalyticsAction, ServiceId } from '@northline/schemas';
import { VisitorProfile } from './visitor-profile.entity.ts';

/**
 * One recommendation analytics event (specification §3 "Recommendation analytics event", §4 recommendations
 * view, §7 `POST /api/recommendation-analytics`): 'viewed' when a service's Details opens, 'contacted' on Get
 * Quote or the follow-up button. `occurredAt` is the client's timestamp, `receivedAt` the server's. Table
 * `recommendation_event` (migration `Migration20261122000100_recommendations`); deleted with its profile.
 */
export const RecommendationEventSchema = defineEntity({
  name: 'RecommendationEvent',
  tableName: 'recommendation_event',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    profile: p.manyToOne(VisitorProfile).joinColumn('session_id').deleteRule('cascade'),
    /** The recommendation's timestamp, or '' when none was loaded. */
    recommendationId: p.string().length(100),
    action: p.string().$type<AnalyticsAction>().length(20),
    serviceId: p.string().$type<ServiceId>().length(50).nullable(),
    value: p.double().nullable(),
    occurredAt: p.datetime(),
    receivedAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
  indexes: [{ properties: ['profile', 'occurredAt'] }],
});

/** A stored analytics event (see {@link RecommendationEventSchema}). */
export class RecommendationEvent extends RecommendationEventSchema.class {}
RecommendationEventSchema.setClass(RecommendationEvent);
