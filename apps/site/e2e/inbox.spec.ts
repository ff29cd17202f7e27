/**
 * The lead inbox at work: its source-page and campaign filters (select lists of the values present, a GET form whose
 * fields are the URL's parameters), a call link per lead (`tel:` in E.164), leads stamped by the server's clock (so
 * the first-response clock of a fresh lead runs, never "Overdue" at once), and its layout: at 1280 px every column
 * fits without a horizontal scroll; at 390 px the filters fold behind a button and the first lead is on the first
 * screen. Screenshots at both widths; axe at both, with the filters folded and open.
 */
import { staffApp } from '@northline/content';
import { expect, type Page, test } from '@playwright/test';
import { queryRows } from './db.ts';
import { E2E_BASE_URL, E2E_CLOCK_START } from './env.ts';
import { photograph } from './screenshots.ts';
import { createStaffAccount, expectNoAxeViolations, signIn } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const REP_EMAIL = `inbox.${tag}@northline-it.example`;
const copy = staffApp.inbox;

/** The lead sent as JSON (the site's scripts), from a newsletter campaign, with a long landing page. */
const WINTER = {
  company: `Maple Dental Group ${tag}`,
  campaign: `winter-${tag}`,
  phone: '416-555-0142',
  tel: 'tel:+14165550142',
};
/** The lead posted without JavaScript, whose campaign is only in its landing page. */
const SPRING = {
  company: `Cedar Logistics ${tag}`,
  campaign: `spring-${tag}`,
  phone: '(905) 555-0110',
  tel: 'tel:+19055550110',
};

/** Fails when the table's region scrolls sideways or any cell's content overflows its cell. */
async function expectNoClippedColumn(page: Page) {
  const region = page.getByRole('region', { name: copy.title });
  const overflow = await region.evaluate((element) => ({
    region: element.scrollWidth - element.clientWidth,
    cells: [...element.querySelectorAll('th, td')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth)
      .map((cell) => cell.textContent?.slice(0, 40)),
  }));
  expect(overflow).toEqual({ region: 0, cells: [] });
}

