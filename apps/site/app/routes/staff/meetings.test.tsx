// @vitest-environment jsdom
/**
 * /staff/meetings and /staff/meetings/settings, rendered in jsdom with the real tRPC client and query cache over a
 * fake `/trpc` (the procedures' wire format), the clock fixed on Monday November 30, 2026, 09:00 in Toronto, and
 * checked with axe-core: the day and week ranges asked for in Toronto time, the links that switch and step, the
 * admin's consultant filter, the empty state, and the settings' forms with the API's field errors and toasts.
 */
import { staffMeetings } from '@northline/content';
import type { StaffMember } from '@northline/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderStaffRoutes, TEST_ADMIN } from '../../staff/staff-test-kit.tsx';
import StaffMeetings from './meetings.tsx';
import StaffMeetingSettings from './meetings-settings.tsx';

const copy = staffMeetings;

const SALES: StaffMember = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'sam@northline-it.example',
  name: 'Sam Sales',
  role: 'sales',
};
const ADMIN = TEST_ADMIN;

/** Monday November 30, 2026, 09:00 in Toronto (EST). */
const NOW = new Date('2026-11-30T14:00:00.000Z');

const meeting = (id: string, consultant: StaffMember, start: string, status = 'booked') => ({
  id,
  consultantId: consultant.id,
  consultantName: consultant.name,
  leadId: `${id.slice(0, 8)}-0000-4000-8000-000000000000`,
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  status,
  visitorName: `Visitor ${id.slice(0, 4)}`,
  company: 'Harbour Law LLP',
  sequence: 0,
});

const MEETINGS = [
  meeting('aaaa1111-1111-4111-8111-111111111111', SALES, '2026-11-30T15:00:00.000Z'),
  meeting('bbbb2222-2222-4222-8222-222222222222', SALES, '2026-11-30T16:00:00.000Z', 'cancelled'),
  meeting('cccc3333-3333-4333-8333-333333333333', ADMIN, '2026-12-02T19:00:00.000Z'),
];

type Call = { procedure: string; input: unknown };

/**
 * A fake `/trpc` for the meetings' procedures: `staff.meetings.list` answers the meetings starting in the asked
 * range (and consultant); the settings procedures keep their state; `setHours` refuses hours on Sunday with the
 * API's 400 and its field issue.
 */
