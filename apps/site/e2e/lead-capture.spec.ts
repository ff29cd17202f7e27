/**
 * What every lead carries and who is never caught by the spam defence (decision 003): first-touch
 * attribution from the landing page to the stored row, the honeypot out of reach of keyboard and
 * screen-reader users, a person typing at human speed not flagged as spam, and the thank-you pages.
 */

import {
  chatWidget,
  contactForms,
  routePath,
  THANK_YOU_FORM_KEYS,
  thankYouPages,
  thankYouPath,
} from '@northline/content';
import type { Page } from '@playwright/test';
import { axeScan } from './axe.ts';
import { queryRows } from './db.ts';
import { expectToast } from './toast.ts';
// One tab per worker: each test opens its page where the test before it left off (e2e/worker-tab.ts).
import { expect, test } from './worker-tab.ts';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

function uniqueEmail(tag: string): string {
  return `sam.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@harbourlaw.example`;
}

const CAMPAIGN = '/?utm_source=newsletter&utm_medium=email&utm_campaign=fall';

test.describe('first-touch attribution', () => {
  test('the landing page and its utm tags reach the contact request sent from another page', async ({
    page,
  }) => {
    await open(page, CAMPAIGN);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();

    const config = contactForms.contact;
    const form = page.getByRole('form', { name: /send us a message/i });
    const email = uniqueEmail('utm');
    await form.getByLabel(config.labels.firstName, { exact: true }).fill('Sam');
    await form.getByLabel(config.labels.lastName, { exact: true }).fill('Rivera');
    await form.getByLabel(config.labels.email, { exact: true }).fill(email);
    await form.getByLabel(config.labels.phone, { exact: true }).fill('416-555-0188');
    await form.getByLabel(config.labels.company, { exact: true }).fill('Harbour Law LLP');
    await form.getByLabel(config.labels.employees, { exact: true }).selectOption({ index: 1 });
    await form.getByRole('button', { name: config.submitLabel }).click();
    await expectToast(page, config.success.title);

    const rows = await queryRows(
      `select source, landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid
       from contact_request where email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        source: config.source,
        landing_page: CAMPAIGN,
        referrer_host: null,
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'fall',
        utm_term: null,
        utm_content: null,
        gclid: null,
      },
    ]);
  });

  test('the chat session keeps it too', async ({ page }) => {
    await open(page, `${CAMPAIGN}&gclid=g-42`);
    await page.getByRole('button', { name: chatWidget.launcherLabel }).click();
    const dialog = page.getByRole('dialog', { name: chatWidget.title });
    const input = dialog.getByRole('textbox', { name: chatWidget.inputPlaceholder });
    await input.fill('We need managed IT for 20 people.');
    await input.press('Enter');
    const messages = dialog.getByRole('region', { name: chatWidget.conversationLabel }).getByRole('listitem');
    await expect(messages).toHaveCount(3);
    const sessionId = await page.evaluate(() => sessionStorage.getItem('northline-chat:session-id'));
    await expect
      .poll(async () =>
        queryRows('select landing_page, utm_source, utm_campaign, gclid from chat_session where id = $1', [
          sessionId,
        ]),
      )
      .toEqual([
        {
          landing_page: `${CAMPAIGN}&gclid=g-42`,
          utm_source: 'newsletter',
          utm_campaign: 'fall',
          gclid: 'g-42',
        },
      ]);
  });
});

test.describe('the honeypot catches no person', () => {
  const config = contactForms.home;
  const form = (page: Page) => page.getByRole('form', { name: /free it assessment/i });

  test('it is outside the accessibility tree and the tab order, and the form stays axe-clean', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(page.getByRole('textbox', { name: /leave this field/i })).toHaveCount(0);
    await expect(form(page).locator('input[name="website"]')).toHaveCount(1);
    const axe = await axeScan(page).include(`#${config.anchorId}`).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Tab from the first field until focus leaves the form: every stop is a visible control, never the honeypot.
    await form(page).getByLabel(config.labels.firstName, { exact: true }).focus();
    const stops: string[] = [];
    for (let step = 0; step < 20; step += 1) {
      const stop = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const inForm = Boolean(active?.closest('form[aria-label]'));
        return inForm ? (active?.getAttribute('name') ?? active?.tagName ?? '') : null;
      });
      if (stop === null) break;
      stops.push(stop);
      await page.keyboard.press('Tab');
    }
    expect(stops).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'employees',
      'message',
      'A',
      'BUTTON',
    ]);
  });

  test('a keyboard-only visitor typing at human speed is stored, and not as spam', async ({ page }) => {
    await open(page, '/');
    const email = uniqueEmail('keyboard');
    const typeInto = async (label: string, text: string) => {
      await expect(form(page).getByLabel(label, { exact: true })).toBeFocused();
      await page.keyboard.type(text, { delay: 40 });
      await page.keyboard.press('Tab');
    };
    await form(page).getByLabel(config.labels.firstName, { exact: true }).focus();
    await typeInto(config.labels.firstName, 'Sam');
    await typeInto(config.labels.lastName, 'Rivera');
    await typeInto(config.labels.email, email);
    await typeInto(config.labels.phone, '(416) 555-0177');
    await typeInto(config.labels.company, 'Harbour Law LLP');
    const employees = form(page).getByLabel(config.labels.employees, { exact: true });
    await expect(employees).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(employees).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await typeInto(config.labels.message, 'Our printers keep failing.');
    // Past the privacy link to the submit button, then Enter.
    await page.keyboard.press('Tab');
    await expect(form(page).getByRole('button', { name: config.submitLabel })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, config.success.title);

    const rows = await queryRows<{ spam: boolean; spam_reason: string | null }>(
      'select spam, spam_reason from contact_request where email = $1',
      [email],
    );
    expect(rows).toEqual([{ spam: false, spam_reason: null }]);
  });
});

test.describe('thank-you pages', () => {
  test('each is served at /thank-you/<form>, noindex, with one h1 and a link back to its form', async ({
    request,
  }) => {
    for (const form of THANK_YOU_FORM_KEYS) {
      const response = await request.get(thankYouPath(form));
      expect(response.status(), form).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain(`<title>${thankYouPages[form].meta.title}</title>`);
    }
    expect((await request.get('/thank-you/unknown')).status()).toBe(404);
    for (const file of ['/sitemap.xml', '/llms.txt']) {
      expect(await (await request.get(file)).text()).not.toContain('thank-you');
    }
  });

  test('a thank-you page is axe-clean and links back to the form section', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, thankYouPath('legal'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYouPages.legal.title);
    await expect(page.getByText(thankYouPages.legal.message, { exact: true })).toBeVisible();
    const axe = await axeScan(page).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.getByRole('link', { name: thankYouPages.legal.back.label }).click();
    await expect(page).toHaveURL(`${routePath(contactForms.legal.route)}#contact`);
    expect(errors).toEqual([]);
  });
});
