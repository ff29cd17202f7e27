// @vitest-environment jsdom
/**
 * /staff/accounts: the admins' staff list with its disable, enable and "sign out everywhere"
 * buttons, rendered in jsdom with the real tRPC client and query cache over a fake `/trpc` (the procedures' wire
 * format), checked with axe-core. (The browser tests serve a full production build, so this page is tested here.)
 */
import { staffApp } from '@northline/content';
import type { StaffAccount, StaffMember } from '@northline/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderStaffRoutes, TEST_ADMIN } from '../../staff/staff-test-kit.tsx';
import StaffAccounts from './accounts.tsx';

const copy = staffApp.accounts;

const ADMIN = TEST_ADMIN;

function accountsFixture(): StaffAccount[] {
  return [
    {
      ...ADMIN,
      createdAt: '2026-11-01T14:00:00.000Z',
      disabledAt: null,
      sessions: 1,
      lastSeenAt: '2026-11-26T14:00:00.000Z',
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      email: 'sam@northline-it.example',
      name: 'Sam Sales',
      role: 'sales',
      createdAt: '2026-11-02T14:00:00.000Z',
      disabledAt: null,
      sessions: 2,
      lastSeenAt: '2026-11-26T13:00:00.000Z',
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      email: 'olga@northline-it.example',
      name: 'Olga Owner',
      role: 'admin',
      createdAt: '2026-11-03T14:00:00.000Z',
      disabledAt: null,
      sessions: 0,
      lastSeenAt: null,
    },
    {
      id: '44444444-4444-4444-8444-444444444444',
      email: 'dana@northline-it.example',
      name: 'Dana Former',
      role: 'sales',
      createdAt: '2026-11-04T14:00:00.000Z',
      disabledAt: '2026-11-20T14:00:00.000Z',
      sessions: 0,
      lastSeenAt: null,
    },
  ];
}

/**
 * A fake `/trpc` for the staff accounts' procedures, in tRPC's wire format (no transformer): `{ result: { data } }`,
 * or an error with its HTTP status. `refuse` answers the next disable with 409 (the last admin).
 */
function fakeApi() {
  const accounts = accountsFixture();
  const calls: { procedure: string; input: unknown }[] = [];
  const state = { refuse: false };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const procedure = url.pathname.replace('/trpc/', '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ procedure, input: body });
    const account = accounts.find((entry) => entry.id === (body as { id?: string } | undefined)?.id);
    switch (procedure) {
      case 'staff.users.list':
        return json({ result: { data: accounts } });
      case 'staff.desk.list':
        return json({ result: { data: [] } });
      case 'staff.users.disable':
        if (state.refuse) {
          return json(
            {
              error: {
                message: copy.lastAdmin,
                code: -32009,
                data: { code: 'CONFLICT', httpStatus: 409, path: procedure },
              },
            },
            409,
          );
        }
        if (!account) break;
        account.disabledAt = '2026-11-26T15:00:00.000Z';
        account.sessions = 0;
        account.lastSeenAt = null;
        return json({ result: { data: account } });
      case 'staff.users.enable':
        if (!account) break;
        account.disabledAt = null;
        return json({ result: { data: account } });
      case 'staff.users.revokeSessions':
        if (!account) break;
        account.sessions = 0;
        return json({ result: { data: { revoked: 2 } } });
    }
    return json(
      { error: { message: 'Not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } },
      404,
    );
  };
  return { fetch, calls, state };
}

/** Renders /staff/accounts as the layout does: the signed-in staff member in the outlet context. */
function renderPage(user: StaffMember = ADMIN) {
  const api = fakeApi();
  renderStaffRoutes({
    fetch: api.fetch as typeof globalThis.fetch,
    user,
    routes: [{ path: 'accounts', element: <StaffAccounts /> }],
    path: '/staff/accounts',
  });
  return api;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the staff accounts page', () => {
  it('lists every account in a labelled table, with no action on one’s own account', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: copy.title });
    expect(screen.getByRole('heading', { level: 1, name: copy.title })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(Object.values(copy.columns));
    expect(within(table).getAllByRole('rowheader')).toHaveLength(4);

    const own = rowOf('Avery Admin');
    expect(within(own).getByText(copy.you)).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();

    const sales = rowOf('Sam Sales');
    expect(within(sales).getByText(copy.active)).toBeTruthy();
    expect(within(sales).getByText(copy.sessions(2))).toBeTruthy();
    expect(within(sales).getByRole('button', { name: copy.disableLabel('Sam Sales') })).toBeTruthy();
    expect(within(sales).getByRole('button', { name: copy.revokeLabel('Sam Sales') })).toBeTruthy();

    // No session, nothing to sign out.
    expect(within(rowOf('Olga Owner')).queryByRole('button', { name: /out everywhere/ })).toBeNull();

    const former = rowOf('Dana Former');
    expect(within(former).getByText(copy.disabled)).toBeTruthy();
    expect(within(former).getByRole('button', { name: copy.enableLabel('Dana Former') })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('disables an account after a confirmation that takes the focus, then announces it and focuses the announcement', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(await screen.findByRole('button', { name: copy.disableLabel('Sam Sales') }));

    const dialog = screen.getByRole('alertdialog', { name: copy.confirmDisable('Sam Sales') });
    const confirm = within(dialog).getByRole('button', { name: copy.confirm });
    expect(document.activeElement).toBe(confirm);
    await expectNoAxeViolations();

    await user.click(confirm);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(copy.disabledDone('Sam Sales')));
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(api.calls).toContainEqual({
      procedure: 'staff.users.disable',
      input: { id: '22222222-2222-4222-8222-222222222222' },
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(within(rowOf('Sam Sales')).getByText(copy.disabled)).toBeTruthy());
    expect(
      within(rowOf('Sam Sales')).getByRole('button', { name: copy.enableLabel('Sam Sales') }),
    ).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('gives the focus back to the Disable button when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const disable = await screen.findByRole('button', { name: copy.disableLabel('Olga Owner') });
    await user.click(disable);
    await user.click(screen.getByRole('button', { name: copy.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(disable);
    expect(api.calls.map((call) => call.procedure)).not.toContain('staff.users.disable');
  });

  it('says why when the API refuses to disable the last admin', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    api.state.refuse = true;
    await user.click(await screen.findByRole('button', { name: copy.disableLabel('Olga Owner') }));
    await user.click(screen.getByRole('button', { name: copy.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(copy.lastAdmin);
    await expectNoAxeViolations();
  });

  it('signs an account out everywhere, and enables a disabled one', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(await screen.findByRole('button', { name: copy.revokeLabel('Sam Sales') }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(copy.revokedDone('Sam Sales')));
    await user.click(screen.getByRole('button', { name: copy.enableLabel('Dana Former') }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(copy.enabledDone('Dana Former')));
    expect(api.calls.filter((call) => !call.procedure.endsWith('.list'))).toEqual([
      { procedure: 'staff.users.revokeSessions', input: { id: '22222222-2222-4222-8222-222222222222' } },
      { procedure: 'staff.users.enable', input: { id: '44444444-4444-4444-8444-444444444444' } },
    ]);
  });

  it('shows sales users that only an admin manages accounts, asking the API for their availability only', async () => {
    const api = renderPage({ ...ADMIN, role: 'sales' });
    expect(await screen.findByText(copy.adminOnly)).toBeTruthy();
    await waitFor(() => expect(api.calls.map((call) => call.procedure)).toEqual(['staff.desk.list']));
    await expectNoAxeViolations();
  });
});
