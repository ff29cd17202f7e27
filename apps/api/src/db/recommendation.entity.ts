import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { Recommendation as RecommendationData } from '@northline/schemas';
import { VisitorProfile } from './visitor-profile.entity.ts';

/**
 * A generated recommendation (specification §3 "Recommendation result", §7 `POST /api/recommendations`)
 * for a session's stored profile. Every generation is kept; the newest is the session's current one.
 * `generatedAt` equals `data.timestamp` (the recommendation's id in analytics events). `phrased` is true when a
 * model reworded the custom message or reasoning (never ranking or prices). Table `recommendation` (migration
 * `Migration20261122000100_recommendations`); deleted with its profile.
 */
export const RecommendationSchema = defineEntity({
  name: 'Recommendation',
  tableName: 'recommendation',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    profile: p.manyToOne(VisitorProfile).joinColumn('session_id').deleteRule('cascade'),
    generatedAt: p.datetime(),
    data: p.json<RecommendationData>(),
    phrased: p.boolean(),
  },
  indexes: [{ properties: ['profile', 'generatedAt'] }],
});

/** A stored recommendation (see {@link RecommendationSchema}). */
export class Recommendation extends RecommendationSchema.class {}
RecommendationSchema.setClass(Recommendation);
