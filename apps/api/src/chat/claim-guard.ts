/**
 * The chat's truth check: a model reply that states a price, discount
 * or guarantee the catalogue does not back is not sent; the OpenAI engine throws {@link UnverifiedClaimError} and
 * the fallback engine answers with the built-in engine instead (fallback reason 'unverified-claim'). The check is
 * the recommendation phraser's number guard typed by what each number measures (claims/catalogue-claims.ts).
 */
import { type ClaimKind, findUnverifiedClaims } from '../claims/catalogue-claims.ts';
import type { EngineInput } from './engine.ts';

/** Thrown by the OpenAI engine when its reply states a claim the catalogue does not back. No text inside. */
export class UnverifiedClaimError extends Error {
  /** What the reply claimed (price, discount, guarantee, statistic): fixed words, safe to log. */
  readonly claims: ClaimKind[];

  constructor(claims: readonly ClaimKind[]) {
    super(`The model stated an unverified ${claims.join(', ')}`);
    this.name = 'UnverifiedClaimError';
    this.claims = [...claims];
  }
}

/**
 * Checks a model's reply against the catalogue. The visitor's messages (this one and the stored ones) supply
 * quantities a price may be multiplied by ('we are 30 people' → '$2,970 a month'), never prices of their own.
 *
 * @param input the turn the reply answers
 * @param response the model's reply
 * @throws UnverifiedClaimError naming the kinds of claim found
 */
export function assertCatalogueClaims(input: EngineInput, response: string): void {
  const quantitiesFrom = [
    ...input.history.filter((entry) => entry.role === 'user').map((entry) => entry.content),
    input.message,
  ];
  const found = findUnverifiedClaims(response, { quantitiesFrom });
  if (found.length > 0) throw new UnverifiedClaimError([...new Set(found.map((claim) => claim.kind))]);
}