function fakeApi() {
  const calls: Call[] = [];
  const settings = {
    staffUserId: SALES.id,
    bookable: false,
    weeklyHours: null as unknown,
    daysOff: ['2026-12-24'],
    feed: false,
    /** The one member of these tests: bookable or nobody is. */
    get bookableMembers() {
      return this.bookable ? 1 : 0;
    },
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const procedure = url.pathname.replace('/trpc/', '');
    const raw = init?.body ? String(init.body) : url.searchParams.get('input');
    const body = raw ? JSON.parse(raw) : undefined;
    calls.push({ procedure, input: body });
    switch (procedure) {
      case 'staff.meetings.list': {
        const { from, to, consultantId, scope } = body as {
          from: string;
          to: string;
          consultantId?: string;
          scope?: string;
        };
        const meetings = MEETINGS.filter(
          (entry) =>
            entry.start >= from &&
            entry.start < to &&
            (consultantId
              ? entry.consultantId === consultantId
              : scope === 'all' || entry.consultantId === SALES.id),
        );
        return json({ result: { data: { meetings } } });
      }
      case 'staff.users.list':
        return json({
          result: {
            data: [ADMIN, SALES].map((account) => ({
              ...account,
              createdAt: '2026-11-01T14:00:00.000Z',
              disabledAt: null,
              sessions: 1,
              lastSeenAt: null,
            })),
          },
        });
      case 'staff.meetings.settings':
        return json({ result: { data: settings } });
      case 'staff.meetings.setBookable':
        settings.bookable = (body as { bookable: boolean }).bookable;
        return json({ result: { data: settings } });
      case 'staff.meetings.setDaysOff':
        settings.daysOff = (body as { days: string[] }).days;
        return json({ result: { data: settings } });
      case 'staff.meetings.setHours': {
        const hours = (body as { weeklyHours: { days: string[] }[] | null }).weeklyHours;
        const sunday = hours?.findIndex((rule) => rule.days.includes('Sunday')) ?? -1;
        if (sunday >= 0) {
          return json(
            {
              error: {
                message: 'Invalid request',
                code: -32600,
                data: {
                  code: 'BAD_REQUEST',
                  httpStatus: 400,
                  issues: [
                    { path: `weeklyHours.${sunday}.opens`, message: 'Opens must be a time like 09:30' },
                  ],
                },
              },
            },
            400,
          );
        }
        settings.weeklyHours = hours;
        return json({ result: { data: settings } });
      }
      case 'staff.meetings.regenerateFeed':
        settings.feed = true;
        return json({
          result: { data: { feedUrl: 'https://www.northline-it.example/api/meetings/feed/s3cr3t.ics' } },
        });
      case 'staff.meetings.revokeFeed':
        settings.feed = false;
        return json({ result: { data: { feed: false } } });
    }
    return json(
      { error: { message: 'Not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } },
      404,
    );
  };
  return { fetch, calls, settings };
}

/** Renders a meetings page as the layout does: the staff member in the outlet context, the toast region. */
function renderAt(path: string, user: StaffMember = SALES) {
  const api = fakeApi();
  const { router } = renderStaffRoutes({
    fetch: api.fetch as typeof globalThis.fetch,
    user,
    routes: [
      { path: 'meetings', element: <StaffMeetings /> },
      { path: 'meetings/settings', element: <StaffMeetingSettings /> },
      { path: 'leads/:id', element: <p>lead page</p> },
    ],
    path,
    toasts: true,
  });
  return { api, router };
}

const listInputs = (calls: Call[]) =>
  calls.filter((call) => call.procedure === 'staff.meetings.list').map((call) => call.input);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the meetings view', () => {
  it('shows this week (Monday to Sunday, Toronto) of the member’s own meetings, each linked to its lead', async () => {
    const { api } = renderAt('/staff/meetings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nov 30, 2026 – Dec 6, 2026' })).toBeTruthy();
    // EST: Toronto's Monday starts at 05:00 UTC.
    expect(listInputs(api.calls)).toContainEqual({
      from: '2026-11-30T05:00:00.000Z',
      to: '2026-12-07T05:00:00.000Z',
    });
    const day = await screen.findByRole('region', { name: /Monday, November 30, 2026/ });
    const items = within(day).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('10:00 a.m.')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(copy.list.statuses.booked)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(copy.list.statuses.cancelled)).toBeTruthy();
    const link = within(items[0] as HTMLElement).getByRole('link', {
      name: copy.list.openLead('Visitor aaaa'),
    });
    expect(link.getAttribute('href')).toBe('/staff/leads/aaaa1111-0000-4000-8000-000000000000');
    expect(screen.getByRole('status').textContent).toBe(copy.list.count(1));
    expect(screen.getByRole('link', { name: copy.list.week }).getAttribute('aria-current')).toBe('true');
    // A member has no consultant filter.
    expect(screen.queryByRole('combobox', { name: copy.list.consultant })).toBeNull();
    await expectNoAxeViolations();
  });

  it('switches to the day, steps to the next and previous day by keyboard, and back to today', async () => {
    const user = userEvent.setup();
    const { api, router } = renderAt('/staff/meetings');
    await screen.findByRole('region', { name: /Monday, November 30, 2026/ });
    screen.getByRole('link', { name: copy.list.day }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, November 30, 2026' })).toBeTruthy();
    expect(router.state.location.search).toBe('?view=day');
    screen.getByRole('link', { name: copy.list.nextDay }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, December 1, 2026' })).toBeTruthy();
    expect(await screen.findByText(copy.list.empty)).toBeTruthy();
    expect(listInputs(api.calls)).toContainEqual({
      from: '2026-12-01T05:00:00.000Z',
      to: '2026-12-02T05:00:00.000Z',
    });
    await user.click(screen.getByRole('link', { name: copy.list.today }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, November 30, 2026' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: copy.list.previousDay }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunday, November 29, 2026' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('gives an admin everyone’s meetings with their consultant, and a filter by consultant', async () => {
    const user = userEvent.setup();
    const { api } = renderAt('/staff/meetings', ADMIN);
    await screen.findByRole('region', { name: /Wednesday, December 2, 2026/ });
    expect(listInputs(api.calls)).toContainEqual({
      from: '2026-11-30T05:00:00.000Z',
      to: '2026-12-07T05:00:00.000Z',
      scope: 'all',
    });
    expect(screen.getAllByText(copy.list.with('Sam Sales')).length).toBe(2);
    const filter = screen.getByRole('combobox', { name: copy.list.consultant });
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(filter, ADMIN.id);
    await waitFor(() =>
      expect(listInputs(api.calls)).toContainEqual({
        from: '2026-11-30T05:00:00.000Z',
        to: '2026-12-07T05:00:00.000Z',
        consultantId: ADMIN.id,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: /Monday, November 30/ })).toBeNull());
    expect(screen.getByRole('region', { name: /Wednesday, December 2, 2026/ })).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('the booking settings', () => {
  it('warns on the meetings page and the settings while nobody can be booked, until the member can be', async () => {
    renderAt('/staff/meetings');
    expect((await screen.findByRole('alert')).textContent).toBe(copy.list.nobodyBookable);
    await expectNoAxeViolations();
  });

  it('saves bookability and a day off with a toast, and removes a day off', async () => {
    const user = userEvent.setup();
    const { api } = renderAt('/staff/meetings/settings');
    expect((await screen.findByRole('alert')).textContent).toBe(copy.list.nobodyBookable);
    await user.click(await screen.findByRole('checkbox', { name: copy.settings.bookable.label }));
    await user.click(screen.getByRole('button', { name: copy.settings.bookable.save }));
    expect(await screen.findByText(copy.settings.bookable.on)).toBeTruthy();
    expect(api.settings.bookable).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    await user.click(screen.getByRole('button', { name: copy.settings.daysOff.add }));
    expect(screen.getByText(copy.settings.daysOff.required)).toBeTruthy();
    await user.type(screen.getByLabelText(copy.settings.daysOff.date), '2026-12-31');
    await user.click(screen.getByRole('button', { name: copy.settings.daysOff.add }));
    await waitFor(() => expect(api.settings.daysOff).toEqual(['2026-12-24', '2026-12-31']));
    const list = screen.getByRole('list', { name: copy.settings.daysOff.heading });
    expect(await within(list).findByText('Thursday, December 31, 2026')).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: copy.settings.daysOff.remove('Thursday, December 24, 2026') }),
    );
    await waitFor(() => expect(api.settings.daysOff).toEqual(['2026-12-31']));
    await expectNoAxeViolations();
  });

  it('starts from the company’s hours, checks the order itself and shows the API’s field error on its day', async () => {
    const user = userEvent.setup();
    const { api } = renderAt('/staff/meetings/settings');
    const useCompany = await screen.findByRole('checkbox', { name: copy.settings.hours.useCompany });
    expect((useCompany as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(copy.settings.hours.starts('Monday')) as HTMLInputElement).value).toBe(
      '08:00',
    );
    expect((screen.getByLabelText(copy.settings.hours.works('Sunday')) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(useCompany);

    const mondayEnd = screen.getByLabelText(copy.settings.hours.ends('Monday'));
    await user.clear(mondayEnd);
    await user.type(mondayEnd, '07:00');
    await user.click(screen.getByRole('button', { name: copy.settings.hours.save }));
    expect(screen.getByText(copy.settings.hours.order)).toBeTruthy();
    expect(mondayEnd.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.procedure === 'staff.meetings.setHours')).toBe(false);

    await user.clear(mondayEnd);
    await user.type(mondayEnd, '12:00');
    await user.click(screen.getByLabelText(copy.settings.hours.works('Sunday')));
    await user.click(screen.getByRole('button', { name: copy.settings.hours.save }));
    expect(await screen.findByText('Opens must be a time like 09:30')).toBeTruthy();
    expect(screen.getByLabelText(copy.settings.hours.starts('Sunday')).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expectNoAxeViolations();

    await user.click(screen.getByLabelText(copy.settings.hours.works('Sunday')));
    await user.click(screen.getByRole('button', { name: copy.settings.hours.save }));
    await waitFor(() =>
      expect(api.settings.weeklyHours).toEqual([
        { days: ['Monday'], opens: '08:00', closes: '12:00' },
        { days: ['Tuesday'], opens: '08:00', closes: '18:00' },
        { days: ['Wednesday'], opens: '08:00', closes: '18:00' },
        { days: ['Thursday'], opens: '08:00', closes: '18:00' },
        { days: ['Friday'], opens: '08:00', closes: '18:00' },
        { days: ['Saturday'], opens: '09:00', closes: '17:00' },
      ]),
    );
    expect(await screen.findByText(copy.settings.saved)).toBeTruthy();
  });

  it('shows the feed URL once after creating it, and revokes it after a confirmation', async () => {
    const user = userEvent.setup();
    renderAt('/staff/meetings/settings');
    await user.click(await screen.findByRole('button', { name: copy.settings.feed.create }));
    const url = await screen.findByRole('textbox', { name: copy.settings.feed.urlLabel });
    expect((url as HTMLInputElement).value).toBe(
      'https://www.northline-it.example/api/meetings/feed/s3cr3t.ics',
    );
    expect(screen.getByText(copy.settings.feed.outlook)).toBeTruthy();
    expect(screen.getByText(copy.settings.feed.google)).toBeTruthy();
    expect(await screen.findByText(copy.settings.feed.active)).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: copy.settings.feed.revoke }));
    const dialog = screen.getByRole('alertdialog', { name: copy.settings.feed.confirmRevoke });
    const yes = within(dialog).getByRole('button', { name: copy.settings.feed.yesRevoke });
    expect(document.activeElement).toBe(yes);
    await user.click(yes);
    expect(await screen.findByText(copy.settings.feed.inactive)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: copy.settings.feed.urlLabel })).toBeNull();
  });
});
