import type { FormTokenResponse } from '@northline/schemas';
import { FORM_TOKEN_MAX_LENGTH } from '@northline/schemas/constants';

/**
 * A lead form's anti-automation token, taken when the visitor could first use the form (decision 019): the
 * islands' boot script starts fetching it at the first interaction with the form, the very one that wakes the
 * form's island, so the fill time the API measures never starts later than the visitor did. The hydrated form
 * adopts that token ({@link earlyFormToken}). A small module of its own: the boot script is every page's only
 * first script.
 */

/** How long a form waits for `GET /api/form-token`, in ms, before it sends without a token. */
export const FORM_TOKEN_TIMEOUT_MS = 5000;

/** The attribute (`data-form-token`) that marks a form whose token is taken at its first interaction. */
export const FORM_TOKEN_ATTRIBUTE = 'data-form-token';

/** The global (`window[...]`) holding the tokens the boot script started fetching, by form element. */
export const EARLY_FORM_TOKENS_GLOBAL = '__northlineFormTokens';

/** Events that count as the visitor's first use of a form. */
const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'input'] as const;

type WithTokens = { [EARLY_FORM_TOKENS_GLOBAL]?: WeakMap<Element, Promise<string | undefined>> };

/**
 * Fetches a fresh form token (`GET /api/form-token` → `{ token }`, decision 003).
 *
 * @returns the token, or undefined when the call fails, times out ({@link FORM_TOKEN_TIMEOUT_MS}) or answers
 *   something else: a lead without a token is still accepted (and judged by the honeypot and the rate limit)
 */
export async function fetchFormToken(): Promise<string | undefined> {
  try {
    const response = await fetch('/api/form-token', {
      credentials: 'include',
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FORM_TOKEN_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const { token } = (await response.json()) as Partial<FormTokenResponse>;
    return typeof token === 'string' && token.length <= FORM_TOKEN_MAX_LENGTH ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts taking each marked form's token at its first use (the boot script calls it once): a focus, pointer,
 * touch or input event inside a `form[data-form-token]`, or a form field that already has the focus when it
 * runs. Each form gets one token, kept for {@link earlyFormToken}.
 *
 * @param doc the page (default `document`)
 * @param fetchToken how a token is fetched (tests pass their own)
 */
export function takeFormTokensOnFirstUse(
  doc: Document = document,
  fetchToken: () => Promise<string | undefined> = fetchFormToken,
): void {
  const view = doc.defaultView as (Window & WithTokens) | null;
  if (!view) return;
  const tokens = view[EARLY_FORM_TOKENS_GLOBAL] ?? new WeakMap<Element, Promise<string | undefined>>();
  view[EARLY_FORM_TOKENS_GLOBAL] = tokens;
  const take = (target: EventTarget | null) => {
    const closest = (target as Partial<Element> | null)?.closest;
    const form = closest ? closest.call(target as Element, `form[${FORM_TOKEN_ATTRIBUTE}]`) : null;
    if (form && !tokens.has(form)) tokens.set(form, fetchToken());
  };
  take(doc.activeElement);
  for (const type of FIRST_USE_EVENTS) {
    doc.addEventListener(type, (event) => take(event.target), { capture: true, passive: true });
  }
}

/**
 * The token the boot script took for this form at its first use, once: a second call answers undefined (a used
 * token is renewed by fetching a new one).
 *
 * @param form the form element (hydration keeps the prerendered one)
 */
export function earlyFormToken(form: Element | null): Promise<string | undefined> | undefined {
  if (!form) return undefined;
  const tokens = (form.ownerDocument.defaultView as (Window & WithTokens) | null)?.[EARLY_FORM_TOKENS_GLOBAL];
  const token = tokens?.get(form);
  tokens?.delete(form);
  return token;
}
