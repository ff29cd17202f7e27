/**
 * Booking the free IT assessment inside the chat (decision 036): the `offer-meeting` action of a reply brings the
 * free times as buttons by Toronto day, 'More times', the form with the prefill, the booking with one
 * Idempotency-Key per attempt, the confirmation in the conversation, and the 409 path; from the keyboard, with axe
 * on each new state, without moving focus on its own.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import {
  type ChatTestServer,
  json,
  type RecordedRequest,
  replyFor,
  runChatServer,
  stream,
} from '../test/chat-server.ts';
import { groupByDay, torontoFormats } from './booking-slots.ts';
import { ChatWidget } from './chat-widget.tsx';
import { defaultChatWidgetTexts as texts } from './texts.ts';
import type { ChatReply } from './types.ts';

const PHONE = '(416) 555-0142';
const booking = texts.booking;
const formats = torontoFormats(booking.locale);

let server: ChatTestServer;
runChatServer((started) => {
  server = started;
});

/** A slot starting at a UTC instant, 30 minutes long. */
const slot = (start: string) => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  label: 'label',
});

/** Monday December 2 2030 (seven times) and Tuesday December 3 (two), Toronto time (UTC-5). */
const DAYS = [
  {
    date: '2030-12-02',
    label: 'Monday, December 2',
    slots: ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00'].map((time) =>
      slot(`2030-12-02T${time}:00.000Z`),
    ),
  },
  {
    date: '2030-12-03',
    label: 'Tuesday, December 3',
    slots: ['14:00', '14:30'].map((time) => slot(`2030-12-03T${time}:00.000Z`)),
  },
];
const WEDNESDAY = {
  date: '2030-12-04',
  label: 'Wednesday, December 4',
  slots: [slot('2030-12-04T15:00:00.000Z')],
};

type BookingAnswer = (request: RecordedRequest) => { status: number; body: unknown };

/**
 * The API's stand-in: chat replies (the first with the action unless told otherwise), the slots (two days, a third
 * once more than three are asked for) and the booking's answers in turn.
 */
function bookingApi(
  options: {
    reply?: Partial<ChatReply>;
    bookings?: BookingAnswer[];
    slots?: (request: RecordedRequest) => typeof DAYS;
  } = {},
) {
  const answers = [...(options.bookings ?? [])];
  server.handle((request, response) => {
    if (request.path.endsWith('/end')) return json(response, 200, {});
    if (request.path === '/api/meetings/slots') {
      const days = options.slots?.(request) ?? DAYS;
      return json(response, 200, { timeZone: 'America/Toronto', durationMinutes: 30, days });
    }
    if (request.path === '/api/meetings') {
      const answer = answers.shift() ?? booked;
      const { status, body } = answer(request);
      return json(response, status, body);
    }
    const sessionId = (request.body as { sessionId: string }).sessionId;
    const reply = replyFor(sessionId, {
      response: 'Great, I can book it for you right here in the chat.',
      action: { kind: 'offer-meeting' },
      ...options.reply,
    });
    return stream(response, [
      { event: 'token', data: { text: reply.response } },
      { event: 'done', data: reply },
    ]);
  });
}

const booked: BookingAnswer = (request) => {
  const body = request.body as { start: string };
  return {
    status: 201,
    body: {
      meetingId: 'm-1',
      start: body.start,
      end: slot(body.start).end,
      consultantName: 'Sam',
      message: 'Booked',
    },
  };
};

function setup() {
  const user = userEvent.setup();
  render(<ChatWidget phone={PHONE} apiBase={server.url} />);
  return user;
}

