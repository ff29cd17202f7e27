/**
 * Small text helpers of the chat engines: normalising what a visitor typed so keyword rules can match it.
 * Pure and deterministic. Writing lists and sentence starts (`joinList`, `lowerFirst`) is content's
 * (`@northline/content` format.ts), re-exported by facts.ts.
 */

/** Text made only of ASCII characters. */
const ASCII = /^[\p{ASCII}]*$/u;

/**
 * {@link normalise} step by step, for any text: NFKD, accents (combining marks) removed, NFKC, curly quotes and
 * the backtick made straight, dashes made plain, lower case, runs of whitespace collapsed to one space, trimmed.
 */
export function normaliseFully(text: string): string {
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
 * The form every keyword rule matches against: Unicode-normalised (NFKC), accents removed, curly quotes and
 * dashes made plain, lower case, runs of whitespace collapsed to one space, trimmed ({@link normaliseFully}).
 *
 * @example normalise('We’ve been  HACKED — help') // "we've been hacked - help"
 */
export function normalise(text: string): string {
  // The rules normalise one message several times over (the screen, the intents, the extraction): the last
  // answer is kept (decision 004).
  if (text === lastNormalised.text) return lastNormalised.form;
  // Plain ASCII is its own NFKD and NFKC form and holds no accent, curly quote or dash: only the backtick, the
  // case and the spaces change (the common case, and the lead path scores every message).
  const form = ASCII.test(text)
    ? text.replace(/`/g, "'").toLowerCase().replace(/\s+/g, ' ').trim()
    : normaliseFully(text);
  lastNormalised.text = text;
  lastNormalised.form = form;
  return form;
}

/** The last text {@link normalise} was given and its answer (a pure function: the answer cannot go stale). */
const lastNormalised = { text: '', form: '' };

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

/**
 * Every match of a global pattern in `text`, in order: what `text.matchAll(pattern)` yields, without the copy of
 * the pattern `matchAll` makes on each call (that copy was the largest cost of the keyword rules on the lead path:
 * decision 004). The pattern's `lastIndex` is reset before and after, so a shared pattern is safe to
 * use from any caller (the rules run synchronously).
 *
 * @param pattern a RegExp with the `g` flag
 * @throws TypeError when `pattern` is not global, as `matchAll` does
 */
export function allMatches(text: string, pattern: RegExp): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError('allMatches needs a global RegExp');
  const matches: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    matches.push(match);
    // An empty match would match again at the same place: step over it, as matchAll does.
    if (match[0] === '') pattern.lastIndex += 1;
  }
  pattern.lastIndex = 0;
  return matches;
}

/** Each pattern list {@link matchesAny} has seen, as one alternation (or itself when it cannot be one). */
const alternations = new WeakMap<readonly RegExp[], RegExp | readonly RegExp[]>();

/**
 * The patterns as one RegExp `(?:a)|(?:b)|…` that matches exactly where one of them does, or the list itself when
 * they cannot be joined: different flags, a global or sticky pattern (`test` would move `lastIndex`), or a group
 * reference or named group (the numbering and names would change).
 */
function alternationOf(patterns: readonly RegExp[]): RegExp | readonly RegExp[] {
  const [first] = patterns;
  if (!first || first.global || first.sticky) return patterns;
  const joinable = patterns.every(
    (pattern) => pattern.flags === first.flags && !/\\[1-9k]|\(\?<[^=!]/.test(pattern.source),
  );
  return joinable
    ? new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'), first.flags)
    : patterns;
}

/**
 * True when any of `patterns` matches `text`. The list is joined into one alternation the first time it is seen
 * (the keyword rules test some 200 patterns per message on the lead path), with the same answer.
 */
export function matchesAny(text: string, patterns: readonly RegExp[]): boolean {
  let joined = alternations.get(patterns);
  if (joined === undefined) {
    joined = alternationOf(patterns);
    alternations.set(patterns, joined);
  }
  return joined instanceof RegExp ? joined.test(text) : joined.some((pattern) => pattern.test(text));
}

/** The alternation {@link anyMatches} built for each list it has seen (null: the list cannot be joined). */
const anyAlternations = new WeakMap<readonly RegExp[], RegExp | null>();

/**
 * True when any of `patterns` matches somewhere in `text`, by one alternation of them all (built the first time
 * the list is seen; flags `g` and `y` dropped, the others must agree). A rule that loops over a list (each
 * pattern's matches checked in context, the first pattern that matches winning) asks this first: most texts match
 * none, and one pass over the text replaces one per pattern (on the lead path every pattern was run over
 * every clause). The answer is exact: an alternation matches a text exactly when one of its alternatives does.
 *
 * @param patterns the list; a list with group references or named groups, or differing flags, is tested one by one
 */
export function anyMatches(text: string, patterns: readonly RegExp[]): boolean {
  let joined = anyAlternations.get(patterns);
  if (joined === undefined) {
    const flags = (pattern: RegExp) => pattern.flags.replace(/[gy]/g, '');
    const [first] = patterns;
    const joinable =
      first !== undefined &&
      patterns.every(
        (pattern) => flags(pattern) === flags(first) && !/\\[1-9k]|\(\?<[^=!]/.test(pattern.source),
      );
    joined = joinable
      ? new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'), flags(first))
      : null;
    anyAlternations.set(patterns, joined);
  }
  if (joined !== null) return joined.test(text);
  return patterns.some((pattern) => {
    pattern.lastIndex = 0;
    const found = pattern.test(text);
    pattern.lastIndex = 0;
    return found;
  });
}

/** Upper-cases the first letter. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The distinct items of `items`, first occurrence first. */
export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}