test.describe('the lead inbox', () => {
  test.beforeAll(() => createStaffAccount(REP_EMAIL, 'sales', { name: `Robin Inbox ${tag}` }));

  test('filters by source page and campaign, calls a lead, runs its clock from the server’s time, fits 1280 and 390 px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const sent = await page.request.post('/api/contact', {
      data: {
        firstName: 'Alex',
        lastName: 'Moreau',
        email: `alex.${tag}@mapledental.example`,
        phone: WINTER.phone,
        company: WINTER.company,
        employees: '11-50',
        message: 'We are opening a second clinic and need the network and phones set up.',
        source: 'Contact Page',
        website: '',
        attribution: {
          landingPage: `/managed-it-services?utm_source=newsletter&utm_medium=email&utm_campaign=${WINTER.campaign}&utm_content=header-banner-with-a-long-variant-name`,
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: WINTER.campaign,
        },
      },
    });
    expect(sent.status()).toBe(201);
    const { id, submittedAt } = (await sent.json()) as { id: string; submittedAt: string };
    const posted = await page.request.post('/api/contact', {
      form: {
        firstName: 'Sam',
        lastName: 'Okafor',
        email: `sam.${tag}@cedarlogistics.example`,
        phone: SPRING.phone,
        company: SPRING.company,
        employees: '51-100',
        message: 'Our warehouse Wi-Fi drops every afternoon.',
        source: 'Toronto Location Page',
        website: '',
      },
      headers: { referer: `${E2E_BASE_URL}/toronto?utm_campaign=${SPRING.campaign}&utm_medium=print` },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);

    // The lead is stamped by the server's clock (E2E_CLOCK_START's), the one its first-response clock reads.
    const [stored] = await queryRows<{ occurred_at: Date; submitted_at: Date }>(
      'select l.occurred_at, c.submitted_at from lead l join contact_request c on c.id = l.contact_request_id where c.id = $1',
      [id],
    );
    expect(stored?.occurred_at.toISOString()).toBe(submittedAt);
    expect(stored?.submitted_at.toISOString()).toBe(submittedAt);
    expect(Date.parse(submittedAt)).toBeGreaterThanOrEqual(Date.parse(E2E_CLOCK_START));

    await signIn(page, REP_EMAIL);
    const table = page.getByRole('region', { name: copy.title });
    const winterRow = table.getByRole('row').filter({ hasText: WINTER.company });
    const springRow = table.getByRole('row').filter({ hasText: SPRING.company });

    // Source page and campaign: select lists of the values present, applied on the server.
    const sourcePage = page.getByRole('combobox', { name: copy.sourcePage, exact: true });
    const campaign = page.getByRole('combobox', { name: copy.campaign, exact: true });
    await expect(campaign.getByRole('option', { name: SPRING.campaign, exact: true })).toBeAttached();
    await sourcePage.selectOption('Contact Page');
    await campaign.selectOption(WINTER.campaign);
    await page.getByRole('button', { name: copy.apply }).click();
    await expect(page).toHaveURL(/sourcePage=Contact\+Page/);
    await expect(page.getByRole('status').filter({ hasText: copy.count(1, 1, 1) })).toBeVisible();
    await expect(winterRow).toBeVisible();
    await expect(springRow).toHaveCount(0);
    // A fresh lead's clock runs, not overdue: due in some business minutes while the office stays open until then,
    // else at its time after the next opening ("Due Mon 8:05 a.m.").
    await expect(winterRow.getByText(/^Due (in \d|[A-Z][a-z]{2} \d{1,2}:\d{2} [ap]\.m\.)/)).toBeVisible();
    await expect(winterRow).not.toContainText(copy.sla.breached);
    const call = winterRow.getByRole('link', { name: copy.callLabel(WINTER.company), exact: true });
    await expect(call).toHaveAttribute('href', WINTER.tel);
    await expect(winterRow).toContainText(WINTER.phone);

    // The filters are a GET form: submitted natively (no script handler), the URL carries them and the page
    // applies them.
    await page
      .getByRole('combobox', { name: copy.sourcePage, exact: true })
      .selectOption('Toronto Location Page');
    await page.getByRole('combobox', { name: copy.campaign, exact: true }).selectOption(SPRING.campaign);
    await page
      .getByRole('form', { name: copy.filters })
      .evaluate((form) => (form as HTMLFormElement).submit());
    await expect(page).toHaveURL(new RegExp(`campaign=${SPRING.campaign}`));
    await expect(springRow).toBeVisible();
    await expect(winterRow).toHaveCount(0);
    await expect(
      springRow.getByRole('link', { name: copy.callLabel(SPRING.company), exact: true }),
    ).toHaveAttribute('href', SPRING.tel);

    // 1280 px: every column fits, with both leads and with the whole first page.
    await page.goto(`/staff?search=${tag}`);
    await expect(winterRow).toBeVisible();
    await expect(springRow).toBeVisible();
    await expectNoClippedColumn(page);
    await expectNoAxeViolations(page);
    await photograph(page, { path: testInfo.outputPath('inbox-1280.png'), fullPage: true });
    await page.goto('/staff');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectNoClippedColumn(page);

    // 390 px: the filters fold behind a button; the first lead, with its call link, is on the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/staff?search=${tag}`);
    const toggle = page.getByText(copy.filtersToggle(1), { exact: true });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('searchbox', { name: copy.search })).toBeHidden();
    const cards = page.getByRole('list', { name: copy.title }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const first = await cards.first().boundingBox();
    expect(first).not.toBeNull();
    expect((first?.y ?? 0) + (first?.height ?? 0)).toBeLessThanOrEqual(844);
    await expect(cards.first().getByRole('link', { name: new RegExp(`^${copy.call} `) })).toHaveAttribute(
      'href',
      /^tel:\+1/,
    );
    await expectNoAxeViolations(page);
    await photograph(page, { path: testInfo.outputPath('inbox-390.png') });

    // Opened, the filters work as on a wide screen and fold again once applied.
    await toggle.click();
    await expect(page.getByRole('searchbox', { name: copy.search })).toBeVisible();
    await expectNoAxeViolations(page);
    await photograph(page, { path: testInfo.outputPath('inbox-390-filters.png'), fullPage: true });
    await page.getByRole('combobox', { name: copy.campaign, exact: true }).selectOption(WINTER.campaign);
    await page.getByRole('button', { name: copy.apply }).click();
    await expect(page).toHaveURL(new RegExp(`campaign=${WINTER.campaign}`));
    await expect(page.getByRole('searchbox', { name: copy.search })).toBeHidden();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(WINTER.company);
  });
});
