/**
 * What the staff app's component tests of the live hand-off share: fixtures in the contract's shapes, a fake
 * `/trpc` in tRPC's wire format (no transformer), a fake `EventSource` under the real `httpSubscriptionLink`
 * (the server-sent events tRPC's SSE adapter writes: `connected`, then `message` with the tracked id), and the
 * whole staff app (layout, inbox, live chats) rendered in a memory router. Imported by tests only.
 */
import { liveChatMessages } from '@northline/content';
import type {
  LiveChatDetail,
  LiveChatSummary,
  LiveConsultant,
  LiveMessage,
  SavedReply,
  StaffLiveEvent,
  StaffMember,
  StaffSettings,
} from '@northline/schemas';
import { act, render } from '@testing-library/react';
import { httpSubscriptionLink } from '@trpc/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import StaffInbox from '../routes/staff/inbox.tsx';
import { StaffShell } from '../routes/staff/layout.tsx';
import StaffLiveChats from '../routes/staff/live.tsx';
import StaffLiveChat from '../routes/staff/live-chat.tsx';
import StaffSavedReplies from '../routes/staff/saved-replies.tsx';
import { TEST_ADMIN } from './staff-test-kit.tsx';
import { createStaffClient } from './trpc.ts';

/** axe-core over the document, as every staff page's test runs it. */
export { expectNoAxeViolations } from './staff-test-kit.tsx';

/** The signed-in consultant of most tests (sales). */
export const SAM: StaffMember = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'sam@northline-it.example',
  name: 'Sam Sales',
  role: 'sales',
};

/** Another consultant, who has the active chat of the fixtures (admin). */
export const AVERY: StaffMember = TEST_ADMIN;

