import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChatTestServer,
  deferred,
  json,
  replyFor,
  startChatServer,
  stream,
  tokenFor,
} from '../test/chat-server.ts';
import { ChatWidget, type ChatWidgetProps } from './chat-widget.tsx';
import {
  CHAT_SESSION_ID_KEY,
  CHAT_STATE_KEY,
  getChatSession,
  getChatSessionId,
  hasChatConversation,
} from './storage.ts';
import { defaultChatWidgetTexts as texts } from './texts.ts';
import type { ChatReply, ChatWidgetControls } from './types.ts';

const PHONE = '(416) 555-0142';
const ERROR_TEXT = `Sorry, I'm having trouble responding. Please call ${PHONE} for immediate assistance.`;

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function setup(props: Partial<ChatWidgetProps> = {}) {
  const user = userEvent.setup();
  const view = render(<ChatWidget phone={PHONE} apiBase={server.url} {...props} />);
  return { user, ...view };
}

const launcher = () => screen.getByRole('button', { name: texts.launcherLabel });
const dialog = () => screen.getByRole('dialog', { name: texts.title });
const input = () => screen.getByRole('textbox', { name: texts.inputPlaceholder });
const bubbles = () =>
  within(screen.getByRole('region', { name: texts.conversationLabel }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  return dialog();
}

/** Answers every message with the next of these replies (streamed in one piece). */
function replyWith(...replies: Partial<ChatReply>[]) {
  let turn = 0;
  server.handle((request, response) => {
    if (request.path.endsWith('/end')) return json(response, 200, {});
    const sessionId = (request.body as { sessionId: string }).sessionId;
    const reply = replyFor(sessionId, replies[Math.min(turn, replies.length - 1)]);
    turn += 1;
    return stream(response, [
      { event: 'token', data: { text: reply.response } },
      { event: 'done', data: reply },
    ]);
  });
}

async function say(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(input(), `${text}{Enter}`);
  await waitFor(() => expect(screen.queryByText(texts.typing)).toBeNull());
}

describe('ChatWidget: closed and open (§2, §4)', () => {
  it('starts closed: the launcher names itself, no dialog', () => {
    setup();
    expect(launcher()).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a labelled non-modal dialog with the greeting, the company line, the footer and the privacy link', async () => {
    const { user } = setup();
    const card = await openChat(user);
    expect(card.getAttribute('aria-modal')).toBe('false');
    expect(within(card).getByRole('heading', { name: texts.title })).toBeTruthy();
    expect(card).toHaveProperty('textContent', expect.stringContaining(texts.companyLine));
    expect(bubbles()).toEqual([`Assistant: ${texts.greeting}`]);
    const call = within(card).getByRole('link', { name: PHONE });
    expect(call.getAttribute('href')).toBe('tel:+14165550142');
    expect(call.parentElement?.textContent).toBe(`Or call: ${PHONE}`);
    expect(within(card).getByRole('link', { name: texts.privacyNotice.linkLabel }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(screen.queryByRole('button', { name: texts.launcherLabel })).toBeNull();
  });

  it('opens on mount with focus in the input when defaultOpen (a stand-alone launcher was clicked)', async () => {
    setup({ defaultOpen: true });
    expect(dialog()).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it('moves focus to the input on open and back to the launcher on close; Escape closes', async () => {
    const { user } = setup();
    // Focus moves in effects after each render.
    await openChat(user);
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await user.click(screen.getByRole('button', { name: texts.closeLabel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(launcher()));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(launcher()));
  });

  it('adds the greeting only once', async () => {
    const { user } = setup();
    await openChat(user);
    await user.keyboard('{Escape}');
    await openChat(user);
    expect(bubbles()).toHaveLength(1);
  });
});

describe('ChatWidget: sending (§4, §5)', () => {
  it('Enter sends (input cleared, message shown at once); Shift+Enter adds a line', async () => {
    const { user } = setup();
    await openChat(user);
    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect((input() as HTMLTextAreaElement).value).toBe('First line\nsecond line');
    expect(server.requests).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect((input() as HTMLTextAreaElement).value).toBe('');
    expect(bubbles()[1]).toBe('You: First line\nsecond line');
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles()[2]).toBe('Assistant: Reply to: First line\nsecond line');
    const [request] = server.requestsTo('/api/chat/stream');
    // The API chose the session; the message goes with its token.
    expect(server.sessions).toEqual(['chat-1-test']);
    expect(request?.body).toEqual({ message: 'First line\nsecond line', sessionId: 'chat-1-test' });
    expect(request?.sessionToken).toBe(tokenFor('chat-1-test'));
    expect(getChatSession()).toEqual({ sessionId: 'chat-1-test', sessionToken: tokenFor('chat-1-test') });
  });

  it('blocks blank input: the send button is disabled and Enter sends nothing', async () => {
    const { user } = setup();
    await openChat(user);
    const send = screen.getByRole('button', { name: texts.sendLabel }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(input(), '   {Enter}');
    expect(send.disabled).toBe(true);
    expect(server.requests).toHaveLength(0);
    expect(bubbles()).toHaveLength(1);
  });

  it('shows Typing... while a reply is in flight and blocks a second send until it arrives', async () => {
    const hold = deferred();
    server.handle(async (request, response) => {
      await hold.promise;
      const sessionId = (request.body as { sessionId: string }).sessionId;
      await stream(response, [{ event: 'done', data: replyFor(sessionId, { response: 'Here I am' }) }]);
    });
    const { user } = setup();
    await openChat(user);
    await user.type(input(), 'Hello{Enter}');
    expect(screen.getByText(texts.typing)).toBeTruthy();
    await user.type(input(), 'Second{Enter}');
    expect((screen.getByRole('button', { name: texts.sendLabel }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: texts.sendLabel }));
    expect((input() as HTMLTextAreaElement).value).toBe('Second');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    hold.release();
    await waitFor(() => expect(screen.queryByText(texts.typing)).toBeNull());
    expect(bubbles()).toEqual([`Assistant: ${texts.greeting}`, 'You: Hello', 'Assistant: Here I am']);
    expect(server.requests).toHaveLength(1);
  });

  it('appends streamed tokens as they arrive, honours reset, and shows the done reply', async () => {
    const [first, second, third] = [deferred(), deferred(), deferred()];
    server.handle((request, response) =>
      stream(response, [
        { event: 'token', data: { text: 'We can ' } },
        { until: first.promise },
        { event: 'token', data: { text: 'help.' } },
        { until: second.promise },
        { event: 'reset', data: {} },
        { event: 'token', data: { text: 'Fallback' } },
        { until: third.promise },
        {
          event: 'done',
          data: replyFor((request.body as { sessionId: string }).sessionId, { response: 'Fallback answer.' }),
        },
      ]),
    );
    const { user } = setup();
    await openChat(user);
    await user.type(input(), 'Can you help?{Enter}');
    const streaming = () => document.querySelector('[data-role="streaming"]')?.textContent;
    await waitFor(() => expect(streaming()).toBe('We can '));
    first.release();
    await waitFor(() => expect(streaming()).toBe('We can help.'));
    expect(screen.getByText(texts.typing)).toBeTruthy();
    second.release();
    await waitFor(() => expect(streaming()).toBe('Fallback'));
    third.release();
    await waitFor(() => expect(bubbles().at(-1)).toBe('Assistant: Fallback answer.'));
    expect(streaming()).toBeUndefined();
    expect(bubbles()).toHaveLength(3);
    expect(screen.queryByText(texts.typing)).toBeNull();
  });

  it('falls back to POST /api/chat when the stream endpoint is unavailable', async () => {
    server.handle((request, response) => {
      if (request.path === '/api/chat/stream') return json(response, 404, { error: 'No API route' });
      return json(response, 200, replyFor('x', { response: 'Not streamed', leadQuality: 'warm' }));
    });
    const { user } = setup();
    await openChat(user);
    await say(user, 'Hi');
    expect(bubbles().at(-1)).toBe('Assistant: Not streamed');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/chat/stream', '/api/chat']);
    // Stored by an effect after the render (a frame later under Preact, the script-tag bundle's renderer).
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(CHAT_STATE_KEY) ?? '{}')).toMatchObject({
        leadQuality: 'warm',
      }),
    );
    // The fallback names the same visitor message (decision 003).
    const [streamed, fallback] = server.requests;
    expect(streamed?.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(fallback?.idempotencyKey).toBe(streamed?.idempotencyKey);
  });

  it('names each visitor message with an Idempotency-Key of its own and sends the attribution', async () => {
    let visit: { landingPage: string; utmSource?: string } = {
      landingPage: '/?utm_source=newsletter',
      utmSource: 'newsletter',
    };
    const { user } = setup({ attribution: () => visit });
    await openChat(user);
    await say(user, 'First');
    visit = { landingPage: '/contact' };
    await say(user, 'Second');
    const sent = server.requestsTo('/api/chat/stream');
    expect(sent.map((request) => request.body)).toEqual([
      expect.objectContaining({
        message: 'First',
        attribution: { landingPage: '/?utm_source=newsletter', utmSource: 'newsletter' },
      }),
      expect.objectContaining({ message: 'Second', attribution: { landingPage: '/contact' } }),
    ]);
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(sent[1]?.idempotencyKey).toBeTruthy();
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('sends a fixed attribution value, and none when it is left out or empty', async () => {
    const { user, unmount } = setup({ attribution: { gclid: 'abc' } });
    await openChat(user);
    await say(user, 'With');
    expect(server.requestsTo('/api/chat/stream')[0]?.body).toMatchObject({ attribution: { gclid: 'abc' } });
    unmount();
    sessionStorage.clear();
    server.reset();
    const again = setup({ attribution: () => ({}) });
    await openChat(again.user);
    await say(again.user, 'Without');
    expect(server.requestsTo('/api/chat/stream')[0]?.body).not.toHaveProperty('attribution');
  });

  it('announces each reply in a polite live region', async () => {
    const { user } = setup();
    await openChat(user);
    await say(user, 'Ping');
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Reply to: Ping');
  });
});

describe('ChatWidget: failures (§8)', () => {
  it('calls onError with the destructive notice and clears the typing indicator (non-OK)', async () => {
    server.handle((_request, response) => json(response, 500, { error: 'boom' }));
    const onError = vi.fn();
    const { user } = setup({ onError });
    await openChat(user);
    await say(user, 'Hello');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ title: 'Error', description: ERROR_TEXT });
    expect(screen.queryByText(texts.typing)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The message stays, marked as not delivered, with its retry.
    expect(bubbles()).toEqual([
      `Assistant: ${texts.greeting}`,
      `You: Hello${texts.delivery.notDelivered}${texts.delivery.retry}`,
    ]);
  });

  it('shows its own alert without onError, for a network failure too, and lets the visitor send again', async () => {
    const { user } = setup({ apiBase: 'http://127.0.0.1:9' });
    await openChat(user);
    await say(user, 'Hello');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain(ERROR_TEXT);
    await user.click(within(alert).getByRole('button', { name: texts.dismissErrorLabel }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(input(), 'Again');
    expect((screen.getByRole('button', { name: texts.sendLabel }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('ChatWidget: lead quality, interests and the contact panel (§4)', () => {
  it('shows the visitor no lead quality whatever the replies rate, and the service tags', async () => {
    replyWith(
      { leadQuality: 'cold' },
      { leadQuality: 'warm', interestedServices: ['Cybersecurity'] },
      { leadQuality: 'hot', interestedServices: ['Cybersecurity', 'Cloud Solutions'] },
    );
    const { user } = setup();
    const card = await openChat(user);
    const header = card.querySelector('h2')?.parentElement?.parentElement;
    const headerText = header?.textContent;
    expect(headerText).toBe(`${texts.title}${texts.companyLine}`);
    await say(user, 'one');
    expect(within(card).queryByText(texts.interestedInLabel)).toBeNull();
    await say(user, 'two');
    expect(within(card).getByText(texts.interestedInLabel)).toBeTruthy();
    expect(within(card).getByText('Cybersecurity')).toBeTruthy();
    await say(user, 'three');
    expect(within(card).getByText('Cloud Solutions')).toBeTruthy();
    // The rating is kept for the contact panel's rule, never shown: the header reads as before the replies. The state
    // is saved after the render that shows the reply.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(CHAT_STATE_KEY) ?? '{}')).toMatchObject({
        leadQuality: 'hot',
      }),
    );
    expect(header?.textContent).toBe(headerText);
    expect(within(card).queryByText(/hot lead|warm lead/i)).toBeNull();
  });

  it('shows the contact panel for a warm lead once 6 messages exist; Continue Conversation dismisses it', async () => {
    replyWith({ leadQuality: 'warm' });
    const { user } = setup();
    await openChat(user);
    await say(user, 'one');
    await say(user, 'two');
    // greeting + 2 turns = 5 messages: not yet.
    expect(screen.queryByRole('form', { name: texts.contactPanel.title })).toBeNull();
    await say(user, 'three');
    const panel = screen.getByRole('form', { name: texts.contactPanel.title });
    expect(within(panel).getByLabelText(texts.contactPanel.labels.email).getAttribute('type')).toBe('email');
    for (const label of Object.values(texts.contactPanel.labels)) {
      expect((within(panel).getByLabelText(label) as HTMLInputElement).required).toBe(false);
    }
    await user.click(within(panel).getByRole('button', { name: texts.contactPanel.dismiss }));
    expect(screen.queryByRole('form', { name: texts.contactPanel.title })).toBeNull();
    await say(user, 'four');
    expect(screen.queryByRole('form', { name: texts.contactPanel.title })).toBeNull();
  });

  it('sends the panel details as visitorInfo with its message at once, then stops asking', async () => {
    replyWith({ leadQuality: 'hot' });
    const { user } = setup();
    await openChat(user);
    for (const text of ['one', 'two', 'three']) await say(user, text);
    const panel = screen.getByRole('form', { name: texts.contactPanel.title });
    await user.type(within(panel).getByLabelText(texts.contactPanel.labels.name), 'Dana Smith');
    await user.type(within(panel).getByLabelText(texts.contactPanel.labels.email), 'dana@example.com');
    await user.click(within(panel).getByRole('button', { name: texts.contactPanel.submit }));
    await waitFor(() => expect(server.requestsTo('/api/chat/stream')).toHaveLength(4));
    expect(server.requestsTo('/api/chat/stream')[3]?.body).toEqual({
      message: texts.contactPanel.sharedMessage,
      sessionId: getChatSessionId(),
      visitorInfo: { name: 'Dana Smith', email: 'dana@example.com' },
    });
    await waitFor(() => expect(screen.queryByText(texts.typing)).toBeNull());
    expect(screen.queryByRole('form', { name: texts.contactPanel.title })).toBeNull();
    await say(user, 'five');
    expect(screen.queryByRole('form', { name: texts.contactPanel.title })).toBeNull();
    expect(server.requestsTo('/api/chat/stream')[4]?.body).not.toHaveProperty('visitorInfo');
  });
});

describe('ChatWidget: the contact panel refuses what the API refuses', () => {
  it('shows "must be on one line" under a name holding a line separator, focuses it and sends nothing', async () => {
    replyWith({ leadQuality: 'hot' });
    const { user } = setup();
    await openChat(user);
    for (const text of ['one', 'two', 'three']) await say(user, text);
    const panel = screen.getByRole('form', { name: texts.contactPanel.title });
    const name = within(panel).getByLabelText(texts.contactPanel.labels.name);
    // A pasted LINE SEPARATOR survives a one-line input (a browser drops only CR and LF). A paste fires `input`,
    // the event both React's and Preact's onChange of a text field listen to.
    fireEvent.input(name, { target: { value: 'Dana\u2028ACTION REQUIRED' } });
    await user.type(within(panel).getByLabelText(texts.contactPanel.labels.email), 'dana@example.com');
    await user.click(within(panel).getByRole('button', { name: texts.contactPanel.submit }));
    expect(within(panel).getByText('Name must be on one line')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(server.requestsTo('/api/chat/stream')).toHaveLength(3);
    // Corrected, it goes with the typed e-mail kept.
    fireEvent.input(name, { target: { value: 'Dana Smith' } });
    await user.click(within(panel).getByRole('button', { name: texts.contactPanel.submit }));
    await waitFor(() => expect(server.requestsTo('/api/chat/stream')).toHaveLength(4));
    expect(server.requestsTo('/api/chat/stream')[3]?.body).toMatchObject({
      visitorInfo: { name: 'Dana Smith', email: 'dana@example.com' },
    });
  });
});

describe('ChatWidget: the host API', () => {
  it('opens, closes and toggles through its ref and reports each change once', async () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const controls: { current: ChatWidgetControls | null } = { current: null };
    setup({ onOpen, onClose, ref: controls });
    await waitFor(() => expect(controls.current).not.toBeNull());
    act(() => controls.current?.open());
    expect(dialog()).toBeTruthy();
    act(() => controls.current?.open());
    expect(onOpen).toHaveBeenCalledTimes(1);
    act(() => controls.current?.toggle());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => controls.current?.close());
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => controls.current?.toggle());
    expect(dialog()).toBeTruthy();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('prefills the contact panel from visitor and identify, and sends nothing until the visitor submits', async () => {
    replyWith({ leadQuality: 'hot' });
    const controls: { current: ChatWidgetControls | null } = { current: null };
    const { user } = setup({ visitor: { name: 'Dana Smith', company: 'Acme Dental' }, ref: controls });
    await openChat(user);
    act(() => controls.current?.identify({ email: 'dana@acme-dental.example' }));
    for (const text of ['one', 'two', 'three']) await say(user, text);
    for (const request of server.requestsTo('/api/chat/stream')) {
      expect(request.body).not.toHaveProperty('visitorInfo');
      expect(JSON.stringify(request.body)).not.toContain('Dana');
    }
    const panel = screen.getByRole('form', { name: texts.contactPanel.title });
    const field = (label: string) => within(panel).getByLabelText(label) as HTMLInputElement;
    expect(field(texts.contactPanel.labels.name).value).toBe('Dana Smith');
    expect(field(texts.contactPanel.labels.company).value).toBe('Acme Dental');
    expect(field(texts.contactPanel.labels.email).value).toBe('dana@acme-dental.example');
    // A later identify fills an empty field and leaves what the visitor typed.
    await user.clear(field(texts.contactPanel.labels.name));
    await user.type(field(texts.contactPanel.labels.name), 'Dana S.');
    act(() => controls.current?.identify({ name: 'Someone Else', phone: '416-555-0199' }));
    await waitFor(() => expect(field(texts.contactPanel.labels.phone).value).toBe('416-555-0199'));
    expect(field(texts.contactPanel.labels.name).value).toBe('Dana S.');
  });

  it('reports a lead once per kind when a stored message or the panel shares an email or phone, without the values', async () => {
    replyWith({ leadQuality: 'warm' });
    const onLead = vi.fn();
    const { user } = setup({ onLead });
    await openChat(user);
    await say(user, 'We are a dental clinic');
    expect(onLead).not.toHaveBeenCalled();
    await say(user, 'Email me at dana@acme-dental.example');
    expect(onLead).toHaveBeenCalledTimes(1);
    expect(onLead).toHaveBeenLastCalledWith({
      sessionId: 'chat-1-test',
      shared: ['email'],
      leadQuality: 'warm',
    });
    await say(user, 'Or dana@acme-dental.example, or call (416) 555-0199');
    expect(onLead).toHaveBeenCalledTimes(2);
    expect(onLead).toHaveBeenLastCalledWith({
      sessionId: 'chat-1-test',
      shared: ['phone'],
      leadQuality: 'warm',
    });
    expect(JSON.stringify(onLead.mock.calls)).not.toContain('dana@');
  });

  it('reports no lead when the message failed', async () => {
    server.handle((_request, response) => json(response, 503, { error: 'down' }));
    const onLead = vi.fn();
    const { user } = setup({ onLead, onError: () => {} });
    await openChat(user);
    await say(user, 'dana@acme-dental.example');
    expect(onLead).not.toHaveBeenCalled();
  });
});

describe('ChatWidget: ending the session (§4, §8)', () => {
  it('closing with only the greeting sends no end call', async () => {
    const { user } = setup();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: texts.closeLabel }));
    // A message sent after the close reaches the server and is answered: an end call sent by the close would
    // have been sent before it.
    await openChat(user);
    await say(user, 'Hello');
    expect(server.requests.map((request) => request.path)).toEqual(['/api/chat/stream']);
  });

  it('closing after a message ends the session', async () => {
    const { user } = setup();
    await openChat(user);
    await say(user, 'Hello');
    await user.click(screen.getByRole('button', { name: texts.closeLabel }));
    await waitFor(() => expect(server.requestsTo(/\/end$/)).toHaveLength(1));
    expect(server.requestsTo(/\/end$/)[0]?.path).toBe(`/api/chat/${getChatSessionId()}/end`);
  });

  it('a failed end call is only logged with console.warn; the widget still closes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup();
    await openChat(user);
    await say(user, 'Hello');
    server.handle((_request, response) => json(response, 500, { error: 'down' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });
});

describe('ChatWidget: persistence (sessionStorage)', () => {
  it('keeps the conversation, quality, services and open state across remounts (page navigation)', async () => {
    replyWith({ leadQuality: 'warm', interestedServices: ['Managed IT'] });
    expect(hasChatConversation()).toBe(false);
    const first = setup();
    await openChat(first.user);
    await say(first.user, 'We have 40 employees');
    const sessionId = getChatSessionId();
    expect(hasChatConversation()).toBe(true);
    expect(sessionStorage.getItem(CHAT_SESSION_ID_KEY)).toBe(sessionId);
    // The state is stored by an effect that runs after the reply's render; `say` waits for the render only.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(CHAT_STATE_KEY) ?? '{}')).toMatchObject({
        version: 2,
        sessionId,
        sessionToken: tokenFor(sessionId ?? ''),
        open: true,
        leadQuality: 'warm',
        interestedServices: ['Managed IT'],
      }),
    );
    first.unmount();
    document.body.focus();

    const second = setup();
    expect(dialog()).toBeTruthy();
    expect(bubbles()).toEqual([
      `Assistant: ${texts.greeting}`,
      'You: We have 40 employees',
      'Assistant: Thanks, tell me more.',
    ]);
    expect(screen.getByText('Managed IT')).toBeTruthy();
    // A restored open card does not steal focus from the page.
    expect(document.activeElement).not.toBe(input());
    await say(second.user, 'And a budget');
    expect(server.requestsTo('/api/chat/stream').at(-1)?.body).toMatchObject({ sessionId });

    await act(async () => {
      second.unmount();
    });
  });

  it('starts a new session when the API no longer knows the stored one, and sends the message once there', async () => {
    sessionStorage.setItem(
      CHAT_STATE_KEY,
      JSON.stringify({
        version: 2,
        sessionId: 'chat-0-old',
        sessionToken: 'x'.repeat(43),
        messages: [{ role: 'assistant', content: texts.greeting, timestamp: new Date().toISOString() }],
        leadQuality: 'cold',
        interestedServices: [],
        open: true,
        panelDismissed: false,
        emailCaptured: false,
      }),
    );
    const { user } = setup();
    await say(user, 'Are you still there?');
    const sent = server.requestsTo('/api/chat/stream');
    expect(sent.map((request) => [request.body, request.idempotencyKey === sent[0]?.idempotencyKey])).toEqual(
      [
        [{ message: 'Are you still there?', sessionId: 'chat-0-old' }, true],
        [{ message: 'Are you still there?', sessionId: 'chat-1-test' }, true],
      ],
    );
    expect(bubbles().at(-1)).toBe('Assistant: Reply to: Are you still there?');
    expect(getChatSession()).toEqual({ sessionId: 'chat-1-test', sessionToken: tokenFor('chat-1-test') });
  });

  /** A stored conversation with a session the API will refuse, warm and with an email given. */
  const storeRefusedSession = () =>
    sessionStorage.setItem(
      CHAT_STATE_KEY,
      JSON.stringify({
        version: 2,
        sessionId: 'chat-0-expired',
        sessionToken: tokenFor('chat-0-expired'),
        messages: [
          { role: 'assistant', content: texts.greeting, timestamp: new Date().toISOString() },
          { role: 'user', content: 'Hello a month ago', timestamp: new Date().toISOString() },
        ],
        leadQuality: 'warm',
        interestedServices: ['Managed IT'],
        open: true,
        panelDismissed: true,
        emailCaptured: true,
      }),
    );

  it.each([401, 403, 404])(
    'drops a stored session the API refuses with %i and starts a new one, showing no error',
    async (status) => {
      storeRefusedSession();
      const onError = vi.fn();
      server.handle((request, response) => {
        const sessionId = (request.body as { sessionId?: string } | undefined)?.sessionId;
        if (sessionId === 'chat-0-expired') return json(response, status, { error: 'Session not found' });
        const reply = replyFor(sessionId ?? '', {});
        return stream(response, [{ event: 'done', data: reply }]);
      });
      const { user } = setup({ onError });
      expect(screen.getByText('Managed IT')).toBeTruthy();
      await say(user, 'Back again');
      expect(server.sessions).toEqual(['chat-1-test']);
      expect(bubbles().slice(-2)).toEqual(['You: Back again', 'Assistant: Thanks, tell me more.']);
      expect(onError).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).toBeNull();
      // The old session's id and token are gone from sessionStorage, and so is what belonged to it.
      expect(getChatSession()).toEqual({ sessionId: 'chat-1-test', sessionToken: tokenFor('chat-1-test') });
      expect(JSON.stringify(sessionStorage)).not.toContain('chat-0-expired');
      expect(JSON.parse(sessionStorage.getItem(CHAT_STATE_KEY) ?? '{}')).toMatchObject({
        sessionId: 'chat-1-test',
        leadQuality: 'cold',
        interestedServices: [],
        emailCaptured: false,
        panelDismissed: false,
      });
      expect(screen.queryByText('Managed IT')).toBeNull();
    },
  );

  it('shows the failure notice when the new session cannot be started either, and keeps no refused session', async () => {
    storeRefusedSession();
    const onError = vi.fn();
    server.handle((_request, response) => json(response, 404, { error: 'Session not found' }));
    const { user } = setup({ onError });
    await say(user, 'Back again');
    // The new session was issued, and refused as well: one retry, then the notice.
    expect(server.sessions).toEqual(['chat-1-test']);
    expect(server.requestsTo('/api/chat/stream').length + server.requestsTo('/api/chat').length).toBe(4);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(sessionStorage)).not.toContain('chat-0-expired');
  });

  it('drops the session when its end call is refused, so the next message starts a new one at once', async () => {
    storeRefusedSession();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.handle((request, response) => {
      if (request.path.endsWith('/end')) return json(response, 404, { error: 'Session not found' });
      const sessionId = (request.body as { sessionId?: string } | undefined)?.sessionId ?? '';
      return stream(response, [{ event: 'done', data: replyFor(sessionId, {}) }]);
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: texts.closeLabel }));
    await waitFor(() => expect(getChatSession()).toBeNull());
    expect(warn).not.toHaveBeenCalled();
    await openChat(user);
    await say(user, 'Hello again');
    expect(server.requestsTo('/api/chat/stream').map((request) => request.body)).toEqual([
      { message: 'Hello again', sessionId: 'chat-1-test' },
    ]);
    warn.mockRestore();
  });

  it('starts afresh from unreadable storage', () => {
    sessionStorage.setItem(CHAT_STATE_KEY, '{"version":1,"messages":"nope"}');
    setup();
    expect(launcher()).toBeTruthy();
  });
});
