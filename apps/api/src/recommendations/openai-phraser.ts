/**
 * The OpenAI phraser of recommendations ("With an OpenAI key the model may phrase customMessage and
 * reasoning, never ranking or prices"; recommendations/phrasing.ts). It asks an OpenAI-compatible Chat
 * Completions API for a JSON object `{ customMessage, reasoning: { [serviceId]: text } }`; `applyPhrasing` then
 * takes only those texts. This module adds one more guard ({@link keepsFacts}): a reworded text that states a
 * number its original does not (a price, a percentage, a head-count), or a discount or guarantee the catalogue
 * does not back, is dropped, so a model cannot slip in a new price or promise.
 *
 * Receives no contact information (the draft's profile has none). Reads no environment variables.
 */
import OpenAI from 'openai';
import { statesOnlyCatalogueClaims } from '../claims/catalogue-claims.ts';
import { keepsNumbers } from '../claims/numbers.ts';
import type { Phraser, Phrasing, PhrasingDraft } from './phrasing.ts';

/** How the phraser is set up (the API's OPENAI_* settings). */
export interface OpenAIPhraserConfig {
  /** The API key (sent as a bearer token). */
  apiKey: string;
  /** The model, e.g. 'gpt-4o-mini'. */
  model: string;
  /** Base URL of an OpenAI-compatible API, ending in '/v1'. */
  baseURL: string;
  /** Milliseconds the model may take; after that the engine's texts stay. */
  timeoutMs: number;
  /** Cap on the answer's tokens (default 1200). */
  maxTokens?: number;
}

/** What the model is told: reword only, keep every fact, answer JSON. */
export const PHRASER_INSTRUCTIONS = [
  'You reword service recommendations written by the rule engine of Northline IT, a managed IT services provider in Toronto and the GTA.',
  'The user message is JSON: a visitor profile (no contact details) and the recommendation.',
  'Answer with one JSON object only: {"customMessage": string, "reasoning": {"<serviceId>": string}}, with a reasoning entry for each recommended service.',
  'Make each text clearer and warmer for a business owner, in Canadian English, plain text without markdown, at most 600 characters.',
  'Keep every fact, number, price, percentage and service name exactly as the original states it. Add no new facts, prices, promises, discounts or services.',
  'Do not change which services are recommended, their order or their priority.',
].join('\n');

/**
 * Whether a reworded text may replace its original: it states no number the original does not (the phraser's
 * number guard, claims/numbers.ts), and no price, discount or guarantee the catalogue does not back
 * (claims/catalogue-claims.ts), the original's own figures counting as backed.
 */
export function keepsFacts(original: string, phrased: string): boolean {
  return keepsNumbers(original, phrased) && statesOnlyCatalogueClaims(phrased, { source: original });
}

/**
 * The model's answer reduced to texts that keep the original's facts ({@link keepsFacts}): the custom message and the reasoning of
 * services in the draft. Anything else is dropped (applyPhrasing checks the rest: blank, too long, wrong type).
 */
export function guardPhrasing(draft: PhrasingDraft, answer: unknown): Phrasing {
  if (typeof answer !== 'object' || answer === null) return {};
  const { customMessage, reasoning } = answer as Record<string, unknown>;
  const phrasing: Phrasing = {};
  if (typeof customMessage === 'string' && keepsFacts(draft.recommendation.customMessage, customMessage)) {
    phrasing.customMessage = customMessage;
  }
  if (typeof reasoning === 'object' && reasoning !== null) {
    const kept: NonNullable<Phrasing['reasoning']> = {};
    for (const service of draft.recommendation.recommendedServices) {
      const text = (reasoning as Record<string, unknown>)[service.serviceId];
      const original = 'reasoning' in service ? service.reasoning : undefined;
      if (typeof text === 'string' && original !== undefined && keepsFacts(original, text)) {
        kept[service.serviceId] = text;
      }
    }
    phrasing.reasoning = kept;
  }
  return phrasing;
}

/**
 * Creates the OpenAI phraser.
 *
 * @returns a {@link Phraser} that rejects when the request fails, takes longer than `timeoutMs` or the answer is
 *   not JSON; the callers in phrasing.ts then keep the engine's texts
 */
export function createOpenAIPhraser(config: OpenAIPhraserConfig): Phraser {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: config.timeoutMs,
    logLevel: 'off',
  });
  return async (draft) => {
    const completion = await client.chat.completions.create(
      {
        model: config.model,
        messages: [
          { role: 'system', content: PHRASER_INSTRUCTIONS },
          { role: 'user', content: JSON.stringify(draft) },
        ],
        response_format: { type: 'json_object' },
        max_tokens: config.maxTokens ?? 1200,
        stream: false,
      },
      { signal: AbortSignal.timeout(config.timeoutMs) },
    );
    const text = completion.choices[0]?.message?.content ?? '';
    return guardPhrasing(draft, JSON.parse(text) as unknown);
  };
}
