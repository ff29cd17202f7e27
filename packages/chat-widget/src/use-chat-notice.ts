/**
 * The chat widget's failure notice (chat-widget.tsx): a failed send goes to the host's `onError`, or, without
 * one, to the card's own notice, which goes away on its own.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ChatWidgetError } from './types.ts';

/** How long the widget's own failure notice stays, in ms (the site's toast default, §9). */
export const NOTICE_DURATION_MS = 5000;

/** What {@link useChatNotice} returns. */
export interface ChatNoticeState {
  /** The card's own notice; null while none shows (always null when the host takes the failures). */
  notice: ChatWidgetError | null;
  /** A send failed: the host's `onError` gets the notice with the cause, or the card shows it. */
  onFailure: (cause: unknown) => void;
  /** Removes the card's notice (dismissed, or the visitor tries again). */
  clearNotice: () => void;
}

/**
 * The failure notice of the card: `onFailure` builds the destructive notice (`title`, `description` and the
 * cause) and hands it to `onError`, or shows it in the card for {@link NOTICE_DURATION_MS}.
 * @param onError the host's listener of failures; left out, the card shows the notice
 * @param title the notice's title
 * @param description the notice's text (the phone filled in)
 * @returns the notice shown and its actions ({@link ChatNoticeState})
 */
export function useChatNotice(
  onError: ((error: ChatWidgetError) => void) | undefined,
  title: string,
  description: string,
): ChatNoticeState {
  const [notice, setNotice] = useState<ChatWidgetError | null>(null);
  const onFailure = useCallback(
    (cause: unknown) => {
      const error: ChatWidgetError = { title, description, cause };
      if (onError) onError(error);
      else setNotice(error);
    },
    [onError, title, description],
  );

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return { notice, onFailure, clearNotice: () => setNotice(null) };
}
