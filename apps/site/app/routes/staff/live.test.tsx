// @vitest-environment jsdom
/**
 * The live stream in the staff layout and the *Live chats* list (/staff/live): the lists as the API gives them,
 * the waiting count in the navigation and the tab title as `handoff` events arrive, the inbox refreshed by a
 * `leads` event, the desktop alerts asked for on a click only, the chime of a new waiting chat and its switch. Rendered in jsdom with the real tRPC client over a
 * fake `/trpc` and a fake `EventSource` under the real subscription link, checked with axe-core.
 */
import { staffApp, staffLive } from '@northline/content';
import type { StaffLiveEvent } from '@northline/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_ALERTS_KEY, RESUBSCRIBE_MS } from '../../staff/live-events.tsx';
import {
  AVERY,
  expectNoAxeViolations,
  LEAD_IDS,
  listFixture,
  renderStaffApp,
  SAM,
} from '../../staff/live-test-kit.tsx';

const copy = staffLive.list;

const navLink = (count: number) =>
  screen.findByRole('link', {
    name: count > 0 ? `${staffLive.nav.label} (${count}) ${staffLive.nav.waiting}` : staffLive.nav.label,
  });

/**
 * The tones started since the last {@link fakeAudio}: one list for the whole file, since the page keeps its first
 * audio context (staff/chime.ts).
 */
const tones: number[] = [];

