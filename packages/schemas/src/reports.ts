/**
 * The sales reports (`staff.reports.get`, `GET /api/staff/reports`): what they take (a range of Toronto calendar
 * days) and what they answer (team figures: counts, shares and response times, never a lead's personal details).
 * Shared by the API and the staff app's Reports page.
 */
import * as z from 'zod/mini';

const reportDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD'));

/** Longest range of a report, in days (two years of weeks). */
export const REPORT_MAX_DAYS = 731;

/**
 * A report's range: `from` and `to` are inclusive calendar days in Toronto time (`YYYY-MM-DD`). Both optional:
 * without them the report covers the last 12 weeks (Monday to Sunday, the current week included) up to today.
 * `from` after `to`, or a range longer than {@link REPORT_MAX_DAYS}, is refused with 400.
 */
export const leadReportInputSchema = z.object({
  from: z.optional(reportDate),
  to: z.optional(reportDate),
});
/** See {@link leadReportInputSchema}. */
export type LeadReportInput = z.infer<typeof leadReportInputSchema>;

/** The tables of a report, each downloadable as `GET /api/staff/reports/<table>.csv`. */
export const REPORT_TABLES = [
  'weekly',
  'source-pages',
  'campaigns',
  'cities',
  'industries',
  'funnel',
  'response-by-week',
  'response-by-owner',
  'spam-by-week',
] as const;
/** One of {@link REPORT_TABLES}. */
export type ReportTable = (typeof REPORT_TABLES)[number];
/** Zod schema of {@link ReportTable}. */
export const reportTableSchema = z.enum(REPORT_TABLES, 'Unknown report table');

const count = z.number().check(z.int(), z.minimum(0));
/** A share in percent, 0 to 100 with one decimal; null when there is nothing to divide by. */
const percent = z.nullable(z.number().check(z.minimum(0), z.maximum(100)));
/** Business minutes, whole; null when no lead was answered. */
const minutes = z.nullable(z.number().check(z.int(), z.minimum(0)));

/** Leads of one week (its Monday, Toronto), by kind. Spam excluded. */
export const reportWeekSchema = z.object({
  week: reportDate,
  leads: count,
  contact: count,
  chat: count,
  newsletter: count,
});

/** Leads of one source page: a form's `source` label (one of the site's forms), `Chat` or `Newsletter`; null: none. */
export const reportSourcePageSchema = z.object({ sourcePage: z.nullable(z.string()), leads: count });

/** Leads of one UTM source and campaign pair (null: none). */
export const reportCampaignSchema = z.object({
  utmSource: z.nullable(z.string()),
  utmCampaign: z.nullable(z.string()),
  leads: count,
});

/** Leads of one city page (null: no city page). */
export const reportCitySchema = z.object({ city: z.nullable(z.string()), leads: count });

/** Leads of one industry page (null: no industry page). */
export const reportIndustrySchema = z.object({ industry: z.nullable(z.string()), leads: count });

/** The stages of the conversion funnel, in order. */
export const FUNNEL_STAGES = ['chats', 'leads', 'contacted', 'meeting_booked', 'qualified', 'won'] as const;
/** One of {@link FUNNEL_STAGES}. */
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/**
 * One stage of the funnel: `fromChat` counts the chats started in the range and, from `leads` on, the chat leads
 * that reached the stage; `all` counts every lead that reached it (null for `chats`). Each share is of the stage
 * before (null for the first stage, or when the stage before is 0).
 */
export const reportFunnelStageSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  fromChat: count,
  fromChatPercent: percent,
  all: z.nullable(count),
  allPercent: percent,
});

/** First-response figures of one group of leads (a week, an owner). */
const responseFigures = {
  /** Leads with a first-response target (not spam, not newsletter signups). */
  leads: count,
  /** Of them, answered (the clock stopped). */
  answered: count,
  /** Median business minutes to the first response (nearest rank), over the answered. */
  medianMinutes: minutes,
  /** 90th percentile of the same (nearest rank). */
  p90Minutes: minutes,
  /** Answered by the target. */
  withinSla: count,
  /** Leads whose target is decided: answered, or due and unanswered. */
  decided: count,
  /** `withinSla` of `decided`, in percent. */
  withinSlaPercent: percent,
};

/** First-response figures of the leads that arrived in one week. */
export const reportResponseWeekSchema = z.object({ week: reportDate, ...responseFigures });

/** First-response figures of one owner's leads (the current owner; null: unassigned). */
export const reportResponseOwnerSchema = z.object({
  ownerId: z.nullable(z.string()),
  ownerName: z.nullable(z.string()),
  ...responseFigures,
});

/** Spam of one week: every lead that arrived (`submissions`, spam included), the spam-flagged, the share. */
export const reportSpamWeekSchema = z.object({
  week: reportDate,
  submissions: count,
  spam: count,
  spamPercent: percent,
});

/** A whole report (`staff.reports.get`). */
export const leadReportSchema = z.object({
  /** The range, inclusive Toronto days, and the weeks it touches (their Mondays). */
  range: z.object({ from: reportDate, to: reportDate, weeks: z.array(reportDate) }),
  /** When the figures were computed (the app's clock), ISO 8601. */
  generatedAt: z.string(),
  totals: z.object({
    leads: count,
    chats: count,
    submissions: count,
    spam: count,
    spamPercent: percent,
    /** First-response figures of every lead of the range. */
    response: z.object(responseFigures),
  }),
  weekly: z.array(reportWeekSchema),
  sourcePages: z.array(reportSourcePageSchema),
  campaigns: z.array(reportCampaignSchema),
  cities: z.array(reportCitySchema),
  industries: z.array(reportIndustrySchema),
  funnel: z.array(reportFunnelStageSchema),
  responseByWeek: z.array(reportResponseWeekSchema),
  responseByOwner: z.array(reportResponseOwnerSchema),
  spamByWeek: z.array(reportSpamWeekSchema),
  /**
   * The HubSpot sync's backlog now, whatever the range (decision 097): the leads it sends whose contact HubSpot
   * does not hold yet. Null while the sync is off.
   */
  crm: z.nullable(z.object({ notYetInHubSpot: count })),
});
/** See {@link leadReportSchema}. */
export type LeadReport = z.infer<typeof leadReportSchema>;
