/**
 * Recommendation analytics (specification §3 "Recommendation analytics event", §4 recommendations view,
 * §7 `POST /api/recommendation-analytics`).
 */
import * as z from 'zod/mini';
import { analyticsActionSchema, serviceIdSchema } from './options.ts';
import { sessionIdSchema } from './session.ts';
import { boundedNumber, boundedText, isoTimestamp } from './text.ts';

/** Largest `value` an analytics event may carry (sanity bound). */
export const MAX_ANALYTICS_VALUE = 1_000_000;

/**
 * One tracked action on a recommendation (§3, §4): the session, the recommendation's id (its timestamp, or
 * `''` when none is loaded), when it happened (ISO 8601), the action ('viewed' when a service's Details opens,
 * 'contacted' on Get Quote or the follow-up button), the service concerned (absent for the follow-up button)
 * and an optional number from 0 to {@link MAX_ANALYTICS_VALUE} (such as the service's monthly cost in CAD).
 */
export const analyticsEventSchema = z.object({
  sessionId: sessionIdSchema,
  recommendationId: boundedText('Recommendation id', 100),
  timestamp: isoTimestamp(),
  action: analyticsActionSchema,
  serviceId: z.optional(serviceIdSchema),
  value: z.optional(boundedNumber('Value', 0, MAX_ANALYTICS_VALUE)),
});

/** See {@link analyticsEventSchema}. */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
