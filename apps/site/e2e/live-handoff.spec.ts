/**
 * A person takes over the chat, end to end in two browser contexts: a visitor on a public page and a consultant
 * signed in to the staff app, on the live hand-off's e2e server (its own database, its clock a Tuesday at 10:40 in
 * Toronto: the office is open). The request, the alert e-mail, the claim (and its race), replies and typing both
 * ways, the release, the close and its transcript offer, a reconnect that replays what the visitor missed, and the
 * e-mail of a reply the visitor left before reading. A request when nobody can answer (a Saturday evening, or
 * nobody signed in) is nobody-available.spec.ts's.
 */
import { chatResumePage, chatWidget, contactForms, staffLive } from '@northline/content';
import { expect, test } from '@playwright/test';
import { queryRows } from './db.ts';
import { E2E_LIVE_BASE_URL, E2E_LIVE_PORT, E2E_SALES_ADDRESS } from './env.ts';
import {
  chatPath,
  consultantPage,
  cuttableEventStreams,
  mailTo,
  openChat,
  send,
  sessionIdOf,
  widget,
} from './live-kit.ts';
import { photograph } from './screenshots.ts';
import { createStaffAccount, expectNoAxeViolations } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONSULTANT = { email: `dana.${tag}@northline-it.example`, name: 'Dana Reyes' };
const SECOND = { email: `sam.${tag}@northline-it.example`, name: 'Sam Ortiz' };
const live = chatWidget.live;

