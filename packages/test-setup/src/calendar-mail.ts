/**
 * The calendar part of a captured e-mail, read back as a calendar program reads it: the API's tests and benchmark
 * and the site's browser tests take their invitations from the raw messages a test SMTP receiver keeps, and hand the
 * text to an independent iCalendar parser (node-ical); nothing here parses iCalendar beyond its METHOD line.
 */

/** The first `text/calendar` part of a raw e-mail, decoded. */
export interface CalendarPart {
  /** The part's MIME headers as written (`Content-Type: text/calendar; charset=utf-8; method=REQUEST`, …). */
  header: string;
  /** The iCalendar text, decoded from its transfer encoding to UTF-8. */
  text: string;
  /** The calendar's `METHOD` (RFC 5546 §1.4: `REQUEST`, `CANCEL`, …); undefined without a METHOD line. */
  method: string | undefined;
}

/**
 * Decodes quoted-printable (RFC 2045 §6.7: soft line breaks `=` at a line's end, bytes as `=XX`) into the bytes'
 * UTF-8 text.
 */
function quotedPrintable(encoded: string): string {
  const bytes = encoded
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Finds the first `text/calendar` part of a raw e-mail (RFC 5322 text as an SMTP receiver got it) and decodes its
 * body as its `Content-Transfer-Encoding` says (nodemailer writes base64 or quoted-printable; anything else is
 * taken as it is). The body ends at the next MIME boundary line.
 *
 * @returns the part, or undefined when the e-mail has no calendar part
 */
export function findCalendarPart(raw: string): CalendarPart | undefined {
  const at = raw.search(/Content-Type: text\/calendar/i);
  if (at < 0) return undefined;
  const rest = raw.slice(at);
  const split = rest.search(/\r?\n\r?\n/);
  const header = rest.slice(0, split);
  const body = rest.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoded = body.slice(0, body.search(/\r?\n--/));
  const text = /base64/i.test(header)
    ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
    : /quoted-printable/i.test(header)
      ? quotedPrintable(encoded)
      : encoded;
  return { header, text, method: /^METHOD:(.+)$/m.exec(text)?.[1]?.trim() };
}

/**
 * {@link findCalendarPart} for an e-mail that must carry an invitation.
 *
 * @throws Error 'no calendar part' when the e-mail has none
 */
export function calendarPart(raw: string): CalendarPart {
  const part = findCalendarPart(raw);
  if (!part) throw new Error('no calendar part');
  return part;
}
