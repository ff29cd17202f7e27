// @vitest-environment jsdom
/**
 * /staff/privacy: an admin finds what is stored about a person and sees, apart from it, the other people's records
 * that mention them, each linked to where it is and redacted one at a time after a confirmation (decisions 062 and
 * 064). Rendered in jsdom with the real
 * tRPC client and query cache over a fake `/trpc`, checked with axe-core.
 */
import { staffApp } from '@northline/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderStaffRoutes, TEST_ADMIN } from '../../staff/staff-test-kit.tsx';
import StaffPrivacy from './privacy.tsx';

const copy = staffApp.privacy;

const ADMIN = TEST_ADMIN;

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

/**
 * A fake `/trpc` answering `staff.privacy.find` in tRPC's wire format, with `mentions`, and
 * `staff.privacy.redactMention`, after which the redacted mention is no longer listed.
 */
function fakeApi(listed: readonly { id: string }[]) {
  let mentions = [...listed];
  const inputs: unknown[] = [];
  const redactions: unknown[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/trpc/staff.privacy.find') {
      inputs.push(JSON.parse(url.searchParams.get('input') ?? 'null'));
      return new Response(JSON.stringify({ result: { data: { counts: COUNTS, mentions } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url.pathname === '/trpc/staff.privacy.redactMention' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { id: string };
      redactions.push(body);
      mentions = mentions.filter((mention) => mention.id !== body.id);
      return new Response(JSON.stringify({ result: { data: { redacted: true } } }), {
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
  return { fetch, inputs, redactions };
}

async function findByEmail(mentions: readonly { id: string }[]) {
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
  return { api, user };
}

describe('the staff privacy page', () => {
  it('lists the mentions to redact by hand apart from the person’s data, each linked to where it is', async () => {
    const { api } = await findByEmail(MENTIONS);
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

  it('redacts one mention after a confirmation step, says so in the live region and lists the rest', async () => {
    const { api, user } = await findByEmail(MENTIONS);
    const section = screen.getByRole('region', { name: copy.mentions.title });
    // Each mention has its own button, named by what and when (Toronto time).
    const buttons = within(section).getAllByRole('button', { name: /^Redact the / });
    expect(buttons).toHaveLength(3);
    const name = copy.mentions.redactLabel('note', 'Nov 20, 2026');
    expect(name).toBe('Redact the note of Nov 20, 2026');
    await user.click(within(section).getByRole('button', { name }));
    // Nothing is sent before the confirmation.
    expect(api.redactions).toEqual([]);
    const dialog = within(section).getByRole('alertdialog', {
      name: copy.mentions.confirmText('note', 'Nov 20, 2026'),
    });
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: copy.mentions.confirm }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(copy.mentions.redacted('note', 'Nov 20, 2026')),
    );
    expect(api.redactions).toEqual([
      { kind: 'lead-note', id: MENTIONS[0]?.id, email: 'bea.nowak@harbour.example' },
    ]);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(within(section).queryByRole('button', { name })).toBeNull();
    expect(within(section).queryByRole('alertdialog')).toBeNull();
    await expectNoAxeViolations();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { api, user } = await findByEmail(MENTIONS);
    const name = copy.mentions.redactLabel('chat message', 'Nov 21, 2026');
    await user.click(screen.getByRole('button', { name }));
    await user.click(screen.getByRole('button', { name: copy.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(api.redactions).toEqual([]);
  });

  it('says so when no other record mentions the person', async () => {
    await findByEmail([]);
    const section = screen.getByRole('region', { name: copy.mentions.title });
    await waitFor(() => expect(within(section).getByText(copy.mentions.none)).toBeTruthy());
    expect(within(section).queryByRole('list')).toBeNull();
    await expectNoAxeViolations();
  });
});
