import { Readable } from 'node:stream';
import { leadFilterSchema } from '@northline/schemas';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod';
import { API_GET } from '../plugins/app/route-traits.ts';
import { leadsMatching } from '../services/inbox.ts';
import { leadCsv, torontoDateTime } from '../services/lead-csv.ts';
import { STAFF_SESSION_COOKIE, staffForToken } from '../services/staff-auth.ts';
import { SIGNED_OUT_MESSAGE, validationIssues } from '../trpc/trpc.ts';

/** The query string of the export: the inbox's filters as text (`includeSpam=true`). */
const exportQuerySchema = z.object({
  kind: z.string().optional(),
  status: z.string().optional(),
  quality: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  search: z.string().optional(),
  sourcePage: z.string().optional(),
  campaign: z.string().optional(),
  owner: z.string().optional(),
  includeSpam: z.enum(['true', 'false']).optional(),
  meetingBooked: z.enum(['true', 'false']).optional(),
});

/**
 * The staff REST paths that tRPC cannot answer (staff-only API routes: never cached, never indexed):
 * - `GET /api/staff/leads.csv?kind=&status=&quality=&from=&to=&search=&sourcePage=&campaign=&owner=&includeSpam=&meetingBooked=`
 *   → 200 `text/csv` (the current filter of the inbox, streamed, each lead's first-response clock at the app's clock;
 *   services/lead-csv.ts), named after the Toronto day, `Content-Disposition: attachment`; 401
 *   without a staff session; 400 for an invalid filter. A GET that changes nothing, so no Origin check; the
 *   session cookie's SameSite=Lax keeps other sites' requests unauthenticated for anything but a top-level
 *   navigation, which cannot read the answer.
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/staff/leads.csv',
    { config: { traits: { ...API_GET, staff: true } } },
    async (request, reply) => {
      const em = app.db.em();
      const staff = await staffForToken(em, request.cookies[STAFF_SESSION_COOKIE]);
      if (!staff) return reply.code(401).send({ error: SIGNED_OUT_MESSAGE });
      const query = exportQuerySchema.safeParse(request.query);
      const raw = query.success ? query.data : {};
      const filter = leadFilterSchema.safeParse({
        ...Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== '')),
        includeSpam: raw.includeSpam === 'true',
        meetingBooked: raw.meetingBooked === 'true',
      });
      if (!query.success || !filter.success) {
        return reply.code(400).send({
          error: 'Invalid request',
          issues: validationIssues(filter.success ? query.error : filter.error),
        });
      }
      request.log.info({ staffId: staff.id }, 'lead export');
      const now = app.clock();
      const day = torontoDateTime(now.toISOString()).slice(0, 10);
      const viewer = { staffId: staff.id, targets: app.desk.settings.targets, now };
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="northline-leads-${day}.csv"`)
        .send(Readable.from(leadCsv(leadsMatching(em, filter.data, viewer))));
    },
  );
};
