import { Readable } from 'node:stream';
import { leadFilterSchema, REPORT_TABLES, type ReportTable } from '@northline/schemas';
import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod';
import { leadsMatching } from '../desk/inbox.ts';
import { leadCsv, torontoDateTime } from '../desk/lead-csv.ts';
import { reportCsv } from '../desk/lead-reports.ts';
import { staffReportsGet } from '../desk/staff-reports-get.ts';
import { contextFor } from '../operations/context.ts';
import { API_GET } from '../plugins/app/route-traits.ts';
import { STAFF_SESSION_COOKIE, staffForToken } from '../staff/staff-auth.ts';
import { SIGNED_OUT_MESSAGE, validationIssues } from '../trpc/trpc.ts';
import { callOperation, restTraits } from './rest-route.ts';

/** The report's range as the query string carries it (`from`, `to`); empty values are left out. */
function reportQuery(query: unknown): Record<string, unknown> {
  if (!query || typeof query !== 'object') return {};
  return Object.fromEntries(
    Object.entries(query).filter(([name, value]) => (name === 'from' || name === 'to') && value !== ''),
  );
}

/** A report table's file name: `weekly.csv` → `weekly`; undefined for any other. */
function reportTableOf(file: string): ReportTable | undefined {
  return REPORT_TABLES.find((table) => `${table}.csv` === file);
}

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
 *   desk/lead-csv.ts), named after the Toronto day, `Content-Disposition: attachment`; 401
 *   without a staff session; 400 for an invalid filter. A GET that changes nothing, so no Origin check; the
 *   session cookie's SameSite=Lax keeps other sites' requests unauthenticated for anything but a top-level
 *   navigation, which cannot read the answer.
 * - `GET /api/staff/reports?from=&to=` → 200 JSON, the sales reports (`staff.reports.get`, decision 044); 400 for
 *   an invalid range, 401 without a staff session.
 * - `GET /api/staff/reports/<table>.csv?from=&to=` → 200 `text/csv`, one table of the same report
 *   (desk/lead-reports.ts `reportCsv`), `Content-Disposition: attachment`; 404 for an unknown table; 400, 401
 *   as the JSON.
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

  app.get('/api/staff/reports', { config: { traits: restTraits(staffReportsGet, 'get') } }, async (request) =>
    callOperation(staffReportsGet, contextFor(app, request), reportQuery(request.query)),
  );

  app.get<{ Params: { file: string } }>(
    '/api/staff/reports/:file',
    { config: { traits: restTraits(staffReportsGet, 'get') } },
    async (request, reply) => {
      const table = reportTableOf(request.params.file);
      if (!table) throw new TRPCError({ code: 'NOT_FOUND', message: 'Unknown report table' });
      const report = await callOperation(
        staffReportsGet,
        contextFor(app, request),
        reportQuery(request.query),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="northline-${table}-${report.range.from}-to-${report.range.to}.csv"`,
        )
        .send(reportCsv(report, table));
    },
  );
};
