/**
 * Every lead arrives (decision 003) when the page's script is off or late: the forms post natively
 * to the API, which answers with the form's thank-you page or a 400 page listing the field messages; clicks
 * made before hydration are replayed once it is done; a form sent before hydration is stored once.
 */
import {
  blogPage,
  type ContactFormConfig,
  chatWidget,
  contactForms,
  contactPage,
  header,
  industryPages,
  nativeFormPages,
  routePath,
  thankYouPages,
  thankYouPath,
} from '@northline/content';
import { SIZE_BANDS } from '@northline/schemas';
import { expect, type Page, type Response, test } from '@playwright/test';
import { ISLAND_SUBMIT_WAIT_MS } from '../build-tools/finish-build.ts';
import { queryRows } from './db.ts';
import { holdScripts, isHydrated } from './late-scripts.ts';

/** How long a person looks over a filled form before sending it, in ms: longer than the minimum fill time. */
const PERSON_READING_MS = 1000;

/** A unique email, so the lead's row can be found in PostgreSQL. */
function uniqueEmail(tag: string): string {
  return `dana.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@lakeshore.example`;
}

/** Fills a contact form field by field (no script is needed for that). */
async function fillContactForm(page: Page, config: ContactFormConfig, values: Record<string, string>) {
  const form = page.locator(`#${config.anchorId} form`);
  const { labels } = config;
  await form.getByLabel(labels.firstName, { exact: true }).fill(values.firstName ?? '');
  await form.getByLabel(labels.lastName, { exact: true }).fill(values.lastName ?? '');
  await form.getByLabel(labels.email, { exact: true }).fill(values.email ?? '');
  await form.getByLabel(labels.phone, { exact: true }).fill(values.phone ?? '');
  await form.getByLabel(labels.company, { exact: true }).fill(values.company ?? '');
  await form.getByLabel(labels.employees, { exact: true }).selectOption(values.employees ?? '');
  await form.getByLabel(labels.message, { exact: true }).fill(values.message ?? '');
  return form;
}

function validLead(config: ContactFormConfig, email: string) {
  return {
    firstName: 'Dana',
    lastName: 'Okafor',
    email,
    phone: '905-555-0123',
    company: 'Lakeshore Dental Group',
    employees: SIZE_BANDS[config.sizeBands][0] ?? '',
    message: `Sent from the ${config.page} form.`,
  };
}

/** The answer to the form's POST (the 303, or the 400 page). */
function formPostResponse(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const config of [contactForms.contact, contactForms.toronto]) {
    test(`the ${config.page} form stores the lead and lands on /thank-you/${config.page}`, async ({
      page,
    }) => {
      await page.goto(routePath(config.route));
      const email = uniqueEmail(config.page);
      const form = await fillContactForm(page, config, validLead(config, email));
      // A person's pace: a look over the filled form before sending it (decision 019 times the page).
      await page.waitForTimeout(PERSON_READING_MS);
      const answer = formPostResponse(page, '/api/contact');
      await form.getByRole('button', { name: config.submitLabel }).click();
      expect((await answer).status()).toBe(303);

      await expect(page).toHaveURL(thankYouPath(config.page as keyof typeof contactForms));
      const thanks = thankYouPages[config.page as keyof typeof contactForms];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks.title);
      await expect(page.getByText(thanks.message, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: thanks.back.label })).toHaveAttribute(
        'href',
        `${routePath(config.route)}#${config.anchorId}`,
      );

      const rows = await queryRows<{ source: string; first_name: string; landing_page: string | null }>(
        'select source, first_name, landing_page, spam, spam_reason, automation_signal from contact_request where email = $1',
        [email],
      );
      // Without a script there is no stored attribution: the API keeps the form page (the Referer). A person's
      // lead: neither spam nor marked possibly automated.
      expect(rows).toEqual([
        {
          source: config.source,
          first_name: 'Dana',
          landing_page: routePath(config.route),
          spam: false,
          spam_reason: null,
          automation_signal: null,
        },
      ]);
    });
  }

  test('values the browser accepts but the rules refuse get a 400 page listing the messages, and nothing is stored', async ({
    page,
  }) => {
    const config = contactForms.contact;
    await page.goto(routePath(config.route));
    const email = uniqueEmail('invalid');
    // Spaces pass `required`; §5 trims them, so both names are missing for the server.
    const form = await fillContactForm(page, config, {
      ...validLead(config, email),
      firstName: '   ',
      company: '  ',
    });
    const answer = formPostResponse(page, '/api/contact');
    await form.getByRole('button', { name: config.submitLabel }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(response.headers()['content-type']).toContain('text/html');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nativeFormPages.invalid.title);
    const items = page.getByRole('listitem');
    await expect(items).toHaveText([
      `${config.labels.firstName}: First name is required`,
      `${config.labels.company}: Company name is required`,
    ]);
    await expect(page.getByRole('link', { name: nativeFormPages.invalid.pageLink })).toHaveAttribute(
      'href',
      `${routePath(config.route)}#${config.anchorId}`,
    );
    expect(await queryRows('select id from contact_request where email = $1', [email])).toEqual([]);
  });

  test('the newsletter subscribes and lands on /thank-you/newsletter', async ({ page }) => {
    await page.goto('/blog');
    const { newsletter } = blogPage;
    const box = page.getByRole('form', { name: newsletter.title });
    const email = uniqueEmail('newsletter');
    await box.getByLabel(newsletter.emailLabel).fill(email);
    await box.getByRole('checkbox', { name: newsletter.consentLabel }).check();
    // A person's pace, as for the contact form: the signup must be stored as a person's.
    await page.waitForTimeout(PERSON_READING_MS);
    const answer = formPostResponse(page, '/api/newsletter');
    await box.getByRole('button', { name: newsletter.submit }).click();
    expect((await answer).status()).toBe(303);

    await expect(page).toHaveURL(thankYouPath('newsletter'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYouPages.newsletter.title);
    await expect(page.getByText(thankYouPages.newsletter.message, { exact: true })).toBeVisible();
    const rows = await queryRows(
      'select email, spam, spam_reason, automation_signal from newsletter_subscription where email = $1',
      [email],
    );
    expect(rows).toEqual([{ email, spam: false, spam_reason: null, automation_signal: null }]);
  });

  test("the browser's own checks stop an empty form before it is sent", async ({ page }) => {
    const config = contactForms.toronto;
    await page.goto(routePath(config.route));
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    const form = page.locator(`#${config.anchorId} form`);
    await form.getByRole('button', { name: config.submitLabel }).click();
    const firstName = form.getByLabel(config.labels.firstName, { exact: true });
    await expect(firstName).toBeFocused();
    expect(await firstName.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL(routePath(config.route));
    expect(posted).toBe(false);
  });
});

