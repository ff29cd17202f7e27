/**
 * No person is silently dropped (decision 019): with real timing on prerendered island pages, each test asserts
 * the stored lead's anti-automation verdict and whether sales got the e-mail alert (the e2e server's SMTP
 * receiver). A visitor who lets the browser autofill the form and submits a second later is a person's lead,
 * with JavaScript and while the scripts are still on their way; so is a typist. The API's
 * test/possibly-automated.test.ts proves the verdicts with tokens it dates, which no browser's timing can: a
 * script that posts at once is marked possibly automated and still reaches sales, a filled honeypot is spam and
 * reaches nobody, a post without JavaScript is dated by the page's cookie (no-javascript.spec.ts sends one from a
 * browser and finds a person's lead).
 *
 * The waits of a second below are the visitor's pace (reading what the browser filled in), not waits for the page.
 */
import { blogPage, contactForms, routePath, staffApp } from '@northline/content';
import { SIZE_BANDS } from '@northline/schemas';
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_MIN_FILL_MS } from '../../api/src/env.ts';
import { leadVerdicts, queryRows } from './db.ts';
import { holdScripts, isHydrated } from './late-scripts.ts';
import { photograph } from './screenshots.ts';
import { createStaffAccount, expectNoAxeViolations, signIn } from './staff-session.ts';
import { expectToast } from './toast.ts';

const config = contactForms.contact;
/** How long the visitor looks over what the browser filled in before clicking, in ms. */
const READING_MS = 1000;

function uniqueEmail(tag: string): string {
  return `morgan.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@baysidefinance.example`;
}

const values = (email: string) => ({
  firstName: 'Morgan',
  lastName: 'Ellis',
  email,
  phone: '416-555-0142',
  company: 'Bayside Finance',
  employees: SIZE_BANDS[config.sizeBands][1] ?? '',
  message: 'Our laptops need managing.',
});

const form = (page: Page) => page.locator(`#${config.anchorId} form`);

/**
 * What a browser's autofill does: after the one focus the visitor gave the first field, every field gets its value
 * at once, set natively (through the prototype's setter, as the browser does, not the element's own property
 * that React watches) and announced with input and change events, with no further focus.
 */
async function autofill(page: Page, email: string) {
  await form(page).getByLabel(config.labels.firstName, { exact: true }).click();
  await form(page).evaluate((element, filled) => {
    for (const [name, value] of Object.entries(filled)) {
      const field = element.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        `[name="${name}"]`,
      );
      if (!field) throw new Error(`no field ${name}`);
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, values(email));
}

/** A person's lead that sales was alerted about once, without the possibly-automated mark. */
const personAlerted = [
  {
    spam: false,
    spam_reason: null,
    automation_signal: null,
    possibly_automated: false,
    alerts: [expect.not.stringContaining('possibly automated')],
  },
];

test.describe('with JavaScript', () => {
  test('an autofill a second after the first click is a person’s lead, and sales is alerted', async ({
    page,
  }) => {
    await page.goto(routePath(config.route));
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const email = uniqueEmail('autofill');
    await autofill(page, email);
    await page.waitForTimeout(READING_MS);
    await form(page).getByRole('button', { name: config.submitLabel }).click();
    await expectToast(page, config.success.title);
    expect(await leadVerdicts(email)).toEqual(personAlerted);
  });

  test('from a page a CDN served (no page token), the form’s own token is taken at the click that wakes it', async ({
    page,
    context,
  }) => {
    await page.goto(routePath(config.route));
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    // A cached page carries no token of its own: the fill time can only run from the form's first use.
    await context.clearCookies();
    const email = uniqueEmail('cdn-autofill');
    const tokenTaken = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/form-token',
    );
    await autofill(page, email);
    await tokenTaken;
    await page.waitForTimeout(READING_MS);
    await form(page).getByRole('button', { name: config.submitLabel }).click();
    await expectToast(page, config.success.title);
    expect(await leadVerdicts(email)).toEqual(personAlerted);
  });

  test('a typist is a person’s lead, and sales is alerted', async ({ page }) => {
    await page.goto(routePath(config.route));
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const email = uniqueEmail('typist');
    const filled = values(email);
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'message'] as const) {
      await form(page)
        .getByLabel(config.labels[name], { exact: true })
        .pressSequentially(filled[name], { delay: 15 });
    }
    await form(page).getByLabel(config.labels.employees, { exact: true }).selectOption(filled.employees);
    await form(page).getByRole('button', { name: config.submitLabel }).click();
    await expectToast(page, config.success.title);
    expect(await leadVerdicts(email)).toEqual(personAlerted);
  });

  test('the newsletter: an autofilled address a second later is a person’s signup, sent its confirmation', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const { newsletter } = blogPage;
    const box = page.getByRole('form', { name: newsletter.title });
    const email = uniqueEmail('newsletter');
    await box.getByLabel(newsletter.emailLabel).click();
    await box.getByLabel(newsletter.emailLabel).evaluate((input: HTMLInputElement, address) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, address);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, email);
    await box.getByRole('checkbox', { name: newsletter.consentLabel }).check();
    await page.waitForTimeout(READING_MS);
    await box.getByRole('button', { name: newsletter.submit }).click();
    await expectToast(page, newsletter.success.title);
    expect(
      await queryRows('select spam, automation_signal from newsletter_subscription where email = $1', [
        email,
      ]),
    ).toEqual([{ spam: false, automation_signal: null }]);
    await expect
      .poll(async () => queryRows('select id from e2e_mail where $1 = any(rcpt)', [email]))
      .toHaveLength(1);
  });
});