test.describe('live hand-off (office open)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: E2E_LIVE_BASE_URL });
  test.beforeAll(async () => {
    await createStaffAccount(CONSULTANT.email, 'sales', { name: CONSULTANT.name, port: E2E_LIVE_PORT });
    await createStaffAccount(SECOND.email, 'sales', { name: SECOND.name, port: E2E_LIVE_PORT });
  });

  test('request → alert → claim → replies and typing both ways → release → close with the transcript offer', async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The consultant has the staff app open: someone is present, so the visitor is promised a person.
    const staff = await consultantPage(browser, CONSULTANT.email);
    const visitorName = `Robin Vale ${tag}`;
    const chat = await openChat(page, E2E_LIVE_BASE_URL, '/managed-it-services?utm_source=e2e');
    await send(chat, `Hi, I'm ${visitorName} from Harbour Dental. Can I talk to a person?`);
    const status = chat.dialog.getByTestId('handoff-status');
    await expect(status).toContainText(live.connecting);
    // Each line once: the expectation is the reply to the request, and the header's status line says the state.
    await expect(chat.dialog.getByText(/usually answers within \d+ minutes?\./)).toHaveCount(1);
    await expect(chat.dialog.getByText(live.waitingLine as string, { exact: true })).toBeVisible();
    const sessionId = await sessionIdOf(page);

    // While the consultant is awaited, the assistant still answers, once (the reply and the stream's echo are one).
    await send(chat, 'How much is managed IT for 25 people?');
    const meanwhile = chat.messages.filter({ hasText: 'While a consultant joins:' });
    await expect(meanwhile).toHaveCount(1, { timeout: 15_000 });
    await expect(status).toContainText(live.connecting);

    // Sales is alerted through the outbox: the hand-off's e-mail reaches the SMTP receiver.
    await expect
      .poll(() => mailTo(E2E_SALES_ADDRESS), { timeout: 20_000 })
      .toContainEqual(expect.stringContaining('Chat visitor asks for a person'));

    // The consultant sees the waiting chat live: the count in the navigation and the tab title.
    const nav = staff.getByRole('link', { name: new RegExp(`^${staffLive.nav.label} \\(\\d+\\)`) });
    await expect(nav).toBeVisible();
    await expect(staff).toHaveTitle(/^\(\d+\) /);
    await nav.click();
    await expect(staff.getByRole('heading', { name: staffLive.list.title, level: 1 })).toBeVisible();
    await expectNoAxeViolations(staff);
    // On a phone, Claim is in view without scrolling.
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.goto(await chatPath(sessionId));
    await expect(staff.getByRole('log')).toContainText('Can I talk to a person?');
    await expect(staff.getByRole('log')).toContainText('While a consultant joins:');
    expect(staff.url()).not.toContain(sessionId);
    await expectNoAxeViolations(staff);
    await expect(staff.getByRole('button', { name: staffLive.chat.claim })).toBeInViewport();
    await staff.getByRole('button', { name: staffLive.chat.claim }).click();
    await staff.setViewportSize({ width: 1280, height: 900 });
    await expect(staff.getByRole('status').filter({ hasText: staffLive.chat.claimed })).toBeVisible();

    // The visitor sees the consultant's first name join.
    await expect(chat.dialog.getByText(live.joined.replace('{name}', 'Dana'))).toBeVisible({
      timeout: 15_000,
    });

    // Typing both ways.
    const reply = staff.getByRole('textbox', { name: staffLive.chat.reply });
    await reply.pressSequentially('Hi Robin', { delay: 20 });
    await expect(chat.dialog.getByTestId('consultant-typing')).toContainText('Dana', { timeout: 10_000 });
    await reply.press('Enter');
    await expect(chat.messages.filter({ hasText: 'Hi Robin' })).toHaveCount(1, { timeout: 15_000 });
    await expect(chat.dialog.getByTestId('consultant-typing')).toBeHidden({ timeout: 10_000 });

    await chat.input.pressSequentially('Our server', { delay: 20 });
    await expect(staff.getByText(staffLive.chat.visitorTyping)).toBeVisible({ timeout: 10_000 });
    await chat.input.press('Enter');
    await expect(staff.getByRole('log')).toContainText('Our server', { timeout: 15_000 });
    // The visitor's message is stored, and the assistant stays silent while a person answers.
    const [counts] = await queryRows<{ consultant: string; assistant_after: string }>(
      `select count(*) filter (where role = 'consultant') as consultant,
         count(*) filter (where role = 'assistant' and position > (select min(position) from chat_message
           where session_id = $1 and role = 'consultant')) as assistant_after
       from chat_message where session_id = $1`,
      [sessionId],
      E2E_LIVE_PORT,
    );
    expect(counts).toEqual({ consultant: '1', assistant_after: '0' });

    for (const width of [390, 1280]) {
      await staff.setViewportSize({ width, height: 900 });
      await photograph(staff, { path: testInfo.outputPath(`staff-live-chat-${width}.png`), fullPage: true });
      await page.setViewportSize({ width, height: 900 });
      await photograph(page, { path: testInfo.outputPath(`visitor-live-chat-${width}.png`) });
    }

    // Release: the visitor is back with the assistant, which answers again.
    await staff.getByRole('button', { name: staffLive.chat.release }).click();
    await expect(chat.dialog.getByText(live.released)).toBeVisible({ timeout: 15_000 });

    // Asked again with the button, claimed again, then closed: the visitor is offered the transcript.
    await chat.talkToPerson.click();
    await expect(chat.dialog.getByTestId('handoff-status')).toContainText(live.connecting);
    await staff.reload();
    await staff.getByRole('button', { name: staffLive.chat.claim }).click();
    await expect(chat.dialog.getByText(live.joined.replace('{name}', 'Dana')).last()).toBeVisible();
    await staff.getByRole('button', { name: staffLive.chat.close }).click();
    await staff.getByRole('button', { name: staffLive.chat.confirm }).click();
    await expect(chat.dialog.getByText(live.closed)).toBeVisible({ timeout: 15_000 });
    await expect(chat.dialog.getByRole('button', { name: live.transcriptSubmit })).toBeVisible();
    await staff.context().close();
  });

  test('two consultants claim at once: one gets the chat, the other is told who has it', async ({
    browser,
    page,
  }) => {
    const chat = await openChat(page, E2E_LIVE_BASE_URL);
    await send(chat, 'I need to speak to someone please');
    await expect(chat.dialog.getByTestId('handoff-status')).toBeVisible();
    const sessionId = await sessionIdOf(page);
    const [dana, sam] = await Promise.all([
      consultantPage(browser, CONSULTANT.email),
      consultantPage(browser, SECOND.email),
    ]);
    const path = await chatPath(sessionId);
    await Promise.all([dana.goto(path), sam.goto(path)]);
    const claims = [dana, sam].map((staff) => staff.getByRole('button', { name: staffLive.chat.claim }));
    await Promise.all(claims.map((claim) => expect(claim).toBeEnabled()));
    // Both buttons are taken first and clicked in the same moment: the first claim to land re-renders the other
    // page, and a click that waited for its button then would wait for one that is gone.
    const buttons = await Promise.all(claims.map((claim) => claim.elementHandle()));
    await Promise.all(
      buttons.map((button) => button?.evaluate((element) => (element as HTMLElement).click())),
    );
    // The loser is told who has the chat either by the server's refusal (an alert) or, when the winner's claim
    // reached its page through the live stream before its own click, by the page's state line.
    const won = dana.getByRole('status').filter({ hasText: staffLive.chat.claimed });
    const danaLost = dana.getByText(staffLive.chat.hasIt(SECOND.name)).first();
    const samWon = sam.getByRole('status').filter({ hasText: staffLive.chat.claimed });
    const samLost = sam.getByText(staffLive.chat.hasIt(CONSULTANT.name)).first();
    await expect(won.or(danaLost)).toBeVisible();
    await expect(samWon.or(samLost)).toBeVisible();
    // Exactly one won.
    expect([await won.isVisible(), await samWon.isVisible()].filter(Boolean)).toHaveLength(1);
    const [row] = await queryRows<{ handoff_state: string }>(
      'select handoff_state from chat_session where id = $1',
      [sessionId],
      E2E_LIVE_PORT,
    );
    expect(row?.handoff_state).toBe('live');
    await Promise.all([dana.context().close(), sam.context().close()]);
  });

  test('a visitor whose connection drops gets every message sent meanwhile, once, after reconnecting', async ({
    browser,
    page,
  }) => {
    const streams = await cuttableEventStreams(page);
    const chat = await openChat(page, E2E_LIVE_BASE_URL);
    await send(chat, 'Is there a person there?');
    await expect(chat.dialog.getByTestId('handoff-status')).toBeVisible();
    const sessionId = await sessionIdOf(page);
    const staff = await consultantPage(browser, CONSULTANT.email);
    await staff.goto(await chatPath(sessionId));
    await staff.getByRole('button', { name: staffLive.chat.claim }).click();
    await expect(chat.dialog.getByText(live.joined.replace('{name}', 'Dana'))).toBeVisible({
      timeout: 15_000,
    });

    // The stream that carried "joined" is open through the relay; the last event the visitor has is the newest.
    await expect.poll(() => streams.open).toBeGreaterThan(0);
    const [seen] = await queryRows<{ id: string }>(
      `select max(id)::text as id from domain_event where session_id = $1 and audience <> 'staff'`,
      [sessionId],
      E2E_LIVE_PORT,
    );
    const opened = streams.requests.length;
    streams.cut();
    const reply = staff.getByRole('textbox', { name: staffLive.chat.reply });
    for (const text of ['First while you were away', 'Second while you were away']) {
      await reply.fill(text);
      await reply.press('Enter');
      await expect(staff.getByRole('log')).toContainText(text);
    }
    // The widget noticed: it asked again (refused while cut), and shows neither reply yet.
    await expect.poll(() => streams.requests.length, { timeout: 20_000 }).toBeGreaterThan(opened);
    await expect(chat.messages.filter({ hasText: 'while you were away' })).toHaveCount(0);
    streams.restore();
    for (const text of ['First while you were away', 'Second while you were away']) {
      await expect(chat.messages.filter({ hasText: text })).toHaveCount(1, { timeout: 40_000 });
    }
    // Every attempt resumed after the last event the visitor had: the server replayed exactly what was missed.
    expect(streams.requests.slice(opened)).toEqual(
      Array.from({ length: streams.requests.length - opened }, () => seen?.id),
    );
    // A reconnect replays after the last event seen: nothing shown twice.
    await reply.fill('Back online');
    await reply.press('Enter');
    await expect(chat.messages.filter({ hasText: 'Back online' })).toHaveCount(1, { timeout: 15_000 });
    await expect(chat.messages.filter({ hasText: 'First while you were away' })).toHaveCount(1);
    await staff.context().close();
    await streams.close();
  });

  test('a reply the visitor left before reading is e-mailed to them, once, and its link opens the chat again', async ({
    browser,
  }, testInfo) => {
    const visitorEmail = `robin.${tag}@harbourdental.example`;
    const context = await browser.newContext();
    const page = await context.newPage();
    const chat = await openChat(page, E2E_LIVE_BASE_URL);
    await send(chat, `My email is ${visitorEmail}. Could someone call me?`);
    await expect(chat.dialog.getByTestId('handoff-status')).toBeVisible();
    const sessionId = await sessionIdOf(page);
    await context.close();

    const staff = await consultantPage(browser, CONSULTANT.email);
    await staff.goto(await chatPath(sessionId));
    await staff.getByRole('button', { name: staffLive.chat.claim }).click();
    const reply = staff.getByRole('textbox', { name: staffLive.chat.reply });
    await reply.fill('Hi Robin, I can call you at 2 p.m.');
    await reply.press('Enter');
    await expect(staff.getByRole('log')).toContainText('I can call you');
    await expect.poll(() => mailTo(visitorEmail), { timeout: 40_000 }).toHaveLength(1);
    // The link back carries a token, never the session id.
    const [mail] = await queryRows<{ raw: string }>(
      'select raw from e2e_mail where $1 = any(rcpt)',
      [visitorEmail],
      E2E_LIVE_PORT,
    );
    expect(mail?.raw).not.toContain(sessionId);

    // The link opens the same conversation in the widget, with the reply, on a fresh tab; the code leaves the URL.
    const link = /http:\/\/[^\s]+\/chat\/resume#[A-Za-z0-9_-]{43}/.exec(
      (mail?.raw ?? '').replace(/=\r?\n/g, ''),
    )?.[0];
    expect(link).toBeDefined();
    const returning = await browser.newContext();
    const visitor = await returning.newPage();
    await visitor.goto(link as string);
    const back = widget(visitor);
    await expect(back.dialog).toBeVisible({ timeout: 20_000 });
    await expect(back.messages.filter({ hasText: 'I can call you at 2 p.m.' })).toHaveCount(1);
    await expect(back.messages.filter({ hasText: 'Could someone call me?' })).toHaveCount(1);
    expect(new URL(visitor.url()).hash).toBe('');
    expect(await sessionIdOf(visitor)).toBe(sessionId);
    await expect(visitor.getByRole('status').filter({ hasText: chatResumePage.opened })).toBeVisible();
    await expectNoAxeViolations(visitor);
    // The consultant's next reply arrives live on the resumed chat.
    await reply.fill('Great, talk soon.');
    await reply.press('Enter');
    await expect(back.messages.filter({ hasText: 'Great, talk soon.' })).toHaveCount(1, { timeout: 15_000 });
    for (const width of [390, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await photograph(visitor, { path: testInfo.outputPath(`chat-resume-${width}.png`) });
    }
    // A link that names no conversation says so.
    await visitor.goto(`${E2E_LIVE_BASE_URL}/chat/resume#${'x'.repeat(43)}`);
    await expect(visitor.getByRole('status').filter({ hasText: chatResumePage.missing })).toBeVisible();
    await returning.close();
    await staff.context().close();
  });
});

