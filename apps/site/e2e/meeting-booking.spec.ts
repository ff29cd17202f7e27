/**
 * Booking the free IT assessment on the site (docs/decisions/035): the booking page without JavaScript (the API
 * renders the free times into the prerendered shell as a native form), the offer after a contact form is sent
 * (JavaScript: the next times as buttons, the booking joined to the contact request's lead), and the invitation's
 * link (`/meetings/manage/<token>`, read from the e-mail the e2e server's SMTP receiver kept): reschedule and
 * cancel without JavaScript. Without JavaScript a booking after a contact form joins that form's lead (decision
 * 042); with scripts held back, the booking form still posts natively and books once. The main e2e server's clock
 * is a Saturday evening, so the times start on Monday.
 */

import {
  contactForms,
  meetingBookedPage,
  meetingBookingPage,
  meetingFormLabels,
  meetingManagePage,
  meetingOffer,
  routePath,
} from '@northline/content';
import { SIZE_BANDS } from '@northline/schemas';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeScan } from './axe.ts';
import { queryRows } from './db.ts';
import { holdScripts, isHydrated } from './late-scripts.ts';
import { photograph } from './screenshots.ts';

/** The consultant these tests book: a bookable staff member (no password: they never sign in here). */
const CONSULTANT = { email: 'consultant.e2e@northline-it.example', name: 'Morgan Tremblay' };

/** A unique e-mail, so the visitor's rows and mails can be found. */
/**
 * Opens a day of a booking page's list of days by its summary, as a visitor does before choosing one of its times:
 * the `index`th day, or the day named `label`.
 */
async function openDay(page: Page, day: number | string): Promise<void> {
  const summaries = page.locator('details.mb-date > summary');
  await (typeof day === 'number' ? summaries.nth(day) : summaries.filter({ hasText: day })).click();
}

function uniqueEmail(tag: string): string {
  return `sam.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@harbourfront.example`;
}

/**
 * Fills the contact page's form (`contactForms.contact`) as Sam Okafor of Harbourfront Legal at `email`: the
 * smallest company size, a request for an assessment.
 */
async function fillContactForm(form: Locator, email: string): Promise<void> {
  const { labels, sizeBands } = contactForms.contact;
  await form.getByLabel(labels.firstName, { exact: true }).fill('Sam');
  await form.getByLabel(labels.lastName, { exact: true }).fill('Okafor');
  await form.getByLabel(labels.email, { exact: true }).fill(email);
  await form.getByLabel(labels.phone, { exact: true }).fill('905-555-0123');
  await form.getByLabel(labels.company, { exact: true }).fill('Harbourfront Legal');
  await form.getByLabel(labels.employees, { exact: true }).selectOption(SIZE_BANDS[sizeBands][0] ?? '');
  await form.getByLabel(labels.message, { exact: true }).fill('We would like an assessment.');
}

