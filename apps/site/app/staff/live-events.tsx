/**
 * The staff app's one subscription to the live stream (`staff.live.events`): it keeps the query cache current
 * (the live-chat lists, an open conversation, the lead inbox), counts the waiting chats for the navigation and
 * the tab title, tracks who is typing, and for a new waiting chat offered to the member (they are present, by the
 * API's one presence fact) plays a chime (unless the member turned it off, on any browser) and raises a desktop
 * alert when they turned alerts on (docs/decisions/087-the-chime-is-a-setting-of-the-member.md).
 */
import { staffLive } from '@northline/content';
import type { LiveChatDetail, LiveChatSummary, StaffLiveEvent, StaffSettings } from '@northline/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { playWaitingChime } from './chime.ts';
import {
  detailWithMessage,
  isWaiting,
  type LiveChatLists,
  oldestFirst,
  placeSummary,
  withLastMessage,
} from './live-cache.ts';
import { useTRPC } from './trpc.ts';

/** How long a typing indicator stays without a new typing event (a lost "stopped" never sticks). */
export const TYPING_TIMEOUT_MS = 15_000;

/** The localStorage key that remembers whether desktop alerts are on. */
export const DESKTOP_ALERTS_KEY = 'northline.staff.desktopAlerts';

/** What the live stream gives the staff pages. */
export interface LiveEventsState {
  /** How many chats wait for a consultant. */
  waitingCount: number;
  /** The sessions whose visitor is typing now. */
  visitorTyping: ReadonlySet<string>;
  /** Desktop alerts: whether the browser has them, whether they are on, and how to switch them. */
  alerts: DesktopAlerts;
  /** The chime on a new waiting chat: the member's setting, and its switch. */
  sound: WaitingSound;
  /**
   * Whether new waiting chats are offered to the member now (`staff.auth.me`'s `settings.offered`: they are present,
   * db/staff-presence.ts). While not, the app shows the chats but does not alert: no chime, no desktop alert, no
   * count in the tab title.
   */
  offered: boolean;
}

/** The chime's switch as the *Live chats* page shows it: a setting of the member, kept by the API. */
export interface WaitingSound {
  on: boolean;
  /** Turns the chime on or off for the member, on every browser they sign in on (`staff.settings.setWaitingSound`). */
  setOn: (on: boolean) => void;
  /** Whether the last switch failed to save (the switch shows the saved setting again). */
  failed: boolean;
}

/**
 * The settings of a member the API named none for (a signed-out answer, or an API before the settings): the chime on
 * and chats offered, the app's behaviour before it knew either.
 */
const DEFAULT_SETTINGS: StaffSettings = { waitingSound: true, offered: true };

/** The desktop alerts' state as the toggle shows it. */
export interface DesktopAlerts {
  /** `unsupported` when the browser has no Notification API; else the permission and the stored choice. */
  state: 'unsupported' | 'off' | 'on' | 'blocked';
  /** Asks for permission (on the click that calls it, never on load) and turns alerts on when granted. */
  turnOn: () => Promise<void>;
  /** Turns alerts off (the browser's permission stays). */
  turnOff: () => void;
}

const noAlerts: DesktopAlerts = { state: 'unsupported', turnOn: async () => {}, turnOff: () => {} };

const LiveEventsContext = createContext<LiveEventsState>({
  waitingCount: 0,
  visitorTyping: new Set(),
  alerts: noAlerts,
  sound: { on: false, setOn: () => {}, failed: false },
  offered: false,
});

/** The live stream's state: the waiting count, who is typing, the desktop alerts. */
export function useLiveEvents(): LiveEventsState {
  return useContext(LiveEventsContext);
}

/** Whether the visitor of a session is typing now, from the stream's `typing` events. */
export function useVisitorTyping(sessionId: string): boolean {
  return useLiveEvents().visitorTyping.has(sessionId);
}

const notificationApi = (): typeof Notification | undefined =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;

const storedChoice = (): boolean => {
  try {
    return window.localStorage.getItem(DESKTOP_ALERTS_KEY) === 'on';
  } catch {
    return false;
  }
};

