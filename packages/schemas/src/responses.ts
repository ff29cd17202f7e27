/**
 * The answers of the REST adapters that had no schema of their own: the API's OpenAPI
 * document (`GET /api/openapi.json`) describes every answer with a schema from this package, and the API's
 * tests check real answers against them. The procedures build these answers; the schemas describe them
 * (they are not applied as tRPC output validators, which would strip fields the services add).
 */
import * as z from 'zod/mini';
import { chatMessageSchema, visitorInfoSchema } from './chat.ts';
import { leadQualitySchema } from './options.ts';
import { visitorProfileSchema } from './profile.ts';
import { recommendationSchema } from './recommendations.ts';
import { sessionIdSchema } from './session.ts';

/** The answer of `POST /api/chat/{sessionId}/end`: the session and when it was ended (ISO 8601, the first end). */
export const chatEndResponseSchema = z.object({ sessionId: sessionIdSchema, endedAt: z.string() });

/** See {@link chatEndResponseSchema}. */
export type ChatEndResponse = z.infer<typeof chatEndResponseSchema>;

/** One scoring rule that fired for a change of lead quality (its id, description and points). */
export const firedRuleSchema = z.object({ id: z.string(), description: z.string(), points: z.number() });

/** One change of lead quality in a transcript; `messageIndex` points into `messages`. */
export const leadQualityChangeSchema = z.object({
  from: leadQualitySchema,
  to: leadQualitySchema,
  points: z.number(),
  firedRules: z.array(firedRuleSchema),
  messageIndex: z.number(),
  changedAt: z.string(),
});

/**
 * The answer of the staff-only `GET /api/chat/{sessionId}`: the session's timestamps (ISO 8601; `endedAt` null
 * while open), lead quality, services, visitor details, stated employees, every message and every change of
 * lead quality with the rules that fired.
 */
export const chatTranscriptSchema = z.object({
  sessionId: sessionIdSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  endedAt: z.nullable(z.string()),
  leadQuality: leadQualitySchema,
  interestedServices: z.array(z.string()),
  visitorInfo: visitorInfoSchema,
  employees: z.nullable(z.number()),
  messages: z.array(chatMessageSchema),
  leadQualityHistory: z.array(leadQualityChangeSchema),
});

/** See {@link chatTranscriptSchema}. */
export type ChatTranscriptResponse = z.infer<typeof chatTranscriptSchema>;

/** The answer of `GET /api/ai/faq`: every page's FAQ entries with the path of the page that shows each. */
export const faqResponseSchema = z.object({
  faqs: z.array(z.object({ question: z.string(), answer: z.string(), route: z.string() })),
});

/** See {@link faqResponseSchema}. */
export type FaqResponse = z.infer<typeof faqResponseSchema>;

/** The answer of `POST /api/visitor-profile`: the stored profile (defaults applied) and when it was stored. */
export const storedVisitorProfileSchema = z.object({
  sessionId: sessionIdSchema,
  profile: visitorProfileSchema,
  updatedAt: z.string(),
});

/** The answer of `POST /api/recommendations`: 201 with `generated: true`, 200 with the stored one and false. */
export const generateRecommendationsResponseSchema = z.object({
  recommendation: recommendationSchema,
  generated: z.boolean(),
});

/** The answer of `POST /api/recommendation-analytics` (201): the stored event's id and when it was received. */
export const analyticsEventResponseSchema = z.object({ id: z.string(), receivedAt: z.string() });

/** The answer of `POST /api/newsletter` (201): the subscription's id and the message a success toast shows. */
export const newsletterSubscribeResponseSchema = z.object({ id: z.string(), message: z.string() });
