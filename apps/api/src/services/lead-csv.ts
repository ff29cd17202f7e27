/**
 * The inbox's CSV export: RFC 4180 (comma-separated, CRLF line ends, fields with a comma, a
 * quote or a line break in double quotes, quotes doubled), UTF-8 with a byte-order mark so Excel reads the
 * accents, and safe from formula injection (OWASP "CSV injection"): a cell that starts with `=`, `+`, `-`, `@`,
 * a tab or a carriage return is written quoted with a leading apostrophe, so a spreadsheet shows it as text.
 */
import { INBOX_TIME_ZONE, type LeadSummary } from './inbox.ts';

/** The byte-order mark Excel needs to read UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** Characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell.
 * @returns the value, quoted when RFC 4180 needs it, and neutralised with a leading apostrophe (and quoted) when
 *   it could start a formula
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  const formula = FORMULA_START.test(text);
  if (formula) text = `'${text}`;
  if (formula || /[",\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** One CSV record, ending in CRLF. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The export's columns, in order. */
export const LEAD_CSV_HEADER = [
  'When (Toronto)',
  'Type',
  'Name',
  'Company',
  'Email',
  'Lead quality',
  'Source page',
  'Landing page',
  'Referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'Status',
  'Spam',
  'Lead id',
] as const;

const torontoTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: INBOX_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `YYYY-MM-DD HH:mm` in Toronto time, which spreadsheets read as a date. */
export function torontoDateTime(iso: string): string {
  const parts = Object.fromEntries(
    torontoTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A lead as a CSV record of {@link LEAD_CSV_HEADER}. */
export function leadCsvRow(lead: LeadSummary): string {
  const a = lead.attribution;
  return csvRow([
    torontoDateTime(lead.occurredAt),
    lead.kind,
    lead.name,
    lead.company,
    lead.email,
    lead.quality,
    lead.sourcePage,
    a.landingPage,
    a.referrerHost,
    a.utmSource,
    a.utmMedium,
    a.utmCampaign,
    a.utmTerm,
    a.utmContent,
    a.gclid,
    lead.status,
    lead.spam ? 'yes' : 'no',
    lead.id,
  ]);
}

/**
 * The whole export as a stream of text pieces: the BOM and header, then one record per lead as the database
 * yields them (never the whole file in memory).
 */
export async function* leadCsv(leads: AsyncIterable<LeadSummary>): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(LEAD_CSV_HEADER);
  for await (const lead of leads) yield leadCsvRow(lead);
}
