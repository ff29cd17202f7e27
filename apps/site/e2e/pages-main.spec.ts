import { blogPage, homePage } from '@northline/content';
import type { Page } from '@playwright/test';
// One tab per worker: each test opens its page where the test before it left off (e2e/worker-tab.ts).
import { expect, test } from './worker-tab.ts';

/** Collects console errors; each test ends without any except those it expects. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    expectNone(except: RegExp[] = []) {
      expect(errors.filter((text) => !except.some((pattern) => pattern.test(text)))).toEqual([]);
    },
  };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

test.describe('blog search and category chips filter the listed articles', () => {
  const articleHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
  const listed = [blogPage.featured.article, ...blogPage.recent.articles];

  async function expectChipCounts(page: Page) {
    const chips = page.getByRole('group', { name: blogPage.search.categoriesLabel }).getByRole('button');
    await expect(chips).toHaveText(
      blogPage.categories.map((category) => `${category.name} ${category.count}`),
    );
    await expect(chips).toHaveText([
      'All 24',
      'Cybersecurity 8',
      'Cloud Solutions 6',
      'IT Management 5',
      'Business Tips 5',
    ]);
  }

  test('typing filters the listed articles by title and summary; clearing lists them all again', async ({
    page,
  }) => {
    const consoleErrors = watchConsole(page);
    await open(page, '/blog');
    const articles = page.locator(listed.map((article) => `[id="${article.slug}"]`).join(', '));
    await expect(articles).toHaveCount(7);
    await expect(page.getByRole('status').filter({ hasText: '7 articles shown' })).toBeVisible();

    const search = page.getByRole('searchbox', { name: blogPage.search.label });
    await search.fill('phishing');
    // Title match ('Five phishing emails...') and summary match (the PHIPA article mentions no phishing).
    await expect(articles).toHaveCount(1);
    await expect(page.locator('#phishing-emails-gta-offices')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 article shown' })).toBeVisible();

    // A word only in a summary.
    await search.fill('weekend');
    await expect(articles).toHaveCount(1);
    await expect(page.locator('#office-server-to-cloud-checklist')).toBeVisible();

    await search.fill('zzz-no-such-article');
    await expect(articles).toHaveCount(0);
    await expect(page.getByText(blogPage.search.noResults)).toBeVisible();
    await expectChipCounts(page);

    await search.fill('');
    await expect(articles).toHaveCount(7);
    consoleErrors.expectNone();
  });

  test('chips are toggle buttons that filter by category, and their counts stay', async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await open(page, '/blog');
    const group = page.getByRole('group', { name: blogPage.search.categoriesLabel });
    const all = group.getByRole('button', { name: 'All 24' });
    const cloud = group.getByRole('button', { name: 'Cloud Solutions 6' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(cloud).toHaveAttribute('aria-pressed', 'false');

    await cloud.click();
    await expect(cloud).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(articleHeadings(page)).toContainText([
      'Microsoft 365 or Google Workspace? A decision guide for 10-50-person firms',
      'Retiring the office server: a four-step cloud migration checklist',
    ]);
    await expect(page.getByRole('status').filter({ hasText: '2 articles shown' })).toBeVisible();
    await expectChipCounts(page);

    // Search and chip combine: no cloud article is about phishing.
    await page.getByRole('searchbox', { name: blogPage.search.label }).fill('phishing');
    await expect(page.getByText(blogPage.search.noResults)).toBeVisible();
    await page.getByRole('searchbox', { name: blogPage.search.label }).fill('');

    // Pressing the pressed chip again releases it.
    await cloud.click();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: '7 articles shown' })).toBeVisible();

    await group.getByRole('button', { name: 'Cybersecurity 8' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 articles shown' })).toBeVisible();
    await expectChipCounts(page);
    consoleErrors.expectNone();
  });

  test('articles and resources are real anchors marked "Coming soon", never dead links', async ({ page }) => {
    await open(page, '/blog');
    for (const item of [...listed, ...blogPage.resources.items]) {
      const card = page.locator(`[id="${item.slug}"]`);
      await expect(card).toHaveCount(1);
      await expect(card.getByText(blogPage.linkLabels.comingSoon, { exact: true })).toBeVisible();
      await expect(card.getByRole('link')).toHaveCount(0);
    }
  });
});

test.describe('newsletter (explicit, unticked CASL consent)', () => {
  const { newsletter } = blogPage;
  const form = (page: Page) => page.getByRole('form', { name: newsletter.title });

  test('an invalid email and a missing consent are refused under their fields, and nothing is sent', async ({
    page,
  }) => {
    const consoleErrors = watchConsole(page);
    let sent = false;
    await page.route('**/api/newsletter', async (route) => {
      sent = true;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await open(page, '/blog');
    const box = form(page);
    const email = box.getByLabel(newsletter.emailLabel);
    const consent = box.getByRole('checkbox', { name: newsletter.consentLabel });
    await expect(consent).not.toBeChecked();

    await email.fill('not-an-email');
    await box.getByRole('button', { name: newsletter.submit }).click();
    await expect(box.getByText(newsletter.invalidEmail)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(new RegExp(`${newsletter.invalidEmail}$`));
    await expect(box.getByText(newsletter.consentRequired)).toBeVisible();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(new RegExp(`${newsletter.consentRequired}$`));

    // A valid email alone is still not consent.
    await email.fill('owner@bayst-dental.example');
    await box.getByRole('button', { name: newsletter.submit }).click();
    await expect(box.getByText(newsletter.invalidEmail)).toHaveCount(0);
    await expect(box.getByText(newsletter.consentRequired)).toBeVisible();
    expect(sent).toBe(false);
    consoleErrors.expectNone();
  });

  test('a valid email with consent posts { email, consent: true } and shows the success toast', async ({
    page,
  }) => {
    const consoleErrors = watchConsole(page);
    const payloads: unknown[] = [];
    await page.route('**/api/newsletter', async (route) => {
      expect(route.request().method()).toBe('POST');
      expect(route.request().headers()['content-type']).toContain('application/json');
      payloads.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' });
    });
    await open(page, '/blog');
    const box = form(page);
    await box.getByLabel(newsletter.emailLabel).fill('  owner@bayst-dental.example ');
    await box.getByRole('checkbox', { name: newsletter.consentLabel }).check();
    await box.getByRole('button', { name: newsletter.submit }).click();

    const toast = page.getByRole('status').filter({ hasText: newsletter.success.title });
    await expect(toast).toContainText(newsletter.success.description);
    expect(payloads).toEqual([
      {
        email: 'owner@bayst-dental.example',
        consent: true,
        website: '',
        formToken: expect.any(String),
        attribution: { landingPage: '/blog' },
      },
    ]);
    await expect(box.getByLabel(newsletter.emailLabel)).toHaveValue('');
    await expect(box.getByRole('checkbox', { name: newsletter.consentLabel })).not.toBeChecked();
    consoleErrors.expectNone();
  });

  test('a failed subscription shows the error toast and keeps the email', async ({ page }) => {
    const consoleErrors = watchConsole(page);
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await open(page, '/blog');
    const box = form(page);
    await box.getByLabel(newsletter.emailLabel).fill('owner@bayst-dental.example');
    await box.getByRole('checkbox', { name: newsletter.consentLabel }).check();
    await box.getByRole('button', { name: newsletter.submit }).click();

    const toast = page.getByRole('status').filter({ hasText: newsletter.failure.description });
    await expect(toast).toContainText(newsletter.failure.title);
    await expect(box.getByLabel(newsletter.emailLabel)).toHaveValue('owner@bayst-dental.example');
    await expect(box.getByRole('button', { name: newsletter.submit })).toBeEnabled();
    consoleErrors.expectNone([/status of 503/]);
  });
});