/** Counts the tones started from now on, by a fake Web Audio API whose context runs (the page has had a click). */
function fakeAudio(): number[] {
  tones.length = 0;
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    async resume() {}
    createGain() {
      return { gain: param(), connect: (next: unknown) => next };
    }
    createOscillator() {
      const oscillator = {
        type: 'sine',
        frequency: param(),
        connect: (next: unknown) => next,
        start: () => tones.push(oscillator.frequency.value),
        stop() {},
      };
      return oscillator;
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

/** Desktop notifications shown, by a fake Notification API already granted and turned on, the tab in the background. */
function fakeNotifications(): { title: string }[] {
  const shown: { title: string }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = async () => 'granted' as const;
    onclick: (() => void) | null = null;
    constructor(title: string) {
      shown.push({ title });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  window.localStorage.setItem(DESKTOP_ALERTS_KEY, 'on');
  vi.spyOn(document, 'hasFocus').mockReturnValue(false);
  return shown;
}

/** Announces on the stream that a new chat waits: a copy of the fixture's first as `sessionId`, "Visitor {id}". */
async function emitWaiting(
  stream: ReturnType<typeof renderStaffApp>['stream'],
  id: string,
  sessionId: string,
) {
  const base = listFixture().waiting[0] as ReturnType<typeof listFixture>['waiting'][0];
  await stream.emit(id, {
    type: 'handoff',
    sessionId,
    summary: { ...base, sessionId, visitorName: `Visitor ${id}` },
  });
}

beforeEach(() => {
  document.title = staffApp.inbox.metaTitle;
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the live chats list', () => {
  it('lists the waiting chats oldest first with why, how long, who, quality and last message, and the active ones with who has them', async () => {
    renderStaffApp('/staff/live');
    const waiting = await screen.findByRole('region', { name: `${copy.waiting} (2)` });
    const items = within(waiting).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Dana Reyes (Reyes Law)',
      'Priya Shah (Shah Dental)',
    ]);
    const [older] = items;
    if (!older) throw new Error('no waiting chat');
    expect(within(older).getByRole('link').getAttribute('href')).toBe(
      `/staff/live/${LEAD_IDS['session-older']}`,
    );
    expect(within(older).getByText(staffLive.reasons.emergency)).toBeTruthy();
    expect(within(older).getByText(copy.waitingFor('9 min'))).toBeTruthy();
    expect(within(older).getByText(copy.quality(staffApp.qualities.warm))).toBeTruthy();
    expect(within(older).getByText('Our server is down and nobody can log in.')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(staffLive.reasons['hot-lead'])).toBeTruthy();

    const active = screen.getByRole('region', { name: `${copy.active} (1)` });
    expect(within(active).getByRole('link', { name: 'Omar Haddad' }).getAttribute('href')).toBe(
      `/staff/live/${LEAD_IDS['session-active']}`,
    );
    expect(within(active).getByText(copy.with('Avery Admin'))).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('counts the waiting time on the API’s clock, not the browser’s', async () => {
    // The API's clock (staff.auth.me) is two hours ahead of this browser's: the older chat has waited 2 h 9 min.
    renderStaffApp('/staff/live', SAM, { serverAheadMs: 2 * 60 * 60_000 });
    const waiting = await screen.findByRole('region', { name: `${copy.waiting} (2)` });
    const older = within(waiting).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(older).getByText(copy.waitingFor('2 h 9 min'))).toBeTruthy();
  });

  it('counts the waiting chats in the navigation and the tab title, and follows handoff events', async () => {
    const { stream } = renderStaffApp('/staff');
    await navLink(2);
    // The count and who waits longest, in their own name and company, before the page's title.
    await waitFor(() =>
      expect(document.title).toBe(`(2) Waiting: Dana, Reyes Law | ${staffApp.inbox.metaTitle}`),
    );
    await waitFor(() => expect(stream.connected()).toBe(true));

    // A third visitor asks for a person.
    const fixture = listFixture();
    const third = { ...(fixture.waiting[0] as (typeof fixture.waiting)[0]) };
    await stream.emit('50', {
      type: 'handoff',
      sessionId: 'session-third',
      summary: { ...third, sessionId: 'session-third', visitorName: 'Lee Wong', company: undefined },
    });
    await navLink(3);
    await waitFor(() =>
      expect(document.title).toBe(`(3) Waiting: Dana, Reyes Law | ${staffApp.inbox.metaTitle}`),
    );

    // Someone claims the oldest: it leaves the waiting count.
    const older = fixture.waiting[1] as (typeof fixture.waiting)[1];
    await stream.emit('51', {
      type: 'handoff',
      sessionId: older.sessionId,
      summary: { ...older, state: 'live', consultant: { id: 'x', name: 'Avery Admin' } },
    });
    await navLink(2);
    await waitFor(() =>
      expect(document.title).toBe(`(2) Waiting: Priya, Shah Dental | ${staffApp.inbox.metaTitle}`),
    );
  });

  it('moves a chat between the lists as handoff events arrive', async () => {
    const { stream } = renderStaffApp('/staff/live');
    await screen.findByRole('region', { name: `${copy.waiting} (2)` });
    await waitFor(() => expect(stream.connected()).toBe(true));
    const older = listFixture().waiting[1] as ReturnType<typeof listFixture>['waiting'][1];
    await stream.emit('60', {
      type: 'handoff',
      sessionId: older.sessionId,
      summary: { ...older, state: 'live', consultant: { id: 'x', name: 'Avery Admin' } },
    });
    const waiting = await screen.findByRole('region', { name: `${copy.waiting} (1)` });
    expect(within(waiting).queryByRole('link', { name: /Dana Reyes/ })).toBeNull();
    const active = screen.getByRole('region', { name: `${copy.active} (2)` });
    expect(within(active).getByRole('link', { name: 'Dana Reyes (Reyes Law)' })).toBeTruthy();
  });

  it('subscribes again after the stream fails, and fetches the lists again once it is back', async () => {
    const { api, stream } = renderStaffApp('/staff/live');
    await screen.findByRole('region', { name: `${copy.waiting} (2)` });
    await waitFor(() => expect(stream.connected()).toBe(true));
    const lists = () => api.calls.filter((call) => call.procedure === 'staff.live.list').length;
    const before = lists();

    await stream.fail();
    expect(stream.connected()).toBe(false);
    await waitFor(() => expect(stream.connected()).toBe(true), { timeout: RESUBSCRIBE_MS * 3 });
    expect(stream.sources).toHaveLength(2);
    await waitFor(() => expect(lists()).toBeGreaterThan(before));

    const older = listFixture().waiting[1] as ReturnType<typeof listFixture>['waiting'][1];
    await stream.emit('90', {
      type: 'handoff',
      sessionId: older.sessionId,
      summary: { ...older, state: 'closed' },
    });
    expect(await screen.findByRole('region', { name: `${copy.waiting} (1)` })).toBeTruthy();
  });

  it('refreshes the inbox when the stream connects and on each lead event, instead of polling', async () => {
    const { api, stream } = renderStaffApp('/staff', undefined, { autoOpen: false });
    const leadLists = () => api.calls.filter((call) => call.procedure === 'staff.leads.list').length;
    await screen.findByText(staffApp.inbox.count(0, 0, 0));
    expect(leadLists()).toBe(1);
    // Connecting fetches the inbox again: the stream cannot replay what came before it.
    await waitFor(() => expect(stream.sources.length).toBeGreaterThan(0));
    await stream.open();
    await waitFor(() => expect(leadLists()).toBe(2));
    await screen.findByText(staffApp.inbox.count(0, 0, 0));
    const before = leadLists();

    api.state.leads.push({ id: '99999999-9999-4999-8999-999999999999', name: 'Kim Nguyen' });
    await stream.emit('70', {
      type: 'leads',
      leads: [{ leadId: '99999999-9999-4999-8999-999999999999', change: 'created' }],
    });
    await waitFor(() => expect(leadLists()).toBeGreaterThan(before));
    expect((await screen.findAllByRole('link', { name: 'Kim Nguyen' })).length).toBeGreaterThan(0);
  });

  it('asks for desktop alert permission only on the button’s click, remembers the choice, and alerts on a new waiting chat', async () => {
    const shown: { title: string; body?: string }[] = [];
    const requestPermission = vi.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted' as const;
    });
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = requestPermission;
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    const user = userEvent.setup();
    const { stream } = renderStaffApp('/staff');

    const turnOn = await screen.findByRole('button', { name: staffLive.alerts.turnOn });
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(turnOn);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: staffLive.alerts.turnOff })).toBeTruthy();
    expect(window.localStorage.getItem(DESKTOP_ALERTS_KEY)).toBe('on');

    // The tab is in the background when the visitor asks.
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    await waitFor(() => expect(stream.connected()).toBe(true));
    const base = listFixture().waiting[0] as ReturnType<typeof listFixture>['waiting'][0];
    const newChat: StaffLiveEvent = {
      type: 'handoff',
      sessionId: 'session-new',
      summary: {
        ...base,
        sessionId: 'session-new',
        reason: 'emergency',
        visitorName: 'Lee Wong',
        company: undefined,
      },
    };
    await stream.emit('80', newChat);
    await waitFor(() => expect(shown).toHaveLength(1));
    // Why and who in the title; the visitor's own words as the body.
    expect(shown[0]?.title).toBe('Emergency: Lee Wong');
    expect(shown[0]?.body).toBe('We have 40 staff and need a quote this week.');

    // The same chat again (a repeated event) is no new waiting chat.
    await stream.emit('81', newChat);
    await navLink(3);
    expect(shown).toHaveLength(1);
  });
  it('chimes on a new waiting chat, on by default; the switch turns it off for the member, saved by the API', async () => {
    fakeAudio();
    const user = userEvent.setup();
    const { api, stream } = renderStaffApp('/staff/live');
    const toggle = (await screen.findByRole('checkbox', { name: staffLive.sound.label })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.getAttribute('aria-describedby')).toBe('waiting-sound-hint');
    await waitFor(() => expect(stream.connected()).toBe(true));
    // The lists as loaded chime for nobody: only a chat that starts waiting does.
    expect(tones).toEqual([]);
    await emitWaiting(stream, '90', 'session-chime');
    await waitFor(() => expect(tones).toHaveLength(2));
    await expectNoAxeViolations();

    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    await waitFor(() => expect(api.state.settings.waitingSound).toBe(false));
    expect(api.calls.filter((call) => call.procedure === 'staff.settings.setWaitingSound')).toEqual([
      { procedure: 'staff.settings.setWaitingSound', input: { on: false } },
    ]);
    // Nothing of it is kept in the browser: it is the member's.
    expect(window.localStorage.length).toBe(0);
    await emitWaiting(stream, '91', 'session-quiet');
    await navLink(4);
    expect(tones).toHaveLength(2);
  });

  it('follows a switch made in another tab or browser at the next waiting chat', async () => {
    fakeAudio();
    const { api, stream } = renderStaffApp('/staff/live');
    const toggle = (await screen.findByRole('checkbox', { name: staffLive.sound.label })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await waitFor(() => expect(stream.connected()).toBe(true));
    // The member turns the chime off in another browser: the API has it, this tab does not know yet.
    api.state.settings = { ...api.state.settings, waitingSound: false };
    await emitWaiting(stream, '92', 'session-elsewhere');
    await navLink(3);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(tones).toEqual([]);
  });

  it('shows the saved setting again, and says so, when the switch is not saved', async () => {
    const user = userEvent.setup();
    const { api } = renderStaffApp('/staff/live');
    api.state.settingsFail = true;
    const toggle = (await screen.findByRole('checkbox', { name: staffLive.sound.label })) as HTMLInputElement;
    await user.click(toggle);
    expect((await screen.findByText(staffLive.sound.failed)).getAttribute('role')).toBe('status');
    expect(toggle.checked).toBe(true);
    expect(api.state.settings.waitingSound).toBe(true);
  });
});

