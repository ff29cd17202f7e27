/**
 * A consultant offers the free IT assessment's times in a live chat (docs/decisions/086), end to end in two browser
 * contexts on the live hand-off's e2e server (its clock a Tuesday at 10:40 in Toronto: the office is open): Offer
 * times in the staff view opens the booking panel in the visitor's widget; the visitor books without the chat
 * being released, and the confirmation appears once on both sides.
 */
import { chatWidget, liveChatMessages, staffLive } from '@northline/content';
import { expect, test } from '@playwright/test';
import { E2E_LIVE_BASE_URL, E2E_LIVE_PORT } from './env.ts';
import { chatPath, consultantPage, openChat, send, sessionIdOf } from './live-kit.ts';
import { createStaffAccount } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONSULTANT = { email: `lee.${tag}@northline-it.example`, name: 'Lee Moreau' };
const booking = chatWidget.booking;

test.describe('offer times in a live chat', () => {
  test.use({ baseURL: E2E_LIVE_BASE_URL });
  test.beforeAll(() => {
    createStaffAccount(CONSULTANT.email, 'sales', { name: CONSULTANT.name, port: E2E_LIVE_PORT });
  });

  test('the consultant offers times, the visitor books in the live chat, the chat stays live', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const chat = await openChat(page, E2E_LIVE_BASE_URL, '/managed-it-services');
    await send(chat, `Hi, I'm Kim Tran ${tag}. Can I talk to a person?`);
    await expect(chat.dialog.getByTestId('handoff-status')).toContainText(chatWidget.live.connecting);
    const sessionId = await sessionIdOf(page);

    const staff = await consultantPage(browser, CONSULTANT.email);
    await staff.goto(await chatPath(sessionId));
    await staff.getByRole('button', { name: staffLive.chat.claim }).click();
    await expect(staff.getByRole('status').filter({ hasText: staffLive.chat.claimed })).toBeVisible();
    await expect(chat.dialog.getByText(chatWidget.live.joined.replace('{name}', 'Lee'))).toBeVisible({
      timeout: 15_000,
    });

    await staff.getByRole('button', { name: staffLive.chat.offerTimes }).click();
    await expect(staff.getByRole('log')).toContainText(liveChatMessages.offerTimes);
    await expect(chat.messages.filter({ hasText: liveChatMessages.offerTimes })).toHaveCount(1, {
      timeout: 15_000,
    });
    const panel = chat.dialog.getByRole('region', { name: booking.title });
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await panel
      .getByRole('button', { name: new RegExp(`\\(${booking.timeZone}\\)$`) })
      .first()
      .click();
    await chat.dialog.getByRole('textbox', { name: booking.labels.name }).fill(`Kim Tran ${tag}`);
    await chat.dialog.getByRole('textbox', { name: booking.labels.email }).fill(`kim.${tag}@example.com`);
    await chat.dialog.getByRole('button', { name: booking.submit }).click();
    await expect(panel).toBeHidden({ timeout: 15_000 });

    const confirmed = chat.messages.filter({ hasText: 'Your free IT assessment is booked for' });
    await expect(confirmed).toHaveCount(1, { timeout: 15_000 });
    await expect(staff.getByRole('log')).toContainText('Your free IT assessment is booked for', {
      timeout: 15_000,
    });
    // Still the consultant's chat: the reply box is there, and the visitor's widget still names them.
    await expect(staff.getByRole('textbox', { name: staffLive.chat.reply })).toBeVisible();
    await expect(chat.dialog.getByRole('heading', { level: 2 })).toHaveText('Lee');
    await staff.context().close();
  });
});
