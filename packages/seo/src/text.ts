/**
 * Text rules of page metadata (specification §2 "Every page sets its own metadata", §9 "Meta description max
 * 160 characters").
 */
import { META_DESCRIPTION_MAX } from '@northline/content';

/** The ellipsis that ends a cut description: three full stops, so the count stays 157 + 3 (§2). */
export const ELLIPSIS = '...';

/**
 * Collapses runs of whitespace (spaces, tabs, line breaks) to one space and trims both ends, so a description
 * written over several lines in the catalogue renders as one line.
 *
 * @param text - any text
 * @returns the same words separated by single spaces
 */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Cuts a meta description to at most `max` characters (§2: "Descriptions are truncated to 160 characters, 157
 * plus an ellipsis"). Whitespace is normalized first ({@link normalizeWhitespace}). A text of `max` characters or
 * fewer is returned whole; a longer one keeps its first `max - 3` characters followed by `'...'`, so the result
 * is exactly `max` characters long. Characters are Unicode code points, so an emoji is never split in half.
 *
 * @param text - the description as written in the catalogue
 * @param max - the limit in characters; default the catalogue's `META_DESCRIPTION_MAX` (160)
 * @returns the description, at most `max` characters
 * @throws RangeError when `max` is not an integer of at least 4 (room for one character and the ellipsis)
 *
 * @example
 * truncateDescription('a'.repeat(160)); // unchanged, 160 characters
 * truncateDescription('a'.repeat(161)); // 'a'.repeat(157) + '...'
 */
export function truncateDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  if (!Number.isInteger(max) || max < ELLIPSIS.length + 1) {
    throw new RangeError(`The description limit must be an integer of at least ${ELLIPSIS.length + 1}`);
  }
  const normalized = normalizeWhitespace(text);
  const characters = Array.from(normalized);
  if (characters.length <= max) return normalized;
  return `${characters.slice(0, max - ELLIPSIS.length).join('')}${ELLIPSIS}`;
}
