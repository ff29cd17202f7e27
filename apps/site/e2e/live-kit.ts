/**
 * What the chat's browser tests share: the widget's parts by role and name, opening the chat, a visitor's message
 * and the assistant's reply, the session id the widget keeps, and for the live hand-off a consultant's signed-in
 * page, the staff path of a chat (by its lead's id, never its session id), the e-mails a server's SMTP receiver
 * got, and a relay that cuts the visitor's event streams for real.
 */
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { chatWidget } from '@northline/content';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { queryRows } from './db.ts';
import { E2E_LIVE_BASE_URL, E2E_LIVE_PORT } from './env.ts';
import { signIn } from './staff-session.ts';

const live = chatWidget.live;

/** The widget's parts, by role and name. */
export function widget(page: Page) {
  const dialog = page.getByRole('dialog', { name: chatWidget.title });
  return {
    launcher: page.getByRole('button', { name: chatWidget.launcherLabel }),
    dialog,
    input: dialog.getByRole('textbox', { name: chatWidget.inputPlaceholder }),
    messages: dialog.getByRole('region', { name: chatWidget.conversationLabel }).getByRole('listitem'),
    typing: dialog.getByText(chatWidget.typing, { exact: true }),
    panel: dialog.getByRole('form', { name: chatWidget.contactPanel.title }),
    talkToPerson: dialog.getByRole('button', { name: live.talkToPerson }),
  };
}

/** Opens `path` of `base`, waits for hydration, opens the widget. */
export async function openChat(page: Page, base: string, path = '/') {
  await page.goto(`${base}${path}`);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  const chat = widget(page);
  await chat.launcher.click();
  await expect(chat.input).toBeFocused();
  await expect(chat.messages.first()).toBeVisible({ timeout: 15_000 });
  return chat;
}

/** Sends a visitor message with Enter. */
export async function send(chat: { input: Locator }, text: string) {
  await chat.input.fill(text);
  await chat.input.press('Enter');
}

/**
 * Sends a message and waits for the assistant's reply (one more message than before, typing gone).
 *
 * @param chat the widget's conversation list items, its input and its typing line ({@link widget}'s, or a spec's own)
 * @returns the reply's text
 */
export async function say(
  chat: { messages: Locator; input: Locator; typing: Locator },
  text: string,
): Promise<string> {
  // The widget loads on the launcher's click: count once it is open (the greeting is always there).
  await expect(chat.messages.first()).toBeVisible({ timeout: 15_000 });
  const before = await chat.messages.count();
  await send(chat, text);
  await expect(chat.messages).toHaveCount(before + 2, { timeout: 15_000 });
  await expect(chat.typing).toBeHidden();
  return (await chat.messages.last().textContent()) ?? '';
}

/** The chat session id the widget keeps for this tab. */
export async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => sessionStorage.getItem('northline-chat:session-id'));
  expect(id).toMatch(/^chat-/);
  return id as string;
}

/** The id of a chat's lead: the staff app names a live chat by it, never by its session id. */
export async function chatPath(sessionId: string, port: number = E2E_LIVE_PORT): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    'select id from lead where chat_session_id = $1',
    [sessionId],
    port,
  );
  expect(row?.id).toBeDefined();
  return `/staff/live/${row?.id}`;
}

/**
 * A signed-in staff page of the live server (or of `base`'s), returned once its member is present: the page's staff
 * stream has stamped `staff_user.last_seen_at` since the sign-in (db/staff-presence.ts, decision 082). The lead
 * routing and the chat's promise read that stamp, not the page, and the stream opens after the inbox has rendered.
 */
export async function consultantPage(
  browser: Browser,
  email: string,
  base: string = E2E_LIVE_BASE_URL,
): Promise<Page> {
  const port = Number(new URL(base).port);
  const lastSeen = async () =>
    (
      await queryRows<{ seen: string | null }>(
        'select last_seen_at::text as seen from staff_user where email = $1',
        [email],
        port,
      )
    )[0]?.seen ?? null;
  const before = await lastSeen();
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await signIn(page, email);
  await expect.poll(lastSeen, { message: `${email} is present`, timeout: 15_000 }).not.toBe(before);
  return page;
}

/** The subjects of the e-mails the live server's SMTP receiver got for `rcpt`. */
export async function mailTo(rcpt: string): Promise<string[]> {
  const rows = await queryRows<{ subject: string }>(
    'select subject from e2e_mail where $1 = any(rcpt) order by id',
    [rcpt],
    E2E_LIVE_PORT,
  );
  return rows.map((row) => row.subject);
}

/** The URL of a visitor's event stream, `/api/chat/{sessionId}/events`. */
const EVENTS_URL = /\/api\/chat\/[^/]+\/events(\?|$)/;

/** The visitor event streams of a page, carried through a relay the test can cut ({@link cuttableEventStreams}). */
export interface CuttableStreams {
  /** The `Last-Event-ID` each stream request of the page carried, in order (undefined: none). */
  readonly requests: (string | undefined)[];
  /** Connections the relay holds open now (an open stream holds two: the browser's and the server's). */
  readonly open: number;
  /** Resets every open stream's connection, and fails new stream requests as a dropped network does. */
  cut(): void;
  /** Lets stream requests through again. */
  restore(): void;
  /** Stops the relay and its streams. */
  close(): Promise<void>;
}

/**
 * Carries a page's visitor event streams (`GET /api/chat/{sessionId}/events`) through a TCP relay this process
 * holds, so a test can cut them for real: `cut()` resets the browser's open connection mid-stream (Chromium's
 * offline mode leaves an open `fetch` stream alone), and stream requests fail until `restore()`. The page's
 * requests keep their URL (the relay is the request's hidden destination), so the widget sees its own origin.
 * Call before the page opens its first stream.
 */
export async function cuttableEventStreams(
  page: Page,
  port: number = E2E_LIVE_PORT,
): Promise<CuttableStreams> {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const server = connect(port, '127.0.0.1');
    const drop = () => {
      for (const socket of [client, server]) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayPort = (relay.address() as AddressInfo).port;
  const requests: (string | undefined)[] = [];
  let cut = false;
  await page.route(EVENTS_URL, async (route) => {
    requests.push((await route.request().allHeaders())['last-event-id']);
    if (cut) return route.abort('connectionreset');
    const url = new URL(route.request().url());
    url.port = String(relayPort);
    return route.continue({ url: url.toString() });
  });
  return {
    requests,
    get open() {
      return sockets.size;
    },
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      await page.unroute(EVENTS_URL);
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
