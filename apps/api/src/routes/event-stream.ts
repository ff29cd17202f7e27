import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Takes the reply over from Fastify and writes the head of a server-sent event stream (status 200): the headers
 * the hooks set so far (security headers, rate limit) plus the stream's own. The stream carries the conversation,
 * so no cache stores it (`no-store`) and no proxy buffers or transforms it. The caller then writes the events to
 * `reply.raw` and ends it.
 */
export function startEventStream(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
}