describe('who a waiting chat is offered to', () => {
  it('names the present members on each waiting card, or says nobody is and what the visitor was told', async () => {
    const { api } = renderStaffApp('/staff/live');
    api.state.present = [
      { id: AVERY.id, name: 'Dana Reyes' },
      { id: SAM.id, name: 'Sam Kim' },
    ];
    const waiting = await screen.findByRole('region', { name: `${copy.waiting} (2)` });
    await within(waiting).findAllByText('Offered to Dana R., Sam K.');
    expect(within(waiting).getAllByText('Offered to Dana R., Sam K.')).toHaveLength(2);
    // The active chats are nobody's to be offered.
    const active = screen.getByRole('region', { name: `${copy.active} (1)` });
    expect(within(active).queryByText(/Offered to/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('says nobody is offered a chat when nobody is present', async () => {
    const { api } = renderStaffApp('/staff/live');
    api.state.present = [];
    const waiting = await screen.findByRole('region', { name: `${copy.waiting} (2)` });
    expect(within(waiting).getAllByText(copy.offeredToNobody)).toHaveLength(2);
  });

  it('alerts an available member of a new waiting chat: chime, desktop alert and the tab title', async () => {
    fakeAudio();
    const shown = fakeNotifications();
    const { stream } = renderStaffApp('/staff');
    await waitFor(() =>
      expect(document.title).toBe(`(2) Waiting: Dana, Reyes Law | ${staffApp.inbox.metaTitle}`),
    );
    await waitFor(() => expect(stream.connected()).toBe(true));
    await emitWaiting(stream, '95', 'session-offered');
    await waitFor(() => expect(tones).toHaveLength(2));
    await waitFor(() => expect(shown).toHaveLength(1));
    await waitFor(() => expect(document.title).toMatch(/^\(3\) Waiting: /));
  });

  it('does not alert a member set away: no chime, no desktop alert, no count in the tab title; the list still shows', async () => {
    fakeAudio();
    const shown = fakeNotifications();
    const { api, stream } = renderStaffApp('/staff/live');
    api.state.settings = { ...api.state.settings, offered: false };
    api.state.present = [{ id: AVERY.id, name: AVERY.name }];
    expect(await screen.findByText(staffLive.sound.notOffered)).toBeTruthy();
    await screen.findByRole('region', { name: `${copy.waiting} (2)` });
    await waitFor(() => expect(stream.connected()).toBe(true));
    await emitWaiting(stream, '96', 'session-away');
    // The chat shows, with who it is offered to, and a link to open and claim it.
    const waiting = await screen.findByRole('region', { name: `${copy.waiting} (3)` });
    await navLink(3);
    await within(waiting).findAllByText(copy.offeredTo([AVERY.name]));
    expect(within(waiting).getByRole('link', { name: /Visitor 96/ })).toBeTruthy();
    expect(document.title).toBe(staffApp.inbox.metaTitle);

    // Available again (the desk's switch): the next waiting chat alerts; the one before never did.
    api.state.settings = { ...api.state.settings, offered: true };
    await emitWaiting(stream, '97', 'session-back');
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]?.title).toBe(`${staffLive.reasons['hot-lead']}: Visitor 97 (Shah Dental)`);
    expect(tones).toHaveLength(2);
    await waitFor(() => expect(document.title).toMatch(/^\(4\) Waiting: /));
    await expectNoAxeViolations();
  });
});
