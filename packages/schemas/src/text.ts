/**
 * Building blocks shared by the schema files. Private to the package: src/index.ts does not re-export them.
 * Every text is bounded in length and every number in range (abuse limits, not in the specification).
 */
import * as z from 'zod/mini';
import { isSingleLine, notOnOneLine, tabsToSpaces, toSingleLine } from './single-line.ts';

/** `'<label> must be at most <max> characters'`. */
export const tooLong = (label: string, max: number): string => `${label} must be at most ${max} characters`;

/** The type-error message of a field: `'<label> is required'` when absent, else `'<label> must be <kind>'`. */
export const typeError =
  (label: string, kind: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? `${label} is required` : `${label} must be ${kind}`;

/** `'<label> contains characters that are not allowed'`: the message of {@link allowedCharacters}. */
export const notAllowedCharacters = (label: string): string =>
  `${label} contains characters that are not allowed`;

/**
 * NUL (U+0000), or a UTF-16 surrogate that is not half of a pair (with the `u` flag a well-formed pair is one
 * code point and does not match `\p{Cs}`).
 */
const NOT_ALLOWED_CHARACTERS = /[\0\p{Cs}]/u;

/**
 * Whether a text holds only characters every part of the stack can carry: no NUL (PostgreSQL refuses it in
 * `text`, and PGlite breaks its wire message) and no lone surrogate (not encodable as UTF-8).
 * OWASP ASVS 4.0.3 V5.1.4 (allowed characters).
 *
 * @param value any string
 * @returns false when `value` contains U+0000 or an unpaired surrogate (U+D800 to U+DFFF)
 */
export const hasOnlyAllowedCharacters = (value: string): boolean => !NOT_ALLOWED_CHARACTERS.test(value);

/**
 * The check every text field starts with: NUL or a lone surrogate fails with
 * `'<label> contains characters that are not allowed'` ({@link notAllowedCharacters}), and the field's other
 * checks do not run (so that is the field's one message).
 */
export const allowedCharacters = (label: string) =>
  z.refine<string>(hasOnlyAllowedCharacters, { error: notAllowedCharacters(label), abort: true });

/**
 * A string field that refuses NUL and lone surrogates ({@link allowedCharacters}); add the field's own checks with
 * `.check(...)`. Every text field of this package is built on it.
 *
 * @param label names the field in the characters message
 * @param error the message when the value is missing or not a string (a text, or a function of the issue)
 */
export const safeString = (label: string, error: string | ((issue: { input?: unknown }) => string)) =>
  z.string({ error }).check(allowedCharacters(label));

/** Any text of at most `max` characters, kept as given (for text the server writes). */
export const boundedText = (label: string, max: number) =>
  safeString(label, typeError(label, 'text')).check(z.maxLength(max, tooLong(label, max)));

/** A trimmed, non-blank text of at most `max` characters: `message` when it is missing or blank. */
export const requiredText = (message: string, label: string, max: number) =>
  safeString(label, message).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(label, max)));

/**
 * The checks of a one-line field (a name, a company, a phone number), placed first after its characters check:
 * a tab becomes a space (`tabsToSpaces`, docs/decisions/057), the ends are trimmed, and a line break or any other
 * control character left (C0, DEL, C1, U+2028, U+2029; `isSingleLine`) fails with
 * `'<label> must be on one line'` ({@link notOnOneLine}), and the field's other checks do not run. So such a
 * value cannot become a line of an e-mail, a header or a log of its own (OWASP ASVS 4.0.3 V5.1.4, allowed
 * characters; V5.2.3, input to mail systems).
 *
 * @param label names the field in the message
 */
export const singleLine = (label: string) =>
  [
    z.overwrite(tabsToSpaces),
    z.trim(),
    z.refine<string>(isSingleLine, { error: notOnOneLine(label), abort: true }),
  ] as const;

/** A one-line text ({@link singleLine}) of at most `max` characters that may be empty (optional form inputs). */
export const trimmedLine = (label: string, max: number) =>
  safeString(label, typeError(label, 'text')).check(
    ...singleLine(label),
    z.maxLength(max, tooLong(label, max)),
  );

/** A non-blank one-line text ({@link singleLine}) of at most `max` characters: `message` when missing or blank. */
export const requiredLine = (message: string, label: string, max: number) =>
  safeString(label, message).check(
    ...singleLine(label),
    z.minLength(1, message),
    z.maxLength(max, tooLong(label, max)),
  );

/**
 * A text a visitor never sees as a field (first-touch attribution) as one line: every run of control characters
 * and line or paragraph separators becomes a space (`toSingleLine`) instead of a message the visitor could not act
 * on, and the ends are trimmed; at most `max` characters.
 */
export const collapsedLine = (label: string, max: number) =>
  safeString(label, typeError(label, 'text')).check(
    z.overwrite(toSingleLine),
    z.maxLength(max, tooLong(label, max)),
  );

/**
 * A list of at most `maxItems` texts of at most `itemMax` characters each.
 *
 * @param listLabel names the list in messages ('Benefits')
 * @param itemLabel names one item in messages ('Benefit')
 */
export const textList = (listLabel: string, itemLabel: string, itemMax: number, maxItems: number) =>
  z
    .array(boundedText(itemLabel, itemMax), { error: typeError(listLabel, 'a list') })
    .check(z.maxLength(maxItems, `${listLabel} must have at most ${maxItems} items`));

/** A list of at most `maxItems` values of `item`; `listLabel` names it in messages. */
export const boundedList = <T extends z.ZodMiniType>(item: T, listLabel: string, maxItems: number) =>
  z
    .array(item, { error: typeError(listLabel, 'a list') })
    .check(z.maxLength(maxItems, `${listLabel} must have at most ${maxItems} items`));

/** A finite number in `[min, max]`: `'<label> must be between <min> and <max>'` outside it. */
export const boundedNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: typeError(label, 'a number') })
    .check(
      z.gte(min, `${label} must be between ${min} and ${max}`),
      z.lte(max, `${label} must be between ${min} and ${max}`),
    );

/** A whole number in `[min, max]`: `'<label> must be a whole number between <min> and <max>'` otherwise. */
export const boundedInt = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number between ${min} and ${max}`;
  return z
    .int({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
    .check(z.gte(min, message), z.lte(max, message));
};

/** An ISO 8601 date-time such as `2025-01-11T14:30:00.000Z` (a UTC offset is also accepted). */
export const isoTimestamp = (label = 'Timestamp') =>
  z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : `${label} must be an ISO 8601 date and time`,
  });

/**
 * An optional choice from a fixed list where a form's unselected value `''` means "not chosen".
 * Input: one of `values`, `''` or absent; output: one of `values` or `undefined`. Anything else fails with `message`.
 */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
): z.ZodMiniOptional<z.ZodMiniType<T[number] | undefined, '' | T[number]>> {
  const choice = z.pipe(
    z.enum(['', ...values] as readonly string[], message),
    z.transform((value: string) => (value === '' ? undefined : value)),
  );
  return z.optional(choice) as unknown as z.ZodMiniOptional<
    z.ZodMiniType<T[number] | undefined, '' | T[number]>
  >;
}
