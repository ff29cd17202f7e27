/**
 * Nobody can answer a chat that asks for a person (docs/decisions/088), end to end as the visitor sees it: they are
 * told so at once, offered the next free times in the chat, book one (the confirmation joins the conversation),
 * and can leave an e-mail or a phone number instead. Two situations: during business hours on the server where no
 * staff member ever signs in (E2E_NOBODY_PORT: its office open, a bookable consultant who is not signed in), and on
 * a Saturday evening on the main server (E2E_CLOCK_START), where the office is back Monday at 8 a.m.
 */

import { chatWidget, liveChatMessages } from '@northline/content';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeScan } from './axe.ts';
import { queryRows } from './db.ts';
import { E2E_BASE_URL, E2E_NOBODY_BASE_URL, E2E_NOBODY_PORT, E2E_PORT } from './env.ts';
import { openChat, send, sessionIdOf } from './live-kit.ts';
import { createStaffAccount } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const live = chatWidget.live;
const booking = chatWidget.booking;
/** The confirmation's opening words (`meetingApiMessages.booked`). */
const BOOKED = 'Your free IT assessment is booked for';

/** The booking panel the widget opened, and its first time button (named by its full day, time and zone). */
function bookingTimes(dialog: Locator) {
  const panel = dialog.getByRole('region', { name: booking.title });
  return {
    panel,
    firstTime: panel.getByRole('button', { name: new RegExp(`\\(${booking.timeZone}\\)$`) }).first(),
  };
}

/** Chooses the first free time, fills the form's empty fields and books; the panel closes. */
async function bookFirstTime(dialog: Locator, name: string, email?: string) {
  const { panel, firstTime } = bookingTimes(dialog);
  await firstTime.click();
  await dialog.getByRole('textbox', { name: booking.labels.name }).fill(name);
  if (email) await dialog.getByRole('textbox', { name: booking.labels.email }).fill(email);
  await dialog.getByRole('button', { name: booking.submit }).click();
  await expect(panel).toBeHidden({ timeout: 15_000 });
}

/** Fails with the axe violations of the open widget, if any. */
async function expectNoWidgetViolations(page: Page) {
  const axe = await axeScan(page).include('[data-northline-chat]').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.describe('nobody can answer during business hours (nobody-available server)', () => {
  test.use({ baseURL: E2E_NOBODY_BASE_URL });
  test.beforeAll(async () => {
    // Bookable by default, and never signed in: nobody is present.
    await createStaffAccount(`rosa.${tag}@northline-it.example`, 'sales', {
      name: 'Rosa Lind',
      port: E2E_NOBODY_PORT,
    });
  });

  test('the visitor is told at once, offered concrete times, books one, and leaves a phone number', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const chat = await openChat(page, E2E_NOBODY_BASE_URL, '/managed-it-services');
    await send(chat, 'Hi, I run a 20-person dental clinic. Can I talk to a person?');

    // Told at once, once: nobody can join now, and what to leave. Nobody is "connecting".
    const expectation = `${liveChatMessages.nobodyAvailable} ${liveChatMessages.askForContact}`;
    await expect(chat.messages.filter({ hasText: expectation })).toHaveCount(1, { timeout: 15_000 });
    await expect(chat.dialog.getByText(liveChatMessages.nobodyAvailable)).toHaveCount(1);
    await expect(chat.dialog.getByText(live.connecting)).toHaveCount(0);
    await expect(chat.dialog.getByText(live.unavailableLine as string, { exact: true })).toBeVisible();

    // Concrete times of the first bookable day, at once.
    const { panel, firstTime } = bookingTimes(chat.dialog);
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(firstTime).toHaveAccessibleName(
      /^\w+day, December \d+, \d+:\d\d [ap]\.m\. \(Toronto time\)$/,
    );
    await expect(panel.getByRole('heading', { level: 4 }).first()).toHaveText(/^\w+day, December \d+$/);

    // The follow-up form asks for an e-mail or a phone number, in one field.
    const status = chat.dialog.getByTestId('handoff-status');
    const contact = status.getByRole('textbox', { name: live.contactLabel });
    await expect(contact).toBeVisible();
    await expectNoWidgetViolations(page);

    await bookFirstTime(chat.dialog, `Ana Ruiz ${tag}`, `ana.${tag}@example.com`);
    await expect(chat.messages.filter({ hasText: BOOKED })).toHaveCount(1, { timeout: 15_000 });

    // Input that is neither is refused with its reason; a phone number is taken.
    await contact.fill('call me');
    await status.getByRole('button', { name: live.contactSubmit }).click();
    await expect(status.getByRole('alert')).toHaveText(live.contactInvalid as string);
    await expect(contact).toHaveAttribute('aria-invalid', 'true');
    await contact.fill('416 555 0142');
    await status.getByRole('button', { name: live.contactSubmit }).click();
    await expect(status.getByText(live.contactThanks)).toBeVisible();
    await expect(contact).toBeHidden();
    const [row] = await queryRows<{ visitor_phone: string | null; handoff_state: string }>(
      'select visitor_phone, handoff_state from chat_session where id = $1',
      [await sessionIdOf(page)],
      E2E_NOBODY_PORT,
    );
    expect(row).toEqual({ visitor_phone: '+14165550142', handoff_state: 'waiting' });
  });
});

test.describe('nobody can answer on a Saturday evening (main server)', () => {
  test.beforeAll(async () => {
    // A fresh consultant, bookable without touching a setting.
    await createStaffAccount(`omar.${tag}@northline-it.example`, 'sales', {
      name: 'Omar Reid',
      port: E2E_PORT,
    });
  });

  test('the visitor is told the office is back Monday, sees Monday’s times and books one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `lena.${tag}@example.com`;
    const chat = await openChat(page, E2E_BASE_URL, '/managed-it-services');
    await send(chat, `Hi, I'm Lena Park, ${email}. Can I talk to a person?`);

    await expect(chat.messages.filter({ hasText: 'Monday, December 2 at 8:00 a.m.' })).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(chat.dialog.getByText('Away: back Monday 8:00 a.m.', { exact: true })).toBeVisible();
    await expect(chat.dialog.getByText(live.connecting)).toHaveCount(0);
    // The e-mail is known: the form does not ask for it again.
    await expect(chat.dialog.getByRole('textbox', { name: live.contactLabel })).toHaveCount(0);

    const { panel, firstTime } = bookingTimes(chat.dialog);
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByRole('heading', { level: 4 }).first()).toHaveText('Monday, December 2');
    await expect(firstTime).toHaveAccessibleName(/^Monday, December 2, \d+:\d\d [ap]\.m\. \(Toronto time\)$/);
    await firstTime.click();
    // The form has the address the visitor gave in the chat.
    await expect(chat.dialog.getByRole('textbox', { name: booking.labels.email })).toHaveValue(email);
    await chat.dialog.getByRole('textbox', { name: booking.labels.name }).fill('Lena Park');
    await chat.dialog.getByRole('button', { name: booking.submit }).click();
    await expect(panel).toBeHidden({ timeout: 15_000 });
    await expect(chat.messages.filter({ hasText: `${BOOKED} Monday, December 2` })).toHaveCount(1, {
      timeout: 15_000,
    });
  });
});