/** Fails with the list of axe violations of the page, if any. */
async function expectNoAxeViolations(page: Page) {
  const axe = await axeScan(page).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * The manage link of the newest invitation e-mailed to `email`, once the outbox sent it: read from the message as
 * sent (quoted-printable soft breaks undone, or base64 parts decoded).
 */
async function manageLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const rows = await queryRows<{ raw: string }>(
          'select raw from e2e_mail where $1 = any(rcpt) order by id desc',
          [email],
        );
        for (const row of rows) {
          const plain = row.raw.replace(/=\r?\n/g, '');
          const decoded = [
            plain,
            ...[...row.raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((match) =>
              Buffer.from((match[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'),
            ),
          ].join('\n');
          link = /\/meetings\/manage\/([0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43})/.exec(decoded)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link as string;
}

test.beforeAll(async () => {
  // Idempotent and safe when both workers run it.
  await queryRows(
    `insert into staff_user (id, email, name, role, password_hash, created_at)
     values (gen_random_uuid(), $1, $2, 'sales', 'not-a-password-hash', now()) on conflict (email) do nothing`,
    [CONSULTANT.email, CONSULTANT.name],
  );
  await queryRows(
    `insert into consultant (staff_user_id, bookable, updated_at)
     select id, true, now() from staff_user where email = $1 on conflict (staff_user_id) do nothing`,
    [CONSULTANT.email],
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('books from the thank-you page’s link: a native form of the free times, then the confirmation page', async ({
    page,
  }) => {
    await page.goto('/thank-you/contact');
    await expect(page.getByRole('heading', { name: meetingOffer.title })).toBeVisible();
    await page.getByRole('link', { name: meetingOffer.link }).click();
    await expect(page).toHaveURL(/\/book-assessment$/);
    await expect(page.getByRole('heading', { level: 1, name: meetingBookingPage.title })).toBeVisible();

    // A day is a group named by its legend; the second day's first time (the other tests take other days).
    const days = page.locator('fieldset.mb-day');
    await expect(days.first()).toBeVisible();
    const day = days.nth(1);
    const dayName = (await day.locator('legend').textContent()) ?? '';
    const slot = page.getByRole('group', { name: dayName }).getByRole('radio').first();
    // Days first: the first day is open, the others show their number of times until opened.
    await expect(page.getByRole('group', { name: dayName })).toBeHidden();
    await openDay(page, 1);
    const start = await slot.getAttribute('value');
    await slot.check();

    // An e-mail the browser accepts but the API does not: 400, the message, the typed name kept, the time still
    // chosen.
    await page.getByLabel(meetingFormLabels.name).fill('Sam Okafor');
    await page.getByLabel(meetingFormLabels.email).fill('sam@localhost');
    const invalid = page.waitForResponse((response) => response.url().endsWith('/api/meetings'));
    await page.getByRole('button', { name: meetingBookingPage.submit }).click();
    expect((await invalid).status()).toBe(400);
    await expect(
      page.getByRole('heading', { level: 1, name: meetingBookingPage.invalidTitle }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(meetingFormLabels.email);
    await expect(page.getByLabel(meetingFormLabels.name)).toHaveValue('Sam Okafor');
    await expect(page.locator(`input[value="${start}"]`)).toBeChecked();

    const email = uniqueEmail('nojs');
    await page.getByLabel(meetingFormLabels.email).fill(email);
    await page.getByLabel(meetingFormLabels.company).fill('Harbourfront Legal');
    await page.getByRole('button', { name: meetingBookingPage.submit }).click();
    await expect(page).toHaveURL(/\/book-assessment\/booked$/);
    await expect(page.getByRole('heading', { level: 1, name: meetingBookedPage.title })).toBeVisible();

    const rows = await queryRows<{ starts_at: Date; source: string; company: string }>(
      `select m.starts_at, c.source, c.company from meeting m join lead l on l.id = m.lead_id
       join contact_request c on c.id = l.contact_request_id where c.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.starts_at.toISOString()).toBe(start);
    expect(rows[0]).toMatchObject({ source: 'meeting-booking', company: 'Harbourfront Legal' });
  });

  test('after a contact form sent without JavaScript, books on that lead with its name and e-mail filled in', async ({
    page,
    context,
  }) => {
    const config = contactForms.contact;
    const landing = `${routePath(config.route)}?utm_source=newsletter`;
    await page.goto(landing);
    const form = page.locator(`#${config.anchorId} form`);
    const email = uniqueEmail('nojs-lead');
    await fillContactForm(form, email);
    const sent = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/contact' && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: config.submitLabel }).click();
    expect((await sent).status()).toBe(303);
    await expect(page).toHaveURL(/\/thank-you\/contact$/);

    // The reference is an HttpOnly cookie of the booking page that holds nothing personal; no URL carries it.
    const reference = (await context.cookies()).find((cookie) => cookie.name === 'nl_booking_ref');
    expect(reference).toMatchObject({ path: '/book-assessment', httpOnly: true, sameSite: 'Lax' });
    for (const secret of ['Sam', 'Okafor', email, encodeURIComponent(email)]) {
      expect(reference?.value).not.toContain(secret);
    }

    await page.getByRole('link', { name: meetingOffer.link }).click();
    await expect(page).toHaveURL(/\/book-assessment$/);
    await expect(page.getByLabel(meetingFormLabels.name)).toHaveValue('Sam Okafor');
    await expect(page.getByLabel(meetingFormLabels.email)).toHaveValue(email);
    // The third day's last time (the other tests take first times).
    await openDay(page, 2);
    const slot = page.locator('fieldset.mb-day').nth(2).getByRole('radio').last();
    const start = await slot.getAttribute('value');
    await slot.check();
    await page.getByRole('button', { name: meetingBookingPage.submit }).click();
    await expect(page).toHaveURL(/\/book-assessment\/booked$/);
    await expect(page.getByRole('heading', { level: 1, name: meetingBookedPage.title })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'nl_booking_ref')).toBe(false);

    // One contact request, its one lead, the meeting on it with the contact form's attribution.
    const rows = await queryRows<{
      source: string;
      starts_at: Date;
      meeting_landing: string | null;
      lead_landing: string | null;
      requests: number;
      leads: number;
    }>(
      `select c.source, m.starts_at, m.landing_page as meeting_landing, c.landing_page as lead_landing,
         (select count(*)::int from contact_request where email = $1) as requests,
         (select count(*)::int from lead where contact_request_id = c.id) as leads
       from meeting m join lead l on l.id = m.lead_id join contact_request c on c.id = l.contact_request_id
       where c.email = $1`,
      [email],
    );
    expect(rows.map((row) => ({ ...row, starts_at: row.starts_at.toISOString() }))).toEqual([
      {
        source: config.source,
        starts_at: start,
        meeting_landing: landing,
        lead_landing: landing,
        requests: 1,
        leads: 1,
      },
    ]);
  });

  test('reschedules and cancels through the invitation’s link', async ({ page, request }) => {
    // Booked through the API on the third day with free times.
    const slots = await (await request.get('/api/meetings/slots?days=5')).json();
    const start = slots.days[2].slots[0].start as string;
    const email = uniqueEmail('manage');
    const booked = await request.post('/api/meetings', { data: { start, name: 'Sam Okafor', email } });
    expect(booked.status()).toBe(201);
    const link = await manageLinkFor(email);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: meetingManagePage.title })).toBeVisible();
    await expect(page.getByText(slots.days[2].label, { exact: false }).first()).toBeVisible();
    // Days first: on a phone the list of days and the button to move the meeting come before any long list.
    const move = await page.getByRole('button', { name: meetingManagePage.rescheduleSubmit }).boundingBox();
    expect(move?.y).toBeLessThan(2 * 844);
    await photograph(page, { path: test.info().outputPath('manage-390.png'), fullPage: true });
    // The page names the consultant the booking went to (every active member is bookable) by first name only.
    const [consultant] = await queryRows<{ name: string }>(
      `select u.name from meeting m join staff_user u on u.id = m.consultant_staff_user_id
       where lower(m.visitor_email) = lower($1)`,
      [email],
    );
    const [firstName = '', ...lastNames] = (consultant?.name ?? '').split(' ');
    expect(firstName).not.toBe('');
    await expect(page.locator('.mb-meeting')).toContainText(firstName);
    if (lastNames.length > 0)
      await expect(page.locator('.mb-meeting')).not.toContainText(lastNames.join(' '));

    // Move it to the fourth day's first time.
    await openDay(page, slots.days[3].label);
    const fourth = page.getByRole('group', { name: slots.days[3].label }).getByRole('radio').first();
    const moved = await fourth.getAttribute('value');
    await fourth.check();
    await page.getByRole('button', { name: meetingManagePage.rescheduleSubmit }).click();
    await expect(page).toHaveURL(/\/meetings\/manage\/[^/]+\.1\.[^/]+\?changed=rescheduled$/);
    await expect(page.getByRole('status')).toContainText(meetingManagePage.rescheduled);
    const newLink = new URL(page.url()).pathname;
    const [row] = await queryRows<{ starts_at: Date; sequence: number }>(
      `select m.starts_at, m.sequence from meeting m join lead l on l.id = m.lead_id
       join contact_request c on c.id = l.contact_request_id where c.email = $1`,
      [email],
    );
    expect(row?.starts_at.toISOString()).toBe(moved);

    // The old link no longer works: 409 with the API's message.
    const old = await page.goto(link);
    expect(old?.status()).toBe(409);
    await expect(
      page.getByRole('heading', { level: 1, name: meetingManagePage.linkOutdatedTitle }),
    ).toBeVisible();

    // Cancel: a confirmation step, then the cancelled meeting.
    await page.goto(newLink);
    await page.getByRole('link', { name: meetingManagePage.cancelStart }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: meetingManagePage.cancelConfirmTitle }),
    ).toBeVisible();
    await page.getByRole('button', { name: meetingManagePage.cancelConfirm }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: meetingManagePage.cancelledTitle }),
    ).toBeVisible();
    const [cancelled] = await queryRows<{ status: string }>(
      `select m.status from meeting m join lead l on l.id = m.lead_id
       join contact_request c on c.id = l.contact_request_id where c.email = $1`,
      [email],
    );
    expect(cancelled?.status).toBe('cancelled');

    // A link that was never issued.
    const unknown = await page.goto(
      '/meetings/manage/00000000-0000-4000-8000-000000000000.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(unknown?.status()).toBe(404);
    expect(unknown?.headers()['cache-control']).toBe('no-store');
    await expect(
      page.getByRole('heading', { level: 1, name: meetingManagePage.linkInvalidTitle }),
    ).toBeVisible();
  });
});

test.describe('while the scripts are still on their way', () => {
  test('the booking form posts natively and books once: nothing is lost', async ({ page }) => {
    const navigations: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest())
        navigations.push({ url: response.url(), status: response.status() });
    });
    // Every script (the shell's islands and what loads on demand) is held until the visitor has clicked.
    const { release } = await holdScripts(page);
    await page.goto('/book-assessment', { waitUntil: 'domcontentloaded' });

    // The fourth day's last time (the other tests take first times).
    await openDay(page, 3);
    const slot = page.locator('fieldset.mb-day').nth(3).getByRole('radio').last();
    const start = await slot.getAttribute('value');
    await slot.check();
    const email = uniqueEmail('late-scripts');
    await page.getByLabel(meetingFormLabels.name).fill('Sam Okafor');
    await page.getByLabel(meetingFormLabels.email).fill(email);
    expect(await isHydrated(page)).toBe(false);
    await page.getByRole('button', { name: meetingBookingPage.submit }).click();
    release();

    await expect(page).toHaveURL(/\/book-assessment\/booked$/);
    await expect(page.getByRole('heading', { level: 1, name: meetingBookedPage.title })).toBeVisible();
    const booked = async () =>
      (
        await queryRows<{ starts_at: Date }>(
          'select starts_at from meeting where visitor_email = $1 and status = $2',
          [email, 'booked'],
        )
      ).map((row) => row.starts_at.toISOString());
    expect(await booked()).toEqual([start]);
    // The confirmation page's own scripts arrive too: nothing books again meanwhile.
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    expect(await booked()).toEqual([start]);
    expect(navigations.filter((answer) => answer.status >= 400)).toEqual([]);
  });
});

