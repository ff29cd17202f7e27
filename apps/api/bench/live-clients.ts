/**
 * The two sides of a live hand-off as the benches drive them over HTTP (`pnpm bench:live`, `pnpm bench:cluster`):
 * a visitor (a session from `POST /api/sessions`, messages by `POST /api/chat`, the event stream
 * `GET /api/chat/{sessionId}/events` read by a small SSE client that can be cut and resumed with `Last-Event-ID`)
 * and a consultant (an account made with the real command line, signed in with `staff.auth.signIn`, then
 * `staff.live.claim` and `staff.live.send`). It measures nothing itself.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type LiveChatSummary, SESSION_TOKEN_HEADER } from '@northline/schemas';

const USER_CREATE = fileURLToPath(new URL('../src/cli/user-create.ts', import.meta.url));

/** One event of an SSE stream, with the `performance.now()` it arrived at. */
export interface SseEvent {
  id: string | undefined;
  type: string;
  data: string;
  at: number;
}

/**
 * An SSE client on its own socket (no pooling: closing it closes the connection). Keeps every event it received
 * across reconnects, and the last id, which {@link SseStream.open} sends as `Last-Event-ID` when resuming (and
 * passes to the URL function, for a tRPC subscription that takes it in its input). With `reconnect` set, a
 * connection that ends while wanted is opened again every 300 ms until it is up, as a browser's EventSource does.
 */
export class SseStream {
  readonly events: SseEvent[] = [];
  lastEventId: string | undefined;
  /** How many times the stream ended or failed while it was meant to be open. */
  drops = 0;
  private request: ClientRequest | undefined;
  private response: IncomingMessage | undefined;
  private listeners = new Set<(event: SseEvent) => void>();
  private wanted = false;

  /**
   * @param url the stream's full URL
   * @param headers sent on every (re)connection
   */
  /** Connections opened again after a drop ({@link SseStream.reconnect}). */
  reconnects = 0;
  /** Whether a dropped connection is opened again by itself. */
  reconnect = false;
  readonly headers: Record<string, string>;
  private readonly urlOf: (lastEventId: string | undefined) => string;

  constructor(url: string | ((lastEventId: string | undefined) => string), headers: Record<string, string>) {
    this.urlOf = typeof url === 'string' ? () => url : url;
    this.headers = headers;
  }

  /** The URL of the next connection. */
  get url(): string {
    return this.urlOf(this.lastEventId);
  }

  /** Calls `listener` with each event from now on; returns a function that stops it. */
  onEvent(listener: (event: SseEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The first event from now on that `match` accepts (rejects after `timeoutMs`). */
  next(match: (event: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`no matching event on ${new URL(this.url).pathname} within ${timeoutMs} ms`));
      }, timeoutMs);
      const stop = this.onEvent((event) => {
        if (!match(event)) return;
        clearTimeout(timer);
        stop();
        resolve(event);
      });
    });
  }

  /**
   * Connects (with `Last-Event-ID` when an event was seen) and resolves once the answer's head arrived.
   *
   * @throws Error when the answer is not 200 `text/event-stream`
   */
  open(timeoutMs = 15_000): Promise<void> {
    this.wanted = true;
    const headers: Record<string, string> = { accept: 'text/event-stream', ...this.headers };
    if (this.lastEventId !== undefined) headers['last-event-id'] = this.lastEventId;
    return new Promise((resolve, reject) => {
      const req = request(this.url, { headers, agent: false, timeout: timeoutMs }, (response) => {
        if (response.statusCode !== 200) {
          let body = '';
          response.on('data', (chunk) => {
            body += String(chunk);
          });
          response.on('end', () =>
            reject(new Error(`stream answered ${response.statusCode}: ${body.slice(0, 200)}`)),
          );
          return;
        }
        req.setTimeout(0);
        this.response = response;
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.search(/\r?\n\r?\n/);
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + (buffer[end] === '\r' ? 4 : 2));
            this.parse(block);
            end = buffer.search(/\r?\n\r?\n/);
          }
        });
        const ended = () => {
          if (this.response === response) this.response = undefined;
          if (!this.wanted) return;
          this.drops++;
          if (this.reconnect) void this.reopen();
        };
        response.once('close', ended);
        resolve();
      });
      req.on('timeout', () => req.destroy(new Error('stream open timed out')));
      req.on('error', (error) => {
        reject(error);
      });
      this.request = req;
      req.end();
    });
  }

  private async reopen(): Promise<void> {
    while (this.wanted) {
      await delay(300);
      if (!this.wanted) return;
      try {
        await this.open();
        this.reconnects++;
        return;
      } catch {
        // the next attempt
      }
    }
  }

  /** Whether the connection is up. */
  get connected(): boolean {
    return this.response !== undefined && !this.response.destroyed;
  }

  /** Cuts the connection as a network failure would (the client does not say goodbye). */
  cut(): void {
    this.request?.destroy();
    this.response?.destroy();
  }

  /** Closes the stream for good. */
  close(): void {
    this.wanted = false;
    this.cut();
  }

  private parse(block: string): void {
    let id: string | undefined;
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (id === undefined && data.length === 0) return;
    const event: SseEvent = { id, type, data: data.join('\n'), at: performance.now() };
    if (id !== undefined) this.lastEventId = id;
    this.events.push(event);
    for (const listener of this.listeners) listener(event);
  }
}

