import { chatReplySchema, chatRequestSchema } from '@northline/schemas';
import type { EngineOptions } from '../chat/index.ts';
import { idempotencyKeyOf } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';
import { sendChatMessage } from './chat.ts';

/** What a streamed turn passes to the engine: the reply's pieces as they are written, and the visitor leaving. */
export type ChatStream = Pick<EngineOptions, 'onToken' | 'onReset' | 'signal'>;

/**
 * Answers one visitor message and stores the turn (conversations/chat.ts `sendChatMessage`), after checking the
 * session's token. Input: `chatRequestSchema` `{ message (1-2000 characters, trimmed), sessionId, visitorInfo?,
 * attribution? }` (attribution is stored when the message starts the session). With an `Idempotency-Key`, a
 * retried message is stored once and answered from the stored reply when there is one; the same key with another
 * message is UNPROCESSABLE_CONTENT (422). Output: `chatReplySchema` `{ response, leadQuality, interestedServices,
 * sessionId, citations? }` (`citations`: the pages the answer comes from, with absolute URLs on SITE_URL). The session must be one the server issued (`POST /api/sessions`) and the request must carry its
 * token in `X-Session-Token`. Counted in the `chat` rate-limit bucket on every transport.
 *
 * Errors: BAD_REQUEST (400) with `issues` (e.g. 'Message must be at most 2000 characters'), also for a malformed
 * Idempotency-Key; NOT_FOUND (404) 'Session not found' without the session's token; CONFLICT (409) when the
 * session holds 50 messages (MAX_MESSAGES_PER_SESSION) or another message of it is being answered;
 * TOO_MANY_REQUESTS (429, with `Retry-After`) past the address's chat bucket, the assistant's per-session limit
 * (CHAT_SESSION_MESSAGES_PER_MINUTE) or, while a person holds or awaits the chat, the live chat's own
 * (LIVE_MESSAGES_PER_MINUTE); SERVICE_UNAVAILABLE (503). A message asking for a person past the address's hourly
 * hand-off limit (HANDOFF_REQUESTS_PER_HOUR) is answered with the phone number instead of a hand-off. A failing model is answered by the built-in engine, not an
 * error. tRPC `chat.send`; REST `POST /api/chat`, and streamed `POST /api/chat/stream`, which passes the stream's
 * callbacks as the extra argument ({@link ChatStream}).
 */
export const chatSend = defineOperation({
  kind: 'mutation',
  input: chatRequestSchema,
  output: chatReplySchema,
  rateLimit: 'chat',
  run: async (ctx, input, stream?: ChatStream) => {
    await requireVisitorSession(ctx, input.sessionId);
    const reply = await sendChatMessage(
      {
        em: ctx.db.em(),
        engine: ctx.assistant.chat,
        log: ctx.log,
        idempotencyKey: idempotencyKeyOf(ctx),
        sessionMessagesPerMinute: ctx.assistant.sessionMessagesPerMinute,
        liveMessagesPerMinute: ctx.liveLimits.visitorMessagesPerMinute,
        admitHandoff: () => ctx.liveLimits.admitHandoff(ctx.http.request),
        notifier: ctx.notifier,
        embedOrigin: ctx.embedOrigin,
        now: ctx.clock,
        siteUrl: ctx.assistant.siteUrl,
        // A turn that made the session a lead: the lead gets its owner after the commit.
        leadCreated: () => ctx.desk.assignSoon(),
      },
      input,
      stream,
    );
    return reply;
  },
});
