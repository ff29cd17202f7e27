import { cityPages, company, cybersecurityPage, header, managedItPage, routePath } from '@northline/content';
import type { Page } from '@playwright/test';
// One tab per worker: each test opens its page where the test before it left off (e2e/worker-tab.ts).
import { expect, test } from './worker-tab.ts';

/**
 * Opens a page once its scripts have started: every public page is an island page (decision 018), marked by
 * islands/islands-boot.ts once it has run. Each island hydrates later, when visible or on first interaction; a
 * click, a submit or a typed value that comes first is replayed once it has.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

test.describe('header "Get Free Assessment" scrolls to #contact', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const path of [routePath(managedItPage.route), routePath(cityPages.mississauga.route)]) {
    test(`on ${path} scrolls to the page's contact form`, async ({ page }) => {
      await open(page, path);
      const contact = page.locator('section#contact');
      await expect(contact).not.toBeInViewport();
      await page
        .getByRole('banner')
        .getByRole('link', { name: header.assessmentCta.label })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(contact).toBeInViewport();
      await expect(contact.getByRole('form')).toBeInViewport();
    });
  }
});

test.describe('city pages', () => {
  // Each city page's hero links and areas served are its DOM test's (city-page.test.tsx); routes.spec.ts opens
  // every page as served. The keyboard's way through the FAQ needs a browser.
  test('the FAQ accordion opens and moves with the keyboard', async ({ page }) => {
    const city = cityPages.vaughan;
    await open(page, routePath(city.route));
    const [first, second] = city.faqs;
    if (!first || !second) throw new Error('the Vaughan page needs two FAQs');
    const firstQuestion = page.getByRole('button', { name: first.question });
    const secondQuestion = page.getByRole('button', { name: second.question });
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(first.answer)).toBeHidden();

    await firstQuestion.focus();
    await page.keyboard.press('Enter');
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first.answer)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(secondQuestion).toBeFocused();
    await page.keyboard.press('Space');
    await expect(secondQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(second.answer)).toBeVisible();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(secondQuestion).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the cybersecurity red call-to-action band shows and dials the phone', async ({ page }) => {
  await open(page, routePath(cybersecurityPage.route));
  const band = page.getByRole('region', { name: cybersecurityPage.ctaBand.title });
  await expect(band).toContainText(company.phones.main.display);
  await expect(band.getByRole('link', { name: `Call ${company.phones.main.display}` })).toHaveAttribute(
    'href',
    company.phones.main.href,
  );
  // Red is used only for urgent, and this band is urgent: its background is clearly red.
  const background = await band.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 0, green = 0, blue = 0] = (background.match(/\d+/g) ?? []).map(Number);
  expect(red - Math.max(green, blue), background).toBeGreaterThan(80);
});
