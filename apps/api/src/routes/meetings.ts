import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { contextFor } from '../operations/context.ts';
import { meetingsBook } from '../operations/meetings-book.ts';
import { meetingsReschedule } from '../operations/meetings-manage.ts';
import { meetingsSlots } from '../operations/meetings-slots.ts';
import { API_GET } from '../plugins/app/route-traits.ts';
import { consultantFeed } from '../services/meeting-staff.ts';
import { SlotTakenError } from '../services/meetings.ts';
import { transportErrorOf } from '../trpc/trpc.ts';
import { callOperation, restTraits } from './rest-route.ts';

/** Answers a slot taken meanwhile with 409 `{ error, nextSlots }`; anything else goes to the error boundary. */
function slotTaken(error: unknown, reply: FastifyReply): FastifyReply {
  if (error instanceof TRPCError && error.cause instanceof SlotTakenError) {
    return reply.code(409).send({ error: error.message, nextSlots: error.cause.nextSlots });
  }
  throw error;
}

/** A feed URL's secret: 43 base64url characters and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * The meeting booking's REST adapters of their own (docs/decisions/033; the table's entries in
 * openapi/rest-routes.ts document them):
 * - `GET /api/meetings/slots?days=`: the query string is the input;
 * - `POST /api/meetings`: 201, `Idempotent-Replayed: true` on a replay, 409 `{ error, nextSlots }` for a slot taken
 *   meanwhile;
 * - `POST /api/meetings/manage/{token}/reschedule`: the token from the path and `{ start }` from the body; 409 as
 *   above;
 * - `GET /api/meetings/feed/{secret}.ics`: a consultant's private calendar (`text/calendar`, never cached), 404
 *   for an unknown or revoked secret.
 * The manage link's read and cancel are plain table routes.
 */
export const meetingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/meetings/slots', { config: { traits: restTraits(meetingsSlots, 'get') } }, async (request) =>
    callOperation(meetingsSlots, contextFor(app, request), request.query ?? {}),
  );

  app.post(
    '/api/meetings',
    { config: { traits: restTraits(meetingsBook, 'post') } },
    async (request, reply) => {
      const context = contextFor(app, request);
      try {
        const result = await callOperation(meetingsBook, context, request.body);
        if (context.outcome.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(result);
      } catch (error) {
        return slotTaken(error, reply);
      }
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/meetings/manage/:token/reschedule',
    { config: { traits: restTraits(meetingsReschedule, 'post') } },
    async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      try {
        const result = await callOperation(meetingsReschedule, contextFor(app, request), {
          ...body,
          token: request.params.token,
        });
        return reply.code(200).send(result);
      } catch (error) {
        return slotTaken(error, reply);
      }
    },
  );

  app.get<{ Params: { file: string } }>(
    '/api/meetings/feed/:file',
    { config: { traits: API_GET } },
    async (request, reply) => {
      const secret = FEED_FILE.exec(request.params.file)?.[1];
      try {
        if (!secret) throw new TRPCError({ code: 'NOT_FOUND', message: 'Calendar feed not found' });
        const text = await consultantFeed(app.db.em(), secret, app.meetings.location, app.meetings.now());
        return reply.header('content-type', 'text/calendar; charset=utf-8').send(text);
      } catch (error) {
        throw transportErrorOf(error) ?? error;
      }
    },
  );
};