test.describe('the inbox (live server)', () => {
  test.use({ baseURL: E2E_LIVE_BASE_URL });
  test.beforeAll(async () => {
    await createStaffAccount(CONSULTANT.email, 'sales', { name: CONSULTANT.name, port: E2E_LIVE_PORT });
  });

  test('shows a lead sent from the contact page without a reload', async ({ browser, page }) => {
    const staff = await consultantPage(browser, CONSULTANT.email);
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
    const lastName = `Inbox${tag}`;
    await staff.evaluate(() => {
      (window as Window & { notReloaded?: boolean }).notReloaded = true;
    });

    await page.goto(`${E2E_LIVE_BASE_URL}/contact`);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
    const config = contactForms.contact;
    const form = page.getByRole('form', { name: /send us a message/i });
    await form.getByLabel(config.labels.firstName, { exact: true }).fill('Priya');
    await form.getByLabel(config.labels.lastName, { exact: true }).fill(lastName);
    await form.getByLabel(config.labels.email, { exact: true }).fill(`priya.${tag}@harbourlaw.example`);
    await form.getByLabel(config.labels.phone, { exact: true }).fill('416-555-0188');
    await form.getByLabel(config.labels.company, { exact: true }).fill('Harbour Law LLP');
    await form.getByLabel(config.labels.employees, { exact: true }).selectOption({ index: 1 });
    await form.getByRole('button', { name: config.submitLabel }).click();

    await expect(
      staff
        .getByRole('link', { name: `Priya ${lastName}` })
        .filter({ visible: true })
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    expect(await staff.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    await staff.context().close();
  });
});
