/**
 * The recommendation operations (specification §3 "Quick-recommendation request/response", "Visitor
 * profile", "Recommendation result", "Recommendation analytics event"; §4; §7). The engine
 * (src/recommendations/) ranks and prices; this module stores profiles, recommendations and events, and lets
 * the optional phraser reword texts (never ranking or prices).
 *
 * Logs only session ids and flags, never the profile's contact information: personal information stays out of
 * logs (PIPEDA).
 */

import { type EntityManager, LockMode } from '@mikro-orm/core';
import {
  type AnalyticsEvent,
  type GenerateRecommendationsRequest,
  type QuickRecommendationRequest,
  type QuickRecommendationResponse,
  type Recommendation as RecommendationData,
  type RecommendationResult,
  type VisitorProfile as VisitorProfileData,
  type VisitorProfileRequest,
  visitorProfileSchema,
} from '@northline/schemas';
import { clientAddressKey } from '../client-address.ts';
import { Recommendation } from '../db/recommendation.entity.ts';
import { RecommendationEvent } from '../db/recommendation-event.entity.ts';
import { VisitorProfile } from '../db/visitor-profile.entity.ts';
import { DomainError } from '../errors.ts';
import type { ServiceLogger } from '../logging.ts';
import { quickRecommend, recommend } from '../recommendations/engine.ts';
import {
  type Phraser,
  phraseQuickRecommendation,
  phraseRecommendation,
} from '../recommendations/phrasing.ts';

/** The message of the 404 answered when a session has no stored visitor profile. */
export const NO_PROFILE_MESSAGE =
  'No visitor profile for this session. Send it to POST /api/visitor-profile first.';

/** The message of the 404 answered when a session has no recommendation yet (§4: show Generate). */
export const NO_RECOMMENDATION_MESSAGE = 'No recommendation for this session yet';

/** The message of the 429 answered when a session generates more recommendations in an hour than it may. */
export const RECOMMENDATION_RATE_MESSAGE =
  'You have updated your recommendations many times in the last hour. Your latest recommendation is kept; please try again later.';

/** What phrasing needs: the phraser (absent without an OpenAI key) and a logger for its failures. */
export interface PhrasingDeps {
  phraser: Phraser | undefined;
  log: ServiceLogger;
}

/**
 * The model budget's key of a call without a visitor session (a quick recommendation): its client, an IPv6 client by
 * its /64 (client-address.ts). The budget keeps only a digest of it, for the day, and never logs it
 * (src/model-budget.ts).
 *
 * @param clientIp the address the server sees (TRUST_PROXY decides which)
 */
export function addressVisitor(clientIp: string): string {
  return `address:${clientAddressKey(clientIp)}`;
}

/** Logs a failed phrasing by error class only; the engine's texts are used. */
function phrasingFailed(log: ServiceLogger) {
  return (error: unknown) => {
    const errorName = error instanceof Error ? error.name : typeof error;
    log.warn({ errorName }, 'recommendation phrasing failed; the engine texts are used');
  };
}

/**
 * The home page widget's quick recommendation (`recommendations.quick`, `POST /api/quick-recommendations`).
 * Not stored. With a phraser, the custom message may be reworded; the model call is counted against
 * `deps.visitor` (the caller's {@link addressVisitor}: the call has no session), and without the budget's leave the
 * engine's texts are the answer.
 *
 * @param input a request validated by `quickRecommendationRequestSchema`
 * @returns `{ recommendation: { confidence, recommendedServices, customMessage } }`
 */
export async function quickRecommendation(
  deps: PhrasingDeps & { visitor?: string },
  input: QuickRecommendationRequest,
): Promise<QuickRecommendationResponse> {
  return phraseQuickRecommendation(
    input,
    quickRecommend(input),
    deps.phraser,
    phrasingFailed(deps.log),
    deps.visitor,
  );
}

