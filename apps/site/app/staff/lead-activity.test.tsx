// @vitest-environment jsdom
/**
 * The lead page's activity history (lead-activity.tsx), rendered in jsdom with the real tRPC client and query
 * cache over a fake `/trpc`, and checked with axe-core: newest first as the API answers it, the filter (All, Notes,
 * Messages, System) as a labelled radio group whose choice is the address's `activity` parameter, the list labelled
 * by its heading, and a hot chat's automatic hand-off named as the platform's.
 */
import { staffApp } from '@northline/content';
import type { LeadActivityEntry, StaffMember } from '@northline/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_FILTER_PARAM, LeadActivityPanel } from './lead-activity.tsx';
import { expectNoAxeViolations, renderStaffRoutes } from './staff-test-kit.tsx';

const texts = staffApp.lead.activity;
const LEAD_ID = '33333333-3333-4333-8333-333333333333';
const SALES: StaffMember = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'sam@northline-it.example',
  name: 'Sam Sales',
  role: 'sales',
};
const staff = { type: 'staff' as const, id: SALES.id, name: SALES.name };

/** The API's answer: newest first. */
const ENTRIES: LeadActivityEntry[] = [
  {
    kind: 'note',
    id: 'n2',
    at: '2026-11-30T15:10:00.000Z',
    actor: staff,
    body: 'Quote sent.',
    earlier: false,
  },
  {
    kind: 'notification',
    at: '2026-11-30T15:05:00.000Z',
    actor: { type: 'system' },
    event: 'chat.hot',
    channel: 'email',
    status: 'delivered',
    attempts: 1,
    deliveredAt: '2026-11-30T15:05:01.000Z',
    failedAt: null,
  },
  { kind: 'status', at: '2026-11-30T15:04:00.000Z', actor: staff, from: 'new', to: 'contacted' },
  {
    kind: 'note',
    id: 'n1',
    at: '2026-11-30T15:03:00.000Z',
    actor: staff,
    body: 'Called back.',
    earlier: false,
  },
  {
    kind: 'chat',
    at: '2026-11-30T15:01:00.000Z',
    actor: { type: 'system' },
    event: 'handoff-requested',
    reason: 'hot-lead',
  },
  { kind: 'chat', at: '2026-11-30T15:00:00.000Z', actor: { type: 'visitor' }, event: 'started' },
];

function fakeApi() {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname.endsWith('staff.leads.activity')) {
      return json({ result: { data: { id: LEAD_ID, entries: ENTRIES } } });
    }
    return json({
      error: { message: 'unknown', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } },
    });
  };
}

function renderPanel(path = `/staff/leads/${LEAD_ID}`) {
  return renderStaffRoutes({
    fetch: fakeApi() as typeof globalThis.fetch,
    user: SALES,
    path,
    routes: [{ path: 'leads/:id', element: <LeadActivityPanel leadId={LEAD_ID} onAnnounce={() => {}} /> }],
  });
}

/** The history's entries' headlines, top to bottom. */
async function headlines(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: texts.history });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

describe('the lead’s activity history', () => {
  it('lists the entries newest first, the newest note on top, and passes axe', async () => {
    renderPanel();
    expect(await headlines()).toEqual([
      texts.noteBy(SALES.name),
      texts.notification('chat.hot', 'email'),
      texts.status(staffApp.statuses.new, staffApp.statuses.contacted),
      texts.noteBy(SALES.name),
      texts.chat['handed-off-hot'],
      texts.chat.started,
    ]);
    // The automatic hand-off is the platform's act, never "Visitor asked for a person".
    expect(screen.queryByText(texts.chat['handoff-requested'], { exact: false })).toBeNull();
    await expectNoAxeViolations();
  });

  it('filters by a labelled radio group, keeping the choice in the address', async () => {
    const { router } = renderPanel();
    const group = await screen.findByRole('group', { name: texts.filterLegend });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'all',
      'notes',
      'messages',
      'system',
    ]);
    expect((within(group).getByRole('radio', { name: texts.filters.all }) as HTMLInputElement).checked).toBe(
      true,
    );

    await userEvent.click(within(group).getByRole('radio', { name: texts.filters.notes }));
    await waitFor(async () =>
      expect(await headlines()).toEqual([texts.noteBy(SALES.name), texts.noteBy(SALES.name)]),
    );
    expect(screen.getByText('Quote sent.')).toBeTruthy();
    expect(router.state.location.search).toBe(`?${ACTIVITY_FILTER_PARAM}=notes`);

    await userEvent.click(within(group).getByRole('radio', { name: texts.filters.messages }));
    await waitFor(async () =>
      expect(await headlines()).toEqual([texts.chat['handed-off-hot'], texts.chat.started]),
    );

    await userEvent.click(within(group).getByRole('radio', { name: texts.filters.system }));
    await waitFor(async () =>
      expect(await headlines()).toEqual([
        texts.notification('chat.hot', 'email'),
        texts.status(staffApp.statuses.new, staffApp.statuses.contacted),
      ]),
    );

    await userEvent.click(within(group).getByRole('radio', { name: texts.filters.all }));
    await waitFor(async () => expect(await headlines()).toHaveLength(ENTRIES.length));
    expect(router.state.location.search).toBe('');
    await expectNoAxeViolations();
  });

  it('falls back to All for a filter the address names that is not one', async () => {
    renderPanel(`/staff/leads/${LEAD_ID}?${ACTIVITY_FILTER_PARAM}=spam`);
    expect(
      ((await screen.findByRole('radio', { name: texts.filters.all })) as HTMLInputElement).checked,
    ).toBe(true);
    await waitFor(async () => expect(await headlines()).toHaveLength(ENTRIES.length));
  });

  it('opens on the filter the address names', async () => {
    renderPanel(`/staff/leads/${LEAD_ID}?${ACTIVITY_FILTER_PARAM}=system`);
    expect(
      ((await screen.findByRole('radio', { name: texts.filters.system })) as HTMLInputElement).checked,
    ).toBe(true);
    await waitFor(async () => expect(await headlines()).toHaveLength(2));
  });
});
