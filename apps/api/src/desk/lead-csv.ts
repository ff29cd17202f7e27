/**
 * The inbox's CSV export: RFC 4180 (comma-separated, CRLF line ends, fields with a comma, a
 * quote or a line break in double quotes, quotes doubled), UTF-8 with a byte-order mark so Excel reads the
 * accents, and safe from formula injection (OWASP "CSV injection"): a cell that starts with `=`, `+`, `-`, `@`,
 * a tab or a carriage return is written quoted with a leading apostrophe, so a spreadsheet shows it as text.
 */
import { staffApp } from '@northline/content';
import { type LeadExport, torontoMinutes } from './inbox.ts';

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
  'Phone',
  'Company size',
  'Lead quality',
  'Message',
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
  'Owner',
  'SLA status',
  'Latest note',
  'Spam',
  'Lead id',
] as const;

/** `YYYY-MM-DD HH:mm` in Toronto time, which spreadsheets read as a date. */
export function torontoDateTime(iso: string): string {
  const parts = Object.fromEntries(
    torontoMinutes.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * A company size as the export writes it: a band's hyphen as an en dash (`11-50` → `11–50`), which spreadsheets
 * keep as text (Excel reads `1-10` as the 10th of January); anything else as given.
 */
export function companySizeText(size: string | null): string | null {
  return size?.replace(/^(\d+)-(\d+)$/, '$1–$2') ?? null;
}

/**
 * A lead as a CSV record of {@link LEAD_CSV_HEADER}: the owner's name, and the first-response clock in the inbox
 * badge's words (`staffApp.inbox.slaText`: *Answered in 12 min*, *Answered late, in 2 h*, *Due in 45 min*,
 * *Overdue*, *No target*).
 */
export function leadCsvRow(lead: LeadExport): string {
  const a = lead.attribution;
  return csvRow([
    torontoDateTime(lead.occurredAt),
    lead.kind,
    lead.name,
    lead.company,
    lead.email,
    lead.phone,
    companySizeText(lead.companySize),
    lead.quality,
    lead.message,
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
    lead.ownerName,
    staffApp.inbox.slaText(lead.sla),
    lead.latestNote,
    lead.spam ? 'yes' : 'no',
    lead.id,
  ]);
}

/**
 * The whole export as a stream of text pieces: the BOM and header, then one record per lead as the database
 * yields them (never the whole file in memory).
 */
export async function* leadCsv(leads: AsyncIterable<LeadExport>): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(LEAD_CSV_HEADER);
  for await (const lead of leads) yield leadCsvRow(lead);
}
