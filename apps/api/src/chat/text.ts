/**
 * Small text helpers of the chat engines: normalising what a visitor typed so keyword rules can match it,
 * and writing lists the Canadian way. Pure and deterministic.
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

/**
 * Joins items as Canadian English prose: `['a']` → 'a', `['a', 'b']` → 'a and b', `['a', 'b', 'c']` →
 * 'a, b and c' (no serial comma, as the site's copy writes it).
 */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * Lower-cases the first letter unless the first word is an acronym or a name written in capitals
 * ('EMR support' stays, 'Secure backups' becomes 'secure backups').
 */
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Upper-cases the first letter. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The distinct items of `items`, first occurrence first. */
export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}
