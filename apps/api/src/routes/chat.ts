import type { ChatReply } from '@northline/schemas';
import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { chatSend } from '../conversations/chat-send.ts';
import { contextFor } from '../operations/context.ts';
import { startEventStream } from './event-stream.ts';
import { callOperation, restTraits } from './rest-route.ts';

/** What `event: error` of the stream carries when the reply fails after the stream has started. */
export const STREAM_FAILED_MESSAGE = 'The reply could not be completed. Please try again.';

/**
 * The events of `POST /api/chat/stream`, written as server-sent events (`event: <name>\ndata: <JSON>\n\n`):
 * - `token` `{ text }`: the next piece of the reply (a preview; the built-in engine sends it in one piece);
 * - `reset` `{}`: discard the pieces shown so far (the model failed mid-reply and the built-in engine answers);
 * - `done` {@link ChatReply}: the stored reply, the same JSON `POST /api/chat` answers; always the last event
 *   of a successful turn, and its `response` is authoritative;
 * - `error` `{ error }`: the turn failed after the stream started (the visitor message stays stored).
 */
export type ChatStreamEvent =
  | { event: 'token'; data: { text: string } }
  | { event: 'reset'; data: Record<string, never> }
  | { event: 'done'; data: ChatReply }
  | { event: 'error'; data: { error: string } };

/** One event in the wire format of server-sent events. */
export function formatEvent({ event, data }: ChatStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Streams one chat turn. Errors before the first event (invalid body, full session, database down) are thrown
 * to the error boundary and answered as JSON with their status like `POST /api/chat`; the event stream (status
 * 200) starts with the first piece of the reply.
 */
async function streamChat(
  app: Parameters<FastifyPluginAsync>[0],
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const visitorGone = new AbortController();
  let started = false;
  const send = (event: ChatStreamEvent) => {
    if (visitorGone.signal.aborted) return;
    if (!started) {
      started = true;
      startEventStream(request, reply);
    }
    reply.raw.write(formatEvent(event));
  };
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) visitorGone.abort(new Error('The visitor closed the stream'));
  });

  // The same operation as `POST /api/chat`, with the stream's callbacks as its extra argument.
  try {
    const result = await callOperation(chatSend, contextFor(app, request), request.body, {
      signal: visitorGone.signal,
      onToken: (text) => send({ event: 'token', data: { text } }),
      onReset: () => send({ event: 'reset', data: {} }),
    });
    send({ event: 'done', data: result });
  } catch (error) {
    if (visitorGone.signal.aborted) {
      // The visitor went away: the model was stopped; the visitor message stays stored, no reply is.
      request.log.info({ streamed: started }, 'chat stream closed by the visitor');
      if (!started) reply.hijack();
    } else if (!started) {
      throw error;
    } else {
      const status = error instanceof TRPCError ? error.code : 'INTERNAL_SERVER_ERROR';
      request.log.error(
        { err: error instanceof TRPCError ? (error.cause ?? error) : error, status },
        'chat stream failed',
      );
      send({ event: 'error', data: { error: STREAM_FAILED_MESSAGE } });
    }
  }
  if ((started || visitorGone.signal.aborted) && !reply.raw.writableEnded) reply.raw.end();
}

/**
 * `POST /api/chat/stream` (specification §7), the one chat route with an adapter of its own: the same body and
 * operation as `POST /api/chat` ({@link chatSend}, in its `chat` rate-limit bucket), answered as `text/event-stream` of `token`, `reset`, then
 * `done` with the same JSON (see {@link ChatStreamEvent}); errors before the stream starts are JSON, like
 * `POST /api/chat`. The other chat routes are table routes (routes/rest-adapters.ts).
 */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/chat/stream', { config: { traits: restTraits(chatSend, 'post') } }, async (request, reply) =>
    streamChat(app, request, reply),
  );
};
