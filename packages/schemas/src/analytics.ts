/**
 * Recommendation analytics (specification §3 "Recommendation analytics event", §4 recommendations view,
 * §7 `POST /api/recommendation-analytics`).
 */
import * as z from 'zod/mini';
import { type AnalyticsAction, analyticsActionSchema, type ServiceId, serviceIdSchema } from './options.ts';
import { sessionIdSchema } from './session.ts';
import { boundedNumber, boundedText, isoTimestamp } from './text.ts';

/** Largest `value` an analytics event may carry (sanity bound). */
export const MAX_ANALYTICS_VALUE = 1_000_000;

/**
 * One tracked action on a recommendation (§3 "Recommendation analytics event", §4). Checked by
 * `analyticsEventSchema`.
 */
export interface AnalyticsEvent {
  sessionId: string;
  /** The recommendation's id: its timestamp, or `''` when none is loaded. */
  recommendationId: string;
  /** When it happened (ISO 8601). */
  timestamp: string;
  /** 'viewed' when a service's Details opens, 'contacted' on Get Quote or the follow-up button. */
  action: AnalyticsAction;
  /** The service concerned (absent for the follow-up button). */
  serviceId?: ServiceId;
  /** An optional number from 0 to `MAX_ANALYTICS_VALUE`, such as the service's monthly cost in CAD. */
  value?: number;
}

/** An {@link AnalyticsEvent}: the recommendation id at most 100 characters, the value in range. */
export const analyticsEventSchema = z.object({
  sessionId: sessionIdSchema,
  recommendationId: boundedText('Recommendation id', 100),
  timestamp: isoTimestamp(),
  action: analyticsActionSchema,
  serviceId: z.optional(serviceIdSchema),
  value: z.optional(boundedNumber('Value', 0, MAX_ANALYTICS_VALUE)),
});
