/**
 * Every text of the staff app's Reports page (/staff/reports): the sales team's figures over a range of weeks,
 * each chart with its caption and summary, its data table and its CSV download. Internal page: `noindex`,
 * outside the sitemap.
 */

/** A count with its noun: `1 lead`, `3 leads`. */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A share in percent as shown: `66.7%`, or a dash when there is nothing to divide by. */
export const formatPercent = (value: number | null): string => (value === null ? '–' : `${value}%`);

/** Business minutes as shown: `45 min`, `2 h 5 min`, or a dash when nobody was answered. */
export const formatMinutes = (value: number | null): string => {
  if (value === null) return '–';
  if (value < 60) return `${value} min`;
  const hours = Math.floor(value / 60);
  const minutes = value % 60;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
};

export const staffReports = {
  nav: { label: 'Reports' },
  title: 'Reports',
  metaTitle: 'Reports | Northline IT staff',
  intro:
    'The sales team’s figures, weeks from Monday to Sunday in Toronto time. Spam-flagged leads count only in the spam share.',
  range: {
    legend: 'Period',
    from: 'From',
    to: 'To',
    show: 'Show',
    lastWeeks: 'Last 12 weeks',
    /** The period shown, under the heading. */
    showing: (from: string, to: string) => `${from} to ${to}`,
  },
  loading: 'Loading the reports…',
  loadFailed: 'The reports could not be loaded. Check your connection and try again.',
  invalidRange: 'Choose a start date on or before the end date, at most two years apart.',
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be drawn; the table below has every figure.',
  dataTable: 'Data table',
  download: 'Download CSV',
  /** The download link's accessible name names its table. */
  downloadOf: (table: string) => `Download CSV: ${table}`,
  none: '(none)',
  unassigned: 'Unassigned',
  totals: {
    heading: 'In this period',
    leads: 'Leads',
    chats: 'Chats started',
    spam: 'Spam share',
    withinSla: 'Answered within SLA',
    /** With the HubSpot sync on: the leads it sends that HubSpot does not hold yet, now, whatever the period. */
    notYetInHubSpot: 'Not yet in HubSpot',
  },
  weekly: {
    heading: 'Leads by week',
    columns: ['Week of', 'Leads', 'Contact', 'Chat', 'Newsletter'],
    series: { contact: 'Contact', chat: 'Chat', newsletter: 'Newsletter' },
    summary: (total: number, weeks: number, busiest: string | null, most: number) =>
      `${plural(total, 'lead', 'leads')} over ${plural(weeks, 'week', 'weeks')}${
        busiest ? `; the busiest week, of ${busiest}, had ${most}` : ''
      }.`,
  },
  sourcePages: {
    heading: 'Leads by source page',
    columns: ['Source page', 'Leads'],
  },
  campaigns: {
    heading: 'Leads by UTM source and campaign',
    columns: ['utm_source', 'utm_campaign', 'Leads'],
  },
  cities: { heading: 'Leads by city page', columns: ['City', 'Leads'] },
  industries: { heading: 'Leads by industry page', columns: ['Industry', 'Leads'] },
  /** A bar chart of counts by label: its summary. */
  breakdownSummary: (top: string | null, leads: number, total: number) =>
    top === null
      ? 'No leads in this period.'
      : `${plural(total, 'lead', 'leads')}; the most, ${leads}, from ${top}.`,
  funnel: {
    heading: 'Conversion: chat → lead → contacted → meeting booked → qualified → won',
    note: 'Chats started and leads that arrived in the period; a lead counts at every stage it has reached since.',
    columns: [
      'Stage',
      'From chat',
      'From chat, % of the stage before',
      'All leads',
      'All leads, % of the stage before',
    ],
    stages: {
      chats: 'Chats',
      leads: 'Leads',
      contacted: 'Contacted',
      meeting_booked: 'Meeting booked',
      qualified: 'Qualified',
      won: 'Won',
    },
    series: { fromChat: 'From chat', all: 'All leads' },
    summary: (chats: number, chatLeads: number, leads: number, won: number) =>
      `${plural(chats, 'chat', 'chats')} became ${plural(chatLeads, 'lead', 'leads')}; of ${plural(leads, 'lead', 'leads')} in all, ${won} won.`,
  },
  response: {
    byWeek: 'Time to first response by week',
    byOwner: 'Time to first response by owner',
    note: 'Business minutes from arrival to the first response, as the SLA clock counts them. Within SLA: answered by the target, of the leads answered or overdue.',
    columns: [
      'Leads with a target',
      'Answered',
      'Median',
      '90th percentile',
      'Within SLA',
      'Decided',
      'Within SLA %',
    ],
    weekColumn: 'Week of',
    ownerColumn: 'Owner',
    series: { median: 'Median (min)', p90: '90th percentile (min)' },
    weekSummary: (median: number | null, p90: number | null, within: number | null) =>
      `Over the period: median ${formatMinutes(median)}, 90th percentile ${formatMinutes(p90)}; ${
        within === null ? 'no target decided yet' : `${within}% answered within SLA`
      }.`,
    ownerSummary: (owners: number, best: string | null, within: number | null) =>
      owners === 0
        ? 'No leads with a target in this period.'
        : `${plural(owners, 'owner', 'owners')}${
            best === null ? '' : `; the highest share within SLA, ${within}%, is ${best}’s`
          }.`,
  },
  spam: {
    heading: 'Spam share by week',
    columns: ['Week of', 'Submissions', 'Spam', 'Spam %'],
    series: { spam: 'Spam %' },
    summary: (spam: number, submissions: number, percent: number | null) =>
      `${plural(spam, 'spam submission', 'spam submissions')} of ${submissions}${
        percent === null ? '' : ` (${percent}%)`
      }.`,
  },
};
