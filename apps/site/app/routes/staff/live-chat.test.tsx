// @vitest-environment jsdom
/**
 * One live conversation (/staff/live/:leadId): the transcript as text with its authors and times, the side
 * panel, claiming (and being refused with the server's words), replying, the typing indicators both ways, new
 * messages from the stream shown once and announced without moving the focus, releasing and closing. Rendered in
 * jsdom with the real tRPC client over a fake `/trpc` and a fake `EventSource` under the real subscription link,
 * checked with axe-core.
 */
import { liveChatMessages, staffLive } from '@northline/content';
import type { LiveChatSummary } from '@northline/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  LEAD_IDS,
  listFixture,
  renderStaffApp,
  SAM,
} from '../../staff/live-test-kit.tsx';

const copy = staffLive.chat;
const PATH = `/staff/live/${LEAD_IDS['session-older']}`;

const log = () => screen.findByRole('log', { name: copy.transcript });
const replyBox = () => screen.findByRole('textbox', { name: copy.reply });

/** Renders the conversation and claims it, ready to reply. */
async function claimed() {
  const user = userEvent.setup();
  const app = renderStaffApp(PATH);
  await user.click(await screen.findByRole('button', { name: copy.claim }));
  await replyBox();
  return { user, ...app };
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('a live conversation', () => {
  it('shows the whole transcript as text with authors and times, and the visitor’s side panel', async () => {
    renderStaffApp(PATH);
    const transcript = await log();
    expect(transcript.getAttribute('aria-live')).toBe('polite');
    const items = within(transcript).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain(copy.visitor);
    expect(items[0]?.textContent).toContain('Our server is down and nobody can log in.');
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-26T14:00:00.000Z');
    // Markup in a message stays text.
    expect(
      within(items[1] as HTMLElement).getByText(/<b>A consultant<\/b> will join shortly\./),
    ).toBeTruthy();
    expect(transcript.querySelector('b')).toBeNull();

    expect(screen.getByRole('heading', { level: 1, name: 'Dana Reyes (Reyes Law)' })).toBeTruthy();
    const side = screen.getByRole('complementary', { name: copy.details });
    expect(within(side).getByRole('link', { name: 'dana@reyes-law.example' }).getAttribute('href')).toBe(
      'mailto:dana@reyes-law.example',
    );
    expect(within(side).getByRole('link', { name: '(416) 555-0142' }).getAttribute('href')).toBe(
      'tel:4165550142',
    );
    expect(within(side).getByText('Mentions an outage')).toBeTruthy();
    expect(within(side).getByText('Backup and disaster recovery')).toBeTruthy();
    expect(within(side).getByText('Managed IT Essentials')).toBeTruthy();
    expect(within(side).getByText('/services/managed-it')).toBeTruthy();
    // No reply box before the chat is one's own; a waiting chat can still be released or closed.
    expect(screen.queryByRole('textbox', { name: copy.reply })).toBeNull();
    expect(screen.getByRole('button', { name: copy.release })).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.close })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows details the visitor shares while the chat is open, from the lead’s event on the stream', async () => {
    const { api, stream } = renderStaffApp(PATH);
    const side = await screen.findByRole('complementary', { name: copy.details });
    await waitFor(() => expect(stream.connected()).toBe(true));
    const detail = api.details.get('session-older');
    if (!detail) throw new Error('no conversation');
    api.details.set('session-older', {
      ...detail,
      visitor: { ...detail.visitor, phone: '(905) 555-0199' },
    });
    await stream.emit('48', {
      type: 'leads',
      leads: [{ leadId: LEAD_IDS['session-older'] as string, change: 'updated' }],
    });
    expect(await within(side).findByRole('link', { name: '(905) 555-0199' })).toBeTruthy();
  });

  it('claims a waiting chat: the reply box appears and takes the focus', async () => {
    const user = userEvent.setup();
    const { api } = renderStaffApp(PATH);
    await user.click(await screen.findByRole('button', { name: copy.claim }));
    const box = await replyBox();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.queryByRole('button', { name: copy.claim })).toBeNull();
    expect(screen.getByText(copy.youHaveIt)).toBeTruthy();
    expect(api.calls).toContainEqual({
      procedure: 'staff.live.claim',
      input: { leadId: LEAD_IDS['session-older'] },
    });
    await expectNoAxeViolations();
  });

  it('says who has the chat when the claim is refused with 409', async () => {
    const user = userEvent.setup();
    const { api } = renderStaffApp(PATH);
    api.state.conflict = 'Sam Sales';
    const claim = await screen.findByRole('button', { name: copy.claim });
    await user.click(claim);
    expect((await screen.findByRole('alert')).textContent).toBe('Sam Sales has this chat.');
    expect(screen.queryByRole('textbox', { name: copy.reply })).toBeNull();
    await expectNoAxeViolations();
  });

  it('sends with Enter, appends the message once and clears the box; Shift+Enter starts a new line', async () => {
    const { user, api, stream } = await claimed();
    const box = await replyBox();
    const send = screen.getByRole('button', { name: copy.send });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(copy.counter(0, 2000))).toBeTruthy();

    await user.type(box, 'Hi Dana, I am on it.{Shift>}{Enter}{/Shift}Can you restart the router?');
    expect((box as HTMLTextAreaElement).value).toBe('Hi Dana, I am on it.\nCan you restart the router?');
    expect(screen.getByText(copy.counter(48, 2000))).toBeTruthy();
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await user.keyboard('{Enter}');

    const transcript = await log();
    await waitFor(() => expect(within(transcript).getAllByRole('listitem')).toHaveLength(3));
    const last = within(transcript).getAllByRole('listitem')[2] as HTMLElement;
    expect(last.textContent).toContain('Sam');
    expect(last.textContent).toContain('Hi Dana, I am on it.\nCan you restart the router?');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(api.calls).toContainEqual({
      procedure: 'staff.live.send',
      input: {
        leadId: LEAD_IDS['session-older'],
        message: 'Hi Dana, I am on it.\nCan you restart the router?',
      },
    });

    // The stream brings the sent message too: it stays shown once.
    const sent = api.details.get('session-older')?.messages.at(-1);
    if (!sent) throw new Error('nothing sent');
    await waitFor(() => expect(stream.connected()).toBe(true));
    await stream.emit('45', { type: 'message', sessionId: 'session-older', message: sent });
    expect(within(transcript).getAllByText(/Can you restart the router\?/)).toHaveLength(1);
  });

  it('sends a message entered while the previous one is on its way right after it, in order', async () => {
    const { user, api } = await claimed();
    let land: () => void = () => undefined;
    api.state.sendGate = new Promise<void>((resolve) => {
      land = resolve;
    });
    const box = (await replyBox()) as HTMLTextAreaElement;
    const sent = () =>
      api.calls
        .filter((call) => call.procedure === 'staff.live.send')
        .map((call) => (call.input as { message?: string } | undefined)?.message);

    await user.type(box, 'First while you wait{Enter}');
    expect(box.value).toBe('');
    await waitFor(() => expect(sent()).toEqual(['First while you wait']));
    await user.type(box, 'Second while you wait{Enter}');
    expect(box.value).toBe('');
    expect(sent()).toEqual(['First while you wait']);

    api.state.sendGate = undefined;
    land();
    await waitFor(() => expect(sent()).toEqual(['First while you wait', 'Second while you wait']));
    const transcript = await log();
    await waitFor(() => expect(within(transcript).getAllByRole('listitem')).toHaveLength(4));
    expect(within(transcript).getAllByRole('listitem')[2]?.textContent).toContain('First while you wait');
    expect(within(transcript).getAllByRole('listitem')[3]?.textContent).toContain('Second while you wait');
  });

  it('keeps a message that failed as not delivered, with the error and a retry that sends it again', async () => {
    const { user, api } = await claimed();
    api.state.sendFails = true;
    const box = (await replyBox()) as HTMLTextAreaElement;
    await user.type(box, 'Can you restart the router?{Enter}');
    const retry = await screen.findByRole('button', { name: 'Retry sending: Can you restart the router?' });
    const undelivered = screen.getByRole('list', { name: copy.undelivered });
    expect(undelivered.textContent).toContain('Can you restart the router?');
    expect(undelivered.textContent).toContain(`${copy.notDelivered} · ${copy.sendFailed}`);
    // The box is free for the next message.
    expect(box.value).toBe('');
    await expectNoAxeViolations();

    api.state.sendFails = false;
    await user.click(retry);
    const transcript = await log();
    await waitFor(() =>
      expect(within(transcript).getAllByText('Can you restart the router?')).toHaveLength(1),
    );
    expect(screen.queryByRole('list', { name: copy.undelivered })).toBeNull();
    const sends = api.calls.filter((call) => call.procedure === 'staff.live.send');
    expect(sends.map((call) => (call.input as { message: string }).message)).toEqual([
      'Can you restart the router?',
      'Can you restart the router?',
    ]);
  });

  it('shows a reply a limit refused as not delivered in the server’s words, announced, with any that waited behind it', async () => {
    const { user, api } = await claimed();
    let land: () => void = () => undefined;
    api.state.sendGate = new Promise<void>((resolve) => {
      land = resolve;
    });
    const refusal =
      'Not sent: this chat takes at most 60 of your messages a minute. Wait a few seconds and send it again.';
    api.state.sendRefusal = { status: 429, code: 'TOO_MANY_REQUESTS', message: refusal };
    const box = (await replyBox()) as HTMLTextAreaElement;
    await user.type(box, 'One more thing{Enter}');
    await user.type(box, 'And another{Enter}');
    land();
    const undelivered = await screen.findByRole('list', { name: copy.undelivered });
    await waitFor(() => expect(within(undelivered).getAllByRole('listitem')).toHaveLength(2));
    expect(within(undelivered).getAllByText(refusal, { exact: false })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Retry sending: One more thing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry sending: And another' })).toBeTruthy();
    const status = screen.getAllByRole('status').find((region) => region.textContent?.includes(refusal));
    expect(status?.textContent).toBe(`${copy.notDelivered}: One more thing. ${refusal}`);
  });

  it('signals typing on the first keystroke and stops it on send', async () => {
    const { user, api } = await claimed();
    const box = await replyBox();
    await user.type(box, 'On my way');
    const typing = () => api.calls.filter((call) => call.procedure === 'staff.live.typing');
    await waitFor(() => expect(typing()).toHaveLength(1));
    expect(typing()[0]?.input).toEqual({ leadId: LEAD_IDS['session-older'], typing: true });
    await user.click(screen.getByRole('button', { name: copy.send }));
    // The stop goes at once, or at the end of the second its start opened (one typing call a second at most).
    await waitFor(() => expect(typing()).toHaveLength(2), { timeout: 3000 });
    expect(typing()[1]?.input).toEqual({ leadId: LEAD_IDS['session-older'], typing: false });
  });

  it('never signals typing twice within a second, however fast the consultant types and sends', async () => {
    const { user, api } = await claimed();
    const box = await replyBox();
    const typing = () =>
      api.calls
        .map((call, index) => ({ ...call, at: api.callTimes[index] ?? 0 }))
        .filter((call) => call.procedure === 'staff.live.typing');
    for (const word of ['a', 'b', 'c', 'd', 'e']) await user.type(box, `${word}{Enter}`);
    // It ends where the consultant ended: not typing.
    await waitFor(() => expect(typing().at(-1)?.input).toMatchObject({ typing: false }), { timeout: 3000 });
    const calls = typing();
    const gaps = calls.slice(1).map((call, index) => call.at - (calls[index]?.at ?? 0));
    // Each call a second after the one before. The fake API times a call when tRPC hands it to fetch, a few
    // asynchronous steps after the product decided it; on a loaded machine those steps take up to tens of
    // milliseconds more for one call than for the next, so a gap may read a little under the second. Without
    // the rule the calls follow the keystrokes, milliseconds apart.
    expect(gaps.every((gap) => gap >= 900)).toBe(true);
    expect(calls.length).toBeLessThan(10);
  });

  it('shows an incoming message once, announced in the log, without moving the focus; and the visitor typing', async () => {
    const { user, stream } = await claimed();
    const box = await replyBox();
    await user.type(box, 'Draft');
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(stream.connected()).toBe(true));

    await stream.emit('42', { type: 'typing', sessionId: 'session-older', who: 'visitor', typing: true });
    expect(await screen.findByText(copy.visitorTyping)).toBeTruthy();

    const message = {
      id: 'm3',
      role: 'user' as const,
      content: 'It came back after a restart.',
      timestamp: '2026-11-26T14:03:00.000Z',
    };
    await stream.emit('43', { type: 'message', sessionId: 'session-older', message });
    // The same message again (a replay after a reconnect).
    await stream.emit('44', { type: 'message', sessionId: 'session-older', message });

    const transcript = await log();
    await waitFor(() => expect(within(transcript).getByText('It came back after a restart.')).toBeTruthy());
    expect(within(transcript).getAllByText('It came back after a restart.')).toHaveLength(1);
    expect(transcript.getAttribute('role')).toBe('log');
    expect(transcript.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText(copy.visitorTyping)).toBeNull();
    expect(document.activeElement).toBe(box);
    expect((box as HTMLTextAreaElement).value).toBe('Draft');
  });

  it('follows a new message only when the reader is at the end of the transcript', async () => {
    const { stream } = renderStaffApp(PATH);
    const transcript = await log();
    await waitFor(() => expect(stream.connected()).toBe(true));
    // jsdom lays nothing out: the transcript is given a size, 1000 px of content in a 300 px box.
    Object.defineProperty(transcript, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(transcript, 'clientHeight', { configurable: true, value: 300 });
    const message = (id: string, content: string) => ({
      type: 'message' as const,
      sessionId: 'session-older',
      message: { id, role: 'user' as const, content, timestamp: '2026-11-26T14:04:00.000Z' },
    });

    // Reading back: the place is kept.
    transcript.scrollTop = 100;
    fireEvent.scroll(transcript);
    await stream.emit('46', message('m4', 'Still there?'));
    await within(transcript).findByText('Still there?');
    expect(transcript.scrollTop).toBe(100);

    // At the end: the transcript follows.
    transcript.scrollTop = 700;
    fireEvent.scroll(transcript);
    await stream.emit('47', message('m5', 'Hello?'));
    await within(transcript).findByText('Hello?');
    await waitFor(() => expect(transcript.scrollTop).toBe(1000));
  });

  it('offers the booking’s times from the action bar of a chat one has: the offer joins the transcript once', async () => {
    const user = userEvent.setup();
    const { api, stream } = renderStaffApp(PATH);
    // Not before the chat is one's own.
    await screen.findByRole('button', { name: copy.release });
    expect(screen.queryByRole('button', { name: copy.offerTimes })).toBeNull();
    await user.click(await screen.findByRole('button', { name: copy.claim }));
    await replyBox();
    await user.click(screen.getByRole('button', { name: copy.offerTimes }));
    expect(await screen.findByText(copy.offeredTimes)).toBeTruthy();
    const transcript = await log();
    await waitFor(() => expect(within(transcript).getAllByRole('listitem')).toHaveLength(3));
    expect(within(transcript).getAllByRole('listitem')[2]?.textContent).toContain(
      liveChatMessages.offerTimes,
    );
    expect(api.calls).toContainEqual({
      procedure: 'staff.live.offerTimes',
      input: { leadId: LEAD_IDS['session-older'] },
    });
    // The stream brings the offer too: it stays shown once, and the chat stays the consultant's.
    const offered = api.details.get('session-older')?.messages.at(-1);
    if (!offered) throw new Error('nothing offered');
    await waitFor(() => expect(stream.connected()).toBe(true));
    await stream.emit('46', { type: 'message', sessionId: 'session-older', message: offered });
    expect(within(transcript).getAllByText(liveChatMessages.offerTimes)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: copy.reply })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('releases the chat to the assistant', async () => {
    const { user, api } = await claimed();
    await user.click(screen.getByRole('button', { name: copy.release }));
    const status = await screen.findByText(copy.released);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByRole('textbox', { name: copy.reply })).toBeNull();
    expect(screen.getByText(copy.assistantNote)).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.claim })).toBeNull();
    expect(api.calls).toContainEqual({
      procedure: 'staff.live.release',
      input: { leadId: LEAD_IDS['session-older'] },
    });
  });

  it('closes the conversation after a confirmation, and gives the focus back on cancel', async () => {
    const { user, api } = await claimed();
    const close = screen.getByRole('button', { name: copy.close });
    await user.click(close);
    const dialog = screen.getByRole('alertdialog', { name: copy.confirmClose });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: copy.confirm })),
    );
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: copy.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(close);
    expect(api.calls.map((call) => call.procedure)).not.toContain('staff.live.close');

    await user.click(close);
    await user.click(screen.getByRole('button', { name: copy.confirm }));
    expect(await screen.findByText(copy.closed)).toBeTruthy();
    expect(screen.getByText(copy.closedNote)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: copy.reply })).toBeNull();
    expect(api.calls).toContainEqual({
      procedure: 'staff.live.close',
      input: { leadId: LEAD_IDS['session-older'] },
    });
  });

  it('says who has a chat someone else is answering, with no reply box', async () => {
    const active = listFixture().active[0] as LiveChatSummary;
    renderStaffApp(`/staff/live/${active.leadId}`, SAM);
    expect(await screen.findByText(copy.hasIt('Avery Admin'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.claim })).toBeNull();
    expect(screen.queryByRole('textbox', { name: copy.reply })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.release })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.close })).toBeNull();
  });

  it('says when the chat does not exist', async () => {
    renderStaffApp('/staff/live/44444444-4444-4444-8444-444444444444');
    expect(await screen.findByRole('heading', { level: 1, name: copy.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: `← ${copy.back}` })).toBeTruthy();
  });
});
