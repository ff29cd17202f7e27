/**
 * Answers that cite our pages, and what the assistant could not answer, end to end against the production build
 * and apps/api's built-in engine: the cited page shows as a link under the answer, reachable by keyboard with a
 * visible focus ring, opening the page on the same site, axe clean; a deflected question appears on the staff
 * page /staff/unanswered (reached from the navigation) with its count, axe clean at phone and desktop widths.
 */
import { chatWidget, pageMeta, staffUnanswered } from '@northline/content';
import { expect, type Page, test } from '@playwright/test';
import { createStaffAccount, expectNoAxeViolations, signIn } from './staff-session.ts';

/** Letters only, so the question holds no run of digits the redaction would replace. */
const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(
  /\d/g,
  (digit) => 'abcdefghij'[Number(digit)] ?? 'x',
);

async function openChat(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  await page.getByRole('button', { name: chatWidget.launcherLabel }).click();
  const dialog = page.getByRole('dialog', { name: chatWidget.title });
  const conversation = dialog.getByRole('region', { name: chatWidget.conversationLabel });
  await expect(conversation.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  return { dialog, conversation, input: dialog.getByRole('textbox', { name: chatWidget.inputPlaceholder }) };
}

async function ask(chat: Awaited<ReturnType<typeof openChat>>, text: string) {
  const before = await chat.conversation.getByRole('listitem').count();
  await chat.input.fill(text);
  await chat.input.press('Enter');
  await expect(chat.conversation.getByRole('listitem')).toHaveCount(before + 2, { timeout: 15_000 });
}

test('a factual answer cites its page: a link under the message, by keyboard, to the page on this site', async ({
  page,
}, testInfo) => {
  const chat = await openChat(page, '/toronto');
  await ask(chat, 'How much is managed IT per user?');
  const title = pageMeta['managed-it-services'].title.replace(' | Northline IT', '');
  const sources = chat.conversation.getByRole('group', { name: chatWidget.citationsLabel });
  const link = sources.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/managed-it-services');
  await expectNoAxeViolations(page);

  // From the conversation's region, Tab reaches the link; its focus ring shows.
  await chat.conversation.focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe('solid');
  await chat.dialog.screenshot({ path: testInfo.outputPath('citation-focused.png') });

  // Enter follows it, on the same site and in the same tab.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/managed-it-services$/);
});

test('a question the assistant could not answer is listed for staff with its count', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const question = `Can you recommend a good sushi place near the office ${tag}?`;
  for (let time = 0; time < 2; time += 1) {
    const visitor = await browser.newContext();
    const chat = await openChat(await visitor.newPage(), '/');
    await ask(chat, question);
    await visitor.close();
  }

  const email = `content.${tag}@northline-it.example`;
  createStaffAccount(email, 'sales');
  await signIn(page, email);
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: staffUnanswered.nav.label })
    .click();
  await expect(page.getByRole('heading', { name: staffUnanswered.title })).toBeVisible();
  const table = page.getByRole('table', { name: staffUnanswered.title });
  const row = table.getByRole('row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(question);
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await expectNoAxeViolations(page);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`unanswered-${width}.png`), fullPage: true });
  }
});
