/**
 * The live hand-off at its edges: on Boxing Day, inside the usual hours, the office is closed for the Ontario
 * holiday and the visitor is told when it opens (the holiday server, its clock on 2030-12-26 at 10:00 in Toronto);
 * and a visitor on a partner's site, where the widget is embedded from another origin under a strict CSP, asks for
 * a person, is claimed and reads the consultant's reply (the live server, its office open).
 */
import { createServer, type Server } from 'node:http';
import { chatWidgetTexts, staffLive } from '@northline/content';
import { expect, test } from '@playwright/test';
import { queryRows } from './db.ts';
import {
  E2E_HOLIDAY_BASE_URL,
  E2E_HOLIDAY_PORT,
  E2E_LIVE_BASE_URL,
  E2E_LIVE_PORT,
  partnerOriginOf,
} from './env.ts';
import { chatPath, consultantPage, openChat, send, sessionIdOf, widget } from './live-kit.ts';
import { createStaffAccount, expectNoAxeViolations } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONSULTANT = { email: `noor.${tag}@northline-it.example`, name: 'Noor Haddad' };
const PHONE = '(416) 555-0142';

test.describe('the hand-off on Boxing Day (holiday server)', () => {
  test('the office is closed for the holiday during its usual hours: the visitor is told it opens Friday', async ({
    page,
  }) => {
    const chat = await openChat(page, E2E_HOLIDAY_BASE_URL);
    await send(chat, 'Can I talk to a person please?');
    const status = chat.dialog.getByTestId('handoff-status');
    await expect(chat.dialog.getByText(/Our consultants are away right now/)).toHaveCount(1);
    await expect(chat.dialog).toContainText('Friday, December 27 at 8:00 a.m.');
    await expect(chat.dialog.getByText('Away: back Friday 8:00 a.m.', { exact: true })).toBeVisible();
    await expect(status.getByRole('textbox', { name: chatWidgetTexts.live.contactLabel })).toBeVisible();
    const [row] = await queryRows<{ handoff_state: string }>(
      'select handoff_state from chat_session where id = $1',
      [await sessionIdOf(page)],
      E2E_HOLIDAY_PORT,
    );
    expect(row?.handoff_state).toBe('waiting');
  });
});

test.describe('the hand-off from a partner site (live server)', () => {
  const partnerOrigin = partnerOriginOf(E2E_LIVE_PORT);
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Dental</title></head>
<body><main><h1>Acme Dental</h1><p>Our IT partner answers below.</p></main>
<script src="${E2E_LIVE_BASE_URL}/embed/chat-widget.js" data-phone="${PHONE}"></script></body></html>`;
  const csp = [
    "default-src 'none'",
    `script-src ${E2E_LIVE_BASE_URL}`,
    `connect-src ${E2E_LIVE_BASE_URL}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  let server: Server;
  test.beforeAll(async () => {
    await createStaffAccount(CONSULTANT.email, 'sales', { name: CONSULTANT.name, port: E2E_LIVE_PORT });
    server = createServer((request, response) => {
      if (request.url !== '/') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
      response.end(page);
    });
    await new Promise<void>((resolve) =>
      server.listen(Number(new URL(partnerOrigin).port), '127.0.0.1', resolve),
    );
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the visitor asks for a person, a consultant claims the chat and the reply arrives on the partner page', async ({
    browser,
    page: visitorPage,
  }) => {
    const violations: string[] = [];
    visitorPage.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    // The consultant has the staff app open: someone is present to be connected with.
    const staff = await consultantPage(browser, CONSULTANT.email);
    await visitorPage.goto(`${partnerOrigin}/`);
    const chat = widget(visitorPage);
    await chat.launcher.click();
    await expect(chat.input).toBeFocused({ timeout: 20_000 });
    await send(chat, 'Hi, this is Acme Dental. Can I talk to a human about our network?');
    await expect(chat.dialog.getByTestId('handoff-status')).toContainText(chatWidgetTexts.live.connecting);
    const sessionId = await sessionIdOf(visitorPage);
    const [session] = await queryRows<{ embed_origin: string | null }>(
      'select embed_origin from chat_session where id = $1',
      [sessionId],
      E2E_LIVE_PORT,
    );
    expect(session?.embed_origin).toBe(partnerOrigin);

    await staff.goto(await chatPath(sessionId));
    await staff.getByRole('button', { name: staffLive.chat.claim }).click();
    await expect(chat.dialog.getByText(chatWidgetTexts.live.joined.replace('{name}', 'Noor'))).toBeVisible({
      timeout: 15_000,
    });
    const reply = staff.getByRole('textbox', { name: staffLive.chat.reply });
    await reply.fill('Hi Acme, Noor here. What is happening with the network?');
    await reply.press('Enter');
    await expect(chat.messages.filter({ hasText: 'Noor here' })).toHaveCount(1, { timeout: 15_000 });
    await expect(
      chat.dialog.getByText(chatWidgetTexts.live.answeredBy.replace('{name}', 'Noor')),
    ).toBeVisible();
    await expectNoAxeViolations(visitorPage);
    expect(violations).toEqual([]);
    await staff.context().close();
  });
});
