import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../client-address.ts';
import { chatEventsOpen } from '../conversations/chat-events.ts';
import { domainEventStream } from '../events/log.ts';
import { streamEventName } from '../events/streams.ts';
import { contextFor } from '../operations/context.ts';
import { startEventStream } from './event-stream.ts';
import { callOperation, restTraits } from './rest-route.ts';

/** The message of the 429 for a session or address past its open streams. */
export const TOO_MANY_STREAMS_MESSAGE = 'Too many open event streams. Close another tab and try again.';

/**
 * The visitor's live event stream, `GET /api/chat/{sessionId}/events` (`text/event-stream`, the session's
 * `X-Session-Token`; 404 without it): resumes after the `Last-Event-ID` header or the `lastEventId` query
 * parameter with exactly the events missed, then writes each new event as `id: <id>\nevent: <type>\ndata:
 * <json>\n\n`; a `: ping` comment every 15 s; ends after LIVE_STREAM_IDLE_MS without an event (the client
 * reconnects). At most LIVE_STREAMS_PER_SESSION per session and LIVE_STREAMS_PER_IP per address (an IPv6 client by
 * its /64, client-address.ts; 429), counted across instances in Redis when REDIS_URL is set (`app.liveStreamCaps`,
 * conversations/stream-caps.ts). Counted once in the `api` rate-limit bucket when it opens, never per event.
 */
export const liveEventRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/chat/:sessionId/events',
    { config: { traits: { ...restTraits(chatEventsOpen, 'get'), compress: false } } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers['last-event-id'];
      const query = request.query as { lastEventId?: unknown };
      const lastEventId = (Array.isArray(header) ? header[0] : header) ?? query.lastEventId;
      const raw = {
        ...(request.params as object),
        ...(lastEventId !== undefined && lastEventId !== '' ? { lastEventId } : {}),
      };
      const opened = await callOperation(chatEventsOpen, contextFor(app, request), raw);
      const settings = app.liveSettings;
      const caps = app.liveStreamCaps;
      const sessionLease = await caps.take(`session:${opened.sessionId}`, settings.streamsPerSession);
      if (!sessionLease) return reply.code(429).send({ error: TOO_MANY_STREAMS_MESSAGE });
      const ipLease = await caps.take(`ip:${clientAddressKey(request.ip)}`, settings.streamsPerIp);
      if (!ipLease) {
        await sessionLease.release();
        return reply.code(429).send({ error: TOO_MANY_STREAMS_MESSAGE });
      }
      const closed = new AbortController();
      startEventStream(request, reply);
      reply.raw.write(': open\n\n');
      const ping = setInterval(() => {
        reply.raw.write(': ping\n\n');
        void sessionLease.refresh();
        void ipLease.refresh();
      }, settings.pingMs);
      let idle = setTimeout(() => closed.abort(), settings.streamIdleMs);
      reply.raw.on('close', () => closed.abort());
      try {
        const rows = domainEventStream(app.liveEvents, () => app.db.em(), {
          afterId: opened.afterId,
          filter: { audience: 'visitor', sessionId: opened.sessionId },
          signal: closed.signal,
        });
        for await (const row of rows) {
          const name = streamEventName(row);
          if (name === undefined) continue;
          clearTimeout(idle);
          idle = setTimeout(() => closed.abort(), settings.streamIdleMs);
          reply.raw.write(`id: ${row.id}\nevent: ${name}\ndata: ${JSON.stringify(row.payload)}\n\n`);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'live event stream failed');
      } finally {
        clearInterval(ping);
        clearTimeout(idle);
        await Promise.all([sessionLease.release(), ipLease.release()]);
        if (!reply.raw.writableEnded) reply.raw.end();
      }
    },
  );
};
