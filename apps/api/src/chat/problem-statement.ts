/**
 * A chat visitor's problem statement (docs/decisions/068-alerts-say-the-problem.md): the first of their messages
 * that says what they need, rather than who they are or hello. Sales alerts show it, with the latest message below
 * it when that is another one, so an alert never opens with 'My email is …'.
 *
 * The one definition of a **substantive** message: after taking out its contact details (e-mail addresses, phone
 * numbers, 'my name is …', 'I'm … from …', 'we work at …'; extraction.ts `withoutContactDetails`) and its
 * pleasantries (a greeting, thanks, a goodbye, yes/no/ok, 'you can reach me at'), what is left
 * - names an IT problem, an emergency or one of our services (intents.ts `analyseMessage`: `painPoint`,
 *   `emergency`, `services`), or
 * - holds at least {@link PROBLEM_STATEMENT_MIN_WORDS} words and is more than a request for a person ('can I talk
 *   to someone?' says who they want, not what they need) or an introduction ('we are 25 people in Mississauga'
 *   says who they are: a company size, a place or an industry, without business IT).
 *
 * Pure and deterministic, like the rest of the engine; message text never leaves the caller.
 */
import { extractEmployees, withoutContactDetails } from './extraction.ts';
import { analyseMessage } from './intents.ts';
import { normalise } from './text.ts';
import { GOODBYE, GREETING, THANKS, w } from './vocabulary.ts';

/** The fewest words a message without an IT problem needs to be substantive. */
export const PROBLEM_STATEMENT_MIN_WORDS = 4;

/** Short words that say nothing of a need: assent, refusal, politeness. */
const FILLER = w('yes|yeah|yep|no|nope|ok|okay|sure|please|pls|sorry|great|cool|alright|fine');

/** The words that introduce contact details ('you can reach me at', 'my number is'), left once they are out. */
const CONTACT_LEAD_IN = w(
  "(?:you can |feel free to )?(?:reach|call|contact|email|e-mail|text) me(?: at| on| by)?|(?:my|our) (?:e-?mail(?: address)?|phone(?: number)?|number|cell|name) is|here it is|it's",
);

/** Words: runs of letters or digits (with an inner apostrophe or hyphen). */
const WORD = /[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu;

/** What a message says besides who the visitor is and pleasantries, normalised (text.ts `normalise`). */
function substance(message: string): string {
  const global = (pattern: RegExp) => new RegExp(pattern.source, 'g');
  let rest = normalise(withoutContactDetails(message)).replace(GREETING, ' ');
  for (const pattern of [...THANKS, ...GOODBYE, CONTACT_LEAD_IN, FILLER])
    rest = rest.replace(global(pattern), ' ');
  return rest;
}

/**
 * Whether a visitor message states their problem or need (see the module comment for the rule).
 *
 * @param message one visitor message as typed
 */
export function isSubstantive(message: string): boolean {
  const rest = substance(message);
  const words = rest.match(WORD) ?? [];
  if (words.length === 0) return false;
  const analysis = analyseMessage(rest);
  if (analysis.painPoint || analysis.emergency || analysis.services.length > 0) return true;
  if (words.length < PROBLEM_STATEMENT_MIN_WORDS) return false;
  if (analysis.itRelated) return true;
  const introduction =
    extractEmployees(rest) !== undefined || analysis.area !== undefined || analysis.industries.length > 0;
  return !analysis.humanRequest && !introduction;
}

/** What an alert shows of a chat: the problem statement, and the latest message when it is another one. */
export interface ProblemStatement {
  /** The visitor's first substantive message; null when none is. */
  statement: string | null;
  /** The visitor's latest message when it is not `statement` (null: none, or the same message). */
  latest: string | null;
}

/**
 * The problem statement of a chat and its latest visitor message.
 *
 * @param visitorMessages the visitor's messages, oldest first
 * @returns the first substantive message, and the latest message unless it is that one; with no substantive
 *   message, `statement` is null and `latest` is the latest message (null for none)
 */
export function problemStatement(visitorMessages: readonly string[]): ProblemStatement {
  const index = visitorMessages.findIndex(isSubstantive);
  const lastIndex = visitorMessages.length - 1;
  const latest = lastIndex >= 0 && lastIndex !== index ? (visitorMessages[lastIndex] ?? null) : null;
  return { statement: index === -1 ? null : (visitorMessages[index] ?? null), latest };
}
