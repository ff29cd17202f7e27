/**
 * The language a visitor writes in: French or not (docs/decisions/096-french-in-french-out.md). The chat answers a
 * French message with a short French reply and the lead notes the language; every other language is answered in
 * English. Pure: no I/O, no state between calls.
 *
 * The detector is ELD (`eld`, the Efficient Language Detector, its `extrasmall` n-gram table), asked about the
 * message without what names a person or a place: an English line naming "Trois-Rivières", "Côte-Saint-Luc" or
 * "Jean-François Lévesque" is English, and a French line naming "Toronto" or "Microsoft 365" is French. A line too
 * short to tell (fewer than two words once names, addresses and numbers are gone) or one the detector is not sure
 * of says nothing ({@link detectLanguage} answers undefined): the conversation keeps its language, English by
 * default.
 */
import type { LeadLanguage } from '@northline/schemas';
import { eld } from 'eld/extrasmall';

/**
 * The languages a conversation continues in: English (the default, and every language but French) or French; the
 * lead's `language` (`LEAD_LANGUAGES` of `@northline/schemas`).
 */
export type VisitorLanguage = LeadLanguage;

/**
 * Characters of a message the detector reads: the start of a message shows its language, and the detection's cost
 * grows with the text (about 40 µs for this many characters).
 */
export const DETECTED_PREFIX_CHARS = 240;

/** Fewest words (two letters or more) left after {@link withoutNames} for a line to tell its language. */
export const MIN_DETECTED_WORDS = 2;

/** E-mail addresses, web addresses and domain names: they name, they do not speak. */
const ADDRESSES = /\S+@\S+|https?:\/\/\S+|www\.\S+|\b[\w-]+\.(?:ca|com|net|org|qc\.ca|example)\b/giu;

/**
 * A capitalised word, hyphenated compounds included ("Saint-Jean-sur-Richelieu", "Marie-Ève"), after another word
 * of the same sentence: a name of a person, a company or a place. The first word of a sentence stays: it is a
 * common word more often than a name ("Pouvez-vous", "Our").
 */
const NAMES = /(?<=\p{L}[^.!?\n]*\s)\p{Lu}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*/gu;

/** Digits and the signs of phone numbers and amounts. */
const NUMBERS = /[\d()+#/$%]+(?:[-.][\d]+)*/g;

/** A word of two letters or more; a hyphenated compound ("Trois-Rivières", "pare-feu") is one word. */
const WORD = /\p{L}{2,}(?:-\p{L}+)*/gu;

/**
 * The words of a message that say its language: the first {@link DETECTED_PREFIX_CHARS} characters without
 * addresses, names ({@link NAMES}) and numbers.
 */
export function withoutNames(text: string): string {
  return text
    .slice(0, DETECTED_PREFIX_CHARS)
    .replace(ADDRESSES, ' ')
    .replace(NAMES, ' ')
    .replace(NUMBERS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A letter French writes and English does not (accents, cedilla, ligatures), or one of the words nearly every French
 * line has: articles, pronouns, prepositions, the common verbs and greetings. Written without its accents, a French
 * line still has these words.
 */
const FRENCH_SIGN =
  /[àâçéèêëîïôùûüÿœæ]|\b(?:je|j|nous|vous|notre|nos|votre|vos|mon|ma|mes|le|la|les|des|du|un|une|au|aux|et|est|sont|avec|pour|dans|sur|chez|pas|ne|que|qui|quel|quels|quelle|ce|cette|ces|on|oui|bonjour|allo|salut|merci|svp|peut|avez|avons|sommes|suis|besoin|aide|serveur|courriel|bureau|rendez)\b/iu;

/**
 * Whether a message may be French: it has a sign of French ({@link FRENCH_SIGN}). A message without one is never
 * French, so a path that needs only "French or not" skips the detector's cost (tens of microseconds) for it.
 *
 * @param text what the visitor typed
 */
export function hasFrenchSign(text: string): boolean {
  return FRENCH_SIGN.test(text.slice(0, DETECTED_PREFIX_CHARS));
}

/**
 * Whether a message is French ({@link detectLanguage} says `fr`), reading the detector only for a message with a
 * sign of French ({@link hasFrenchSign}).
 *
 * @param text what the visitor typed
 * @returns `fr` or `en` (every other language, and a line too short to tell)
 */
export function frenchOrEnglish(text: string): VisitorLanguage {
  return hasFrenchSign(text) && detectLanguage(text) === 'fr' ? 'fr' : 'en';
}

/**
 * The language of one message, when it tells.
 *
 * @param text what the visitor typed (any length; only its first {@link DETECTED_PREFIX_CHARS} characters are read)
 * @returns `fr` for a French line the detector is sure of, `en` for a line it is sure is another language (English
 *   or not: every language but French is answered in English), undefined for a line too short to tell or one it is
 *   not sure of
 */
export function detectLanguage(text: string): VisitorLanguage | undefined {
  const words = withoutNames(text);
  if ((words.match(WORD)?.length ?? 0) < MIN_DETECTED_WORDS) return undefined;
  const result = eld.detect(words);
  if (!result.isReliable() || result.language === '') return undefined;
  return result.language === 'fr' ? 'fr' : 'en';
}

/**
 * The language a conversation continues in: that of the latest message that tells ({@link detectLanguage}),
 * looking back from `message` through the visitor's earlier messages; English when none tells. A conversation none
 * of whose messages has a sign of French ({@link hasFrenchSign}) is English without asking the detector: it answers
 * `en` or nothing for each of them, and either way the conversation continues in English.
 *
 * @param earlier the visitor's earlier messages of the conversation, oldest first
 */
export function conversationLanguage(message: string, earlier: readonly string[] = []): VisitorLanguage {
  if (!hasFrenchSign(message) && !earlier.some(hasFrenchSign)) return 'en';
  const latest = detectLanguage(message);
  if (latest) return latest;
  for (let index = earlier.length - 1; index >= 0; index -= 1) {
    const told = detectLanguage(earlier[index] ?? '');
    if (told) return told;
  }
  return 'en';
}
