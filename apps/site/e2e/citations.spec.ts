/**
 * Answers that cite our pages, and what the assistant could not answer, end to end against the production build
 * and apps/api's built-in engine: the cited page shows as a link under the answer, reachable by keyboard with a
 * visible focus ring, opening the page on the same site, axe clean; a deflected question appears on the staff
 * page /staff/unanswered (reached from the navigation) with its count, axe clean at phone and desktop widths; a
 * wrong answer is listed with its reason, a member marks a question handled and writes an answer (a form with its
 * field messages and a page picker), another member publishes it, and the assistant then says it, citing its page.
 */
import { chatWidget, pageMeta, staffUnanswered } from '@northline/content';
import { SESSION_TOKEN_HEADER, STAFF_ANSWER_BODY_EMPTY, STAFF_ANSWER_PAGE_EMPTY } from '@northline/schemas';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { photograph } from './screenshots.ts';
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

/** Asks `question` as a fresh visitor through the widget's public API: a session, then the message. */
async function askThroughApi(request: APIRequestContext, question: string) {
  const started = await request.post('/api/sessions', { data: {} });
  expect(started.status()).toBe(201);
  const { sessionId, sessionToken } = (await started.json()) as { sessionId: string; sessionToken: string };
  const asked = await request.post('/api/chat', {
    data: { message: question, sessionId },
    headers: { [SESSION_TOKEN_HEADER]: sessionToken },
  });
  expect(asked.status()).toBe(200);
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
  await photograph(chat.dialog, { path: testInfo.outputPath('citation-focused.png') });

  // Enter follows it, on the same site and in the same tab.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/managed-it-services$/);
});

test('a question the assistant could not answer is listed for staff with its count', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const question = `Can you recommend a good sushi place near the office ${tag}?`;
  // Two visitors ask it, through the widget's public API (the widget asking is the first test).
  for (let time = 0; time < 2; time += 1) await askThroughApi(request, question);

  const email = `content.${tag}@northline-it.example`;
  await createStaffAccount(email, 'sales');
  await signIn(page, email);
  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: staffUnanswered.nav.label })
    .click();
  await expect(page.getByRole('heading', { name: staffUnanswered.title })).toBeVisible();
  const table = page.getByRole('table', { name: staffUnanswered.openHeading });
  const row = table.getByRole('row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(question);
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoAxeViolations(page);
    await photograph(page, { path: testInfo.outputPath(`unanswered-${width}.png`), fullPage: true });
  }
});

test('staff act on the list: mark handled, write an answer, another member publishes it, the assistant says it', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const offTopic = `Can you recommend a florist near the office ${tag}?`;
  const wrong = `Do you offer Starlink backup internet for our ${tag} office?`;
  // The two questions come through the widget's public API (the widget asking is the first test).
  for (const question of [offTopic, wrong]) await askThroughApi(request, question);

  const writer = `writer.${tag}@northline-it.example`;
  await createStaffAccount(writer, 'sales', { name: 'Wren Writer' });
  await signIn(page, writer);
  await page.goto('/staff/unanswered');
  const open = page.getByRole('table', { name: staffUnanswered.openHeading });
  const wrongRow = open.getByRole('row').filter({ hasText: wrong });
  await expect(wrongRow.getByRole('cell').first()).toHaveText(staffUnanswered.reasons['service-mismatch']);

  // Mark handled: the question moves to the handled table, still counted.
  await open.getByRole('button', { name: staffUnanswered.actions.markHandledLabel(offTopic) }).click();
  await expect(page.getByRole('status').filter({ hasText: staffUnanswered.actions.handled })).toBeVisible();
  const handled = page.getByRole('table', { name: staffUnanswered.handledHeading });
  await expect(handled.getByRole('row').filter({ hasText: offTopic }).getByRole('cell').nth(1)).toHaveText(
    '1',
  );
  await expect(open.getByRole('row').filter({ hasText: offTopic })).toHaveCount(0);

  // Write an answer: the form says what is missing under each field, then stores a draft.
  await wrongRow.getByRole('button', { name: staffUnanswered.actions.writeAnswerLabel(wrong) }).click();
  const form = page.getByRole('region', { name: staffUnanswered.form.heading });
  await expect(form.getByRole('textbox', { name: staffUnanswered.form.question, exact: true })).toBeFocused();
  await expect(form.getByRole('textbox', { name: staffUnanswered.form.question, exact: true })).toHaveValue(
    wrong,
  );
  await form.getByRole('button', { name: staffUnanswered.form.submit }).click();
  await expect(form.getByText(STAFF_ANSWER_BODY_EMPTY)).toBeVisible();
  await expect(form.getByText(STAFF_ANSWER_PAGE_EMPTY)).toBeVisible();
  await expectNoAxeViolations(page);
  const body = `We do not sell internet service, but our managed IT team sets up a second internet connection with automatic failover for the ${tag} office.`;
  await form.getByRole('textbox', { name: staffUnanswered.form.body, exact: true }).fill(body);
  await form
    .getByRole('combobox', { name: staffUnanswered.form.page, exact: true })
    .selectOption('managed-it-services');
  await form.getByRole('button', { name: staffUnanswered.form.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: staffUnanswered.form.saved })).toBeVisible();
  const answers = page.getByRole('table', { name: staffUnanswered.answers.heading });
  const draft = answers.getByRole('row').filter({ hasText: tag });
  await expect(draft).toContainText(staffUnanswered.answers.status.draft);
  await expectNoAxeViolations(page);
  await photograph(page, { path: testInfo.outputPath('unanswered-actions-1280.png'), fullPage: true });

  // The writer does not publish their own answer; another member does.
  await draft.getByRole('button', { name: staffUnanswered.answers.publishLabel(wrong) }).click();
  await expect(page.getByRole('alert').filter({ hasText: staffUnanswered.api.ownAnswer })).toBeVisible();
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  const reviewerEmail = `reviewer.${tag}@northline-it.example`;
  await createStaffAccount(reviewerEmail, 'sales', { name: 'Remy Reviewer' });
  await signIn(reviewer, reviewerEmail);
  await reviewer.goto('/staff/unanswered');
  const reviewerRow = reviewer
    .getByRole('table', { name: staffUnanswered.answers.heading })
    .getByRole('row')
    .filter({ hasText: tag });
  await reviewerRow.getByRole('button', { name: staffUnanswered.answers.publishLabel(wrong) }).click();
  await expect(
    reviewer.getByRole('status').filter({ hasText: staffUnanswered.answers.published }),
  ).toBeVisible();
  await expect(reviewerRow).toContainText('Remy Reviewer');
  await expect(
    reviewer
      .getByRole('table', { name: staffUnanswered.handledHeading })
      .getByRole('row')
      .filter({ hasText: wrong }),
  ).toHaveCount(1);
  await expectNoAxeViolations(reviewer);
  await reviewerContext.close();

  // A visitor asking it now gets the answer, citing its page.
  const visitor = await browser.newContext();
  const chat = await openChat(await visitor.newPage(), '/');
  await ask(chat, wrong);
  await expect(chat.conversation.getByRole('listitem').last()).toContainText(body);
  const title = pageMeta['managed-it-services'].title.replace(' | Northline IT', '');
  await expect(
    chat.conversation
      .getByRole('group', { name: chatWidget.citationsLabel })
      .last()
      .getByRole('link', { name: title }),
  ).toHaveAttribute('href', '/managed-it-services');
  await visitor.close();
});
