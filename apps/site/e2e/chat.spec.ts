/**
 * The chat assistant end to end (specification §2 "Chat widget", "Chatbot demo", §4, §7, §8): the
 * widget on real pages of the production build, answered by apps/api's built-in engine with the real
 * PostgreSQL; the served script-tag bundle on a plain page; the loader on another origin under a strict CSP
 *; the /chatbot-demo page.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chatbotDemoPage, chatWidget, company, contactPageForm } from '@northline/content';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeScan } from './axe.ts';
import { queryRows } from './db.ts';
import { E2E_BASE_URL, E2E_PARTNER_ORIGIN, E2E_PARTNER_PORT } from './env.ts';
import { say, widget } from './live-kit.ts';
import { createStaffAccount, signIn } from './staff-session.ts';

const PHONE = company.phones.main.display;
const widgetDir = fileURLToPath(new URL('../../../packages/chat-widget/', import.meta.url));

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
}

test.describe('the chat widget on the site', () => {
  test('shows its launcher from the prerendered page, loads its code on demand, and holds a conversation to a warm or hot lead', async ({
    page,
  }) => {
    // The launcher is in the prerendered page (visible from the first paint); the widget's code is not.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(chatWidget.launcherLabel);

    const scripts: { url: string; prefetch: Promise<boolean>; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      const prefetch = response
        .request()
        .allHeaders()
        .then((headers) => /prefetch/.test(headers['sec-purpose'] ?? ''));
      scripts.push({ url: response.url(), prefetch, body: response.text().catch(() => '') });
    });
    /** The chunks holding the widget's streaming client, each once: all, or only those fetched to run. */
    const widgetChunks = async ({ prefetched }: { prefetched: boolean }) => {
      const loaded = await Promise.all(
        scripts.map(async ({ url, prefetch, body }) => ({ url, prefetch: await prefetch, text: await body })),
      );
      const chunks = loaded
        .filter(({ text, prefetch }) => text.includes('text/event-stream') && (prefetched || !prefetch))
        .map(({ url }) => new URL(url).pathname);
      return [...new Set(chunks)];
    };
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');
    const chat = widget(page);
    await expect(chat.launcher).toBeVisible();
    // Before a click the widget's code is at most prefetched (downloaded when the page is idle, never run): no
    // request for it to run, and no widget.
    expect(await widgetChunks({ prefetched: false })).toHaveLength(0);
    await expect(chat.dialog).toHaveCount(0);
    // A click runs the widget (a chunk the prerendered page does not reference) and opens it.
    await chat.launcher.click();
    await expect(chat.dialog).toBeVisible();
    await expect(chat.input).toBeFocused();
    const chunks = await widgetChunks({ prefetched: true });
    expect(chunks).toHaveLength(1);
    expect(html).not.toContain(chunks[0]);
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.messages.first()).toContainText(chatWidget.greeting);

    // Shift+Enter adds a line, Enter sends; a blank message is not sent.
    await chat.input.press('Enter');
    await expect(chat.messages).toHaveCount(1);

    await say(chat, 'Hi, we are a law firm in downtown Toronto looking at managed IT services.');
    await say(chat, 'We have 40 employees and a budget of about $4,000 per month.');
    await expect(chat.dialog.getByText(chatWidget.interestedInLabel)).toBeVisible();
    await say(chat, 'It is urgent, our server keeps crashing. Please call me tomorrow morning.');

    // Greeting plus three turns: the contact panel asks for details (§4: warm or hot, 6+ messages, no email).
    await expect(chat.panel).toBeVisible();
    await expect(chat.panel.getByLabel(chatWidget.contactPanel.labels.email)).toHaveAttribute(
      'type',
      'email',
    );
    await chat.panel.getByRole('button', { name: chatWidget.contactPanel.dismiss }).click();
    await expect(chat.panel).toBeHidden();

    const sessionId = await page.evaluate(() => sessionStorage.getItem('northline-chat:session-id'));
    expect(sessionId).toMatch(/^chat-\d+-[A-Za-z0-9_-]{22}$/);
    const [session] = await queryRows<{ lead_quality: string; ended_at: Date | null }>(
      'select lead_quality, ended_at from chat_session where id = $1',
      [sessionId],
    );
    expect(['warm', 'hot']).toContain(session?.lead_quality);
    expect(session?.ended_at).toBeNull();

    // Closing sends the end call; the session is ended in the database; focus returns to the launcher.
    const ended = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/chat/${sessionId}/end`) && response.request().method() === 'POST',
    );
    await chat.dialog.getByRole('button', { name: chatWidget.closeLabel }).click();
    expect((await ended).status()).toBe(200);
    await expect(chat.dialog).toBeHidden();
    await expect(chat.launcher).toBeFocused();
    await expect
      .poll(async () => {
        const [row] = await queryRows<{ ended_at: Date | null }>(
          'select ended_at from chat_session where id = $1',
          [sessionId],
        );
        return row?.ended_at instanceof Date;
      })
      .toBe(true);
  });

  test('an emergency is a hot lead for staff, the reply gives the phone, and the visitor sees no rating', async ({
    page,
  }) => {
    await openPage(page, '/cybersecurity');
    const chat = widget(page);
    await chat.launcher.click();
    const reply = await say(chat, 'We have ransomware, our files are encrypted!');
    expect(reply).toContain(PHONE);
    const sessionId = await page.evaluate(() => sessionStorage.getItem('northline-chat:session-id'));
    const [session] = await queryRows<{ lead_quality: string }>(
      'select lead_quality from chat_session where id = $1',
      [sessionId],
    );
    expect(session?.lead_quality).toBe('hot');
    // The header is the assistant's: a visitor's rating is for staff only.
    await expect(chat.dialog.getByRole('heading', { level: 2 })).toHaveText(chatWidget.title);
    await expect(chat.dialog.getByText(/\b(hot|warm) lead\b/i)).toHaveCount(0);
  });

  test('on a phone the chat fills the screen and every "Interested in" service shows whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/');
    const chat = widget(page);
    await chat.launcher.click();
    await say(
      chat,
      'We need managed IT, cybersecurity, cloud solutions, IT consulting, backup and recovery and a help desk.',
    );
    const label = chat.dialog.getByText(chatWidget.interestedInLabel);
    await expect(label).toBeVisible();
    const tags = label.locator('xpath=..').getByRole('listitem');
    expect(await tags.count()).toBeGreaterThanOrEqual(5);
    // Each service's whole name shows inside the screen: none is squeezed or cut at the edge.
    for (const tag of await tags.all()) {
      const box = await tag.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
      expect(await tag.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    const dialog = await chat.dialog.boundingBox();
    expect(dialog?.width).toBe(390);
  });

  test('the conversation survives navigation, and the contact form is prefilled from it', async ({
    page,
  }) => {
    await openPage(page, '/');
    const chat = widget(page);
    await chat.launcher.click();
    await say(chat, 'My name is Dana Smith and my email is dana.smith@example.com. We need cloud help.');
    await expect(chat.messages).toHaveCount(3);

    await openPage(page, '/contact');
    const again = widget(page);
    await expect(again.dialog).toBeVisible({ timeout: 15_000 });
    await expect(again.messages).toHaveCount(3);
    await expect(again.messages.nth(1)).toContainText('Dana Smith');
    const form = page.locator(`#${contactPageForm.anchorId} form`);
    const { labels } = contactPageForm;
    await expect(form.getByLabel(labels.email, { exact: true })).toHaveValue('dana.smith@example.com');
    await expect(form.getByLabel(labels.firstName, { exact: true })).toHaveValue('Dana');
    await expect(form.getByLabel(labels.lastName, { exact: true })).toHaveValue('Smith');

    // Escape closes; the keyboard opens it again with the conversation kept.
    await again.input.press('Escape');
    await expect(again.dialog).toBeHidden();
    await expect(again.launcher).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(again.input).toBeFocused();
    await expect(again.messages).toHaveCount(3);
  });

  test('a failed send shows the destructive toast and clears Typing...', async ({ page }) => {
    await openPage(page, '/about');
    const chat = widget(page);
    await chat.launcher.click();
    await page.route('**/api/chat/stream', (route) => route.abort());
    await chat.input.fill('Hello?');
    await chat.input.press('Enter');
    const toast = page.getByRole('status').filter({ hasText: chatWidget.errorToast.description });
    await expect(toast.first()).toBeVisible();
    await expect(page.getByText(chatWidget.errorToast.title, { exact: true }).first()).toBeVisible();
    await expect(chat.typing).toBeHidden();
  });

  test('the open widget has no axe violations', async ({ page }) => {
    await openPage(page, '/');
    const chat = widget(page);
    await chat.launcher.click();
    await say(chat, 'We are a 40-person accounting firm and need managed IT, please call me this week.');
    const axe = await axeScan(page).include('[data-northline-chat]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

/** The embed build the API serves (e2e/serve.ts builds it): version, file names and SRI hashes. */
function embedManifest(): { version: string; bundle: { file: string; integrity: string } } {
  return JSON.parse(readFileSync(`${widgetDir}dist/embed/manifest.json`, 'utf8'));
}

test.describe('the script-tag bundle', () => {
  /**
   * A plain HTML page with hostile CSS at the e2e server's origin (through Playwright's routing), loading the
   * versioned bundle the API really serves, pinned by its SRI hash.
   */
  async function plainPage(page: Page): Promise<Locator> {
    const { bundle } = embedManifest();
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title>
<style>
  html { font-size: 10px; }
  * { font-family: 'Comic Sans MS', cursive !important; letter-spacing: 3px; color: rgb(0, 128, 0); }
  button { background: rgb(255, 0, 0) !important; border-radius: 0 !important; }
  p { text-transform: uppercase; }
</style></head>
<body><main><h1>Partner page</h1><p id="host-text">Plain host text</p><button id="host-button">Host button</button></main>
<script src="/embed/${bundle.file}" integrity="${bundle.integrity}" crossorigin="anonymous" data-phone="${PHONE}"></script>
</body></html>`;
    await page.route(`${E2E_BASE_URL}/embed/plain-page`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await page.goto(`${E2E_BASE_URL}/embed/plain-page`);
    return page.locator('northline-chat-widget');
  }

  test('is served versioned and immutable, mounts in a Shadow DOM on a plain page, keeps its styles apart, opens and answers', async ({
    page,
  }) => {
    const { bundle } = embedManifest();
    const served = await page.request.get(`/embed/${bundle.file}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    expect(
      `sha384-${createHash('sha384')
        .update(await served.body())
        .digest('base64')}`,
    ).toBe(bundle.integrity);

    const host = await plainPage(page);
    await expect(host).toBeAttached();
    expect(await host.evaluate((element) => element.shadowRoot?.mode)).toBe('open');
    // Styles come as a constructable stylesheet, not a <style> element.
    expect(
      await host.evaluate((element) => ({
        sheets: element.shadowRoot?.adoptedStyleSheets.length,
        styles: element.shadowRoot?.querySelectorAll('style').length,
      })),
    ).toEqual({ sheets: 1, styles: 0 });
    const chat = widget(page);
    await expect(chat.launcher).toBeVisible();

    // The host page's rules do not reach inside; the widget's do not reach out.
    const launcherStyle = await chat.launcher.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, font: style.fontFamily, height: style.height };
    });
    expect(launcherStyle.background).toBe('rgb(30, 64, 175)');
    expect(launcherStyle.font).not.toContain('Comic Sans');
    expect(launcherStyle.height).toBe('56px');
    await expect(page.locator('#host-button')).toHaveCSS('background-color', 'rgb(255, 0, 0)');
    await expect(page.locator('#host-text')).toHaveCSS('text-transform', 'uppercase');

    await chat.launcher.click();
    await expect(chat.dialog).toBeVisible();
    await expect(chat.input).toBeFocused();
    const box = await chat.dialog.boundingBox();
    expect(box?.height).toBe(550);
    expect(box?.width).toBeLessThanOrEqual(400);
    const reply = await say(chat, 'How much do managed IT services cost for 20 employees?');
    expect(reply.length).toBeGreaterThan(20);
    await expect(chat.dialog.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+14165550142');
  });
});

