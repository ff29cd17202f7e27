/**
 * A live message the API did not take is never lost in silence: on the live hand-off's e2e server (office open),
 * a consultant holds the chat, the visitor's next message fails on the way (the network drops the request), the
 * widget keeps it marked "Not delivered" with a Retry button, and the retry reaches the consultant exactly once.
 */
import { chatWidget, staffLive } from '@northline/content';
import { expect, test } from '@playwright/test';
import { queryRows } from './db.ts';
import { E2E_LIVE_BASE_URL, E2E_LIVE_PORT } from './env.ts';
import { chatPath, consultantPage, openChat, send, sessionIdOf } from './live-kit.ts';
import { photograph } from './screenshots.ts';
import { createStaffAccount } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONSULTANT = { email: `lee.${tag}@northline-it.example`, name: 'Lee Martin' };
const delivery = chatWidget.delivery;

test.describe('a live message that did not arrive', () => {
  test.use({ baseURL: E2E_LIVE_BASE_URL });
  test.beforeAll(async () => {
    await createStaffAccount(CONSULTANT.email, 'sales', { name: CONSULTANT.name, port: E2E_LIVE_PORT });
  });

  test('stays in the conversation as not delivered, and Retry delivers it once', async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The consultant has the staff app open: someone is present to be connected with.
    const staff = await consultantPage(browser, CONSULTANT.email);
    const chat = await openChat(page, E2E_LIVE_BASE_URL, '/managed-it-services');
    await send(chat, `Hi, this is Casey ${tag} from a dental clinic. Can I talk to a person?`);
    await expect(chat.dialog.getByTestId('handoff-status')).toContainText(chatWidget.live.connecting);
    const sessionId = await sessionIdOf(page);

    await staff.goto(await chatPath(sessionId));
    await staff.getByRole('button', { name: staffLive.chat.claim }).click();
    await expect(chat.dialog.getByText(chatWidget.live.joined.replace('{name}', 'Lee'))).toBeVisible({
      timeout: 15_000,
    });

    // The next message's request is dropped by the network, once.
    let dropped = 0;
    await page.route(/\/api\/chat(\/stream)?$/, async (route) => {
      if (route.request().method() === 'POST' && dropped === 0) {
        dropped += 1;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    // On a phone: the mark and its Retry button come into view under the message, not below the scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    const text = `Our server ${tag} crashed again this morning`;
    await send(chat, text);
    const mine = chat.messages.filter({ hasText: text });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(delivery.notDelivered);
    const retry = mine.getByRole('button', { name: delivery.retryLabel.replace('{message}', '') });
    await expect(retry).toBeInViewport();
    expect(dropped).toBe(1);
    await photograph(page, { path: testInfo.outputPath('not-delivered-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await photograph(page, { path: testInfo.outputPath('not-delivered-1280.png') });

    await retry.click();
    await expect(mine).not.toContainText(delivery.notDelivered, { timeout: 15_000 });
    await expect(staff.getByRole('log')).toContainText(text, { timeout: 15_000 });
    const [stored] = await queryRows<{ count: string }>(
      'select count(*) from chat_message where session_id = $1 and content = $2',
      [sessionId, text],
      E2E_LIVE_PORT,
    );
    expect(stored).toEqual({ count: '1' });
    await staff.close();
  });
});
