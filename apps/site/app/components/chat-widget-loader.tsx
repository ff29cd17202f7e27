import { hasChatConversation } from '@northline/chat-widget/session';
import { chatWidget, company } from '@northline/content';
import { useToast } from '@northline/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The widget's code and styles: a chunk of its own, fetched only when {@link ChatWidgetLoader} decides. */
const ChatWidget = lazy(() =>
  import('@northline/chat-widget').then((module) => ({ default: module.ChatWidget })),
);

/** Longest wait for an idle moment before the widget loads anyway, in ms. */
export const CHAT_IDLE_TIMEOUT_MS = 3000;

/** Events that count as the visitor's first interaction: the widget loads at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Lifts the back-to-top button (ui's BackToTop reads this variable) above the chat launcher. */
const BACK_TO_TOP_OFFSET = '4.5rem';

/**
 * Loads the chat assistant on every page (specification §2 "Chat widget") without putting it in the initial
 * JavaScript: nothing renders until the browser is idle (requestIdleCallback, at most
 * {@link CHAT_IDLE_TIMEOUT_MS}), the visitor first interacts, or at once when this tab already holds a
 * conversation (sessionStorage, read through the tiny `@northline/chat-widget/session`); then `@northline/chat-widget` is imported
 * lazily and rendered with the site's copy (content's `chatWidget`), the company phone, and the site's toast for
 * send failures (§8). Mount inside ToastProvider.
 */
export function ChatWidgetLoader() {
  const [wanted, setWanted] = useState(false);
  const { toast } = useToast();

  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    // A conversation from an earlier page of this session comes back at once.
    if (hasChatConversation()) {
      load();
      return;
    }
    for (const type of INTERACTIONS) window.addEventListener(type, load, { once: true, passive: true });
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(load, { timeout: CHAT_IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(load, 1000);
    }
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, load);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    const root = document.documentElement.style;
    root.setProperty('--back-to-top-offset', BACK_TO_TOP_OFFSET);
    return () => {
      root.removeProperty('--back-to-top-offset');
    };
  }, [wanted]);

  if (!wanted) return null;
  const phone = company.phones.main;
  return (
    <Suspense fallback={null}>
      <ChatWidget
        phone={phone.display}
        phoneHref={phone.href}
        texts={chatWidget}
        onError={({ title, description }) => toast({ title, description, variant: 'destructive' })}
      />
    </Suspense>
  );
}
