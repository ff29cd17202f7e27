/**
 * The live hand-off in the widget, against a real local HTTP server (test/chat-server.ts): the "Talk to a
 * person" button, the waiting status and, when nobody can answer now, the next free times and the follow-up form
 * (an e-mail or a phone number: docs/decisions/088), the consultant joining, writing and typing, the
 * stream dropped and resumed without duplicates, the visitor's typing indicator and read receipts, the
 * hand-back and the transcript offer, a message not delivered with its retry; axe on each new state.
 */

import type { ServerResponse } from 'node:http';
import type { HandoffStatus } from '@northline/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatTestServer,
  json,
  type RecordedRequest,
  replyFor,
  startChatServer,
  stream,
  writeEvent,
} from '../test/chat-server.ts';
import { torontoFormats } from './booking-slots.ts';
import { ChatWidget } from './chat-widget.tsx';
import { defaultChatWidgetTexts as texts } from './texts.ts';

const PHONE = '(416) 555-0142';
const live = texts.live;

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const waiting = (extra: Partial<HandoffStatus> = {}): HandoffStatus => ({
  state: 'waiting',
  reason: 'visitor-request',
  expectation: 'A consultant usually answers within 2 minutes.',
  live: true,
  askForContact: false,
  ...extra,
});
/** The expectation while nobody can answer until the next opening. */
const NOBODY_NOW = 'We open at 9:00 tomorrow. Leave your e-mail or phone number and we will get back to you.';
/** Waiting while nobody can answer: back Friday November 27, 2026, 9:00 a.m. in Toronto; contact details asked. */
const nobodyNow = (): HandoffStatus =>
  waiting({
    live: false,
    askForContact: true,
    expectation: NOBODY_NOW,
    nextOpening: '2026-11-27T14:00:00.000Z',
  });
/** The first bookable day: Friday November 27, 2026, two times (Toronto is UTC-5). */
const FRIDAY = [
  {
    date: '2026-11-27',
    label: 'Friday, November 27',
    slots: ['14:00', '14:30'].map((time) => ({
      start: `2026-11-27T${time}:00.000Z`,
      end: `2026-11-27T${time.replace(':00', ':30').replace('14:30', '15:00')}:00.000Z`,
      label: time,
    })),
  },
];
const formats = torontoFormats(texts.booking.locale);
/** The slots' answer while no consultant is bookable: no day at all. */
const noTimes = (request: RecordedRequest, response: ServerResponse): boolean => {
  if (request.path !== '/api/meetings/slots') return false;
  json(response, 200, { timeZone: 'America/Toronto', durationMinutes: 30, days: [] });
  return true;
};
const liveWith = (name: string): HandoffStatus => ({
  state: 'live',
  reason: 'visitor-request',
  consultantName: name,
  expectation: '',
  live: true,
  askForContact: false,
});
const consultantMessage = (id: string, content: string) => ({
  message: { id, role: 'consultant', authorName: 'Sam', content, timestamp: '2026-11-26T10:00:00.000Z' },
});

/** What each connection of the event stream writes (by its index, 0 first); left open unless it ends it. */
type EventScript = (connection: number, response: ServerResponse, request: RecordedRequest) => void;

/**
 * Scripts the API: the hand-off answers `handoff`, each stream connection runs `events`, the other hand-off
 * calls answer 204, and a visitor message is answered like the live API does (an empty response with the
 * status).
 */
function liveApi({
  handoff = waiting(),
  events,
  onMessage,
  other,
}: {
  handoff?: HandoffStatus;
  events: EventScript;
  /** Answers a visitor message itself (true), or leaves it to the live API's answer (false). */
  onMessage?: (request: RecordedRequest, response: ServerResponse) => boolean;
  /** Answers any other request itself (true), or leaves it to the 404 (false). */
  other?: (request: RecordedRequest, response: ServerResponse) => boolean;
}) {
  let connections = 0;
  server.handle((request, response) => {
    if (other?.(request, response)) return;
    const action = /^\/api\/chat\/[^/]+\/([a-z-]+)$/.exec(request.path)?.[1];
    if (action === 'handoff') return json(response, 200, handoff);
    if (action === 'events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.flushHeaders();
      events(connections++, response, request);
      return;
    }
    if (action === 'typing' || action === 'seen' || action === 'transcript-email' || action === 'end') {
      response.writeHead(204).end();
      return;
    }
    if (request.path === '/api/chat/stream') {
      if (onMessage?.(request, response)) return;
      const sessionId = (request.body as { sessionId: string }).sessionId;
      return stream(response, [{ event: 'done', data: replyFor(sessionId, { response: '', handoff }) }]);
    }
    return json(response, 404, { error: 'No route' });
  });
}