test.describe('while the scripts are still on their way', () => {
  /** Every navigation answer of the test, to check none was a 4xx page. */
  let pages: { url: string; status: number }[] = [];
  /** Lets the held scripts through (late-scripts.ts): each test acts first, then releases them. */
  let release: () => void = () => undefined;

  test.beforeEach(async ({ page }) => {
    pages = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest())
        pages.push({ url: response.url(), status: response.status() });
    });
    // Every script (the page's module chunks and what loads on demand) is held until the test's early action.
    ({ release } = await holdScripts(page));
  });

  /** Opens a page as soon as its HTML is parsed (its boot script has run; its modules are held back). */
  async function openEarly(page: Page, path: string) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
  }

  test('a click on the chat launcher opens the chat once its code arrives, without a second click', async ({
    page,
  }) => {
    await openEarly(page, '/');
    await page.getByRole('button', { name: chatWidget.launcherLabel }).click();
    expect(await isHydrated(page)).toBe(false);
    release();
    const dialog = page.getByRole('dialog', { name: chatWidget.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: chatWidget.inputPlaceholder })).toBeFocused();
    await expect(page.getByRole('dialog', { name: chatWidget.title })).toHaveCount(1);
  });

  test.describe('at a 390 px viewport', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("an industry page's menu toggle clicked early opens the menu once hydrated", async ({ page }) => {
      await openEarly(page, routePath(industryPages.legal.route));
      const toggle = page.getByRole('banner').locator('button[aria-controls]');
      await toggle.click();
      expect(await isHydrated(page)).toBe(false);
      release();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName(header.menuToggle.close);
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: header.nav[0]?.label ?? '' }),
      ).toBeVisible();
    });
  });

  test('a FAQ question clicked early opens its answer once hydrated', async ({ page }) => {
    await openEarly(page, '/contact');
    const [faq] = contactPage.faqs;
    const question = page.getByRole('button', { name: faq?.question ?? '' });
    await question.click();
    expect(await isHydrated(page)).toBe(false);
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    // Replayed once: it stays open.
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('a form sent at once is stored exactly once and answered with its thank-you page, never a 4xx', async ({
    page,
  }) => {
    const config = contactForms.contact;
    await openEarly(page, routePath(config.route));
    const email = uniqueEmail('early');
    const form = await fillContactForm(page, config, validLead(config, email));
    const button = form.getByRole('button', { name: config.submitLabel });
    expect(await isHydrated(page)).toBe(false);
    await button.click();

    // The island never hydrates in time: the boot script posts the form natively after its wait
    // (ISLAND_SUBMIT_WAIT_MS), and the thank-you page answers.
    await expect(page).toHaveURL(thankYouPath('contact'), { timeout: ISLAND_SUBMIT_WAIT_MS + 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYouPages.contact.title);
    release();
    const count = async () =>
      (await queryRows('select id from contact_request where email = $1', [email])).length;
    await expect.poll(count).toBe(1);
    // The thank-you page's own scripts have arrived too: nothing sent the lead again meanwhile.
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    expect(await count()).toBe(1);
    expect(pages.filter((answer) => answer.status >= 400)).toEqual([]);
  });
});