test.describe('while the scripts are still on their way', () => {
  test('an autofill a second after the first click is stored once, as a person’s lead, and sales is alerted', async ({
    page,
  }) => {
    // Every script is held until the visitor has clicked.
    const { release } = await holdScripts(page);
    await page.goto(routePath(config.route), { waitUntil: 'domcontentloaded' });
    const email = uniqueEmail('late-autofill');
    await autofill(page, email);
    await page.waitForTimeout(READING_MS);
    expect(await isHydrated(page)).toBe(false);
    await form(page).getByRole('button', { name: config.submitLabel }).click();
    release();
    // Posted natively (the thank-you page), or as JSON once the form's code arrived (the toast).
    await expect
      .poll(
        async () => (await queryRows('select id from contact_request where email = $1', [email])).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    expect(await leadVerdicts(email)).toEqual(personAlerted);
  });
});

/**
 * Fetches the contact page and posts the form at once, as a script does, and returns the lead's e-mail address
 * once the lead is marked possibly automated (`too-fast`). The two requests are dated by the server; when the
 * machine stalls them past the minimum fill time, the lead is rightly a person's and a fresh one is posted; a lead
 * posted within it and not marked fails the test.
 *
 * @param tag a part of the unique address
 */
async function postAtOnce(page: Page, tag: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const email = uniqueEmail(tag);
    const started = performance.now();
    await page.request.get(routePath(config.route));
    await page.request.post('/api/contact', { data: { ...values(email), source: config.source } });
    const elapsedMs = performance.now() - started;
    const [verdict] = await leadVerdicts(email);
    if (verdict?.automation_signal === 'too-fast') return email;
    // The e2e servers keep the API's default minimum fill time (FORM_MIN_FILL_MS).
    expect(elapsedMs, 'a post within the minimum fill time is marked too fast').toBeGreaterThanOrEqual(
      DEFAULT_MIN_FILL_MS,
    );
    expect(attempt, 'the machine stalled every post past the minimum fill time').toBeLessThan(5);
  }
}

test.describe('the staff app', () => {
  const adminEmail = `admin.timing.${Date.now().toString(36)}@northline-it.example`;
  test.beforeAll(() => createStaffAccount(adminEmail, 'admin'));

  test('shows a possibly automated lead in the inbox and on its page, and marks it spam and back by hand', async ({
    page,
  }, testInfo) => {
    const email = await postAtOnce(page, 'staff-mark');
    await signIn(page, adminEmail);
    const lead = staffApp.lead;

    await page.getByLabel(staffApp.inbox.search, { exact: true }).fill(email);
    await page.getByRole('button', { name: staffApp.inbox.apply }).click();
    await expect(page.getByRole('status').filter({ hasText: /Leads 1–1 of 1/ })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Morgan Ellis' });
    await expect(row.getByText(staffApp.inbox.possiblyAutomated)).toBeVisible();
    await row.getByRole('link', { name: 'Morgan Ellis' }).click();

    await expect(page.getByText(lead.possiblyAutomated('too-fast'))).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await photograph(page, { path: testInfo.outputPath(`lead-${width}.png`), fullPage: true });
    }

    await page.getByRole('button', { name: lead.markSpam }).click();
    await expect(page.getByRole('status').filter({ hasText: lead.markedSpam })).toBeVisible();
    await expect(page.getByText(/Marked spam by Dana Reyes/)).toBeVisible();
    expect((await leadVerdicts(email))[0]).toMatchObject({ spam: true, spam_reason: 'marked-by-staff' });

    await page.getByRole('button', { name: lead.markNotSpam }).click();
    await expect(page.getByRole('status').filter({ hasText: lead.markedNotSpam })).toBeVisible();
    await expect(page.getByText(/Marked not spam by Dana Reyes/)).toBeVisible();
    expect((await leadVerdicts(email))[0]).toMatchObject({ spam: false, spam_reason: null });
    await expectNoAxeViolations(page);
  });
});