/** A stored visitor profile as the API answers it. */
export interface StoredVisitorProfile {
  sessionId: string;
  /** The profile with every default applied (§3: business style, virtual meetings, quality first). */
  profile: VisitorProfileData;
  /** When it was last replaced (ISO 8601). */
  updatedAt: string;
}

/**
 * Stores a session's visitor profile, replacing the one stored before (`recommendations.saveProfile`,
 * `POST /api/visitor-profile`; §4: the test page pushes it whenever it changes). One row per session id, also
 * when two pushes race (an insert that updates on conflict).
 *
 * @param input a request validated by `visitorProfileRequestSchema` (defaults filled in)
 * @returns the stored profile
 */
export async function saveVisitorProfile(
  em: EntityManager,
  input: VisitorProfileRequest,
  now: Date = new Date(),
): Promise<StoredVisitorProfile> {
  const { sessionId, ...parsed } = input;
  // The column holds JSON, and JSON has no `undefined`: a choice left unset ('' in the request) is left out of
  // the stored and answered profile. Handed to the ORM as it is, the unset key would be written as null, which the
  // profile schema refuses when the profile is read back to generate a recommendation.
  const profile = JSON.parse(JSON.stringify(parsed)) as VisitorProfileData;
  await em.upsert(
    VisitorProfile,
    { sessionId, profile, createdAt: now, updatedAt: now },
    { onConflictFields: ['sessionId'], onConflictMergeFields: ['profile', 'updatedAt'] },
  );
  return { sessionId, profile, updatedAt: now.toISOString() };
}

async function findProfile(em: EntityManager, sessionId: string): Promise<VisitorProfile> {
  const profile = await em.findOne(VisitorProfile, { sessionId });
  if (!profile) throw new DomainError('not-found', NO_PROFILE_MESSAGE);
  return profile;
}

async function latestRecommendation(
  em: EntityManager,
  sessionId: string,
): Promise<RecommendationData | undefined> {
  const stored = await em.findOne(
    Recommendation,
    { profile: sessionId },
    { orderBy: { generatedAt: 'desc' }, fields: ['data'] },
  );
  return stored?.data;
}

/** The answer of {@link generateRecommendation}. */
export interface GeneratedRecommendation {
  recommendation: RecommendationData;
  /** True when this call generated and stored it; false when the stored one was returned. */
  generated: boolean;
}

/** The window of the per-session limit on generated recommendations, in milliseconds. */
const HOUR_MS = 3_600_000;

/** Recommendations the session stored in the hour before `now` (the index on session and time serves it). */
function storedInLastHour(em: EntityManager, sessionId: string, now: Date): Promise<number> {
  return em.count(Recommendation, {
    profile: sessionId,
    generatedAt: { $gt: new Date(now.getTime() - HOUR_MS) },
  });
}

/**
 * Generates a recommendation from the session's stored profile with `recommend(profile, { now })`, lets the
 * phraser reword its texts, and stores it (`recommendations.generate`, `POST /api/recommendations`). With
 * `forceUpdate` false and a recommendation already stored, returns that one instead.
 *
 * A session stores at most `perHour` recommendations in any hour (OWASP Top 10 for LLM Applications, LLM10
 * "Unbounded Consumption": forced updates neither grow the table nor call the model without bound; decision 023).
 * The count is read from the stored rows, so every instance agrees; it is checked before the model is asked, and
 * again under a lock of the session's profile row when storing, so concurrent updates cannot pass it together.
 * The phrasing's model call is counted against the session in the model budget.
 *
 * @param deps `perHour`: recommendations per session per hour (RECOMMENDATIONS_PER_HOUR); unlimited when absent
 * @param input `{ sessionId, forceUpdate }` validated by `generateRecommendationsRequestSchema`
 * @throws DomainError 'not-found' (404) with {@link NO_PROFILE_MESSAGE} when the session has no profile;
 *   DomainError 'rate-limited' (429) with {@link RECOMMENDATION_RATE_MESSAGE} when the session stored `perHour`
 *   recommendations in the last hour (the stored one stays the session's)
 */