const input = () => screen.getByRole('textbox', { name: texts.inputPlaceholder });
const panel = () => screen.getByRole('region', { name: booking.title });
const liveRegion = () => document.querySelector('[aria-live="polite"]');
const bubbles = () =>
  within(screen.getByRole('region', { name: texts.conversationLabel }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
const slotButton = (iso: string) =>
  screen.getByRole('button', { name: `${formats.when(iso)} (${booking.timeZone})` });

async function askForMeeting(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: texts.launcherLabel }));
  await waitFor(() => expect(document.activeElement).toBe(input()));
  await user.type(input(), 'Can we book a meeting?{Enter}');
  await screen.findByRole('region', { name: booking.title });
  await screen.findByRole('heading', { name: formats.day(DAYS[0]?.slots[0]?.start ?? '') });
}

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('torontoFormats and groupByDay', () => {
  it('write Toronto days and times, across the UTC date line', () => {
    const en = torontoFormats('en-CA');
    // 00:30 UTC on December 3 is 7:30 p.m. on December 2 in Toronto.
    expect(en.day('2030-12-03T00:30:00.000Z')).toBe('Monday, December 2');
    expect(en.time('2030-12-03T00:30:00.000Z')).toMatch(/^7:30\sp\.m\.$/);
    expect(en.dateKey('2030-12-03T00:30:00.000Z')).toBe('2030-12-02');
    // July is daylight time (UTC-4).
    expect(en.time('2030-07-02T13:00:00.000Z')).toMatch(/^9:00\sa\.m\.$/);
    expect(torontoFormats('fr-CA').day('2030-12-02T17:00:00.000Z')).toBe('lundi 2 décembre');
    // A locale the browser rejects falls back to Canadian English.
    expect(torontoFormats('not a locale!').day('2030-12-02T17:00:00.000Z')).toBe('Monday, December 2');
    const next = [
      slot('2030-12-02T17:00:00.000Z'),
      slot('2030-12-03T00:30:00.000Z'),
      slot('2030-12-03T14:00:00.000Z'),
    ];
    expect(groupByDay(next, en.dateKey).map((day) => [day.date, day.slots.length])).toEqual([
      ['2030-12-02', 2],
      ['2030-12-03', 1],
    ]);
  });
});

