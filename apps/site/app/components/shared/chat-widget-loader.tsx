import { ChatLauncher } from '@northline/chat-widget/launcher';
import { hasChatConversation } from '@northline/chat-widget/session';
import { chatWidget, company } from '@northline/content';
import { useToast } from '@northline/ui';
import { useCallback, useEffect, useState } from 'react';
import { readAttribution } from '../../lib/attribution.ts';
import { EARLY_CLICKS_GLOBAL, type EarlyClick } from '../../lib/early-clicks.ts';

/** Fetches the widget's code and styles, a chunk of its own (cached by the module system). */
const loadChatWidget = () => import('@northline/chat-widget');

/**
 * A tap or click on the launcher before this island woke (recorded for replay, lib/early-clicks.ts) or the
 * pointer over it: the widget's chunk is fetched now, while React hydrates the island, instead of after the
 * replayed click. Not on keyboard focus, which wakes the island too.
 */
function launcherWanted(): boolean {
  if (typeof document === 'undefined') return false;
  const launcher = '[data-northline-chat-launcher] button';
  const clicks = (window as Window & { [EARLY_CLICKS_GLOBAL]?: EarlyClick[] })[EARLY_CLICKS_GLOBAL];
  return (
    Boolean(clicks?.some(({ el }) => el.matches(launcher))) ||
    document.querySelector(`${launcher}:hover`) !== null
  );
}

if (launcherWanted()) loadChatWidget().catch(() => {});

/** The widget's component, once its chunk is here. */
type ChatWidgetComponent = Awaited<ReturnType<typeof loadChatWidget>>['ChatWidget'];

/** Lifts the back-to-top button (ui's BackToTop reads this variable) above the chat launcher. */
const BACK_TO_TOP_OFFSET = '4.5rem';

/** What has asked for the widget: nothing yet, a conversation to restore (closed), or a click (open it). */
type Wanted = 'no' | 'closed' | 'open';

/**
 * The chat assistant on every page (specification §2 "Chat widget") without its code in the page's first
 * JavaScript (it loads on demand). The prerendered page shows the launcher alone
 * (`@northline/chat-widget/launcher`, a few hundred bytes). The pointer coming over it fetches
 * `@northline/chat-widget` (without rendering it: the launcher under the pointer stays the same element, so
 * the click lands); a click renders the widget with `defaultOpen` (the launcher shows `aria-busy` until it
 * arrives), which opens it with focus in the input. A conversation from an earlier page of this tab (sessionStorage, read through
 * `@northline/chat-widget/session`) loads the widget at once. It gets the site's copy (content's
 * `chatWidget`), the company phone, the session's first-touch attribution (sent with each message) and
 * the site's toast for send failures (§8). Mount inside ToastProvider. A click before the page hydrated is
 * replayed once it has (lib/early-clicks.ts), so the launcher opens the chat without a second click.
 */
export function ChatWidgetLoader() {
  const [wanted, setWanted] = useState<Wanted>('no');
  // The component is kept in state rather than behind React.lazy: React holds back a Suspense boundary's content
  // for 300 ms after its fallback showed (it batches reveals), which the visitor would wait on after every tap.
  const [Widget, setWidget] = useState<ChatWidgetComponent | null>(null);
  const { toast } = useToast();

  /** Asks for the widget: its chunk starts loading at once (in the click itself), the launcher shows it busy. */
  const want = useCallback((next: Exclude<Wanted, 'no'>) => {
    setWanted((current) => (current === 'open' ? current : next));
    loadChatWidget().then(
      (module) => setWidget(() => module.ChatWidget),
      () => {
        // The chunk could not be fetched (offline): the launcher is usable again, and a click retries.
        setWanted('no');
      },
    );
  }, []);

  // A conversation from an earlier page of this session comes back at once.
  useEffect(() => {
    if (hasChatConversation()) want('closed');
  }, [want]);

  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--back-to-top-offset', BACK_TO_TOP_OFFSET);
    return () => {
      root.removeProperty('--back-to-top-offset');
    };
  }, []);

  const launcher = (busy: boolean) => (
    <ChatLauncher
      label={chatWidget.launcherLabel}
      busy={busy}
      onIntent={() => void loadChatWidget()}
      onClick={() => want('open')}
    />
  );

  if (wanted === 'no' || !Widget) return launcher(wanted === 'open');
  const phone = company.phones.main;
  return (
    <Widget
      phone={phone.display}
      phoneHref={phone.href}
      texts={chatWidget}
      defaultOpen={wanted === 'open'}
      attribution={readAttribution}
      onError={({ title, description }) => toast({ title, description, variant: 'destructive' })}
    />
  );
}