test('after the contact form is sent, books one of the offered times with the details just typed', async ({
  page,
}) => {
  const config = contactForms.contact;
  await page.goto(routePath(config.route));
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const form = page.locator(`#${config.anchorId} form`);
  const email = uniqueEmail('offer');
  await fillContactForm(form, email);
  await form.getByRole('button', { name: config.submitLabel }).click();

  const offer = page.getByRole('region', { name: meetingOffer.title });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: meetingOffer.link })).toHaveAttribute(
    'href',
    '/book-assessment',
  );
  // The last offered time (the thank-you page's test follows the first one).
  const chosen = offer.getByRole('list').getByRole('button').last();
  await expect(chosen).toBeVisible();
  const chosenText = (await chosen.getAttribute('aria-label')) ?? '';
  await chosen.click();

  const confirm = page.getByRole('form', { name: meetingOffer.confirmTitle(chosenText) });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByLabel(meetingFormLabels.name)).toHaveValue('Sam Okafor');
  await expect(confirm.getByLabel(meetingFormLabels.email)).toHaveValue(email);
  // Nothing the visitor typed goes into the address bar.
  expect(page.url()).not.toContain('Okafor');
  expect(page.url()).not.toContain(encodeURIComponent(email));
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/meetings'));
  await confirm.getByRole('button', { name: meetingOffer.confirm }).click();
  const body = (await request).postDataJSON();
  expect(body).toMatchObject({
    name: 'Sam Okafor',
    email,
    company: 'Harbourfront Legal',
    contactRequestId: expect.any(String),
    attribution: { landingPage: routePath(config.route) },
  });

  const booked = page.getByRole('region', { name: meetingOffer.doneTitle });
  await expect(booked).toBeVisible();
  await expect(booked.getByRole('status')).toContainText('Your free IT assessment is booked for');
  await expectNoAxeViolations(page);

  // The booking joined the contact request's lead: one lead, with the contact form's source.
  const rows = await queryRows<{ source: string; leads: number }>(
    `select c.source, (select count(*)::int from lead where contact_request_id = c.id) as leads
     from meeting m join lead l on l.id = m.lead_id join contact_request c on c.id = l.contact_request_id
     where c.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ source: config.source, leads: 1 }]);
});

test('the thank-you page offers the next free times as links to the booking page (JavaScript)', async ({
  page,
}) => {
  await page.goto('/thank-you/contact');
  const offer = page.getByRole('region', { name: meetingOffer.title });
  const first = offer.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/book-assessment\?start=/);
  const href = (await first.getAttribute('href')) ?? '';
  await expectNoAxeViolations(page);
  await first.click();
  await expect(page).toHaveURL(/\/book-assessment\?start=/);
  const start = decodeURIComponent(href.split('start=')[1] ?? '');
  await expect(page.locator(`input[type="radio"][value="${start}"]`)).toBeChecked();
});

test('the booking pages have no axe violations: the form, its 400 answer, the confirmation, the manage link', async ({
  page,
  request,
}) => {
  // The form posts natively with JavaScript on too: the pages are the API's.
  await page.goto('/book-assessment');
  await expect(page.getByRole('heading', { level: 1, name: meetingBookingPage.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await openDay(page, 4);
  await page.locator('fieldset.mb-day').nth(4).getByRole('radio').first().check();
  await page.getByLabel(meetingFormLabels.name).fill('Sam Okafor');
  await page.getByLabel(meetingFormLabels.email).fill('sam@localhost');
  await page.getByRole('button', { name: meetingBookingPage.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: meetingBookingPage.invalidTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/book-assessment/booked');
  await expect(page.getByRole('heading', { level: 1, name: meetingBookedPage.title })).toBeVisible();
  await expectNoAxeViolations(page);

  const slots = await (await request.get('/api/meetings/slots?days=7')).json();
  const email = uniqueEmail('axe');
  const start = slots.days[5].slots[0].start as string;
  expect((await request.post('/api/meetings', { data: { start, name: 'Sam Okafor', email } })).status()).toBe(
    201,
  );
  const link = await manageLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: meetingManagePage.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${link}?step=cancel`);
  await expect(
    page.getByRole('heading', { level: 1, name: meetingManagePage.cancelConfirmTitle }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const unknown = await page.goto('/meetings/manage/00000000-0000-4000-8000-000000000000.0.x');
  expect(unknown?.status()).toBe(404);
  await expectNoAxeViolations(page);
});