/** A message event's stored message: `{ id, role, content }` (the contract's `LiveMessage`). */
export function messageOf(event: SseEvent): { id: string; role: string; content: string } | undefined {
  if (event.type !== 'message') return undefined;
  try {
    const parsed = JSON.parse(event.data) as { message?: { id: string; role: string; content: string } };
    return parsed.message;
  } catch {
    return undefined;
  }
}

/** Calls `attempt` until it resolves, up to `attempts` times `pauseMs` apart (an instance may be restarting). */
export async function retry<T>(attempt: () => Promise<T>, attempts = 20, pauseMs = 250): Promise<T> {
  for (let index = 1; ; index++) {
    try {
      return await attempt();
    } catch (error) {
      if (index >= attempts) throw error;
      await delay(pauseMs);
    }
  }
}

/** A visitor: a session, its token, and the address it appears from (X-Forwarded-For, behind TRUST_PROXY). */
export class Visitor {
  readonly sessionId: string;
  readonly token: string;
  readonly ip: string;

  constructor(sessionId: string, token: string, ip: string) {
    this.sessionId = sessionId;
    this.token = token;
    this.ip = ip;
  }

  /** Starts a session with `POST /api/sessions`. */
  static async start(base: string, ip: string): Promise<Visitor> {
    const response = await fetch(`${base}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ prefix: 'chat' }),
    });
    if (response.status !== 201) throw new Error(`POST /api/sessions answered ${response.status}`);
    const { sessionId, sessionToken } = (await response.json()) as {
      sessionId: string;
      sessionToken: string;
    };
    return new Visitor(sessionId, sessionToken, ip);
  }

  headers(): Record<string, string> {
    return { [SESSION_TOKEN_HEADER]: this.token, 'x-forwarded-for': this.ip };
  }

  /** `POST /api/chat`: the reply's JSON (with its `handoff` status once the hand-off is known). */
  async say(base: string, message: string): Promise<{ handoff?: { state: string } }> {
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ message, sessionId: this.sessionId }),
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`POST /api/chat answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text);
  }

  /**
   * Asks for a person: `POST /api/chat/{sessionId}/handoff`, or, where that route is absent, a chat message asking
   * for one. Resolves with the hand-off state the API answered.
   */
  async askForPerson(base: string): Promise<string> {
    const response = await fetch(`${base}/api/chat/${this.sessionId}/handoff`, {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: '{}',
    });
    const text = await response.text();
    if (response.ok) return (JSON.parse(text) as { state: string }).state;
    const reply = await this.say(base, 'Can I talk to a human?');
    return reply.handoff?.state ?? `none (handoff route answered ${response.status})`;
  }

