import {
  CHAT_SESSION_ID_KEY,
  CHAT_SESSION_TOKEN_KEY,
  CHAT_STATE_KEY,
  hasChatConversation,
} from '@northline/chat-widget/session';
import { chatResumePage } from '@northline/content';
import type { ChatResume as ResumedChat } from '@northline/schemas';
import { Text } from '@northline/ui';
import { useEffect, useState } from 'react';
import { ApiRequestError, postJson } from '../../lib/api.ts';

/**
 * Where the page stands: before the script ran (the prerendered page: nothing to announce), asking the API, the
 * conversation is in the widget, the link opens nothing, or an error.
 */
type ResumeState = 'idle' | 'opening' | 'opened' | 'missing' | 'failed';

/**
 * Writes a resumed conversation where the chat widget restores a tab's conversation from (sessionStorage, the
 * widget's stored state version 2, `@northline/chat-widget/session`'s keys), open, so the widget comes back on
 * the next page load with the transcript, the hand-off's status and the stream's resume id.
 */
function storeConversation(resume: ResumedChat): void {
  const store = window.sessionStorage;
  store.setItem(
    CHAT_STATE_KEY,
    JSON.stringify({
      version: 2,
      sessionId: resume.sessionId,
      sessionToken: resume.sessionToken,
      messages: resume.messages,
      leadQuality: resume.leadQuality,
      interestedServices: resume.interestedServices,
      open: true,
      panelDismissed: true,
      emailCaptured: true,
      handoff: resume.handoff,
      lastEventId: resume.lastEventId,
    }),
  );
  store.setItem(CHAT_SESSION_ID_KEY, resume.sessionId);
  store.setItem(CHAT_SESSION_TOKEN_KEY, resume.sessionToken);
}

/**
 * The working part of `/chat/resume#<code>` (the unseen-reply e-mail's link). The code is in the fragment, which the
 * browser never sends to a server, so it reaches no access log and no `Referer`. The island posts it to
 * `POST /api/chat/resume`, stores the conversation as the widget keeps it, and loads the page again without the
 * fragment (`location.replace`: the code leaves the address bar and the history), so the chat launcher wakes with
 * the conversation open (also for a code that arrives later in the fragment alone: a second link in the same tab).
 * Without a code it says whether this tab already holds the conversation. Announces its
 * state in a polite live region. Without JavaScript the prerendered page's text explains what to do.
 */
export function ChatResume() {
  const [state, setState] = useState<ResumeState>('idle');

  useEffect(() => {
    let cancelled = false;
    const open = () => {
      const token = window.location.hash.slice(1);
      if (!token) {
        setState(hasChatConversation() ? 'opened' : 'missing');
        return;
      }
      setState('opening');
      postJson<ResumedChat>('/api/chat/resume', { token }).then(
        (resume) => {
          if (cancelled) return;
          storeConversation(resume);
          window.location.replace(window.location.pathname);
        },
        (error: unknown) => {
          if (cancelled) return;
          const gone = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
          setState(gone ? 'missing' : 'failed');
        },
      );
    };
    open();
    // A second link opened in the same tab changes only the fragment: the page does not load again.
    window.addEventListener('hashchange', open);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', open);
    };
  }, []);

  return (
    <Text size="lg" measure role="status" aria-live="polite" data-state={state}>
      {state === 'idle' ? null : chatResumePage[state]}
    </Text>
  );
}
