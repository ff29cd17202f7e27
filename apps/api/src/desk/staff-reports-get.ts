import { leadReportInputSchema, leadReportSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { leadReport } from './lead-reports.ts';

/**
 * The sales reports over a range of Toronto days (decision 044): leads by week, source page, UTM source and
 * campaign, city and industry; the funnel chat → lead → contacted → meeting booked → qualified → won; time to first response
 * (median, 90th percentile, share within SLA) by week and by owner; the spam share; with the HubSpot sync on, the
 * leads not yet in HubSpot. Team figures: every staff
 * member sees the whole team's (admins and sales alike). Input: `leadReportInputSchema` (`from`/`to`
 * `YYYY-MM-DD`, inclusive; the last 12 weeks by default). Output: `LeadReport` (desk/lead-reports.ts defines
 * each figure). Errors: 400 (a date that does not exist, `from` after `to`, more than two years); 401;
 * SERVICE_UNAVAILABLE (503). tRPC `staff.reports.get`; REST `GET /api/staff/reports` and
 * `GET /api/staff/reports/<table>.csv` (routes/staff.ts).
 */
export const staffReportsGet = defineOperation({
  kind: 'query',
  input: leadReportInputSchema,
  output: leadReportSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const report = await leadReport(ctx.db.em(), input, {
      targets: ctx.desk.settings.targets,
      now: ctx.clock(),
      crm: ctx.crm,
    });
    ctx.log.info({ staffId: staff.id, from: report.range.from, to: report.range.to }, 'lead report');
    return report;
  },
});