test.describe('the loader on another origin with a strict CSP', () => {
  /** The partner page's policy: no 'unsafe-inline' anywhere; scripts and calls only from itself and the API. */
  const PARTNER_CSP = [
    "default-src 'none'",
    `script-src 'self' ${E2E_BASE_URL}`,
    `connect-src ${E2E_BASE_URL}`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

  const files: Record<string, { type: string; body: string }> = {
    '/': {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Dental</title>
<link rel="stylesheet" href="/partner.css"><script src="/before.js"></script></head>
<body><main><h1>Acme Dental</h1><p>Our IT partner answers below.</p></main>
<script src="${E2E_BASE_URL}/embed/chat-widget.js" data-phone="${PHONE}"></script>
<script src="/after.js"></script></body></html>`,
    },
    '/partner.css': {
      type: 'text/css',
      body: `* { font-family: 'Comic Sans MS', cursive; }
northline-chat-widget { --northline-chat-brand: #111827; --northline-chat-brand-hover: #374151; --northline-chat-on-brand: #f9fafb; --northline-chat-radius: 4px; }`,
    },
    // Before the widget: record every CSP violation of the page.
    '/before.js': {
      type: 'text/javascript',
      body: `window.violations = [];
document.addEventListener('securitypolicyviolation', (event) => window.violations.push(event.violatedDirective + ' ' + event.blockedURI));`,
    },
    // After the loader: the host-page API is there; record its events.
    '/after.js': {
      type: 'text/javascript',
      body: `window.events = [];
NorthlineChat.on('open', () => window.events.push('open'));
NorthlineChat.on('close', () => window.events.push('close'));
NorthlineChat.on('lead', (event) => window.events.push('lead:' + event.shared.join('+')));
NorthlineChat.identify({ company: 'Acme Dental' });`,
    },
  };
  // One partner server on its fixed port: the tests of this group run in one worker, one after the other.
  test.describe.configure({ mode: 'serial' });
  let server: Server;
  test.beforeAll(async () => {
    server = createServer((request, response) => {
      const file = files[request.url ?? ''];
      if (!file) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': file.type, 'content-security-policy': PARTNER_CSP });
      response.end(file.body);
    });
    await new Promise<void>((resolve) => server.listen(E2E_PARTNER_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a staff member signed in in the same browser: the partner page can read none of the staff answers', async ({
    page,
  }) => {
    // The partner page is on the API's own site (127.0.0.1, another port): the browser sends the staff cookie along.
    const email = `sales.partner.${Date.now().toString(36)}@northline-it.example`;
    await createStaffAccount(email, 'sales');
    await signIn(page, email);
    await page.goto(`${E2E_PARTNER_ORIGIN}/`);
    const outcome = await page.evaluate(async (api) => {
      const read = async (url: string, init?: RequestInit) => {
        try {
          return String((await fetch(url, init)).status);
        } catch {
          return 'blocked';
        }
      };
      return {
        me: await read(`${api}/trpc/staff.auth.me`, { credentials: 'include' }),
        csv: await read(`${api}/api/staff/leads.csv`, { credentials: 'include' }),
        inbox: await read(`${api}/trpc/staff.leads.list`),
        // The widget's own call is open to the partner, without credentials.
        session: await read(`${api}/api/sessions`, { method: 'POST' }),
      };
    }, E2E_BASE_URL);
    expect(outcome).toEqual({ me: 'blocked', csv: 'blocked', inbox: 'blocked', session: '201' });
  });

  test('shows the launcher from the loader alone, loads the widget on the first click, and captures a lead', async ({
    page,
  }) => {
    const bundles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/embed/chat-widget@')) bundles.push(request.url());
    });
    const loader = page.waitForResponse(`${E2E_BASE_URL}/embed/chat-widget.js`);
    await page.goto(`${E2E_PARTNER_ORIGIN}/`);
    const loaded = await loader;
    expect(loaded.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    expect(loaded.headers()['cache-control']).toBe('public, max-age=300');
    const chat = widget(page);
    await expect(chat.launcher).toBeVisible();
    // Themed by the host's custom properties (the README's dark example).
    await expect(chat.launcher).toHaveCSS('background-color', 'rgb(17, 24, 39)');
    await expect(chat.launcher).toHaveCSS('color', 'rgb(249, 250, 251)');
    await page.waitForLoadState('networkidle');
    expect(bundles).toEqual([]);

    // One click loads the widget and opens it, with focus in the input: the click is not lost.
    await chat.launcher.click();
    await expect(chat.dialog).toBeVisible();
    await expect(chat.input).toBeFocused();
    expect(bundles).toHaveLength(1);
    await expect(chat.messages.first()).toContainText('Northline IT assistant');
    await expect(chat.dialog).toHaveCSS('border-radius', '4px');

    await say(
      chat,
      'Hi, my name is Dana Smith from Acme Dental. We have 25 staff and need managed IT support.',
    );
    await say(chat, 'You can reach me at dana@acme-dental.example or 416-555-0199.');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events))
      .toEqual(['open', 'lead:email+phone']);

    const sessionId = await page.evaluate(() => sessionStorage.getItem('northline-chat:session-id'));
    expect(sessionId).toMatch(/^chat-\d+-[A-Za-z0-9_-]{22}$/);
    const [session] = await queryRows<{
      visitor_email: string | null;
      visitor_phone: string | null;
      embed_origin: string | null;
    }>('select visitor_email, visitor_phone, embed_origin from chat_session where id = $1', [sessionId]);
    expect(session).toEqual({
      visitor_email: 'dana@acme-dental.example',
      visitor_phone: '(416) 555-0199',
      embed_origin: E2E_PARTNER_ORIGIN,
    });
    const leads = await queryRows<{ kind: string }>('select kind from lead where chat_session_id = $1', [
      sessionId,
    ]);
    expect(leads).toEqual([{ kind: 'chat' }]);

    await chat.dialog.getByRole('button', { name: chatWidget.closeLabel }).click();
    await expect(chat.launcher).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events.at(-1)))
      .toBe('close');
    // Nothing the widget did broke the page's policy.
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});

