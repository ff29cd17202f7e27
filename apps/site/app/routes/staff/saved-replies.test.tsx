// @vitest-environment jsdom
/**
 * The team's saved replies: `/` at the start of the live chat's reply box opens them filtered by what follows,
 * Up and Down move the highlighted option (named by the box's `aria-activedescendant`), Enter inserts it without
 * sending, Escape closes the list and keeps the text; the *Saved replies* button opens the list for the mouse and a
 * click inserts where the cursor was. The /staff/saved-replies page adds one (with the API's field messages) and
 * deletes one after asking. Rendered in jsdom over the fake `/trpc`, checked with axe-core.
 */
import { staffLive, staffSavedReplies } from '@northline/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, LEAD_IDS, renderStaffApp } from '../../staff/live-test-kit.tsx';

const chat = staffLive.chat;
const copy = staffSavedReplies;
const PATH = `/staff/live/${LEAD_IDS['session-older']}`;

/** Renders the conversation, claims it and answers the reply box. */
async function replyBox() {
  const user = userEvent.setup();
  const app = renderStaffApp(PATH);
  await user.click(await screen.findByRole('button', { name: chat.claim }));
  const box = (await screen.findByRole('textbox', { name: chat.reply })) as HTMLTextAreaElement;
  return { user, box, ...app };
}

const options = () => within(screen.getByRole('listbox', { name: copy.picker.label })).getAllByRole('option');
const highlighted = (box: HTMLTextAreaElement) =>
  document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

beforeEach(() => {
  window.localStorage.clear();
});

describe('the saved replies picker of the reply box', () => {
  it('opens with / at the start, filters, moves with the arrows and inserts with Enter without sending', async () => {
    const { user, box, api } = await replyBox();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box, '/');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(highlighted(box)?.textContent).toContain('Book a call');
    expect(screen.getByText(copy.picker.results(3))).toBeTruthy();
    await expectNoAxeViolations();

    // The filter matches titles first, then bodies.
    await user.type(box, 'p');
    expect(options().map((option) => option.textContent)).toEqual([
      expect.stringContaining('Pricing per user'),
      expect.stringContaining('Response time'),
      expect.stringContaining('Book a call'),
    ]);
    await user.type(box, 'ri');
    expect(options()).toHaveLength(1);
    await user.clear(box);
    await user.type(box, '/');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted(box)?.textContent).toContain('Response time');
    expect(highlighted(box)?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(highlighted(box)?.textContent).toContain('Book a call');
    // Up from the first wraps to the last.
    await user.keyboard('{ArrowUp}{Enter}');

    expect(box.value).toBe('Our help desk answers within 15 minutes, around the clock.');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(box);
    expect(screen.getByText(copy.picker.inserted('Response time'))).toBeTruthy();
    expect(api.calls.some((call) => call.procedure === 'staff.live.send')).toBe(false);

    // The next Enter sends the edited text (after the typing signal's stop, at most a second later).
    await user.keyboard(' Anything else?{Enter}');
    await waitFor(
      () =>
        expect(api.calls).toContainEqual({
          procedure: 'staff.live.send',
          input: {
            leadId: LEAD_IDS['session-older'],
            message: 'Our help desk answers within 15 minutes, around the clock. Anything else?',
          },
        }),
      { timeout: 3000 },
    );
  });

  it('closes with Escape and keeps the text; a slash later in a message is plain text', async () => {
    const { user, box } = await replyBox();
    await user.type(box, '/pri');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.value).toBe('/pri');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await user.clear(box);
    await user.type(box, 'Use 24/7 support');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(box);
    await user.type(box, '/zzz');
    // Shown under the box and read by the status.
    expect(screen.getAllByText(copy.picker.none)).toHaveLength(2);
  });

  it('opens with the button and inserts a clicked reply where the cursor was', async () => {
    const { user, box } = await replyBox();
    await user.type(box, 'Hello Dana.');
    const button = screen.getByRole('button', { name: copy.picker.open });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toHaveLength(3);
    await expectNoAxeViolations();
    await user.click(options()[1] as HTMLElement);
    expect(box.value).toBe('Hello Dana. Managed IT is $99 per user a month, with no setup fee.');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('listbox')).toBeNull();
    // The same button closes an open list.
    await user.click(button);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(button);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('the saved replies page', () => {
  it('adds a reply, shows the API’s field messages, and deletes one after asking', async () => {
    const user = userEvent.setup();
    const { api } = renderStaffApp('/staff/saved-replies');
    expect(await screen.findByRole('heading', { level: 1, name: copy.title })).toBeTruthy();
    expect(await screen.findByText(copy.count(3, 100))).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: copy.add.submit }));
    const title = screen.getByRole('textbox', { name: copy.add.title });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Give the reply a title')).toBeTruthy();
    expect(screen.getByText('Write the reply')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    await expectNoAxeViolations();

    await user.type(title, 'After hours');
    await user.type(screen.getByRole('textbox', { name: copy.add.body }), 'Our desk answers 24/7.');
    await user.click(screen.getByRole('button', { name: copy.add.submit }));
    expect(await screen.findByText(copy.add.added('After hours'))).toBeTruthy();
    expect(api.calls).toContainEqual({
      procedure: 'staff.savedReplies.add',
      input: { title: 'After hours', body: 'Our desk answers 24/7.' },
    });
    expect(await screen.findByText(copy.count(4, 100))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'After hours' })).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: copy.list.deleteLabel('Pricing per user') }));
    const dialog = screen.getByRole('alertdialog', { name: copy.list.confirm('Pricing per user') });
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: copy.list.confirmYes }));
    expect(await screen.findByText(copy.list.deleted('Pricing per user'))).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Pricing per user' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: copy.list.heading }));
    expect(api.calls).toContainEqual({
      procedure: 'staff.savedReplies.delete',
      input: { id: '00000000-0000-4000-8000-000000000002' },
    });
  });
});