/** The lead ids of the fixture's chats: staff URLs and inputs name a chat by its lead, never by its session. */
export const LEAD_IDS = {
  'session-newer': '11111111-1111-4111-8111-111111111111',
  'session-older': '22222222-2222-4222-8222-222222222222',
  'session-active': '33333333-3333-4333-8333-333333333333',
} as const;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Two waiting chats (listed newest first by the fake, so the page's oldest-first order shows) and one active. */
export function listFixture(): { waiting: LiveChatSummary[]; active: LiveChatSummary[] } {
  return {
    waiting: [
      {
        sessionId: 'session-newer',
        leadId: LEAD_IDS['session-newer'],
        state: 'waiting',
        reason: 'hot-lead',
        requestedAt: minutesAgo(2),
        visitorName: 'Priya Shah',
        company: 'Shah Dental',
        leadQuality: 'hot',
        lastMessage: 'We have 40 staff and need a quote this week.',
      },
      {
        sessionId: 'session-older',
        leadId: LEAD_IDS['session-older'],
        state: 'waiting',
        reason: 'emergency',
        requestedAt: minutesAgo(9),
        visitorName: 'Dana Reyes',
        company: 'Reyes Law',
        leadQuality: 'warm',
        lastMessage: 'Our server is down and nobody can log in.',
      },
    ],
    active: [
      {
        sessionId: 'session-active',
        leadId: LEAD_IDS['session-active'],
        state: 'live',
        reason: 'visitor-request',
        requestedAt: minutesAgo(20),
        visitorName: 'Omar Haddad',
        leadQuality: 'cold',
        consultant: { id: AVERY.id, name: AVERY.name },
        lastMessage: 'Thanks, that helps.',
      },
    ],
  };
}

/** The conversation of `session-older`: waiting, with a visitor, an assistant and an earlier consultant message. */
export function detailFixture(summary: LiveChatSummary): LiveChatDetail {
  return {
    summary,
    messages: [
      {
        id: 'm1',
        role: 'user',
        content: 'Our server is down and nobody can log in.',
        timestamp: '2026-11-26T14:00:00.000Z',
      },
      {
        id: 'm2',
        role: 'assistant',
        content: 'I am sorry to hear that. <b>A consultant</b> will join shortly.',
        timestamp: '2026-11-26T14:00:05.000Z',
      },
    ],
    visitor: {
      name: 'Dana Reyes',
      email: 'dana@reyes-law.example',
      phone: '(416) 555-0142',
      company: 'Reyes Law',
    },
    interestedServices: ['Managed IT', 'Backup and disaster recovery'],
    qualityReasons: [
      { quality: 'cold', rules: [], at: '2026-11-26T13:58:00.000Z' },
      {
        quality: 'warm',
        rules: ['Mentions an outage', 'Gave a company name'],
        at: '2026-11-26T14:00:00.000Z',
      },
    ],
    attribution: { landingPage: '/services/managed-it', referrerHost: 'google.com', utmSource: null },
    recommendation: { id: 'rec-1', title: 'Managed IT Essentials' },
    lastEventId: '41',
  };
}

/** One recorded call of the fake API: the procedure and its input. */
export interface ApiCall {
  procedure: string;
  input: unknown;
}

/** The team's saved replies the fake API starts with, by title. */
export function savedRepliesFixture(): SavedReply[] {
  return [
    {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Book a call',
      body: 'You can pick a time for a call with us at northline-it.example/book.',
      authorName: 'Avery Admin',
      createdAt: '2026-11-20T14:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      title: 'Pricing per user',
      body: 'Managed IT is $99 per user a month, with no setup fee.',
      authorName: 'Sam Sales',
      createdAt: '2026-11-21T14:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000003',
      title: 'Response time',
      body: 'Our help desk answers within 15 minutes, around the clock.',
      authorName: null,
      createdAt: '2026-11-22T14:00:00.000Z',
    },
  ];
}

/**
 * A fake `/trpc` for the staff app's procedures. `state.conflict` names who has the chat to answer the next
 * claim with 409; every call is recorded. `serverAheadMs` sets the API's clock (`staff.auth.me`'s `now`) that far
 * ahead of the test's.
 */
export function fakeLiveApi(user: StaffMember = SAM, { serverAheadMs = 0 } = {}) {
  const lists = listFixture();
  const details = new Map<string, LiveChatDetail>();
  for (const summary of [...lists.waiting, ...lists.active])
    details.set(summary.sessionId, detailFixture(summary));
  const calls: ApiCall[] = [];
  /** When each of `calls` arrived (ms since the epoch), by the same index. */
  const callTimes: number[] = [];
  const state = {
    conflict: '',
    sent: 0,
    leads: [] as { id: string; name: string }[],
    /** While set, `staff.live.send` answers only once it resolves (a message on its way). */
    sendGate: undefined as Promise<void> | undefined,
    /** While set, `staff.live.send` answers 500. */
    sendFails: false,
    /** While set, `staff.live.send` answers this refusal (a limit's 429, a conflict's 409). */
    sendRefusal: undefined as undefined | { status: number; code: string; message: string },
    /** The team's saved replies (`staff.savedReplies.*`), by title. */
    savedReplies: savedRepliesFixture(),
    /** The member's settings as `staff.auth.me` answers them (the chime's setting, whether chats are offered). */
    settings: { waitingSound: true, offered: true } as StaffSettings,
    /** The members present now: who the waiting chats of `staff.live.list` are offered to. */
    present: [{ id: user.id, name: user.name }] as LiveConsultant[],
    /** While set, `staff.settings.setWaitingSound` answers 500. */
    settingsFail: false,
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const error = (status: number, code: string, message: string, path: string) =>
    json({ error: { message, code: -32000, data: { code, httpStatus: status, path } } }, status);
  const ok = (data: unknown) => json({ result: { data } });
  const summaryOf = (sessionId: string) => details.get(sessionId)?.summary;
  const setSummary = (summary: LiveChatSummary) => {
    const detail = details.get(summary.sessionId);
    if (detail) detail.summary = summary;
    lists.waiting = lists.waiting.filter((chat) => chat.sessionId !== summary.sessionId);
    lists.active = lists.active.filter((chat) => chat.sessionId !== summary.sessionId);
    if (summary.state === 'waiting') lists.waiting.push(summary);
    if (summary.state === 'live') lists.active.push(summary);
    return summary;
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const procedure = url.pathname.replace('/trpc/', '');
    const raw = init?.body ? String(init.body) : url.searchParams.get('input');
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    calls.push({ procedure, input: body });
    callTimes.push(Date.now());
    const leadId = typeof body?.leadId === 'string' ? body.leadId : '';
    const sessionId =
      [...details.values()].find((detail) => detail.summary.leadId === leadId)?.summary.sessionId ?? '';
    const current = summaryOf(sessionId);
    switch (procedure) {
      case 'staff.auth.me':
        return ok({
          user,
          settings: state.settings,
          idleMinutes: 720,
          now: new Date(Date.now() + serverAheadMs).toISOString(),
        });
      case 'staff.settings.setWaitingSound':
        if (state.settingsFail) return error(500, 'INTERNAL_SERVER_ERROR', 'Failed', procedure);
        state.settings = { ...state.settings, waitingSound: body?.on === true };
        return ok({ waitingSound: state.settings.waitingSound });
      case 'staff.leads.list':
        return ok({
          leads: state.leads.map((lead) => ({
            id: lead.id,
            kind: 'chat',
            occurredAt: '2026-11-26T14:00:00.000Z',
            name: lead.name,
            company: null,
            email: null,
            quality: 'hot',
            sourcePage: 'Chat',
            attribution: {},
            status: 'new',
            spam: false,
            possiblyAutomated: false,
          })),
          total: state.leads.length,
          page: 1,
          pageSize: 25,
        });
      case 'staff.live.list':
        return ok({
          waiting: [...lists.waiting].reverse().map((chat) => ({ ...chat, offeredTo: state.present })),
          active: lists.active,
        });
      case 'staff.live.get': {
        const detail = details.get(sessionId);
        return detail ? ok(detail) : error(404, 'NOT_FOUND', 'Not found', procedure);
      }
      case 'staff.live.claim':
        if (!current) break;
        if (state.conflict) return error(409, 'CONFLICT', `${state.conflict} has this chat.`, procedure);
        return ok(setSummary({ ...current, state: 'live', consultant: { id: user.id, name: user.name } }));
      case 'staff.live.send': {
        const detail = details.get(sessionId);
        if (!detail) break;
        if (state.sendGate) await state.sendGate;
        if (state.sendFails) return error(500, 'INTERNAL_SERVER_ERROR', 'Failed', procedure);
        if (state.sendRefusal) {
          const { status, code, message } = state.sendRefusal;
          return error(status, code, message, procedure);
        }
        state.sent += 1;
        const message: LiveMessage = {
          id: `sent-${state.sent}`,
          role: 'consultant',
          authorName: user.name.split(' ')[0],
          content: String(body?.message).trim(),
          timestamp: new Date(Date.UTC(2026, 10, 26, 14, 5, state.sent)).toISOString(),
        };
        detail.messages.push(message);
        return ok(message);
      }
      case 'staff.live.offerTimes': {
        const detail = details.get(sessionId);
        if (!detail || current?.state !== 'live') break;
        state.sent += 1;
        const message: LiveMessage = {
          id: `sent-${state.sent}`,
          role: 'consultant',
          authorName: user.name.split(' ')[0],
          content: liveChatMessages.offerTimes,
          timestamp: new Date(Date.UTC(2026, 10, 26, 14, 5, state.sent)).toISOString(),
          offer: 'meeting',
        };
        detail.messages.push(message);
        return ok(message);
      }
      case 'staff.live.typing':
        return ok({ ok: true });
      case 'staff.savedReplies.list':
        return ok({ replies: state.savedReplies, max: 100 });
      case 'staff.savedReplies.add': {
        const title = String(body?.title ?? '').trim();
        const text = String(body?.body ?? '').trim();
        if (!title || !text) {
          return json(
            {
              error: {
                message: 'Invalid request',
                code: -32600,
                data: {
                  code: 'BAD_REQUEST',
                  httpStatus: 400,
                  path: procedure,
                  issues: [
                    ...(title ? [] : [{ path: 'title', message: 'Give the reply a title' }]),
                    ...(text ? [] : [{ path: 'body', message: 'Write the reply' }]),
                  ],
                },
              },
            },
            400,
          );
        }
        const reply: SavedReply = {
          id: `00000000-0000-4000-8000-${String(state.savedReplies.length + 100).padStart(12, '0')}`,
          title,
          body: text,
          authorName: user.name,
          createdAt: '2026-11-26T14:10:00.000Z',
        };
        state.savedReplies = [...state.savedReplies, reply].sort((a, b) =>
          a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
        );
        return ok(reply);
      }
      case 'staff.savedReplies.delete':
        state.savedReplies = state.savedReplies.filter((reply) => reply.id !== body?.id);
        return ok({ deleted: true });
      case 'staff.live.release':
        if (!current) break;
        return ok(setSummary({ ...current, state: 'assistant', consultant: undefined }));
      case 'staff.live.close':
        if (!current) break;
        return ok(setSummary({ ...current, state: 'closed' }));
    }
    return error(404, 'NOT_FOUND', 'Not found', procedure);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    callTimes,
    state,
    lists,
    details,
    /** Keeps a summary the stream announces, as the API's lists then answer it. */
    setSummary,
  };
}

/**
 * A fake staff stream: an `EventSource` class for `httpSubscriptionLink` whose connections open at once (tRPC's
 * `connected` event), and `emit` to send a tracked event on the open one, as the server's SSE adapter writes it.
 */
export function fakeLiveStream({ autoOpen = true }: { autoOpen?: boolean } = {}) {
  const sources: FakeEventSource[] = [];
  const connect = (source: FakeEventSource) => {
    source.readyState = 1;
    source.dispatchEvent(new MessageEvent('connected', { data: '{}' }));
  };
  class FakeEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSED = 2;
    readyState = 0;
    readonly withCredentials = false;
    readonly url: string;
    constructor(url: string) {
      super();
      this.url = url;
      sources.push(this);
      if (autoOpen) queueMicrotask(() => connect(this));
    }
    close() {
      this.readyState = 2;
    }
  }
  const open = () => sources.filter((source) => source.readyState === 1);
  return {
    EventSource: FakeEventSource,
    sources,
    /** Whether a stream is open to receive events. */
    connected: () => open().length > 0,
    /** Opens the streams still connecting (when made with `autoOpen: false`). */
    async open() {
      await act(async () => {
        for (const source of sources) if (source.readyState === 0) connect(source);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
    /** Ends every open stream for good, as a browser does when the server answers with an error. */
    async fail() {
      await act(async () => {
        for (const source of open()) {
          source.readyState = 2;
          source.dispatchEvent(new Event('error'));
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
    /** Sends one tracked event (its id as the SSE `id:`) on every open stream. */
    async emit(id: string, event: StaffLiveEvent) {
      await act(async () => {
        for (const source of open()) {
          source.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event), lastEventId: id }));
        }
        // The link reads the stream asynchronously: let it deliver before the act ends.
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

/**
 * Renders the staff app at `path` (the layout with the inbox, the live chats and a conversation) over a fake
 * `/trpc` and a fake stream, signed in as `user`; with `autoOpen: false` the stream connects on `stream.open()`;
 * `serverAheadMs` puts the API's clock that far ahead of the browser's.
 */
export function renderStaffApp(
  path: string,
  user: StaffMember = SAM,
  { autoOpen = true, serverAheadMs = 0 } = {},
) {
  const api = fakeLiveApi(user, { serverAheadMs });
  const stream = fakeLiveStream({ autoOpen });
  // A hand-off the stream announces is the API's state: the lists fetched after it include it.
  const emit = stream.emit;
  stream.emit = (id, event) => {
    if (event.type === 'handoff') api.setSummary(event.summary);
    return emit(id, event);
  };
  const client = createStaffClient(api.fetch, {
    subscriptions: httpSubscriptionLink({ url: '/trpc', EventSource: stream.EventSource }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/staff',
        element: <StaffShell client={client} />,
        children: [
          { index: true, element: <StaffInbox /> },
          { path: 'live', element: <StaffLiveChats /> },
          { path: 'live/:leadId', element: <StaffLiveChat /> },
          { path: 'saved-replies', element: <StaffSavedReplies /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { api, stream, router, view };
}
