import { sessionIdSchema, visitorSeenSchema } from '@northline/schemas';
import * as z from 'zod/mini';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';

/** The input of the visitor's event stream: the session and the last event id seen (a resume). */
export const chatEventsInputSchema = z.object({
  sessionId: sessionIdSchema,
  lastEventId: z.optional(visitorSeenSchema.shape.lastEventId),
});

/**
 * Opens the visitor's live event stream (`GET /api/chat/{sessionId}/events`, routes/live-events.ts streams it):
 * checks the session's `X-Session-Token` and the resume id. Input `{ sessionId, lastEventId? }`. Output
 * `{ sessionId, afterId }` (the id to resume after, or null for new events only). Errors: BAD_REQUEST (400);
 * NOT_FOUND (404) without the token; SERVICE_UNAVAILABLE (503).
 */
export const chatEventsOpen = defineOperation({
  kind: 'query',
  input: chatEventsInputSchema,
  run: async (ctx, input): Promise<{ sessionId: string; afterId: string | null }> => {
    await requireVisitorSession(ctx, input.sessionId);
    return { sessionId: input.sessionId, afterId: input.lastEventId ?? null };
  },
});