  /** The session's event stream (not yet open). */
  stream(base: string): SseStream {
    return new SseStream(`${base}/api/chat/${this.sessionId}/events`, this.headers());
  }
}

/**
 * What a browser's same-origin call to the staff API carries for its CSRF check: `Sec-Fetch-Site: same-origin`
 * (an `Origin` with the port would not match behind nginx, which forwards the host without it).
 */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** A signed-in consultant. */
export class Consultant {
  private readonly cookie: string;
  /** The lead of each session this consultant claimed. */
  private readonly leads = new Map<string, string>();

  constructor(cookie: string) {
    this.cookie = cookie;
  }

  /**
   * Creates a staff account with the real command line (`src/cli/user-create.ts`, the password on standard
   * input) on `databaseUrl`, and returns its e-mail address and password.
   */
  static createAccount(databaseUrl: string): { email: string; password: string } {
    const email = `bench.live.${randomBytes(4).toString('hex')}@northline-it.example`;
    const password = `bench ${randomBytes(12).toString('hex')}`;
    const result = spawnSync(
      process.execPath,
      [USER_CREATE, '--email', email, '--name', 'Casey Consultant', '--role', 'sales'],
      {
        input: `${password}\n`,
        env: { ...process.env, DATABASE_URL: databaseUrl, PGLITE_DIR: '', LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) throw new Error(`user-create failed: ${result.stderr.slice(-500)}`);
    return { email, password };
  }

  /** `staff.auth.signIn` on `base`; the session cookie works on every instance of the database. */
  static async signIn(base: string, account: { email: string; password: string }): Promise<Consultant> {
    const response = await fetch(`${base}/trpc/staff.auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
      body: JSON.stringify(account),
    });
    await response.arrayBuffer();
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('nl_staff='));
    if (response.status !== 200 || !cookie) throw new Error(`staff.auth.signIn answered ${response.status}`);
    return new Consultant(cookie);
  }

  /** A tRPC mutation `staff.live.{name}`: the `result.data` of its answer. */
  async call<T>(base: string, name: string, input: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${base}/trpc/staff.live.${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN, cookie: this.cookie },
      body: JSON.stringify(input),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Error(`staff.live.${name} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return (JSON.parse(text) as { result: { data: T } }).result.data;
  }

  /**
   * `staff.live.claim` of the visitor's session: finds the chat's lead in `staff.live.list` (staff calls name a
   * live chat by its lead) and claims it.
   */
  async claim(base: string, sessionId: string): Promise<unknown> {
    const response = await fetch(`${base}/trpc/staff.live.list`, {
      headers: { ...SAME_ORIGIN, cookie: this.cookie },
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`staff.live.list answered ${response.status}: ${text.slice(0, 300)}`);
    const { waiting, active } = (
      JSON.parse(text) as { result: { data: { waiting: LiveChatSummary[]; active: LiveChatSummary[] } } }
    ).result.data;
    const leadId = [...waiting, ...active].find((chat) => chat.sessionId === sessionId)?.leadId;
    if (!leadId) throw new Error("staff.live.list does not list the visitor's chat");
    this.leads.set(sessionId, leadId);
    return this.call(base, 'claim', { leadId });
  }

  /**
   * The staff stream `staff.live.events` (a tRPC subscription over SSE: each event's `data` is the JSON of a
   * `StaffLiveEvent`), resumed after its last id through the input's `lastEventId`.
   */
  stream(base: string): SseStream {
    return new SseStream(
      (lastEventId) =>
        `${base}/trpc/staff.live.events?input=${encodeURIComponent(JSON.stringify(lastEventId ? { lastEventId } : {}))}`,
      { ...SAME_ORIGIN, cookie: this.cookie },
    );
  }

  /** `staff.live.send`: the stored message (its `id`). */
  send(base: string, sessionId: string, message: string): Promise<{ id: string }> {
    return this.call(base, 'send', { leadId: this.leads.get(sessionId), message });
  }
}
