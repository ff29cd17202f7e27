/**
 * The sales desk in the staff app (decision 041): a lead arrives and gets its owner, an admin gives it to a rep on
 * its page (another owner's lead is its owner's or an admin's to reassign, decision 061), and the inbox's owner
 * filters (*Mine*, *Unassigned*, a member) and its owner and first-response columns show it to the rep. The inbox
 * and the lead page are checked with axe.
 */
import { staffApp } from '@northline/content';
import { expect, test } from '@playwright/test';
import { E2E_LIVE_BASE_URL, E2E_LIVE_PORT } from './env.ts';
import { consultantPage } from './live-kit.ts';
import { photograph } from './screenshots.ts';
import { createStaffAccount, expectNoAxeViolations, signIn } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const REP_EMAIL = `rep.${tag}@northline-it.example`;
const REP_NAME = `Robin Desk ${tag}`;
const ADMIN_EMAIL = `desk.admin.${tag}@northline-it.example`;

test.describe('the sales desk', () => {
  // The live server's clock is a Tuesday morning: leads are routed at once to present members (decision 082).
  test.use({ baseURL: E2E_LIVE_BASE_URL });
  test.beforeAll(async () => {
    await createStaffAccount(REP_EMAIL, 'sales', { name: REP_NAME, port: E2E_LIVE_PORT });
    await createStaffAccount(ADMIN_EMAIL, 'admin', { name: `Ari Admin ${tag}`, port: E2E_LIVE_PORT });
  });

  test('an admin reassigns a lead on its page; the rep finds it under Mine with its owner and first-response clock', async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // The rep has the staff app open: present, so the round robin can give the lead its first owner.
    const rep = await consultantPage(browser, REP_EMAIL);
    const company = `Harbourfront Clinic ${tag}`;
    const created = await page.request.post('/api/contact', {
      data: {
        firstName: 'Lee',
        lastName: 'Tran',
        email: `lee.${tag}@harbourfront-clinic.example`,
        phone: '416-555-0188',
        company,
        employees: '11-50',
        message: 'We need managed backups for our clinic.',
        source: 'Contact Page',
        website: '',
      },
    });
    expect(created.status()).toBe(201);

    await signIn(page, ADMIN_EMAIL);
    const copy = staffApp.inbox;
    // The owner filter lists the members; the table shows the owner and first-response columns.
    await page.getByRole('searchbox', { name: copy.search }).fill(company);
    await page.getByRole('button', { name: copy.apply }).click();
    const table = page.getByRole('region', { name: copy.title }).getByRole('table');
    const row = table.getByRole('row').filter({ hasText: company });
    await expect(row).toBeVisible();
    // The lead's automatic assignment runs right after its commit; the reassignment by hand below comes after it,
    // as it does for a person (the race of the two is the API tests').
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible();
      await expect(row).not.toContainText(copy.unassigned);
    }).toPass({ timeout: 60_000 });
    await rep.context().close();
    await expect(table.getByRole('columnheader', { name: copy.columns.owner })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: copy.columns.sla })).toBeVisible();
    await expectNoAxeViolations(page);

    // Give it to the rep on the lead page.
    await row.getByRole('link').first().click();
    const lead = staffApp.lead;
    // The inbox has an Owner filter of its own: the lead's owner is the one in the lead page's owner section.
    await expect(page).toHaveURL(/\/staff\/leads\//);
    const owner = page
      .getByRole('region', { name: lead.ownerSection })
      .getByRole('combobox', { name: lead.owner, exact: true });
    await expect(owner).toBeVisible();
    await expect(owner.getByRole('option', { name: REP_NAME })).toBeAttached();
    // Saved means the page shows the new owner once the lead is read again.
    await owner.selectOption({ label: REP_NAME });
    await page.getByRole('button', { name: lead.reassign }).click();
    await expect(page.getByRole('status').filter({ hasText: lead.reassigned })).toBeVisible();
    await expect(owner.locator('option:checked')).toHaveText(REP_NAME);
    await photograph(page, { path: testInfo.outputPath('lead-1280.png'), fullPage: true });
    await expectNoAxeViolations(page);

    // The rep's Mine lists it, with its owner; Unassigned does not.
    await page.context().clearCookies();
    await signIn(page, REP_EMAIL);
    await page.goto(`/staff?owner=mine&search=${encodeURIComponent(company)}`);
    const mine = page.getByRole('region', { name: copy.title }).getByRole('row').filter({ hasText: company });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText(REP_NAME);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await photograph(page, { path: testInfo.outputPath(`inbox-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/staff?owner=unassigned&search=${encodeURIComponent(company)}`);
    await expect(page.getByRole('status').filter({ hasText: copy.count(0, 0, 0) })).toBeVisible();
    // A sales member sets their own availability from the nav's "My availability".
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('link', { name: staffApp.nav.availability }).click();
    const availability = page.getByRole('combobox', { name: staffApp.desk.availability(REP_NAME) });
    await availability.selectOption('away');
    await page.getByRole('button', { name: staffApp.desk.saveLabel(REP_NAME) }).click();
    await expect(page.getByRole('status').filter({ hasText: staffApp.desk.saved(REP_NAME) })).toBeVisible();
    await expectNoAxeViolations(page);
    await photograph(page, { path: testInfo.outputPath('availability-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/staff?owner=mine&sort=waiting`);
    await expect(page.getByRole('combobox', { name: copy.sort })).toHaveValue('waiting');
    await expectNoAxeViolations(page);
  });
});