test.describe('home page', () => {
  test('the header links scroll to the services, industries, about and contact sections', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/');
    const nav = page.getByRole('banner').getByRole('navigation').first();
    for (const link of homePage.sectionNav) {
      const id = link.target.kind === 'anchor' ? link.target.id : '';
      await nav.getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
      // The section's heading is not hidden under the sticky header.
      const heading = page.locator(`#${id}`).getByRole('heading', { level: 2 }).first();
      await expect(heading).toBeInViewport();
    }
  });

  test("'See Full Recommendations' opens /ai-recommendation-test in a new tab", async ({ page }) => {
    await open(page, '/');
    const link = page.getByRole('link', { name: homePage.quickRecommendation.fullRecommendations.label });
    await expect(link).toHaveAttribute('href', '/ai-recommendation-test');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('shows one h1, the four service and industry cards and links to service, industry, city and legal pages', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator(`#${homePage.sectionIds.services} li`)).toHaveCount(4);
    await expect(page.locator(`#${homePage.sectionIds.industries} li`)).toHaveCount(4);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of [
      '/managed-it-services',
      '/cybersecurity',
      '/cloud-solutions',
      '/it-consulting',
      '/healthcare-it-services',
      '/legal-it-services',
      '/manufacturing-it-services',
      '/real-estate-it-services',
      '/toronto',
      '/mississauga',
      '/markham',
      '/vaughan',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      expect(hrefs, path).toContain(path);
    }
  });
});
