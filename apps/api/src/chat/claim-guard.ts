/**
 * The chat's truth check: a model reply that states a price, number, time promise, certification, discount
 * or guarantee the catalogue does not back is not sent; the OpenAI engine throws {@link UnverifiedClaimError} and
 * the fallback engine answers with the built-in engine instead (fallback reason 'unverified-claim'). The check is
 * the facts check of every reply (fact-check.ts), built on the catalogue's claim check (claims/catalogue-claims.ts).
 */
import type { EngineInput } from './engine.ts';
import { checkReplyFacts, type FactKind } from './fact-check.ts';

/** Thrown by the OpenAI engine when its reply states a claim the catalogue does not back. No text inside. */
export class UnverifiedClaimError extends Error {
  /**
   * What the reply claimed (price, discount, guarantee, statistic, number, response-time, certification): fixed
   * words, safe to log.
   */
  readonly claims: FactKind[];

  constructor(claims: readonly FactKind[]) {
    super(`The model stated an unverified ${claims.join(', ')}`);
    this.name = 'UnverifiedClaimError';
    this.claims = [...claims];
  }
}

/** The visitor's messages of a turn, oldest first, the new one last. */
export function visitorMessagesOf(input: EngineInput): string[] {
  return [
    ...input.history.filter((entry) => entry.role === 'user').map((entry) => entry.content),
    input.message,
  ];
}

/**
 * Checks a model's reply against the catalogue (fact-check.ts). The visitor's messages (this one and the stored
 * ones) supply numbers a reply may repeat and quantities a price may be multiplied by ('we are 30 people' →
 * '$2,970 a month'), never prices of their own.
 *
 * @param input the turn the reply answers
 * @param response the model's reply
 * @throws UnverifiedClaimError naming the kinds of claim found
 */
export function assertCatalogueClaims(input: EngineInput, response: string): void {
  const found = checkReplyFacts(response, { visitorMessages: visitorMessagesOf(input) });
  if (found.length > 0) throw new UnverifiedClaimError([...new Set(found.map((claim) => claim.kind))]);
}
