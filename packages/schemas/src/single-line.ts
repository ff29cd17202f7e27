/**
 * One-line text: what a one-line form field (a name, a company, a phone number) may hold, and how any visitor
 * text is laid into the lines of a plain-text e-mail. One definition of a line break and of a control character,
 * read by the schemas (which refuse them in one-line fields) and by the API's e-mails (which quote visitor text
 * line by line and collapse one-line values, so a stored value that predates the rule cannot forge a line either).
 * No zod here.
 */

/**
 * The control characters: Unicode general category Cc, that is C0 (U+0000 to U+001F: NUL, TAB, LF, VT, FF, CR,
 * ESC, …), DEL (U+007F) and C1 (U+0080 to U+009F, NEL U+0085 among them); plus the two separators that are lines
 * of their own, LINE SEPARATOR (U+2028, category Zl) and PARAGRAPH SEPARATOR (U+2029, category Zp). Together they
 * cover every mandatory line break of Unicode's line breaking algorithm (UAX #14 classes BK, CR, LF, NL).
 */
const CONTROL_OR_SEPARATOR = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** A run of {@link CONTROL_OR_SEPARATOR} characters. */
const CONTROL_OR_SEPARATOR_RUN = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

/**
 * One line break: CR LF as one, or any single mandatory break of UAX #14 (LF, VT, FF, CR, NEL, U+2028, U+2029).
 */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/u;

/** Horizontal tabs (U+0009). */
const TABS = /\t/g;

/**
 * Whether a text is one line with no control character: no C0 or C1 control (TAB, CR and LF included), no DEL,
 * no U+2028 or U+2029. Accents, other scripts, emoji, apostrophes, ampersands and spaces are all one line.
 *
 * @param value any string
 * @returns false when `value` holds a character of category Cc, Zl or Zp
 */
export const isSingleLine = (value: string): boolean => !CONTROL_OR_SEPARATOR.test(value);

/**
 * `'<label> must be on one line'`: the message of a one-line field that holds a character {@link isSingleLine}
 * refuses, the schema's and the widget's alike.
 */
export const notOnOneLine = (label: string): string => `${label} must be on one line`;

/**
 * A text as one line of a plain-text e-mail: each run of control characters and line or paragraph separators
 * becomes one space, and the ends are trimmed. For values that must stay on their label's line (a name, a
 * subject) whatever was stored.
 *
 * @param value any string
 * @returns `value` with no character {@link isSingleLine} refuses
 */
export const toSingleLine = (value: string): string => value.replace(CONTROL_OR_SEPARATOR_RUN, ' ').trim();

/**
 * The lines of a multi-line text (a message), for quoting one by one: split at every line break (CR LF, LF, CR,
 * VT, FF, NEL, U+2028, U+2029); within a line, every other control character becomes a space (a tab too) and the
 * end is trimmed; blank lines at the start and the end are dropped, blank lines inside are kept.
 *
 * @param value any string
 * @returns the lines, each of which passes {@link isSingleLine}; none for a blank text
 */
export function toLines(value: string): string[] {
  const lines = value.split(LINE_BREAK).map((line) => line.replace(CONTROL_OR_SEPARATOR_RUN, ' ').trimEnd());
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1) return [];
  const last = lines.findLastIndex((line) => line.trim() !== '');
  return lines.slice(first, last + 1);
}

/**
 * What a one-line form field does with a tab before it checks the value: a tab becomes a space. A browser's
 * one-line input drops CR and LF itself but keeps a tab, which arrives only by pasting (cells of a spreadsheet
 * row are tab-separated, and the Tab key moves the focus); it ends no line, so it is written as the space it looks
 * like rather than refused with a message about an invisible character (docs/decisions/057).
 *
 * @param value any string
 * @returns `value` with each U+0009 replaced by U+0020
 */
export const tabsToSpaces = (value: string): string => value.replace(TABS, ' ');
