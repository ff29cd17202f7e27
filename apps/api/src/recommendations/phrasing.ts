/**
 * Optional phrasing of a recommendation by a language model ("With an OpenAI key the model may phrase
 * customMessage and the reasoning, never the ranking or the prices"; specification §3 "Recommendation result").
 *
 * The engine's rule-based texts are always complete; a {@link Phraser} may only offer better wording for the
 * custom message and for each service's reasoning. {@link applyPhrasing} takes nothing else from its answer:
 * the services, their order, priorities, costs, benefits, implementation, confidence, insights, next steps and
 * follow-up questions stay the engine's. The OpenAI phraser is written and wired elsewhere (apps/api plugins).
 */
import type {
  QuickRecommendationRequest,
  QuickRecommendationResponse,
  Recommendation,
  ServiceId,
  VisitorProfile,
} from '@northline/schemas';
import type { ModelBudget } from '../model-budget.ts';
import { profileFromQuickRequest } from './engine.ts';

/** Longest custom message or reasoning a phraser may supply (the schema bound of §3's texts). */
export const MAX_PHRASED_TEXT = 2000;

/**
 * What a phraser is given: the profile facts without contact information (PIPEDA: names, emails and phones
 * never leave for phrasing) and the engine's result, whose texts it may reword.
 */
export interface PhrasingDraft {
  /** The visitor profile minus `contactInfo`. */
  profile: Omit<VisitorProfile, 'contactInfo'>;
  /** The engine's result: a full recommendation, or the quick one of the home page widget. */
  recommendation: Recommendation | QuickRecommendationResponse['recommendation'];
}

/** What a phraser may answer: a new custom message and new reasoning per service id, each optional. */
export interface Phrasing {
  /** Replaces `customMessage` when non-blank and at most {@link MAX_PHRASED_TEXT} characters. */
  customMessage?: string;
  /** Replaces the reasoning of the named services (full recommendations only), under the same conditions. */
  reasoning?: Partial<Record<ServiceId, string>>;
}

/** Per-call options of a {@link Phraser}. */
export interface PhraserOptions {
  /**
   * Whom the call is counted against in the model budget (../model-budget.ts): the visitor session id, or a key of
   * the client address for a quick recommendation. Never sent to the model, never logged.
   */
  visitor?: string;
}

/** A phraser: for example the OpenAI one. It may reject; the callers below then keep the engine's texts. */
export type Phraser = (draft: PhrasingDraft, options?: PhraserOptions) => Promise<Phrasing>;

/**
 * A phraser that asks `phraser` only when the model budget admits the call (OWASP Top 10 for LLM Applications,
 * LLM10 "Unbounded Consumption"; decision 023), counted against `options.visitor`.
 *
 * @param budget the app's one model budget, shared with the chat
 * @returns a phraser that rejects with `ModelBudgetError` without calling `phraser` when the budget refuses; the
 *   callers below then keep the engine's texts, so the visitor still gets the whole recommendation
 */
export function createBudgetedPhraser(phraser: Phraser, budget: ModelBudget): Phraser {
  return (draft, options) => budget.run(options?.visitor, () => phraser(draft, options));
}

/** The draft a phraser sees: the profile without contact information, and the result. */
export function phrasingDraft(
  profile: VisitorProfile,
  recommendation: PhrasingDraft['recommendation'],
): PhrasingDraft {
  const { contactInfo: _contactInfo, ...facts } = profile;
  return { profile: facts, recommendation };
}

/** `value` when it is a usable phrased text (a non-blank string within the bound), else `undefined`. */
function usableText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length > 0 && text.length <= MAX_PHRASED_TEXT ? text : undefined;
}

/** The phrased custom message and the reasoning entries of `phrasing` that are usable; nothing else. */
function readPhrasing(phrasing: unknown): { customMessage?: string; reasoning: Map<string, string> } {
  const reasoning = new Map<string, string>();
  if (typeof phrasing !== 'object' || phrasing === null) return { reasoning };
  const { customMessage, reasoning: entries } = phrasing as Record<string, unknown>;
  if (typeof entries === 'object' && entries !== null && !Array.isArray(entries)) {
    for (const [serviceId, text] of Object.entries(entries)) {
      const usable = usableText(text);
      if (usable !== undefined) reasoning.set(serviceId, usable);
    }
  }
  const message = usableText(customMessage);
  return message === undefined ? { reasoning } : { customMessage: message, reasoning };
}

/**
 * A copy of `result` with the phraser's custom message and per-service reasoning put in. Only those texts can
 * change: any other field of `phrasing` (services, priorities, costs, confidence, ...) is ignored, reasoning
 * for a service not in the result is ignored, and a blank, non-string or over-long text keeps the engine's
 * text. `result` is not modified.
 *
 * @param phrasing a phraser's answer; typed `unknown` because a model's output is untrusted
 */
export function applyPhrasing(result: Recommendation, phrasing: unknown): Recommendation {
  const { customMessage, reasoning } = readPhrasing(phrasing);
  return {
    ...result,
    customMessage: customMessage ?? result.customMessage,
    recommendedServices: result.recommendedServices.map((service) => ({
      ...service,
      reasoning: reasoning.get(service.serviceId) ?? service.reasoning,
    })),
  };
}

/**
 * A copy of a quick-recommendation response with the phraser's custom message put in (the quick response has
 * no reasoning). Everything else is ignored, as in {@link applyPhrasing}; `response` is not modified.
 */
export function applyQuickPhrasing(
  response: QuickRecommendationResponse,
  phrasing: unknown,
): QuickRecommendationResponse {
  const { customMessage } = readPhrasing(phrasing);
  if (customMessage === undefined) return response;
  return { recommendation: { ...response.recommendation, customMessage } };
}

/**
 * Asks `phraser` (when there is one) to reword a full recommendation and applies its answer with
 * {@link applyPhrasing}. When the phraser rejects, `onError` is told and the engine's result is returned.
 *
 * @param visitor whom the model call is counted against (the session id; see {@link PhraserOptions})
 */
export async function phraseRecommendation(
  profile: VisitorProfile,
  result: Recommendation,
  phraser: Phraser | undefined,
  onError?: (error: unknown) => void,
  visitor?: string,
): Promise<Recommendation> {
  if (!phraser) return result;
  try {
    const options = visitor === undefined ? {} : { visitor };
    return applyPhrasing(result, await phraser(phrasingDraft(profile, result), options));
  } catch (error) {
    onError?.(error);
    return result;
  }
}

/**
 * Asks `phraser` (when there is one) to reword a quick recommendation's custom message and applies its answer
 * with {@link applyQuickPhrasing}. When the phraser rejects, `onError` is told and `response` is returned.
 *
 * @param visitor whom the model call is counted against (a key of the client address; see {@link PhraserOptions})
 */
export async function phraseQuickRecommendation(
  request: QuickRecommendationRequest,
  response: QuickRecommendationResponse,
  phraser: Phraser | undefined,
  onError?: (error: unknown) => void,
  visitor?: string,
): Promise<QuickRecommendationResponse> {
  if (!phraser) return response;
  try {
    const draft = phrasingDraft(profileFromQuickRequest(request), response.recommendation);
    const options = visitor === undefined ? {} : { visitor };
    return applyQuickPhrasing(response, await phraser(draft, options));
  } catch (error) {
    onError?.(error);
    return response;
  }
}
