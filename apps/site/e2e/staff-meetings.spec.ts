/**
 * The staff app's meetings end to end: consultants and their meetings seeded on the e2e server's database
 * (`seedStaffMeetings`), a lead from the contact form; a sales consultant sees today's count in the navigation, the
 * lead marked "Meeting booked" in the inbox, their week and day in Toronto time, the lead's meetings on its page,
 * and changes their booking settings (bookable, a day off, the private feed shown once, then revoked); an admin
 * filters everyone's meetings by consultant. Every new view is checked with axe and photographed at 390 and 1280 px.
 * It runs on the e2e server whose clock is Tuesday December 3, 2030, 10:40 in Toronto (E2E_LIVE_CLOCK_START): the
 * staff app takes "today" from the API's clock, whatever the browser's says.
 */
import { randomUUID } from 'node:crypto';
import { contactForms, staffApp, staffMeetings } from '@northline/content';
import { SIZE_BANDS } from '@northline/schemas';
import { expect, type Page, test } from '@playwright/test';
import { queryRows, seedStaffMeetings } from './db.ts';
import { E2E_LIVE_BASE_URL, E2E_LIVE_PORT } from './env.ts';
import { photograph } from './screenshots.ts';
import { createStaffAccount, expectNoAxeViolations, signIn } from './staff-session.ts';
import { expectToast } from './toast.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SALES_EMAIL = `consultant.${tag}@northline-it.example`;
const ADMIN_EMAIL = `meetings-admin.${tag}@northline-it.example`;
const VISITOR_EMAIL = `jun.${tag}@harbourlaw.example`;
const COMPANY = `Harbour Law ${tag}`;
const copy = staffMeetings;
const ids = { booked: randomUUID(), cancelled: randomUUID(), admins: randomUUID() };
let leadId = '';

