import {
  type ChatReply,
  type ChatRequest,
  chatReplySchema,
  chatRequestSchema,
  sessionParamsSchema,
} from '@northline/schemas';
import type { EngineOptions } from '../../chat/index.ts';
import { endChatSession, getChatTranscript, getChatVisitor, sendChatMessage } from '../../services/chat.ts';
import { requireVisitorSession } from '../../services/visitor-sessions.ts';
import { type Context, idempotencyKeyOf, publicProcedure, router, staffProcedure } from '../trpc.ts';

/** What a streamed turn passes to the engine: the reply's pieces as they are written, and the visitor leaving. */
export type ChatStream = Pick<EngineOptions, 'onToken' | 'onReset' | 'signal'>;

/**
 * One chat turn of a request (the body of `chat.send`, shared with the streaming adapter `POST /api/chat/stream`,
 * which passes `stream`): checks the session's token, then answers and stores the turn (services/chat.ts
 * `sendChatMessage`).
 *
 * @param input a request already validated by `chatRequestSchema`
 * @param stream the streaming adapter's callbacks and abort signal; none for `POST /api/chat`
 * @throws DomainError 'not-found' without the session's token, and as `sendChatMessage`; TRPCError BAD_REQUEST for
 *   a malformed Idempotency-Key
 */
export async function chatTurn(ctx: Context, input: ChatRequest, stream?: ChatStream): Promise<ChatReply> {
  await requireVisitorSession(ctx, input.sessionId);
  return sendChatMessage(
    {
      em: ctx.db.em(),
      engine: ctx.assistant.chat,
      log: ctx.log,
      idempotencyKey: idempotencyKeyOf(ctx),
      sessionMessagesPerMinute: ctx.assistant.sessionMessagesPerMinute,
      notifier: ctx.notifier,
      embedOrigin: ctx.embedOrigin,
    },
    input,
    stream,
  );
}

/** The chat assistant (issue 6; specification §3, §4, §7). REST: the table routes (openapi/rest-routes.ts, routes/rest-adapters.ts), and the stream in routes/chat.ts. */
export const chatRouter = router({
  /**
   * Answers one visitor message and stores the turn (services/chat.ts `sendChatMessage`).
   * Input: `chatRequestSchema` `{ message (1-2000 characters, trimmed), sessionId, visitorInfo?, attribution? }`
   * (attribution is stored when the message starts the session). With an `Idempotency-Key`, a retried message is
   * stored once and answered from the stored reply when there is one (issue 12); the same key with another
   * message is UNPROCESSABLE_CONTENT (422).
   * Output: `chatReplySchema` `{ response, leadQuality, interestedServices, sessionId }`.
   * The session must be one the server issued (`POST /api/sessions`) and the request must carry its token in
   * `X-Session-Token` (issue 13 item 1).
   * Errors: BAD_REQUEST (400) with `issues` (e.g. 'Message must be at most 2000 characters'); NOT_FOUND (404)
   * 'Session not found' without the session's token; CONFLICT (409)
   * when the session holds 50 messages (MAX_MESSAGES_PER_SESSION) or another message of it is being answered;
   * SERVICE_UNAVAILABLE (503). A failing model is answered by the built-in engine, not an error.
   * REST: `POST /api/chat`, and streamed: `POST /api/chat/stream` (its adapter calls {@link chatTurn} with the stream).
   */
  send: publicProcedure
    .input(chatRequestSchema)
    .output(chatReplySchema)
    .mutation(({ ctx, input }) => chatTurn(ctx, input)),

  /**
   * Marks a session ended (§4: the widget ends it on close). Input: `sessionParamsSchema` `{ sessionId }`.
   * Output: `{ sessionId, endedAt }` (ISO 8601; idempotent). Errors: BAD_REQUEST; NOT_FOUND (404) for an
   * unknown session or without the session's `X-Session-Token`; SERVICE_UNAVAILABLE. REST: `POST /api/chat/{sessionId}/end`.
   */
  end: publicProcedure.input(sessionParamsSchema).mutation(async ({ ctx, input }) => {
    await requireVisitorSession(ctx, input.sessionId);
    return endChatSession(ctx.db.em(), input.sessionId);
  }),

  /**
   * The visitor details the chat holds, to prefill the contact form in the same session. Input:
   * `{ sessionId }`, with the session's token in `X-Session-Token` (issue 13 item 1). Output: `{ name?, email?,
   * company?, phone? }` (only known fields). Errors: BAD_REQUEST; NOT_FOUND (404) for an unknown session or
   * without its token; SERVICE_UNAVAILABLE.
   * REST: `GET /api/chat/{sessionId}/visitor`.
   */
  visitor: publicProcedure.input(sessionParamsSchema).query(async ({ ctx, input }) => {
    await requireVisitorSession(ctx, input.sessionId);
    return getChatVisitor(ctx.db.em(), input.sessionId);
  }),

  /**
   * The stored conversation, for signed-in staff only (issue 14: transcripts and visitor details are a staff
   * procedure): the session (timestamps, lead quality, services, visitor info, employees), every message and the
   * lead-quality history with the rules that fired. Input: `{ sessionId }`. Output: `ChatTranscript`
   * (services/chat.ts). Errors: BAD_REQUEST; UNAUTHORIZED (401) without a staff session; NOT_FOUND (404);
   * SERVICE_UNAVAILABLE. REST: `GET /api/chat/{sessionId}` (with the staff session cookie).
   */
  transcript: staffProcedure
    .input(sessionParamsSchema)
    .query(({ ctx, input }) => getChatTranscript(ctx.db.em(), input.sessionId)),
});