function setup() {
  const user = userEvent.setup();
  const view = render(<ChatWidget phone={PHONE} apiBase={server.url} liveRetryDelay={() => 20} />);
  return { user, ...view };
}

const input = () => screen.getByRole('textbox', { name: texts.inputPlaceholder });
const conversation = () => within(screen.getByRole('region', { name: texts.conversationLabel }));
const bubbles = () =>
  conversation()
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const politeRegion = () => document.querySelector('[aria-live="polite"]');

async function openAndAskForAPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: texts.launcherLabel }));
  // Keyboard reachable: the button sits just before the input.
  await waitFor(() => expect(document.activeElement).toBe(input()));
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: live.talkToPerson }));
  await user.keyboard('{Enter}');
}

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('ChatWidget: the live hand-off', () => {
  it('asks for a person from the keyboard and shows the waiting status with the expectation', async () => {
    liveApi({ events: () => {} });
    const { user } = setup();
    await openAndAskForAPerson(user);

    const status = await screen.findByTestId('handoff-status');
    expect(status.textContent).toContain(live.connecting);
    expect(status.textContent).toContain('A consultant usually answers within 2 minutes.');
    expect(screen.queryByRole('button', { name: live.talkToPerson })).toBeNull();
    expect(politeRegion()?.textContent).toBe(
      `${live.connecting} A consultant usually answers within 2 minutes.`,
    );
    expect(server.requestsTo(/\/handoff$/).map((request) => request.body)).toEqual([{}]);
    // The header's status line says the same.
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(live.waitingLine as string)).toBeTruthy();
    expect(within(dialog).queryByText(texts.companyLine)).toBeNull();
    // The stream is followed with the token in its header.
    await waitFor(() => expect(server.requestsTo(/\/events$/)).toHaveLength(1));
    expect(server.requestsTo(/\/events$/)[0]?.sessionToken).toMatch(/^t-chat-1-test/);
    await expectNoAxeViolations();
  });

  it('shows the expectation once when the reply to the request already says it', async () => {
    const expectation = 'A consultant usually answers within 2 minutes.';
    liveApi({
      events: () => {},
      onMessage: (request, response) => {
        const sessionId = (request.body as { sessionId: string }).sessionId;
        stream(response, [
          { event: 'done', data: replyFor(sessionId, { response: expectation, handoff: waiting() }) },
        ]);
        return true;
      },
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: texts.launcherLabel }));
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await user.type(input(), 'Can I talk to a person?{Enter}');
    const status = await screen.findByTestId('handoff-status');
    expect(status.textContent).toContain(live.connecting);
    await conversation().findByText(expectation);
    expect(within(screen.getByRole('dialog')).getAllByText(expectation)).toHaveLength(1);
  });

  it('when nobody can answer now: the next free times at once, and a follow-up form that takes an e-mail or a phone', async () => {
    liveApi({
      handoff: nobodyNow(),
      events: () => {},
      other: (request, response) => {
        if (request.path !== '/api/meetings/slots') return false;
        json(response, 200, { timeZone: 'America/Toronto', durationMinutes: 30, days: FRIDAY });
        return true;
      },
    });
    const { user } = setup();
    await openAndAskForAPerson(user);

    // Nobody is "connecting" while nobody can answer: the status says when someone will, once.
    const status = await screen.findByTestId('handoff-status');
    expect(status.textContent).not.toContain(live.connecting);
    expect(within(screen.getByRole('dialog')).getAllByText(NOBODY_NOW)).toHaveLength(1);
    // The header promises nobody now: it says when the office is back, in Toronto time.
    expect(within(screen.getByRole('dialog')).getByText('Away: back Friday 9:00 a.m.')).toBeTruthy();
    // The booking panel opens by itself with the first bookable day's times.
    const times = await screen.findByRole('region', { name: texts.booking.title });
    const friday = await within(times).findByRole('list', {
      name: formats.day(FRIDAY[0]?.slots[0]?.start ?? ''),
    });
    expect(
      within(friday)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['9:00 a.m.', '9:30 a.m.']);
    // The next opening's times: the first bookable day's, the others a 'More times' away.
    expect(server.requestsTo(/\/api\/meetings\/slots$/).map((request) => request.query)).toEqual(['days=1']);
    expect(within(times).getByRole('button', { name: texts.booking.moreTimes })).toBeTruthy();
    // The form asks once, in its own words: the expectation above already says what to leave.
    const form = within(status).getByRole('form', { name: live.contactPrompt });
    const field = within(form).getByRole('textbox', { name: live.contactLabel as string });
    await expectNoAxeViolations();

    // Neither an address nor a number: not sent, the field marked and its error announced.
    await user.type(field, 'call me maybe');
    await user.click(within(form).getByRole('button', { name: live.contactSubmit }));
    const error = within(form).getByRole('alert');
    expect(error.textContent).toBe(live.contactInvalid);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(field);
    expect(server.requestsTo(/\/handoff$/)).toHaveLength(1);
    await expectNoAxeViolations();

    await user.clear(field);
    await user.type(field, '(416) 555-0199');
    await user.click(within(form).getByRole('button', { name: live.contactSubmit }));
    const thanks = await within(status).findByText(live.contactThanks);
    // Focus moves in an effect after the render (a frame later under Preact, the script-tag bundle's renderer).
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(within(status).queryByRole('form')).toBeNull();
    expect(server.requestsTo(/\/handoff$/).map((request) => request.body)).toEqual([
      {},
      { phone: '(416) 555-0199' },
    ]);
    // The number never travels in a URL.
    expect(server.requests.every((request) => !request.path.includes('555'))).toBe(true);
    // The times stay where they were: leaving details does not close or reopen the panel.
    expect(screen.getAllByRole('region', { name: texts.booking.title })).toHaveLength(1);
  });

  it('sends an address the follow-up form is given as the e-mail', async () => {
    liveApi({ handoff: nobodyNow(), events: () => {}, other: noTimes });
    const { user } = setup();
    await openAndAskForAPerson(user);
    const field = await screen.findByRole('textbox', { name: live.contactLabel as string });
    await user.type(field, ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: live.contactSubmit }));
    await screen.findByText(live.contactThanks);
    expect(server.requestsTo(/\/handoff$/).map((request) => request.body)).toEqual([
      {},
      { email: 'ada@example.com' },
    ]);
  });

  it('marks the follow-up field when the API refuses the number itself, and sends it again once corrected', async () => {
    let refused = false;
    liveApi({
      handoff: nobodyNow(),
      events: () => {},
      other: (request, response) => {
        const body = request.body as { phone?: string } | undefined;
        if (!/\/handoff$/.test(request.path) || body?.phone !== '+999 1234 5678')
          return noTimes(request, response);
        refused = true;
        json(response, 400, {
          error: 'Please enter a valid phone number',
          fields: { phone: 'Please enter a valid phone number' },
        });
        return true;
      },
    });
    const { user } = setup();
    await openAndAskForAPerson(user);
    const field = await screen.findByRole('textbox', { name: live.contactLabel as string });
    await user.type(field, '+999 1234 5678');
    await user.click(screen.getByRole('button', { name: live.contactSubmit }));
    const error = await screen.findByText(live.contactInvalid as string);
    expect(refused).toBe(true);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(field);
    // The refusal is the field's, not a failure of the chat: no general notice, the field's error the one alert.
    expect(screen.queryByRole('button', { name: texts.dismissErrorLabel })).toBeNull();
    expect(screen.getAllByRole('alert')).toEqual([error]);
    await user.clear(field);
    await user.type(field, '416-555-0199');
    await user.click(screen.getByRole('button', { name: live.contactSubmit }));
    await screen.findByText(live.contactThanks);
  });

  it('offers the times once: dismissed, a later status of the same wait does not bring them back; no time free says so, with no empty list', async () => {
    let events: ServerResponse | undefined;
    liveApi({
      handoff: nobodyNow(),
      events: (_connection, response) => {
        events = response;
      },
      other: noTimes,
    });
    const { user } = setup();
    await openAndAskForAPerson(user);
    const times = await screen.findByRole('region', { name: texts.booking.title });
    await within(times).findByText(texts.booking.noSlots.replace('{phone}', PHONE));
    expect(within(times).queryByRole('list')).toBeNull();
    await user.click(within(times).getByRole('button', { name: texts.booking.notNow }));
    expect(screen.queryByRole('region', { name: texts.booking.title })).toBeNull();
    // Another tab left the details: the stream brings the wait's new status, still nobody now.
    await waitFor(() => expect(events).toBeDefined());
    const known = 'We open at 9:00 tomorrow. We will contact you at the details you gave us.';
    writeEvent(events as ServerResponse, 1, 'status', {
      status: { ...nobodyNow(), askForContact: false, expectation: known },
    });
    await screen.findByText(known);
    expect(screen.queryByRole('region', { name: texts.booking.title })).toBeNull();
    expect(screen.queryByRole('textbox', { name: live.contactLabel as string })).toBeNull();
  });

  it('shows the consultant joining and typing, announced politely, without moving focus', async () => {
    liveApi({
      events: (connection, response) => {
        if (connection > 0) return;
        writeEvent(response, 1, 'status', { status: liveWith('Sam') });
        writeEvent(response, 2, 'typing', { typing: true, name: 'Sam' });
      },
    });
    const { user } = setup();
    await openAndAskForAPerson(user);
    await conversation().findByText('Sam joined the chat');
    expect(politeRegion()?.textContent).toBe('Sam joined the chat');
    expect((await screen.findByTestId('consultant-typing')).textContent).toBe('Sam is typing…');
    expect(document.activeElement).toBe(input());
    // The header names the consultant, not the assistant.
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Sam');
    expect(within(dialog).getByText('Sam is here · IT consultant, Northline IT')).toBeTruthy();
    expect(within(dialog).queryByText(texts.companyLine)).toBeNull();
    // The footer says a person answers, by first name, not the automated assistant.
    expect(screen.getByText(live.answeredBy.replace('{name}', 'Sam'), { exact: false })).toBeTruthy();
    expect(screen.queryByText(texts.privacyNotice.text, { exact: false })).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows each message once across a dropped stream, resuming with Last-Event-ID, and reports it seen', async () => {
    liveApi({
      events: (connection, response) => {
        if (connection === 0) {
          writeEvent(response, 1, 'status', { status: liveWith('Sam') });
          // The connection drops once the first message is out.
          response.write(
            `id: 2\nevent: message\ndata: ${JSON.stringify(consultantMessage('m-1', 'Hi, Sam here.'))}\n\n`,
            () => response.socket?.destroy(),
          );
        } else if (connection === 1) {
          // A replay overlapping what was shown, then a new message.
          writeEvent(response, 2, 'message', consultantMessage('m-1', 'Hi, Sam here.'));
          writeEvent(response, 3, 'message', consultantMessage('m-2', 'How can I help?'));
        }
      },
    });
    const { user } = setup();
    await openAndAskForAPerson(user);
    await conversation().findByText('How can I help?');
    const events = server.requestsTo(/\/events$/);
    expect(events[1]?.lastEventId).toBe('2');
    expect(bubbles().filter((text) => text?.includes('Hi, Sam here.'))).toHaveLength(1);
    const item = conversation().getByText('How can I help?').closest('li');
    expect(item?.getAttribute('data-role')).toBe('consultant');
    expect(item?.textContent).toBe('Sam: How can I help?');
    expect(politeRegion()?.textContent).toBe('Sam: How can I help?');
    // Focus stayed where the visitor left it.
    expect(document.activeElement).toBe(input());
    await waitFor(() =>
      expect(server.requestsTo(/\/seen$/).map((request) => request.body)).toContainEqual({
        lastEventId: '3',
      }),
    );
    await expectNoAxeViolations();
  });

  it('opens the booking panel on a consultant’s offer of times; the booking keeps the chat live, its confirmation shown once', async () => {
    const start = '2030-12-02T17:00:00.000Z';
    const confirmation = 'Your free IT assessment is booked for Monday, December 2, 2030 at 12:00 p.m.';
    let stream: ServerResponse | undefined;
    liveApi({
      events: (connection, response) => {
        if (connection > 0) return;
        stream = response;
        writeEvent(response, 1, 'status', { status: liveWith('Sam') });
        writeEvent(response, 2, 'message', {
          message: {
            ...consultantMessage('m-1', 'Here are the times we can offer.').message,
            offer: 'meeting',
          },
        });
      },
      other: (request, response) => {
        if (request.path === '/api/meetings/slots') {
          json(response, 200, {
            timeZone: 'America/Toronto',
            durationMinutes: 30,
            days: [
              {
                date: '2030-12-02',
                slots: [{ start, end: '2030-12-02T17:30:00.000Z', label: '12:00 p.m.' }],
              },
            ],
          });
          return true;
        }
        if (request.path === '/api/meetings') {
          // The API writes the confirmation into the live conversation: it arrives on the stream.
          if (stream) {
            writeEvent(stream, 3, 'message', {
              message: { id: 'm-2', role: 'assistant', content: confirmation, timestamp: start },
            });
          }
          json(response, 201, {
            meetingId: 'meeting-1',
            start,
            end: '2030-12-02T17:30:00.000Z',
            consultantName: 'Sam',
            message: confirmation,
          });
          return true;
        }
        return false;
      },
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: texts.launcherLabel }));
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await user.type(input(), 'A person please, I am at dana@example.com{Enter}');
    await conversation().findByText('Here are the times we can offer.');
    const panel = await screen.findByRole('region', { name: texts.booking.title });
    const formats = torontoFormats(texts.booking.locale);
    await user.click(
      await within(panel).findByRole('button', {
        name: `${formats.when(start)} (${texts.booking.timeZone})`,
      }),
    );
    // The e-mail the visitor gave in the chat is the form's already.
    const email = screen.getByRole('textbox', { name: texts.booking.labels.email });
    expect((email as HTMLInputElement).value).toBe('dana@example.com');
    await user.type(await screen.findByRole('textbox', { name: texts.booking.labels.name }), 'Dana Lee');
    await user.type(email, '{Enter}');

    await waitFor(() => expect(screen.queryByRole('region', { name: texts.booking.title })).toBeNull());
    await conversation().findByText(confirmation);
    expect(bubbles().filter((text) => text?.includes(confirmation))).toHaveLength(1);
    // The widget's own confirmation is not added beside the conversation's.
    const own = texts.booking.confirmed
      .replace('{when}', formats.when(start))
      .replace('{email}', 'dana@example.com');
    expect(conversation().queryByText(own)).toBeNull();
    // The chat stays with the consultant.
    expect(within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }).textContent).toBe('Sam');
    expect(server.requestsTo(/\/(release|end)$/)).toHaveLength(0);
    expect(server.requestsTo('/api/meetings')[0]?.body).toMatchObject({
      start,
      sessionId: server.sessions[0],
    });
    await expectNoAxeViolations();
  });

  it('sends the typing indicator once while typing and stops it on send; an empty reply shows no bubble', async () => {
    liveApi({
      handoff: liveWith('Sam'),
      events: (connection, response) => {
        if (connection === 0) writeEvent(response, 1, 'status', { status: liveWith('Sam') });
      },
    });
    const { user } = setup();
    await openAndAskForAPerson(user);
    await conversation().findByText('Sam joined the chat');
    const before = bubbles().length;
    await user.type(input(), 'My server is down');
    await waitFor(() => expect(server.requestsTo(/\/typing$/)).toHaveLength(1));
    expect(server.requestsTo(/\/typing$/)[0]?.body).toEqual({ typing: true });
    await user.keyboard('{Enter}');
    // The stop goes at once, or at the end of the second its start opened (one typing call a second at most).
    await waitFor(
      () =>
        expect(server.requestsTo(/\/typing$/).map((request) => request.body)).toEqual([
          { typing: true },
          { typing: false },
        ]),
      { timeout: 3000 },
    );
    await waitFor(() => expect(server.requestsTo('/api/chat/stream')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('chat-typing')).toBeNull());
    // The visitor's message and nothing for the silent assistant.
    await waitFor(() => expect(bubbles()).toHaveLength(before + 1));
    expect(bubbles().at(-1)).toContain('My server is down');
  });

  it('hands back to the assistant and, once closed, offers the transcript by e-mail', async () => {
    liveApi({
      events: (connection, response) => {
        if (connection > 0) return;
        writeEvent(response, 1, 'status', { status: liveWith('Sam') });
        writeEvent(response, 2, 'status', {
          status: { state: 'assistant', expectation: '', live: true, askForContact: false },
        });
      },
    });
    const { user, unmount } = setup();
    await openAndAskForAPerson(user);
    await conversation().findByText(live.released);
    expect(screen.getByRole('button', { name: live.talkToPerson })).toBeTruthy();
    expect(screen.getByText(texts.privacyNotice.text, { exact: false })).toBeTruthy();
    unmount();

    server.reset();
    liveApi({
      events: (connection, response) => {
        if (connection > 0) return;
        writeEvent(response, 1, 'status', { status: liveWith('Sam') });
        writeEvent(response, 2, 'status', {
          status: {
            state: 'closed',
            consultantName: 'Sam',
            expectation: '',
            live: true,
            askForContact: false,
          },
        });
      },
    });
    sessionStorage.clear();
    const second = setup();
    await openAndAskForAPerson(second.user);
    await conversation().findByText(live.closed);
    const offer = screen.getByTestId('transcript-offer');
    await expectNoAxeViolations();
    await second.user.type(within(offer).getByRole('textbox', { name: live.emailLabel }), 'ada@example.com');
    await second.user.click(within(offer).getByRole('button', { name: live.transcriptSubmit }));
    await screen.findByText(live.transcriptSent);
    expect(server.requestsTo(/\/transcript-email$/).map((request) => request.body)).toEqual([
      { email: 'ada@example.com' },
    ]);
  });

  it('keeps a message a limit refused, marked not delivered with its retry; the retry sends the same key', async () => {
    const refusal =
      'This message was not delivered: a chat with a consultant takes up to 30 messages a minute. Wait a few seconds and send it again; the messages before it arrived.';
    let refuse = true;
    liveApi({
      handoff: liveWith('Sam'),
      events: (connection, response) => {
        if (connection === 0) writeEvent(response, 1, 'status', { status: liveWith('Sam') });
      },
      onMessage: (request, response) => {
        if ((request.body as { message: string }).message !== 'Are you still there? The printer is on fire')
          return false;
        if (!refuse) return false;
        json(response, 429, { error: refusal });
        return true;
      },
    });
    const { user } = setup();
    await openAndAskForAPerson(user);
    await conversation().findByText('Sam joined the chat');
    await user.type(input(), 'Are you still there? The printer is on fire{Enter}');

    const retry = await conversation().findByRole('button', {
      name: 'Retry sending: Are you still there? The printer is on…',
    });
    const item = retry.closest('li');
    expect(item?.getAttribute('data-delivery')).toBe('failed');
    expect(item?.textContent).toContain(texts.delivery.notDelivered);
    expect(item?.textContent).toContain(refusal);
    expect(politeRegion()?.textContent).toBe(
      `Not delivered: Are you still there? The printer is on…. ${refusal}`,
    );
    // Refused by a limit while a person answers: never the assistant's "trouble responding" notice.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(texts.errorToast.description, { exact: false })).toBeNull();
    await expectNoAxeViolations();

    refuse = false;
    await user.click(retry);
    await waitFor(() => expect(conversation().queryByRole('button', { name: /^Retry sending/ })).toBeNull());
    const sends = server
      .requestsTo('/api/chat/stream')
      .filter((request) => (request.body as { message: string }).message.startsWith('Are you still there'));
    expect(sends).toHaveLength(2);
    expect(sends[1]?.idempotencyKey).toBe(sends[0]?.idempotencyKey);
    expect(sends[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const delivered = conversation().getByText('Are you still there? The printer is on fire').closest('li');
    expect(delivered?.getAttribute('data-delivery')).toBeNull();
    expect(delivered?.textContent).toBe('You: Are you still there? The printer is on fire');
  });

  it('marks a message lost to the network as not delivered, without the failure notice, while a person answers', async () => {
    liveApi({
      handoff: liveWith('Sam'),
      events: (connection, response) => {
        if (connection === 0) writeEvent(response, 1, 'status', { status: liveWith('Sam') });
      },
      onMessage: (_request, response) => {
        response.socket?.destroy();
        return true;
      },
    });
    const { user } = setup();
    await openAndAskForAPerson(user);
    await conversation().findByText('Sam joined the chat');
    await user.type(input(), 'Hello?{Enter}');
    await conversation().findByRole('button', { name: 'Retry sending: Hello?' });
    expect(politeRegion()?.textContent).toBe('Not delivered: Hello?');
    expect(screen.queryByRole('alert')).toBeNull();
    // The visitor can go on writing: the next message is not held back.
    expect(screen.getByRole('button', { name: texts.sendLabel })).toBeTruthy();
  });
});
