/**
 * The wire shapes declared as plain interfaces (the ones the publishable widgets import and inline into their
 * declarations, decision 017) against the zod schemas that check them. Checked by `tsc` (pnpm typecheck): a
 * field added, dropped, renamed or retyped on one side only fails the typecheck.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { AnalyticsEvent, analyticsEventSchema } from './analytics.ts';
import type {
  ChatMessage,
  ChatReply,
  chatMessageSchema,
  chatReplySchema,
  VisitorInfo,
  visitorInfoSchema,
} from './chat.ts';
import type { Attribution, attributionSchema } from './lead-capture.ts';
import type {
  VisitorProfileInput,
  VisitorProfileRequestInput,
  visitorProfileRequestSchema,
  visitorProfileSchema,
} from './profile.ts';
import type {
  QuickRecommendationFormValues,
  QuickRecommendationResult,
  QuickRecommendedService,
  quickRecommendationRequestSchema,
  quickRecommendationSchema,
  quickRecommendedServiceSchema,
  Recommendation,
  RecommendedService,
  recommendationSchema,
  recommendedServiceSchema,
} from './recommendations.ts';

/**
 * True when A and B are the same type to the compiler (not merely assignable both ways, which would let an
 * optional field exist on one side only).
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** A's object types spelled out, so an interface compares with the object type zod infers. */
type Flat<T> = T extends (infer Item)[]
  ? Flat<Item>[]
  : T extends object
    ? { [K in keyof T]: Flat<T[K]> }
    : T;

/** True when the interface is exactly what the schema produces (`output`) or accepts (`input`). */
type Output<Schema extends z.ZodMiniType, Shape> = Same<Flat<z.output<Schema>>, Flat<Shape>>;
type Input<Schema extends z.ZodMiniType, Shape> = Same<Flat<z.input<Schema>>, Flat<Shape>>;

const checks = {
  chatMessage: true satisfies Output<typeof chatMessageSchema, ChatMessage>,
  visitorInfo: true satisfies Output<typeof visitorInfoSchema, VisitorInfo>,
  visitorInfoInput: true satisfies Input<typeof visitorInfoSchema, VisitorInfo>,
  chatReply: true satisfies Output<typeof chatReplySchema, ChatReply>,
  attribution: true satisfies Output<typeof attributionSchema, Attribution>,
  attributionInput: true satisfies Input<typeof attributionSchema, Attribution>,
  analyticsEvent: true satisfies Output<typeof analyticsEventSchema, AnalyticsEvent>,
  analyticsEventInput: true satisfies Input<typeof analyticsEventSchema, AnalyticsEvent>,
  quickRequest: true satisfies Input<typeof quickRecommendationRequestSchema, QuickRecommendationFormValues>,
  quickService: true satisfies Output<typeof quickRecommendedServiceSchema, QuickRecommendedService>,
  quick: true satisfies Output<typeof quickRecommendationSchema, QuickRecommendationResult>,
  service: true satisfies Output<typeof recommendedServiceSchema, RecommendedService>,
  recommendation: true satisfies Output<typeof recommendationSchema, Recommendation>,
  profileInput: true satisfies Input<typeof visitorProfileSchema, VisitorProfileInput>,
  profileRequestInput: true satisfies Input<typeof visitorProfileRequestSchema, VisitorProfileRequestInput>,
};

describe('wire shapes', () => {
  it('are exactly what their schemas produce or accept (checked by the typecheck)', () => {
    expect(Object.values(checks).every(Boolean)).toBe(true);
  });
});
