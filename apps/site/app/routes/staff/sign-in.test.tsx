// @vitest-environment jsdom
/**
 * /staff/sign-in says "You are signed out." in its status region to a member who signed out in this tab, however
 * the page was reached afterwards, and no longer once they sign in again. Rendered in jsdom with the real tRPC
 * client and query cache over a fake `/trpc`.
 */
import { staffApp } from '@northline/content';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberSignedOut, wasSignedOut } from '../../staff/signed-out.ts';
import { expectNoAxeViolations, renderStaffRoutes, TEST_ADMIN } from '../../staff/staff-test-kit.tsx';
import StaffSignIn from './sign-in.tsx';

const copy = staffApp.signIn;

const MEMBER = TEST_ADMIN;

/** A fake `/trpc` that signs anyone in as {@link MEMBER}. */
const fetch = async (input: RequestInfo | URL) => {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  const found = url.pathname === '/trpc/staff.auth.signIn';
  return new Response(
    JSON.stringify(
      found
        ? { result: { data: MEMBER } }
        : { error: { message: 'Not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } },
    ),
    { status: found ? 200 : 404, headers: { 'content-type': 'application/json' } },
  );
};

function renderSignIn(path = '/staff/sign-in') {
  return renderStaffRoutes({
    fetch: fetch as typeof globalThis.fetch,
    user: MEMBER,
    routes: [
      { path: 'sign-in', element: <StaffSignIn /> },
      { index: true, element: <p>Inbox</p> },
    ],
    path,
  });
}

describe('the sign-in page', () => {
  it('tells a member who signed out in this tab, also when a redirect brought them, until they sign in', async () => {
    rememberSignedOut();
    // A request the sign-out overtook answered 401, and the layout sent the member here with the page to return to.
    renderSignIn('/staff/sign-in?next=%2Fstaff%2Fprivacy');
    expect(screen.getByRole('status').textContent).toBe(copy.signedOut);
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: copy.email }), MEMBER.email);
    await user.type(screen.getByLabelText(new RegExp(`^${copy.password}`)), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(wasSignedOut()).toBe(false));
  });

  it('says nothing of a sign-out to a member who did not sign out here', () => {
    renderSignIn();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
