import { type ChatTranscriptEmailInput, chatTranscriptEmailInputSchema } from '@northline/schemas';
import { invalidField } from '../errors.ts';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';
import { queueTranscriptEmail, TRANSCRIPT_NO_EMAIL } from './live-chat.ts';

/**
 * The transcript of a closed live chat, e-mailed to the visitor through the outbox (once per session). Input:
 * `{ sessionId, email? }` with the session's `X-Session-Token` (the address is stored when none is). Output
 * `{ ok: true }`. Errors: BAD_REQUEST (400) with an issue on `email` when no address is known; NOT_FOUND (404)
 * without the token; CONFLICT (409) before the consultant closed the chat; SERVICE_UNAVAILABLE (503). tRPC
 * `chat.transcriptEmail`; REST `POST /api/chat/{sessionId}/transcript-email`.
 */
export const chatTranscriptEmail = defineOperation({
  kind: 'mutation',
  input: chatTranscriptEmailInputSchema,
  run: async (ctx, input: ChatTranscriptEmailInput): Promise<{ ok: true }> => {
    await requireVisitorSession(ctx, input.sessionId);
    const email = input.email?.trim() || undefined;
    const queued = await queueTranscriptEmail(ctx.db.em(), input.sessionId, email, ctx.clock());
    if (!queued) {
      throw invalidField('email', TRANSCRIPT_NO_EMAIL);
    }
    ctx.notifier.poke();
    return { ok: true };
  },
});