/** Photographs the page at phone and desktop widths, full length, when screenshots are kept (e2e/screenshots.ts); leaves it at 1280 px. */
async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await photograph(page, { path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the staff meetings', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: E2E_LIVE_BASE_URL });
  test.beforeAll(async ({ playwright }) => {
    await createStaffAccount(SALES_EMAIL, 'sales', { name: 'Sam Consultant', port: E2E_LIVE_PORT });
    await createStaffAccount(ADMIN_EMAIL, 'admin', { name: 'Avery Admin', port: E2E_LIVE_PORT });
    const request = await playwright.request.newContext({ baseURL: E2E_LIVE_BASE_URL });
    const config = contactForms.contact;
    const posted = await request.post('/api/contact', {
      form: {
        firstName: 'Jun',
        lastName: 'Park',
        email: VISITOR_EMAIL,
        phone: '416-555-0199',
        company: COMPANY,
        employees: SIZE_BANDS[config.sizeBands][1] ?? '',
        message: 'We would like the free IT assessment.',
        source: config.source,
        website: '',
      },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    await request.dispose();
    const [lead] = await queryRows<{ id: string }>(
      'select l.id from lead l join contact_request c on c.id = l.contact_request_id where c.email = $1',
      [VISITOR_EMAIL],
      E2E_LIVE_PORT,
    );
    leadId = lead?.id ?? '';
    expect(leadId).not.toBe('');
    const visitor = { leadId, visitorName: 'Jun Park', visitorEmail: VISITOR_EMAIL, company: COMPANY };
    // Today on the server's clock (Tuesday December 3, after 10:40): one meeting at 1 p.m., one cancelled at 2 p.m.
    const seed = [
      { id: ids.booked, consultantEmail: SALES_EMAIL, start: '2030-12-03T18:00:00.000Z', ...visitor },
      {
        id: ids.cancelled,
        consultantEmail: SALES_EMAIL,
        start: '2030-12-03T19:00:00.000Z',
        status: 'cancelled' as const,
        ...visitor,
      },
      { id: ids.admins, consultantEmail: ADMIN_EMAIL, start: '2030-12-04T19:00:00.000Z', ...visitor },
    ];
    const consultants = [{ email: SALES_EMAIL }, { email: ADMIN_EMAIL }];
    await seedStaffMeetings(consultants, seed, E2E_LIVE_PORT);
    // Idempotent: a second seeding writes nothing more.
    await seedStaffMeetings(consultants, seed, E2E_LIVE_PORT);
    const [count] = await queryRows<{ n: number }>(
      'select count(*)::int as n from meeting where lead_id = $1',
      [leadId],
      E2E_LIVE_PORT,
    );
    expect(count?.n).toBe(3);
  });

  test('a consultant’s week and day, the inbox mark, the lead’s meetings', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, SALES_EMAIL);

    // Today's count in the navigation, and the inbox's mark on the lead.
    const nav = page.getByRole('navigation', { name: 'Staff' });
    await expect(nav.getByRole('link', { name: `${copy.nav.label} (1) ${copy.nav.today}` })).toBeVisible();
    const row = page
      .getByRole('region', { name: staffApp.inbox.title })
      .getByRole('row')
      .filter({ hasText: COMPANY });
    await expect(row).toContainText(copy.inbox.booked);
    // The filter keeps the leads with a meeting booked.
    await page.getByRole('checkbox', { name: copy.inbox.filter }).check();
    await page.getByRole('button', { name: staffApp.inbox.apply }).click();
    await expect(page).toHaveURL(/meetingBooked=true/);
    await expect(row).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: staffApp.inbox.title })
        .getByRole('row')
        .filter({ hasNotText: copy.inbox.booked }),
    ).toHaveCount(1);

    // The week: Monday to Sunday, Toronto time, the member's own meetings only.
    await nav.getByRole('link', { name: new RegExp(`^${copy.nav.label}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: copy.list.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dec 2, 2030 – Dec 8, 2030' })).toBeVisible();
    const tuesday = page.getByRole('region', { name: /Tuesday, December 3, 2030/ });
    await expect(tuesday.getByRole('listitem')).toHaveCount(2);
    await expect(tuesday.getByRole('listitem').first()).toContainText('1:00 p.m.');
    await expect(tuesday.getByRole('listitem').first()).toContainText(copy.list.statuses.booked);
    await expect(tuesday.getByRole('listitem').nth(1)).toContainText(copy.list.statuses.cancelled);
    await expect(page.getByRole('region', { name: /Wednesday, December 4, 2030/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshots(page, 'meetings-week', testInfo.outputPath.bind(testInfo));

    // The day view and its steps, by keyboard.
    await page.getByRole('link', { name: copy.list.day, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=day/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tuesday, December 3, 2030' })).toBeVisible();
    await page.getByRole('link', { name: copy.list.nextDay }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Wednesday, December 4, 2030' })).toBeVisible();
    await expect(page.getByText(copy.list.empty)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'meetings-day-empty', testInfo.outputPath.bind(testInfo));
    await page.getByRole('link', { name: copy.list.today, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tuesday, December 3, 2030' })).toBeVisible();

    // The meeting links to its lead, whose page lists its meetings: upcoming with the consultant, and status.
    await page
      .getByRole('link', { name: copy.list.openLead('Jun Park') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/staff/leads/${leadId}$`));
    const panel = page.getByRole('region', { name: copy.lead.heading });
    await expect(panel).toContainText(copy.lead.upcoming);
    await expect(panel.getByRole('listitem')).toHaveCount(3);
    await expect(panel).toContainText(copy.lead.with('Sam Consultant'));
    await expect(panel).toContainText(copy.lead.with('Avery Admin'));
    await expect(panel).toContainText(copy.list.statuses.cancelled);
    await expectNoAxeViolations(page);
  });

  test('a consultant’s booking settings: bookable, a day off, the private feed shown once, then revoked', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, SALES_EMAIL);
    await page.goto('/staff/meetings');
    await page.getByRole('link', { name: copy.list.settings }).click();
    await expect(page.getByRole('heading', { level: 1, name: copy.settings.title })).toBeVisible();

    const bookable = page.getByRole('checkbox', { name: copy.settings.bookable.label });
    await expect(bookable).toBeChecked();
    await bookable.uncheck();
    await page.getByRole('button', { name: copy.settings.bookable.save }).click();
    await expectToast(page, copy.settings.saved, copy.settings.bookable.off);

    await page.getByLabel(copy.settings.daysOff.date).fill('2030-12-24');
    await page.getByRole('button', { name: copy.settings.daysOff.add }).click();
    await expect(
      page.getByRole('list', { name: copy.settings.daysOff.heading }).getByText('Tuesday, December 24, 2030'),
    ).toBeVisible();

    await page.getByRole('button', { name: copy.settings.feed.create }).click();
    const url = page.getByRole('textbox', { name: copy.settings.feed.urlLabel });
    await expect(url).toHaveValue(/\/api\/meetings\/feed\/[^/]+\.ics$/);
    await expectToast(page, copy.settings.feed.created);
    const feedPath = new URL(await url.inputValue()).pathname;
    const feed = await page.request.get(feedPath);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VEVENT');
    await expectNoAxeViolations(page);
    await screenshots(page, 'meetings-settings', testInfo.outputPath.bind(testInfo));

    // Leaving and coming back: the URL is not shown again.
    await page.reload();
    await expect(page.getByText(copy.settings.feed.active)).toBeVisible();
    await expect(page.getByRole('textbox', { name: copy.settings.feed.urlLabel })).toHaveCount(0);
    await page.getByRole('button', { name: copy.settings.feed.revoke }).click();
    const confirm = page.getByRole('alertdialog', { name: copy.settings.feed.confirmRevoke });
    await expect(confirm.getByRole('button', { name: copy.settings.feed.yesRevoke })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: copy.settings.feed.yesRevoke }).click();
    await expectToast(page, copy.settings.feed.revoked);
    await expect(page.getByText(copy.settings.feed.inactive)).toBeVisible();
    expect((await page.request.get(feedPath)).status()).toBe(404);
  });

  test('an admin sees everyone’s meetings and filters by consultant', async ({ page }, testInfo) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/staff/meetings');
    await expect(page.getByRole('region', { name: /Wednesday, December 4, 2030/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Tuesday, December 3, 2030/ })).toContainText(
      copy.list.with('Sam Consultant'),
    );
    await expectNoAxeViolations(page);
    await screenshots(page, 'meetings-admin', testInfo.outputPath.bind(testInfo));
    await page
      .getByRole('combobox', { name: copy.list.consultant })
      .selectOption({ label: 'Sam Consultant' });
    await expect(page).toHaveURL(/consultant=/);
    await expect(page.getByRole('region', { name: /Wednesday, December 4, 2030/ })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: /Tuesday, December 3, 2030/ }).getByRole('listitem'),
    ).toHaveCount(2);
  });
});
