/**
 * A lead's timeline on its staff page (decision 043): an admin reassigns the lead (another owner's lead is its
 * owner's or an admin's to reassign, decision 061), changes its status and adds two notes (the second with the
 * keyboard alone); the Activity section lists them in order with author and time, next to the status and owner
 * changes, newest first, announces the new entries, filters to the notes by keyboard (the choice kept in the
 * address), and passes axe. Screenshots at 390 and 1280 px.
 */
import { staffApp } from '@northline/content';
import { expect, test } from '@playwright/test';
import { E2E_LIVE_BASE_URL, E2E_LIVE_PORT } from './env.ts';
import { consultantPage } from './live-kit.ts';
import { photograph } from './screenshots.ts';
import { createStaffAccount, expectNoAxeViolations, signIn } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const ADMIN_EMAIL = `timeline.${tag}@northline-it.example`;
const ADMIN_NAME = `Tess Timeline ${tag}`;

const REP_EMAIL = `timeline.rep.${tag}@northline-it.example`;

test.describe('the lead timeline', () => {
  // The live server's clock is a Tuesday morning: leads are routed at once to present members (decision 082).
  test.use({ baseURL: E2E_LIVE_BASE_URL });
  test.beforeAll(async () => {
    await createStaffAccount(ADMIN_EMAIL, 'admin', { name: ADMIN_NAME, port: E2E_LIVE_PORT });
    // A rep for the round robin, which gives the lead its first owner (admins are not in it).
    await createStaffAccount(REP_EMAIL, 'sales', { name: `Rey Rota ${tag}`, port: E2E_LIVE_PORT });
  });

  test('add two notes and see them in order with the status and owner changes', async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // The rep has the staff app open: present, so the round robin can take the lead.
    const rep = await consultantPage(browser, REP_EMAIL);
    const company = `Lakeshore Dental ${tag}`;
    const created = await page.request.post('/api/contact', {
      data: {
        firstName: 'Mina',
        lastName: 'Park',
        email: `mina.${tag}@lakeshore-dental.example`,
        phone: '416-555-0144',
        company,
        employees: '11-50',
        message: 'Our front desk computers need backups.',
        source: 'Contact Page',
        website: '',
      },
    });
    expect(created.status()).toBe(201);

    await signIn(page, ADMIN_EMAIL);
    const inbox = staffApp.inbox;
    await page.getByRole('searchbox', { name: inbox.search }).fill(company);
    await page.getByRole('button', { name: inbox.apply }).click();
    const row = page.getByRole('region', { name: inbox.title }).getByRole('row').filter({ hasText: company });
    // The automatic assignment runs right after the lead's commit; the reassignment below comes after it.
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible();
      await expect(row).not.toContainText(inbox.unassigned);
    }).toPass({ timeout: 60_000 });
    await rep.context().close();
    await row.getByRole('link').first().click();

    const lead = staffApp.lead;
    const texts = lead.activity;
    const activity = page.getByRole('region', { name: texts.title });
    const history = activity.getByRole('list', { name: texts.history });
    await expect(history.getByRole('listitem').last()).toContainText(texts.received('contact'));

    // Leave the lead unassigned, then take it, then mark it contacted.
    const owner = page
      .getByRole('region', { name: lead.ownerSection })
      .getByRole('combobox', { name: lead.owner, exact: true });
    await expect(owner.getByRole('option', { name: ADMIN_NAME })).toBeAttached();
    // An entry of the admin's own reassignment: its line, and the admin as the one who did it.
    const reassign = async (label: string, entry: string) => {
      await owner.selectOption({ label });
      await page.getByRole('button', { name: lead.reassign }).click();
      await expect(
        history
          .getByRole('listitem')
          .filter({ hasText: entry })
          .filter({ hasText: `${ADMIN_NAME} ·` }),
      ).toBeVisible();
    };
    await reassign(lead.ownerUnassigned, '→ unassigned');
    await reassign(ADMIN_NAME, texts.assignment(null, ADMIN_NAME, 'reassigned'));
    await page.getByLabel(lead.changeStatus).selectOption(staffApp.statuses.contacted);
    await page.getByRole('button', { name: lead.saveStatus }).click();
    await expect(page.getByRole('status').filter({ hasText: lead.statusSaved })).toBeVisible();

    // An empty note is refused on the field; two notes are added, the second with the keyboard alone.
    const note = activity.getByRole('textbox', { name: lead.note });
    await activity.getByRole('button', { name: lead.saveNote }).click();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(activity).toContainText(lead.noteEmpty);
    await note.fill('Called Mina: she wants a quote for 12 desks.');
    await activity.getByRole('button', { name: lead.saveNote }).click();
    await expect(page.getByRole('status').filter({ hasText: lead.noteSaved })).toBeVisible();
    await expect(note).toHaveValue('');
    await expect(history.getByRole('listitem').filter({ hasText: 'Called Mina' })).toBeVisible();
    await note.focus();
    await page.keyboard.type('Quote sent by e-mail.');
    await page.keyboard.press('Tab');
    await expect(activity.getByRole('button', { name: lead.saveNote })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(history.getByRole('listitem').filter({ hasText: 'Quote sent by e-mail.' })).toBeVisible();
    await expect(activity.getByRole('status')).toContainText(texts.added(1));

    // The history, newest first: both notes with author and time, then the status and owner changes, the arrival
    // last.
    const items = history.getByRole('listitem');
    const lines = await items.allInnerTexts();
    // The index of the entry one of whose lines (what happened, who and when, a note's text) is `text`.
    const indexOf = (text: string) =>
      lines.findIndex((line) => line.split('\n').some((part) => part.trim() === text));
    const reassigned = indexOf(texts.assignment(null, ADMIN_NAME, 'reassigned'));
    const contacted = indexOf(texts.status(staffApp.statuses.new, staffApp.statuses.contacted));
    const first = indexOf('Called Mina: she wants a quote for 12 desks.');
    const second = indexOf('Quote sent by e-mail.');
    expect(indexOf(texts.received('contact'))).toBe(lines.length - 1);
    expect(second).toBe(0);
    expect(first).toBe(1);
    expect(contacted).toBeGreaterThan(first);
    expect(reassigned).toBeGreaterThan(contacted);
    for (const index of [first, second]) {
      const item = items.nth(index);
      await expect(item).toContainText(texts.noteBy(ADMIN_NAME));
      await expect(item.locator('time')).toHaveAttribute(
        'datetime',
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
      );
    }
    await expect(items.nth(contacted)).toContainText(ADMIN_NAME);
    await expectNoAxeViolations(page);

    // The filter, by keyboard: the notes alone, kept in the address; All again shows every entry.
    const filter = activity.getByRole('group', { name: texts.filterLegend });
    await filter.getByRole('radio', { name: texts.filters.all }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter.getByRole('radio', { name: texts.filters.notes })).toBeChecked();
    await expect(page).toHaveURL(/[?&]activity=notes/);
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('Quote sent by e-mail.');
    await page.reload();
    await expect(
      activity
        .getByRole('group', { name: texts.filterLegend })
        .getByRole('radio', { name: texts.filters.notes }),
    ).toBeChecked();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await filter.getByRole('radio', { name: texts.filters.all }).check();
    await expect(history.getByRole('listitem').last()).toContainText(texts.received('contact'));
    await expectNoAxeViolations(page);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await photograph(page, { path: testInfo.outputPath(`lead-${width}.png`), fullPage: true });
      await photograph(activity, { path: testInfo.outputPath(`lead-activity-${width}.png`) });
    }
    await page.setViewportSize({ width: 390, height: 900 });
    await expectNoAxeViolations(page);
  });
});
