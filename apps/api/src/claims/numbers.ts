/**
 * The number guard first written for the recommendation phraser ("a rewording that states a number its
 * original does not is dropped"), shared with the chat's claim check (catalogue-claims.ts). Pure.
 */

/**
 * The numbers a text states, normalised: thousands separators dropped ('$2,970' → '2970', '99.9%' → '99.9').
 *
 * @param text any text
 * @returns the distinct numbers as strings, in no particular order
 */
export function numbersIn(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(/\d[\d,]*(?:\.\d+)?/g), (match) => match[0].replaceAll(',', '')));
}

/**
 * Whether `phrased` states only numbers that `original` states too (the phraser's guard: a model may reword,
 * never add a price, a percentage or a head-count).
 *
 * @param original the trusted text (the engine's)
 * @param phrased the untrusted text (the model's)
 */
export function keepsNumbers(original: string, phrased: string): boolean {
  const allowed = numbersIn(original);
  for (const number of numbersIn(phrased)) if (!allowed.has(number)) return false;
  return true;
}