test.describe('/chatbot-demo', () => {
  test('sends the default message and shows the response panel', async ({ page }) => {
    await openPage(page, '/chatbot-demo');
    const message = page.getByLabel(chatbotDemoPage.messageLabel, { exact: true });
    await expect(message).toHaveValue(chatbotDemoPage.defaultMessage);
    const session = page.getByLabel(chatbotDemoPage.sessionLabel, { exact: true });
    await expect(session).toHaveValue(/^demo-\d+-[A-Za-z0-9_-]{22}$/);
    await expect(session).toHaveAttribute('readonly', '');
    const sessionId = await session.inputValue();

    const request = page.waitForRequest('**/api/chat');
    await page.getByRole('button', { name: chatbotDemoPage.send.idle }).click();
    expect((await request).postDataJSON()).toEqual({
      message: chatbotDemoPage.defaultMessage,
      sessionId,
      visitorInfo: chatbotDemoPage.demoVisitor,
    });
    await expect(page.getByTestId('chat-demo-response')).not.toBeEmpty();
    await expect(page.getByText(chatbotDemoPage.response.leadQuality, { exact: true })).toBeVisible();
    await expect(page.getByText(chatbotDemoPage.response.interestedServices, { exact: true })).toBeVisible();

    // A quick example fills the box.
    const example = chatbotDemoPage.examples.messages[2] ?? '';
    await page.getByRole('button', { name: example }).click();
    await expect(message).toHaveValue(example);
  });

  test('a network failure shows the Error: box', async ({ page }) => {
    await openPage(page, '/chatbot-demo');
    await expect(page.getByLabel(chatbotDemoPage.sessionLabel, { exact: true })).not.toHaveValue('');
    await page.route('**/api/chat', (route) => route.abort());
    await page.getByRole('button', { name: chatbotDemoPage.send.idle }).click();
    const box = page.getByTestId('chat-demo-error');
    await expect(box).toBeVisible();
    await expect(box).toContainText(chatbotDemoPage.response.errorPrefix);
    await expect(page.getByRole('button', { name: chatbotDemoPage.send.idle })).toBeEnabled();
  });
});