export async function generateRecommendation(
  deps: PhrasingDeps & { em: EntityManager; now?: Date; perHour?: number | undefined },
  input: GenerateRecommendationsRequest,
): Promise<GeneratedRecommendation> {
  const { em, log, perHour } = deps;
  const stored = await findProfile(em, input.sessionId);
  if (!input.forceUpdate) {
    const existing = await latestRecommendation(em, input.sessionId);
    if (existing) return { recommendation: existing, generated: false };
  }
  const now = deps.now ?? new Date();
  const refuseOverRate = async (manager: EntityManager) => {
    if (perHour === undefined) return;
    const recent = await storedInLastHour(manager, input.sessionId, now);
    if (recent < perHour) return;
    log.info({ recent }, 'recommendation updates rate-limited');
    throw new DomainError('rate-limited', RECOMMENDATION_RATE_MESSAGE);
  };
  await refuseOverRate(em);
  // Parsing fills defaults a profile stored by an older version may lack.
  const profile = visitorProfileSchema.parse(stored.profile);
  const result = recommend(profile, { now });
  const recommendation = await phraseRecommendation(
    profile,
    result,
    deps.phraser,
    phrasingFailed(log),
    input.sessionId,
  );
  const phrased =
    recommendation.customMessage !== result.customMessage ||
    recommendation.recommendedServices.some(
      (service, index) => service.reasoning !== result.recommendedServices[index]?.reasoning,
    );
  await em.transactional(async (tx) => {
    const locked = await tx.findOne(
      VisitorProfile,
      { sessionId: input.sessionId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!locked) throw new DomainError('not-found', NO_PROFILE_MESSAGE);
    await refuseOverRate(tx);
    tx.create(Recommendation, { profile: locked, generatedAt: now, data: recommendation, phrased });
    await tx.flush();
  });
  log.info({ services: recommendation.recommendedServices.length, phrased }, 'recommendation stored');
  return { recommendation, generated: true };
}

/**
 * The session's newest recommendation (`recommendations.get`, `GET /api/recommendations/{sessionId}`).
 *
 * @returns `{ recommendation }` (§3 "Recommendation result (field recommendation)")
 * @throws DomainError 'not-found' (404) with {@link NO_RECOMMENDATION_MESSAGE} when there is none (§4: a 404 means
 *   none yet)
 */
export async function getRecommendation(em: EntityManager, sessionId: string): Promise<RecommendationResult> {
  const recommendation = await latestRecommendation(em, sessionId);
  if (!recommendation) throw new DomainError('not-found', NO_RECOMMENDATION_MESSAGE);
  return { recommendation };
}

/** The answer of {@link trackRecommendationEvent}. */
export interface TrackedEvent {
  id: string;
  /** When the server stored it (ISO 8601). */
  receivedAt: string;
}

/**
 * Stores one analytics event, viewed or contacted (`recommendations.track`,
 * `POST /api/recommendation-analytics`; §4).
 *
 * @param event an event validated by `analyticsEventSchema`
 * @throws DomainError 'not-found' (404) with {@link NO_PROFILE_MESSAGE} when the session has no profile
 */
export async function trackRecommendationEvent(
  em: EntityManager,
  event: AnalyticsEvent,
  now: Date = new Date(),
): Promise<TrackedEvent> {
  const profile = await findProfile(em, event.sessionId);
  const stored = em.create(RecommendationEvent, {
    profile,
    recommendationId: event.recommendationId,
    action: event.action,
    serviceId: event.serviceId ?? null,
    value: event.value ?? null,
    occurredAt: new Date(event.timestamp),
    receivedAt: now,
  });
  await em.flush();
  return { id: stored.id, receivedAt: stored.receivedAt.toISOString() };
}
