import {
  company,
  header,
  INDUSTRY_PAGE_IDS,
  industryPages,
  LEGAL_LAST_UPDATED,
  legalPageCopy,
  privacyPolicy,
  routePath,
  termsOfService,
} from '@northline/content';
import type { Page } from '@playwright/test';
// One tab per worker: each test opens its page where the test before it left off (e2e/worker-tab.ts).
import { expect, test } from './worker-tab.ts';

/** The four industry pages (§2), by path. */
const industries = INDUSTRY_PAGE_IDS.map((id) => ({
  id,
  page: industryPages[id],
  path: routePath(industryPages[id].route),
}));
/** The two legal pages (§2) and how many numbered sections each has. */
const legalPages = [
  { document: privacyPolicy, path: routePath(privacyPolicy.route), sections: 9 },
  { document: termsOfService, path: routePath(termsOfService.route), sections: 12 },
] as const;
const lastUpdatedLine = `${legalPageCopy.lastUpdatedLabel} ${LEGAL_LAST_UPDATED.display}`;

/**
 * Opens a page once its scripts have started: every public page is an island page (decision 018), marked by
 * islands/islands-boot.ts once it has run. Each island hydrates later, when visible or on first interaction; a
 * click, a submit or a typed value that comes first is replayed once it has.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

test.describe('industry pages', () => {
  test.describe('at a 390 px viewport', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu opens with Enter or Space and Escape closes it, returning focus', async ({
      page,
    }) => {
      await open(page, industries[0]?.path ?? '/');
      const toggle = page.getByRole('banner').locator('button[aria-controls]');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const firstLink = nav.getByRole('link', { name: header.nav[0]?.label ?? 'Home' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName(header.menuToggle.open);
      await expect(firstLink).toBeHidden();

      for (const key of ['Enter', 'Space']) {
        await toggle.focus();
        await page.keyboard.press(key);
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(toggle).toHaveAccessibleName(header.menuToggle.close);
        await expect(firstLink).toBeVisible();
        await expect(nav.getByRole('link', { name: header.quoteCta.label })).toBeVisible();

        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
        await expect(firstLink).toBeHidden();
      }
    });

    test('Get Quote in the open menu goes to the consultation form', async ({ page }) => {
      await open(page, industries[1]?.path ?? '/');
      await page.getByRole('button', { name: header.menuToggle.open }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: header.quoteCta.label })
        .click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator('#contact')).toBeInViewport();
    });
  });

  // One industry page in the browser: all four render through the same components, and each one's cards, links
  // and phone lines are its DOM test's (industry-page.test.tsx).
  for (const { id, page: content, path } of industries.filter(({ id }) => id === 'real-estate')) {
    test(`${path}: Get Quote goes to #contact, six service cards, both phone lines`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.title);

      const quote = page
        .getByRole('banner')
        .getByRole('link', { name: header.quoteCta.label })
        .filter({ visible: true });
      await expect(quote).toHaveAttribute('href', '#contact');
      await quote.click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator('#contact')).toBeInViewport();
      await expect(page.locator('#contact').getByRole('form', { name: content.contact.title })).toBeVisible();

      const cards = page
        .locator('#services')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(cards).toHaveCount(6);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        content.services.items.map((item) => item.title),
      );
      if (id === 'real-estate') {
        for (const card of await cards.all())
          await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(4);
      }

      for (const line of [company.phones.main, company.phones.industry]) {
        const links = page.locator(`a[href="${line.href}"]`);
        expect(await links.count(), line.display).toBeGreaterThan(0);
        await expect(page.getByRole('link', { name: `Call ${line.display}` }).first()).toBeVisible();
      }
    });
  }

  test('real estate: two hero actions, links to the service and area pages', async ({ page }) => {
    const content = industryPages['real-estate'];
    await open(page, routePath(content.route));
    const [consult, services] = content.hero.ctas;
    await expect(page.getByRole('link', { name: consult?.label })).toHaveAttribute('href', '#contact');
    await page.getByRole('link', { name: services?.label }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.locator('#services')).toBeInViewport();
    const related = page.getByRole('region', { name: content.relatedLinks?.title });
    for (const key of [
      'managed-it-services',
      'cybersecurity',
      'cloud-solutions',
      'it-consulting',
      'toronto',
      'mississauga',
      'markham',
      'vaughan',
    ] as const) {
      await expect(related.locator(`a[href="${routePath(key)}"]`)).toHaveCount(1);
    }
  });
});

test.describe('legal pages', () => {
  for (const { document, path, sections } of legalPages) {
    test(`${path} has ${sections} numbered sections, the last-updated date and a working table of contents`, async ({
      page,
    }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
      await expect(page.getByText(lastUpdatedLine, { exact: true })).toBeVisible();

      const numbered = page.locator('main section[id^="section-"]');
      await expect(numbered).toHaveCount(sections);
      await expect(numbered.locator('h2')).toHaveText(
        document.sections.map((section) => `${section.number}. ${section.title}`),
      );

      const toc = page.getByRole('navigation', { name: legalPageCopy.tocTitle });
      await expect(toc.getByRole('link')).toHaveCount(sections);
      const last = document.sections.at(-1);
      await toc.getByRole('link', { name: last?.title }).click();
      await expect(page).toHaveURL(new RegExp(`#section-${last?.number}$`));
      await expect(page.locator(`#section-${last?.number} h2`)).toBeInViewport();
    });
  }

  test('back-to-top appears after 300 px of scrolling and returns to the top (terms)', async ({ page }) => {
    await open(page, routePath(termsOfService.route));
    const button = page.getByRole('button', { name: header.backToTop });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});
