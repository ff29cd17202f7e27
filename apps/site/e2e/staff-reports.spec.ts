/**
 * The staff app's Reports page end to end: leads of autumn 2030 seeded on the e2e server's database (its clock is
 * Saturday November 30, 2030, so the default period is the 12 weeks from September 9); a sales member opens the
 * page from the navigation and finds each chart drawn with a caption that sums it up, the table of its figures
 * (the same as the API's JSON) and a CSV download; axe finds nothing; the page fits a 390 px phone (charts as
 * wide as their section, tables scrolling in their own region) and a 1280 px screen, photographed at both; a
 * period of one's own is in the URL.
 */
import { readFileSync } from 'node:fs';
import { staffReports } from '@northline/content';
import type { LeadReport } from '@northline/schemas';
import { expect, type Page, test } from '@playwright/test';
import { queryRows } from './db.ts';
import { photograph } from './screenshots.ts';
import { createStaffAccount, expectNoAxeViolations, signIn } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SALES_EMAIL = `reports.${tag}@northline-it.example`;
const CAMPAIGN = `autumn-${tag}`;
const copy = staffReports;

/** The sections of the page, by heading, each with a chart. */
const CHARTED = [
  copy.weekly.heading,
  copy.funnel.heading,
  copy.sourcePages.heading,
  copy.campaigns.heading,
  copy.cities.heading,
  copy.industries.heading,
  copy.response.byWeek,
  copy.response.byOwner,
  copy.spam.heading,
];

/** Seeds a contact lead at a Toronto wall time, answered `respondedAfter` minutes later when given. */
async function seedLead(lead: {
  at: string;
  source: string;
  spam?: boolean;
  ownerEmail?: string;
  respondedAfter?: number;
  status?: string;
}) {
  const [request] = await queryRows<{ id: string }>(
    `insert into contact_request (id, first_name, last_name, email, phone, company, employees, source, submitted_at,
       utm_source, utm_campaign, spam)
     values (gen_random_uuid(), 'Rae', 'Report', $1, '416-555-0142', 'Report Co', '11-50', $2, $3::timestamptz,
       'e2e', $4, $5) returning id`,
    [`rae.${tag}@example.com`, lead.source, `${lead.at} America/Toronto`, CAMPAIGN, !!lead.spam],
  );
  await queryRows(
    `insert into lead (id, kind, contact_request_id, occurred_at, quality, spam, status, owner_id, assigned_at,
       first_response_at)
     values (gen_random_uuid(), 'contact', $1, $2::timestamptz, 'warm', $3, $4,
       (select id from staff_user where email = $5), $2::timestamptz,
       $2::timestamptz + make_interval(mins => $6))`,
    [
      request?.id,
      `${lead.at} America/Toronto`,
      !!lead.spam,
      lead.status ?? 'new',
      lead.ownerEmail ?? null,
      lead.respondedAfter ?? null,
    ],
  );
}

/**
 * At phone and desktop widths: the charts redraw to fit and the page never scrolls sideways; a full-length screenshot
 * of each when screenshots are kept (e2e/screenshots.ts).
 */
