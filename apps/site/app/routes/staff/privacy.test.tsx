// @vitest-environment jsdom
/**
 * /staff/privacy: an admin finds what is stored about a person and sees, apart from it, the other people's records
 * that mention them, each linked to where staff redact it by hand (decision 062). Rendered in jsdom with the real
 * tRPC client and query cache over a fake `/trpc`, checked with axe-core.
 */
import { staffApp } from '@northline/content';
import type { StaffMember } from '@northline/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderStaffRoutes } from '../../staff/staff-test-kit.tsx';
import StaffPrivacy from './privacy.tsx';

const copy = staffApp.privacy;

const ADMIN: StaffMember = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'avery@northline-it.example',
  name: 'Avery Admin',
  role: 'admin',
};

const OTHER_LEAD = '33333333-3333-4333-8333-333333333333';
const QUESTION = '44444444-4444-4444-8444-444444444444';

/** The counts of one contact request and its lead, every other count 0. */
const COUNTS = Object.fromEntries(
  Object.keys(copy.counts).map((key) => [key, key === 'contactRequests' || key === 'leads' ? 1 : 0]),
);

const MENTIONS = [
  {
    kind: 'lead-note',
    id: '55555555-5555-4555-8555-555555555555',
    leadId: OTHER_LEAD,
    at: '2026-11-20T15:00:00.000Z',
  },
  {
    kind: 'chat-message',
    id: '66666666-6666-4666-8666-666666666666',
    leadId: null,
    at: '2026-11-21T15:00:00.000Z',
  },
  { kind: 'unanswered-question', id: QUESTION, leadId: null, at: '2026-11-22T15:00:00.000Z' },
];

/** A fake `/trpc` answering `staff.privacy.find` in tRPC's wire format, with `mentions`. */
function fakeApi(mentions: readonly object[]) {
  const inputs: unknown[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/trpc/staff.privacy.find') {
      inputs.push(JSON.parse(url.searchParams.get('input') ?? 'null'));
      return new Response(JSON.stringify({ result: { data: { counts: COUNTS, mentions } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(
      JSON.stringify({
        error: { message: 'Not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } },
      }),
      { status: 404, headers: { 'content-type': 'application/json' } },
    );
  };
  return { fetch, inputs };
}

async function findByEmail(mentions: readonly object[]) {
  const api = fakeApi(mentions);
  renderStaffRoutes({
    fetch: api.fetch as typeof globalThis.fetch,
    user: ADMIN,
    routes: [{ path: 'privacy', element: <StaffPrivacy /> }],
    path: '/staff/privacy',
  });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: copy.email }), 'bea.nowak@harbour.example');
  await user.click(screen.getByRole('button', { name: copy.find }));
  await screen.findByRole('region', { name: copy.found });
  return api;
}

describe('the staff privacy page', () => {
  it('lists the mentions to redact by hand apart from the person’s data, each linked to where it is', async () => {
    const api = await findByEmail(MENTIONS);
    expect(api.inputs).toEqual([{ email: 'bea.nowak@harbour.example' }]);
    const found = screen.getByRole('region', { name: copy.found });
    expect(within(found).getByText(copy.counts.contactRequests).nextElementSibling?.textContent).toBe('1');

    const section = screen.getByRole('region', { name: copy.mentions.title });
    expect(within(section).getByRole('heading', { level: 2, name: copy.mentions.title })).toBeTruthy();
    expect(within(section).getByText(copy.mentions.intro)).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const note = within(items[0] as HTMLElement).getByRole('link', {
      name: copy.mentions.kinds['lead-note'],
    });
    expect(note.getAttribute('href')).toBe(`/staff/leads/${OTHER_LEAD}`);
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T15:00:00.000Z');
    // A chat that never became a lead has nowhere to link to.
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(items[1]?.textContent).toContain(copy.mentions.noLead);
    const question = within(items[2] as HTMLElement).getByRole('link', {
      name: copy.mentions.kinds['unanswered-question'],
    });
    expect(question.getAttribute('href')).toBe('/staff/unanswered');
    // Where and when only: the page holds no text of the other records.
    expect(section.textContent).not.toMatch(/@|555/);
    await expectNoAxeViolations();
  });

  it('says so when no other record mentions the person', async () => {
    await findByEmail([]);
    const section = screen.getByRole('region', { name: copy.mentions.title });
    await waitFor(() => expect(within(section).getByText(copy.mentions.none)).toBeTruthy());
    expect(within(section).queryByRole('list')).toBeNull();
    await expectNoAxeViolations();
  });
});