describe('ChatWidget: booking the assessment in the chat', () => {
  it('shows the free times by Toronto day under the reply, announced, without moving focus', async () => {
    bookingApi();
    const user = setup();
    await askForMeeting(user);

    expect(server.requestsTo('/api/meetings/slots')).toHaveLength(1);
    expect(within(panel()).getByText(booking.timeZone)).toBeTruthy();
    // Six times of Monday until 'More times', both of Tuesday.
    const [monday, tuesday] = within(panel()).getAllByRole('list');
    expect(within(monday as HTMLElement).getAllByRole('button')).toHaveLength(6);
    expect(within(tuesday as HTMLElement).getAllByRole('button')).toHaveLength(2);
    expect(within(monday as HTMLElement).getAllByRole('button')[0]?.textContent).toBe(
      formats.time('2030-12-02T17:00:00.000Z'),
    );
    await waitFor(() => expect(liveRegion()?.textContent).toBe(booking.slotsAnnouncement));
    // The visitor's focus stays where it was.
    expect(document.activeElement).toBe(input());
    await expectNoAxeViolations();
  });

  it('asks for more days with More times and shows every time of each day', async () => {
    bookingApi({ slots: (request) => (request.query === 'days=3' ? DAYS : [...DAYS, WEDNESDAY]) });
    const user = setup();
    await askForMeeting(user);
    await user.click(within(panel()).getByRole('button', { name: booking.moreTimes }));
    await screen.findByRole('heading', { name: formats.day(WEDNESDAY.slots[0]?.start ?? '') });
    const [monday] = within(panel()).getAllByRole('list');
    expect(within(monday as HTMLElement).getAllByRole('button')).toHaveLength(7);
    expect(server.requestsTo('/api/meetings/slots').map((request) => request.query)).toEqual([
      'days=3',
      'days=7',
    ]);
  });

  it('books a time from the keyboard with the prefill, one Idempotency-Key, and confirms in the conversation', async () => {
    bookingApi({ reply: { action: { kind: 'offer-meeting', prefill: { name: 'Dana Lee' } } } });
    const user = setup();
    await askForMeeting(user);

    // Keyboard: Shift+Tab from the input goes back through the card's controls to the times.
    const first = slotButton('2030-12-02T17:00:00.000Z');
    for (let step = 0; step < 12 && document.activeElement !== first; step += 1)
      await user.tab({ shift: true });
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    const name = await screen.findByRole('textbox', { name: booking.labels.name });
    const email = screen.getByRole('textbox', { name: booking.labels.email });
    expect((name as HTMLInputElement).value).toBe('Dana Lee');
    // Focus goes to the first empty field: the visitor's chosen button is gone.
    expect(document.activeElement).toBe(email);
    expect(within(panel()).getByText(new RegExp(formats.time('2030-12-02T17:00:00.000Z')))).toBeTruthy();
    await expectNoAxeViolations();

    // The form checks the e-mail before sending.
    await user.type(email, 'dana@{Enter}');
    expect(await within(panel()).findByText(booking.emailInvalid)).toBeTruthy();
    expect(server.requestsTo('/api/meetings')).toHaveLength(0);
    await user.type(email, 'example.com{Enter}');

    await waitFor(() => expect(screen.queryByRole('region', { name: booking.title })).toBeNull());
    const [request] = server.requestsTo('/api/meetings');
    expect(request?.body).toMatchObject({
      start: '2030-12-02T17:00:00.000Z',
      name: 'Dana Lee',
      email: 'dana@example.com',
      sessionId: server.sessions[0],
    });
    expect(request?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.sessionToken).toBeTruthy();
    const confirmation = booking.confirmed
      .replace('{when}', formats.when('2030-12-02T17:00:00.000Z'))
      .replace('{email}', 'dana@example.com');
    expect(bubbles().at(-1)).toContain(confirmation);
    expect(liveRegion()?.textContent).toBe(confirmation);
    expect(document.activeElement).toBe(input());
  });

  it('offers the next times after a 409, focused and announced, and books one of them with a new key', async () => {
    const next = [slot('2030-12-03T14:30:00.000Z'), slot('2030-12-04T15:00:00.000Z')];
    bookingApi({
      reply: { action: { kind: 'offer-meeting', prefill: { name: 'Dana Lee', email: 'dana@example.com' } } },
      bookings: [
        () => ({ status: 409, body: { error: 'That time was just taken.', nextSlots: next } }),
        booked,
      ],
    });
    const user = setup();
    await askForMeeting(user);
    await user.click(slotButton('2030-12-02T17:00:00.000Z'));
    await user.click(await screen.findByRole('button', { name: booking.submit }));

    const taken = await within(panel()).findByText(booking.taken);
    // Focus moves in an effect after the render (a frame later under Preact, the script-tag bundle's renderer).
    await waitFor(() => expect(document.activeElement).toBe(taken));
    expect(liveRegion()?.textContent).toBe(booking.taken);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      formats.day('2030-12-03T14:30:00.000Z'),
      formats.day('2030-12-04T15:00:00.000Z'),
    ]);
    await expectNoAxeViolations();

    await user.click(slotButton('2030-12-04T15:00:00.000Z'));
    await user.click(await screen.findByRole('button', { name: booking.submit }));
    await waitFor(() => expect(screen.queryByRole('region', { name: booking.title })).toBeNull());
    const [first, second] = server.requestsTo('/api/meetings');
    expect(second?.body).toMatchObject({ start: '2030-12-04T15:00:00.000Z' });
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('shows the sentence of a booking bound that refused: a 409 without next times, a 429', async () => {
    const perEmail =
      'This e-mail address already has 2 upcoming meetings with us. To change one, use the link in its invitation.';
    const perAddress =
      'Several meetings were just booked from your connection, so we cannot book another one right now.';
    bookingApi({
      reply: { action: { kind: 'offer-meeting', prefill: { name: 'Dana Lee', email: 'dana@example.com' } } },
      bookings: [
        () => ({ status: 409, body: { error: perEmail } }),
        () => ({ status: 429, body: { error: perAddress } }),
      ],
    });
    const user = setup();
    await askForMeeting(user);
    await user.click(slotButton('2030-12-03T14:00:00.000Z'));
    await user.click(await screen.findByRole('button', { name: booking.submit }));
    expect(await within(panel()).findByText(perEmail)).toBeTruthy();
    expect(liveRegion()?.textContent).toBe(perEmail);
    await user.click(screen.getByRole('button', { name: booking.submit }));
    expect(await within(panel()).findByText(perAddress)).toBeTruthy();
    expect(within(panel()).queryByText(booking.failed.replace('{phone}', PHONE))).toBeNull();
    // The form stays, with the chosen time and the details, for another try.
    expect(screen.getByRole('button', { name: booking.submit })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('keeps the Idempotency-Key when the same booking is tried again after a failure', async () => {
    bookingApi({
      reply: { action: { kind: 'offer-meeting', prefill: { name: 'Dana Lee', email: 'dana@example.com' } } },
      bookings: [() => ({ status: 503, body: { error: 'Service unavailable' } }), booked],
    });
    const user = setup();
    await askForMeeting(user);
    await user.click(slotButton('2030-12-03T14:00:00.000Z'));
    await user.click(await screen.findByRole('button', { name: booking.submit }));
    const failed = booking.failed.replace('{phone}', PHONE);
    expect(await within(panel()).findByText(failed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: booking.submit }));
    await waitFor(() => expect(screen.queryByRole('region', { name: booking.title })).toBeNull());
    const [first, second] = server.requestsTo('/api/meetings');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('offers the times again on the next page (sessionStorage), until booked or dismissed', async () => {
    bookingApi();
    const user = setup();
    await askForMeeting(user);
    cleanup();
    render(<ChatWidget phone={PHONE} apiBase={server.url} />);
    expect(await screen.findByRole('region', { name: booking.title })).toBeTruthy();
    await user.click(await within(panel()).findByRole('button', { name: booking.notNow }));
    cleanup();
    render(<ChatWidget phone={PHONE} apiBase={server.url} />);
    await screen.findByRole('dialog', { name: texts.title });
    expect(screen.queryByRole('region', { name: booking.title })).toBeNull();
  });

  it('closes with Not now, and shows no panel for a reply without the action', async () => {
    bookingApi({ reply: { action: undefined } });
    const user = setup();
    await user.click(screen.getByRole('button', { name: texts.launcherLabel }));
    await user.type(input(), 'How much is managed IT?{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toContain('right here'));
    expect(screen.queryByRole('region', { name: booking.title })).toBeNull();
    expect(server.requestsTo('/api/meetings/slots')).toHaveLength(0);

    bookingApi();
    await user.type(input(), 'Book a meeting{Enter}');
    await screen.findByRole('region', { name: booking.title });
    await user.click(within(panel()).getByRole('button', { name: booking.notNow }));
    expect(screen.queryByRole('region', { name: booking.title })).toBeNull();
    expect(document.activeElement).toBe(input());
  });
});

describe('ChatWidget: a field the API refuses', () => {
  it('shows the API’s message under the name, focused, and keeps what was typed', async () => {
    // A pasted LINE SEPARATOR survives a one-line input (a browser drops only CR and LF); the API's schema refuses it.
    bookingApi({
      reply: {
        action: { kind: 'offer-meeting', prefill: { name: 'Dana\u2028Lee', email: 'dana@example.com' } },
      },
      bookings: [
        () => ({
          status: 400,
          body: { error: 'Invalid request', issues: [{ path: 'name', message: 'Name must be on one line' }] },
        }),
      ],
    });
    const user = setup();
    await askForMeeting(user);
    await user.click(slotButton('2030-12-02T17:00:00.000Z'));
    await user.click(await screen.findByRole('button', { name: booking.submit }));

    const name = await screen.findByRole('textbox', { name: booking.labels.name });
    expect(await within(panel()).findByText('Name must be on one line')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect((screen.getByRole('textbox', { name: booking.labels.email }) as HTMLInputElement).value).toBe(
      'dana@example.com',
    );
    expect(server.requestsTo('/api/meetings')).toHaveLength(1);
    await expectNoAxeViolations();
  });
});