async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The charts redraw at the new width.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-chart]')].every((box) => {
            const canvas = box.querySelector('canvas');
            return (
              canvas !== null && canvas.getBoundingClientRect().width <= box.getBoundingClientRect().width + 1
            );
          }),
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await photograph(page, { path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the staff reports', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    await createStaffAccount(SALES_EMAIL, 'sales', { name: 'Rory Reports' });
    await seedLead({
      at: '2030-11-25 10:00',
      source: 'Toronto Location Page',
      ownerEmail: SALES_EMAIL,
      respondedAfter: 20,
      status: 'contacted',
    });
    await seedLead({
      at: '2030-11-18 09:00',
      source: 'Legal IT Services',
      ownerEmail: SALES_EMAIL,
      respondedAfter: 90,
      status: 'won',
    });
    await seedLead({ at: '2030-10-07 11:00', source: 'Home Page', spam: true });
  });

  test('charts with captions, their tables and CSV downloads, at 390 and 1280 px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, SALES_EMAIL);
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: copy.nav.label }).click();
    await expect(page).toHaveURL(/\/staff\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sep 9, 2030 to Nov 30, 2030' })).toBeVisible();

    // The page shows the API's figures.
    const api = await page.request.get('/api/staff/reports');
    expect(api.status()).toBe(200);
    const report = (await api.json()) as LeadReport;
    expect(report.range.weeks).toHaveLength(12);
    const weekly = page.getByRole('region', { name: `${copy.dataTable}: ${copy.weekly.heading}` });
    await expect(weekly.getByRole('row')).toHaveCount(13);
    // The weeks before the server's own (other tests add leads, on its clock, to the current week only).
    for (const [index, row] of report.weekly.slice(0, -1).entries()) {
      await expect(
        weekly
          .getByRole('row')
          .nth(index + 1)
          .getByRole('cell')
          .first(),
      ).toHaveText(String(row.leads));
    }
    expect(report.weekly.find((row) => row.week === '2030-11-18')?.leads).toBeGreaterThanOrEqual(1);
    const campaigns = page.getByRole('region', { name: `${copy.dataTable}: ${copy.campaigns.heading}` });
    await expect(
      campaigns.getByRole('row').filter({ hasText: CAMPAIGN }).getByRole('cell').last(),
    ).toHaveText('2');

    // Each chart: a figure named by its caption, the chart drawn (and hidden from assistive technology), a table.
    for (const heading of CHARTED) {
      const section = page.getByRole('region', { name: heading, exact: true });
      const figure = section.getByRole('figure');
      await expect(figure).toHaveAccessibleName(/\w/);
      await expect(section.locator('[data-chart][aria-hidden="true"] canvas').first()).toBeVisible();
      await expect(section.getByRole('table')).toBeVisible();
      await expect(section.getByRole('link', { name: copy.downloadOf(heading) })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: copy.weekly.heading, exact: true }).getByRole('figure'),
    ).toHaveAccessibleName(/^\d+ leads? over 12 weeks/);
    await expectNoAxeViolations(page);
    await screenshots(page, 'reports', testInfo.outputPath.bind(testInfo));

    // A table's CSV: its header and the seeded campaign's row, no personal detail.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: copy.downloadOf(copy.campaigns.heading) }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(
      `northline-campaigns-${report.range.from}-to-${report.range.to}.csv`,
    );
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('utm_source,utm_campaign,Leads');
    expect(lines).toContain(`e2e,${CAMPAIGN},2`);
    expect(csv).not.toContain(`rae.${tag}@example.com`);
  });

  test('a period of one’s own, kept in the URL', async ({ page }) => {
    await signIn(page, SALES_EMAIL);
    await page.goto('/staff/reports');
    await expect(page.getByRole('status').filter({ hasText: 'Sep 9, 2030 to Nov 30, 2030' })).toBeVisible();
    await page.getByRole('textbox', { name: copy.range.from, exact: true }).fill('2030-11-18');
    await page.getByRole('textbox', { name: copy.range.to, exact: true }).fill('2030-11-30');
    await page.getByRole('button', { name: copy.range.show }).click();
    await expect(page).toHaveURL(/from=2030-11-18&to=2030-11-30/);
    await expect(page.getByRole('status').filter({ hasText: 'Nov 18, 2030 to Nov 30, 2030' })).toBeVisible();
    const weekly = page.getByRole('region', { name: `${copy.dataTable}: ${copy.weekly.heading}` });
    await expect(weekly.getByRole('row')).toHaveCount(3);
    // A start after the end is refused on the spot, with the field's message.
    await page.getByRole('textbox', { name: copy.range.from, exact: true }).fill('2030-12-05');
    await page.getByRole('button', { name: copy.range.show }).click();
    await expect(page.getByText(copy.invalidRange)).toBeVisible();
    await expect(page).toHaveURL(/from=2030-11-18&to=2030-11-30/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: copy.range.lastWeeks }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sep 9, 2030 to Nov 30, 2030' })).toBeVisible();
  });
});
