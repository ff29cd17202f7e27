import { IDEMPOTENCY_KEY_HEADER } from '@northline/schemas/constants';
import { type FocusEventHandler, type RefObject, useRef, useState } from 'react';
import { postJson } from '../../lib/api.ts';
import { earlyFormToken, fetchFormToken } from '../../lib/form-token.ts';
import { preloadFormCode } from '../../lib/lazy-resolver.ts';
import {
  chatSessionHeaders,
  createFormTokenSource,
  createIdempotencyKeys,
  leadExtras,
} from '../../lib/lead-capture.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** What {@link useLeadForm} gives a lead form. */
export interface LeadForm {
  /** The `<form>`'s ref: where the boot script keeps the token it took at the form's first use. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The honeypot input's ref. */
  honeypot: RefObject<HTMLInputElement | null>;
  /** The current form token, for the hidden `formToken` input ('' until one is there). */
  formToken: string;
  /** The form's focus handler: loads the validation code and starts fetching a form token. */
  onFocus: FocusEventHandler<HTMLFormElement>;
  /**
   * The `<form>`'s attributes every lead form has (decision 003): {@link LeadForm.formRef}, `method="post"` (the
   * visitor's details never go into a URL, the history or a request log), the empty `data-form-token` the boot
   * script fills, the browser's own validation until hydration (`noValidate` after it), and {@link LeadForm.onFocus}.
   * The form adds its `action`, name, submit handler and class.
   */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    method: 'post';
    'data-form-token': '';
    noValidate: boolean;
    onFocus: FocusEventHandler<HTMLFormElement>;
  };
  /**
   * Posts the values as JSON with the lead-capture fields (lib/lead-capture.ts `leadExtras`) under the
   * `Idempotency-Key` of this body. After a success the next body gets a new key, the used token is renewed and
   * the honeypot emptied; a failure (thrown as by `postJson`) keeps key and token for the retry.
   *
   * @param path the API path, e.g. `/api/contact`
   * @param values the visitor's values (and any fixed fields such as `source`)
   */
  post<T>(path: string, values: object): Promise<T>;
}

/**
 * The scaffolding every hydrated lead form shares (decisions 003 and 019): a form token source that starts from
 * the early token the boot script took, fetched on the first focus (with the form's validation code) and
 * renewed after each successful submit; one idempotency key per set of values; the honeypot; and the post with
 * the lead-capture fields.
 *
 * @param options `withChatSession`: link the lead to this tab's chat session and prove it with the session's
 *   token header (contact forms; the newsletter does not)
 */
export function useLeadForm(options: { withChatSession: boolean }): LeadForm {
  const { withChatSession } = options;
  const hydrated = useHydrated();
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [tokens] = useState(() =>
    createFormTokenSource(fetchFormToken, () => earlyFormToken(formRef.current)),
  );
  const [keys] = useState(() => createIdempotencyKeys());
  const [formToken, setFormToken] = useState('');

  const onFocus = () => {
    preloadFormCode();
    tokens.prefetch();
    void tokens.current().then((token) => setFormToken(token ?? ''));
  };

  const post = async <T>(path: string, values: object): Promise<T> => {
    const body = {
      ...values,
      ...leadExtras({
        honeypot: honeypot.current?.value ?? '',
        formToken: await tokens.current(),
        withChatSession,
      }),
    };
    const answer = await postJson<T>(path, body, {
      headers: {
        [IDEMPOTENCY_KEY_HEADER]: keys.keyFor(JSON.stringify(body)),
        ...(withChatSession ? chatSessionHeaders() : {}),
      },
    });
    keys.succeeded();
    tokens.renew();
    void tokens.current().then((token) => setFormToken(token ?? ''));
    if (honeypot.current) honeypot.current.value = '';
    return answer;
  };

  const formProps = {
    ref: formRef,
    method: 'post',
    'data-form-token': '',
    noValidate: hydrated,
    onFocus,
  } as const;
  return { formRef, honeypot, formToken, onFocus, formProps, post };
}
