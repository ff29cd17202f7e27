/**
 * A visitor typing fast to a person, against a real local HTTP server (test/chat-server.ts) that holds each
 * message's answer until the test lets it go, as a slow API under load does: every Enter sends its message, once,
 * in the order typed, each under its own idempotency key, and a message the API refused takes the ones that waited
 * behind it along as not delivered rather than letting them overtake it.
 */

import type { ServerResponse } from 'node:http';
import type { HandoffStatus } from '@northline/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type ChatTestServer,
  deferred,
  json,
  type RecordedRequest,
  replyFor,
  runChatServer,
  stream,
  writeEvent,
} from '../test/chat-server.ts';
import { ChatWidget } from './chat-widget.tsx';
import { defaultChatWidgetTexts as texts } from './texts.ts';

let server: ChatTestServer;
runChatServer((started) => {
  server = started;
});

const liveWithSam: HandoffStatus = {
  state: 'live',
  reason: 'visitor-request',
  consultantName: 'Sam',
  expectation: '',
  live: true,
  askForContact: false,
};

/** The messages the API received, in the order their requests arrived. */
const received = () =>
  server.requestsTo('/api/chat/stream').map((request) => (request.body as { message: string }).message);

/**
 * Scripts a live chat held by Sam: the hand-off answers live, the event stream says so, and each visitor message
 * goes to `onMessage` (which answers it, at once or later).
 */
function liveChat(onMessage: (request: RecordedRequest, response: ServerResponse) => void) {
  server.handle((request, response) => {
    const action = /^\/api\/chat\/[^/]+\/([a-z-]+)$/.exec(request.path)?.[1];
    if (action === 'handoff') return json(response, 200, liveWithSam);
    if (action === 'events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.flushHeaders();
      writeEvent(response, 1, 'status', { status: liveWithSam });
      return;
    }
    if (action === 'typing' || action === 'seen') {
      response.writeHead(204).end();
      return;
    }
    if (request.path === '/api/chat/stream') return onMessage(request, response);
    return json(response, 404, { error: 'No route' });
  });
}

/** The live API's answer to a message while a consultant answers: no words of the assistant, the status. */
const answer = (request: RecordedRequest, response: ServerResponse, until?: Promise<void>) => {
  const sessionId = (request.body as { sessionId: string }).sessionId;
  const done = { event: 'done', data: replyFor(sessionId, { response: '', handoff: liveWithSam }) };
  return stream(response, until ? [{ until }, done] : [done]);
};

const input = () => screen.getByRole('textbox', { name: texts.inputPlaceholder });
const conversation = () => within(screen.getByRole('region', { name: texts.conversationLabel }));

async function openLiveChat() {
  const user = userEvent.setup();
  render(<ChatWidget phone="(416) 555-0142" apiBase={server.url} liveRetryDelay={() => 20} />);
  await user.click(screen.getByRole('button', { name: texts.launcherLabel }));
  await user.click(screen.getByRole('button', { name: texts.live.talkToPerson }));
  await conversation().findByText('Sam joined the chat');
  return user;
}

describe('ChatWidget: a visitor typing fast to a person', () => {
  it('sends every message typed while the previous one is on its way, once each, in order, with its own key', async () => {
    // Each answer waits until the test releases it: every Enter after the first lands while one is in flight.
    const held: (() => void)[] = [];
    liveChat((request, response) => {
      const gate = deferred();
      held.push(gate.release);
      void answer(request, response, gate.promise);
    });
    const user = await openLiveChat();
    const lines = ['one', 'two', 'three', 'four', 'five', 'six'].map((word) => `fast ${word}`);
    for (const line of lines) {
      await user.type(input(), `${line}{Enter}`);
      // The input empties on each Enter: nothing waits there to be overwritten or joined to the next line.
      expect((input() as HTMLTextAreaElement).value).toBe('');
    }
    // Every line is on screen at once, in order, before the API took more than the first.
    const shown = () =>
      conversation()
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
        .filter((text) => text.startsWith('You: fast'));
    expect(shown()).toEqual(lines.map((line) => `You: ${line}`));
    expect(received()).toEqual(['fast one']);

    // Released one by one: the next goes only once the one before it landed.
    for (let index = 0; index < lines.length; index += 1) {
      await waitFor(() => expect(received()).toHaveLength(index + 1));
      expect(held).toHaveLength(index + 1);
      held[index]?.();
    }
    await waitFor(() => expect(conversation().queryByRole('button', { name: /^Retry sending/ })).toBeNull());
    expect(received()).toEqual(lines);
    const keys = server.requestsTo('/api/chat/stream').map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(lines.length);
    expect(shown()).toEqual(lines.map((line) => `You: ${line}`));
  });

  it('marks a refused message and those waiting behind it not delivered, in order, and sends none of them out of turn', async () => {
    const refusal =
      'This message was not delivered: a chat with a consultant takes up to 30 messages a minute.';
    const first = deferred();
    liveChat((request, response) => {
      const message = (request.body as { message: string }).message;
      if (message === 'second') return json(response, 429, { error: refusal });
      return answer(request, response, message === 'first' ? first.promise : undefined);
    });
    const user = await openLiveChat();
    await user.type(input(), 'first{Enter}');
    await user.type(input(), 'second{Enter}');
    await user.type(input(), 'third{Enter}');
    await waitFor(() => expect(received()).toEqual(['first']));
    first.release();

    const retryThird = await conversation().findByRole('button', { name: 'Retry sending: third' });
    const retrySecond = conversation().getByRole('button', { name: 'Retry sending: second' });
    expect(retrySecond.closest('li')?.textContent).toContain(refusal);
    expect(retryThird.closest('li')?.getAttribute('data-delivery')).toBe('failed');
    // The third never went: sent after a refused second, it would reach the consultant before it.
    expect(received()).toEqual(['first', 'second']);

    await user.click(retrySecond);
    await waitFor(() => expect(received()).toEqual(['first', 'second', 'second']));
  });
});
