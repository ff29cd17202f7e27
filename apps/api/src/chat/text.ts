/**
 * Small text helpers of the chat engines: normalising what a visitor typed so keyword rules can match it.
 * Pure and deterministic. Writing lists and sentence starts (`joinList`, `lowerFirst`) is content's
 * (`@northline/content` format.ts), re-exported by facts.ts.
 */

/**
 * The form every keyword rule matches against: Unicode-normalised (NFKC), accents removed, curly quotes and
 * dashes made plain, lower case, runs of whitespace collapsed to one space, trimmed.
 *
 * @example normalise('We’ve been  HACKED — help') // "we've been hacked - help"
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Splits normalised text into sentences (on `.`, `!`, `?`, `;` and line breaks) so a rule can look at one
 * clause at a time. Dots inside numbers and addresses ('1.5', 'a.m.', 'name@example.com') do not split.
 */
export function clauses(text: string): string[] {
  return text
    .split(/(?<![a-z0-9]\.[a-z0-9]?)[.!?;]+(?=\s|$)|\n+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** True when any of `patterns` matches `text`. */
export function matchesAny(text: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(text));
}

/** Upper-cases the first letter. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The distinct items of `items`, first occurrence first. */
export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}