const storeChoice = (on: boolean) => {
  try {
    window.localStorage.setItem(DESKTOP_ALERTS_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
};

/** The desktop alerts' state and switches: permission asked on a click only, the choice kept in localStorage. */
function useDesktopAlerts(): DesktopAlerts {
  const [, rerender] = useState(0);
  const api = notificationApi();
  const turnOn = useCallback(async () => {
    const Api = notificationApi();
    if (!Api) return;
    const permission = Api.permission === 'granted' ? 'granted' : await Api.requestPermission();
    storeChoice(permission === 'granted');
    rerender((count) => count + 1);
  }, []);
  const turnOff = useCallback(() => {
    storeChoice(false);
    rerender((count) => count + 1);
  }, []);
  if (!api) return noAlerts;
  const state =
    api.permission === 'denied' ? 'blocked' : api.permission === 'granted' && storedChoice() ? 'on' : 'off';
  return { state, turnOn, turnOff };
}

/** Who a summary is about, in a few words. */
export function visitorLabel(summary: LiveChatSummary): string {
  const who = summary.visitorName ?? staffLive.unnamed;
  return summary.company ? `${who} (${summary.company})` : who;
}

/**
 * Who waits, for the tab title: the first name and company when known, else the start of the visitor's own last
 * words (the waiting cards' preview).
 */
export function waitingPreviewOf(summary: LiveChatSummary): string {
  return staffLive.waitingPreview(summary.visitorName?.split(' ')[0], summary.company, summary.lastMessage);
}

/** Props of {@link LiveEventsProvider}. */
export interface LiveEventsProviderProps {
  children: ReactNode;
}

/**
 * Subscribes once to `staff.live.events` for the signed-in staff member and applies each event to the query cache:
 * `handoff` moves the session between the waiting and active lists and updates its open conversation; `message`
 * adds the message once to the conversation and to the list's preview; `typing` shows or hides "Visitor is
 * typing…"; `lead` refreshes the inbox's lead lists and that lead's page. On every (re)connection the live lists,
 * any open conversation and the inbox are fetched again, since the stream only resumes what it still has. Keeps the waiting
 * count and who waits longest in the tab title, before the page's own title: "(2) Waiting: Dana, Reyes Law | Lead
 * inbox | Northline IT staff", while chats are offered to the member. A new waiting chat offered to the member
 * chimes when their chime is on (staff/chime.ts) and raises their desktop alert when on; one not offered to them
 * (they are away) does neither: they still see it and may claim it.
 */
export function LiveEventsProvider({ children }: LiveEventsProviderProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lists = useQuery(trpc.staff.live.list.queryOptions());
  const [visitorTyping, setVisitorTyping] = useState<ReadonlySet<string>>(() => new Set());
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const alerts = useDesktopAlerts();
  const meKey = trpc.staff.auth.me.queryKey();
  const me = useQuery(trpc.staff.auth.me.queryOptions());
  const settings = me.data?.settings ?? DEFAULT_SETTINGS;
  // The switch shows the member's choice at once, whatever answer of `staff.auth.me` is on its way, until the API
  // has saved it and `staff.auth.me` says so; a refusal shows the saved setting again.
  const [pendingSound, setPendingSound] = useState<boolean | null>(null);
  const switchSound = useMutation(
    trpc.staff.settings.setWaitingSound.mutationOptions({
      onSettled: async () => {
        await queryClient.invalidateQueries({ queryKey: meKey });
        setPendingSound(null);
      },
    }),
  );
  const sound: WaitingSound = {
    on: pendingSound ?? settings.waitingSound,
    setOn: (on) => {
      setPendingSound(on);
      switchSound.mutate({ on });
    },
    failed: switchSound.isError,
  };

  const setTyping = useCallback((sessionId: string, typing: boolean) => {
    const timers = typingTimers.current;
    clearTimeout(timers.get(sessionId));
    timers.delete(sessionId);
    if (typing)
      timers.set(
        sessionId,
        setTimeout(() => setTyping(sessionId, false), TYPING_TIMEOUT_MS),
      );
    setVisitorTyping((current) => {
      if (current.has(sessionId) === typing) return current;
      const next = new Set(current);
      if (typing) next.add(sessionId);
      else next.delete(sessionId);
      return next;
    });
  }, []);

  useEffect(() => {
    const timers = typingTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  /**
   * Alerts the member of a chat that started waiting, when it is offered to them: reads their settings from the API
   * at that moment (`staff.auth.me`), so a change made in another tab or browser, or by an admin setting them away,
   * counts at once; the cached settings when the API cannot be reached.
   */
  const alertWaiting = async (summary: LiveChatSummary) => {
    const fresh = await queryClient
      .fetchQuery({ ...trpc.staff.auth.me.queryOptions(), staleTime: 0 })
      .catch(() => undefined);
    const now = fresh ? (fresh.settings ?? DEFAULT_SETTINGS) : settings;
    if (!now.offered) return;
    if (now.waitingSound) void playWaitingChime();
    notify(summary);
  };

  const notify = (summary: LiveChatSummary) => {
    const Api = notificationApi();
    if (alerts.state !== 'on' || !Api) return;
    // A visible, focused tab already shows the count; the alert is for a tab in the background.
    if (!document.hidden && document.hasFocus()) return;
    const notification = new Api(
      staffLive.alerts.title(
        summary.reason ? staffLive.reasons[summary.reason] : staffLive.states.waiting,
        visitorLabel(summary),
      ),
      { body: staffLive.alerts.body(summary.lastMessage), tag: `live-${summary.sessionId}` },
    );
    notification.onclick = () => {
      window.focus();
      if (summary.leadId) navigate(`/staff/live/${summary.leadId}`);
      notification.close();
    };
  };

  /**
   * The cache keys of the conversations open for a session: `staff.live.get` is keyed by the chat's lead id, the
   * events name the session, so the cached details say which session they show.
   */
  const detailKeysOf = (sessionId: string) =>
    queryClient
      .getQueriesData<LiveChatDetail>({ queryKey: trpc.staff.live.get.pathKey() })
      .filter(([, detail]) => detail?.summary.sessionId === sessionId)
      .map(([key]) => key);

  const apply = (event: StaffLiveEvent) => {
    const listKey = trpc.staff.live.list.queryKey();
    switch (event.type) {
      case 'handoff': {
        const { summary } = event;
        const before = queryClient.getQueryData<LiveChatLists>(listKey);
        const newlyWaiting = summary.state === 'waiting' && !isWaiting(before, summary.sessionId);
        updateOrRefetch(queryClient, listKey, (old: LiveChatLists) => placeSummary(old, summary));
        for (const key of detailKeysOf(summary.sessionId)) {
          updateOrRefetch<LiveChatDetail>(queryClient, key, (old) => ({ ...old, summary }), false);
        }
        if (summary.state !== 'waiting' && summary.state !== 'live') setTyping(summary.sessionId, false);
        if (newlyWaiting) {
          // The stream's summary does not say who the chat is offered to: the list's answer does.
          void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
          void alertWaiting(summary);
        }
        return;
      }
      case 'message': {
        const { sessionId, message } = event;
        for (const key of detailKeysOf(sessionId)) {
          updateOrRefetch<LiveChatDetail>(queryClient, key, (old) => detailWithMessage(old, message), false);
        }
        // The cards preview the visitor's own words.
        if (message.role === 'user') {
          updateOrRefetch(queryClient, listKey, (old: LiveChatLists) =>
            withLastMessage(old, sessionId, message.content),
          );
          setTyping(sessionId, false);
        }
        return;
      }
      case 'typing':
        if (event.who === 'visitor') setTyping(event.sessionId, event.typing);
        return;
      case 'leads':
        void queryClient.invalidateQueries({ queryKey: trpc.staff.leads.list.pathKey() });
        // A lead's change (details the visitor shared, a meeting booked) shows at once in its lead page and in
        // its open conversation.
        for (const lead of event.leads) {
          void queryClient.invalidateQueries({
            queryKey: trpc.staff.leads.get.queryKey({ id: lead.leadId }),
          });
          void queryClient.invalidateQueries({
            queryKey: trpc.staff.live.get.queryKey({ leadId: lead.leadId }),
          });
        }
        return;
    }
  };

  const events = useSubscription(
    trpc.staff.live.events.subscriptionOptions(
      {},
      {
        // A (re)connection may follow a gap the stream cannot replay: what it feeds is fetched again.
        // The open stream is the member's presence: who they are is fetched again, so whether chats are offered to
        // them follows.
        onStarted: () => {
          void queryClient.invalidateQueries({ queryKey: meKey });
          void queryClient.invalidateQueries({ queryKey: trpc.staff.live.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.staff.leads.list.pathKey() });
        },
        onData: (tracked) => apply(tracked.data),
        // A refused stream may mean the session ended: asking who is signed in sends a signed-out member to
        // the sign-in page.
        onError: () => {
          void queryClient.invalidateQueries({ queryKey: trpc.staff.auth.me.queryKey() });
        },
      },
    ),
  );
  useResubscribe(events.status, events.reset);

  const waitingCount = lists.data?.waiting.length ?? 0;
  const longest = lists.data ? oldestFirst(lists.data.waiting)[0] : undefined;
  // The tab title's waiting alert is for a member the chats are offered to.
  useTitleCount(settings.offered ? waitingCount : 0, longest ? waitingPreviewOf(longest) : undefined);

  return (
    <LiveEventsContext.Provider
      value={{ waitingCount, visitorTyping, alerts, sound, offered: settings.offered }}
    >
      {children}
    </LiveEventsContext.Provider>
  );
}

/**
 * Applies an event to a cached answer; when that answer is being fetched (the event may be older or newer than
 * what the fetch returns), fetches it again instead, so no event is lost between a fetch and its answer. A
 * missing answer is fetched again only when `fetchWhenMissing` (a list every page counts on), else left alone.
 */
function updateOrRefetch<T>(
  queryClient: ReturnType<typeof useQueryClient>,
  queryKey: readonly unknown[],
  update: (old: T) => T,
  fetchWhenMissing = true,
) {
  const state = queryClient.getQueryState(queryKey);
  if (state?.data !== undefined) queryClient.setQueryData<T>(queryKey, (old) => (old ? update(old) : old));
  if (state?.fetchStatus === 'fetching' || (state?.data === undefined && fetchWhenMissing)) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}

/** The first wait before subscribing again after the stream failed (ms); it doubles up to a minute. */
export const RESUBSCRIBE_MS = 2_000;

/**
 * Subscribes again after the stream failed for good (the server answered with an error instead of a stream, or
 * closed it): the browser's `EventSource` only retries a dropped connection by itself. Waits 2 s, then twice as
 * long each time up to a minute, and starts over once a stream is open; the new stream's start fetches the lists
 * and open conversations again, so nothing missed in between stays missing.
 */
function useResubscribe(status: string, reset: () => void) {
  const failures = useRef(0);
  useEffect(() => {
    if (status === 'pending') failures.current = 0;
    if (status !== 'error') return;
    const delay = Math.min(60_000, RESUBSCRIBE_MS * 2 ** failures.current);
    failures.current += 1;
    const timer = setTimeout(reset, delay);
    return () => clearTimeout(timer);
  }, [status, reset]);
}

/**
 * Keeps the waiting count and who waits longest in front of the tab title ("(2) Waiting: Dana, Reyes Law | Lead
 * inbox | Northline IT staff"), also when a page changes its own title, and gives the page its own title back when
 * nobody waits or the staff app is left. The page's own title is the last one the page set (any title this hook did
 * not write).
 */
function useTitleCount(count: number, who: string | undefined) {
  const written = useRef<string | null>(null);
  const pageTitle = useRef<string | null>(null);
  useEffect(() => {
    const apply = () => {
      if (document.title !== written.current) pageTitle.current = document.title;
      const wanted = staffLive.titleWithCount(count, pageTitle.current ?? document.title, who);
      written.current = wanted;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (pageTitle.current !== null && document.title === written.current)
        document.title = pageTitle.current;
      written.current = null;
    };
  }, [count, who]);
}
