import { getChatSession } from '@northline/chat-widget/session';
import { SESSION_TOKEN_HEADER } from '@northline/schemas/constants';
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';

/** What `GET /api/chat/{sessionId}/visitor` answers: the details the visitor gave the chat (§3 "Visitor info"). */
export interface ChatVisitorInfo {
  name?: string;
  email?: string;
  company?: string;
  phone?: string;
}

/** The contact-form fields the chat's details fill. */
export interface PrefillValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
}

/** Maps the chat's details to form values: the name splits at its first space into first and last name. */
export function prefillValues(info: ChatVisitorInfo): Partial<PrefillValues> {
  const values: Partial<PrefillValues> = {};
  const name = info.name?.trim();
  if (name) {
    const [first = '', ...rest] = name.split(/\s+/);
    values.firstName = first;
    if (rest.length > 0) values.lastName = rest.join(' ');
  }
  for (const key of ['email', 'phone', 'company'] as const) {
    const value = info[key]?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/**
 * Prefills a contact form with what the visitor told the chat in this browser session: reads the chat's session
 * id and token (`@northline/chat-widget/session`, sessionStorage), fetches `GET /api/chat/{sessionId}/visitor`
 * with the token in `X-Session-Token` (the id alone answers 404) and sets
 * each field that is still empty. Without a chat session, or when the call fails, the form stays as it is.
 */
export function useChatPrefill<T extends FieldValues & PrefillValues>(
  getValues: UseFormGetValues<T>,
  setValue: UseFormSetValue<T>,
): void {
  useEffect(() => {
    const session = getChatSession();
    if (!session) return;
    const controller = new AbortController();
    fetch(`/api/chat/${encodeURIComponent(session.sessionId)}/visitor`, {
      credentials: 'include',
      headers: { accept: 'application/json', [SESSION_TOKEN_HEADER]: session.sessionToken },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<ChatVisitorInfo>) : null))
      .then((info) => {
        if (!info || controller.signal.aborted) return;
        for (const [key, value] of Object.entries(prefillValues(info))) {
          const field = key as Path<T>;
          if (!getValues(field)) setValue(field, value as PathValue<T, Path<T>>, { shouldDirty: true });
        }
      })
      .catch(() => {
        // A convenience only: the visitor types the details instead.
      });
    return () => controller.abort();
  }, [getValues, setValue]);
}
