/**
 * Booking the free IT assessment inside the chat widget, end to end (decision 036): on a public page of the
 * production build, the visitor asks for the assessment, the built-in engine's reply carries the `offer-meeting`
 * action, the widget loads its booking panel and shows the next free times by Toronto day, and the booking joins
 * the chat's lead, e-mails the invitation (the e2e server's SMTP receiver keeps it) and confirms in the
 * conversation. The main e2e server's clock stands on a Saturday evening, so the first times are on Monday.
 */
import { chatWidget } from '@northline/content';
import { expect, type Page, test } from '@playwright/test';
import { queryRows, seedConsultants } from './db.ts';
import { say } from './live-kit.ts';
import { photograph } from './screenshots.ts';
import { expectNoAxeViolations } from './staff-session.ts';

const booking = chatWidget.booking;

test.beforeAll(async () => {
  await seedConsultants();
});

/** The widget's parts, found by role and name. */
function widget(page: Page) {
  const dialog = page.getByRole('dialog', { name: chatWidget.title });
  return {
    launcher: page.getByRole('button', { name: chatWidget.launcherLabel }),
    dialog,
    input: dialog.getByRole('textbox', { name: chatWidget.inputPlaceholder }),
    // The conversation's own list: the booking panel's lists of times follow it in the same region.
    messages: dialog
      .getByRole('region', { name: chatWidget.conversationLabel })
      .getByRole('list')
      .first()
      .getByRole('listitem'),
    typing: dialog.getByText(chatWidget.typing, { exact: true }),
    booking: dialog.getByRole('region', { name: booking.title }),
  };
}

/** The mail the e2e server's SMTP receiver got for `address`, once there is some (up to 15 s). */
async function mailTo(address: string): Promise<{ subject: string; raw: string }[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await queryRows<{ subject: string; raw: string }>(
      'select subject, raw from e2e_mail where $1 = any(rcpt) order by id',
      [address],
    );
    if (rows.length > 0 || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('books the free IT assessment from the chat on a public page: times by Toronto day, prefilled form, invitation', async ({
  page,
}, testInfo) => {
  const email = `morgan.ellis+${Date.now()}@example.com`;
  await page.goto('/managed-it-services');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  const chat = widget(page);
  await chat.launcher.click();
  await expect(chat.input).toBeFocused();

  await say(chat, `Hi, I am Morgan Ellis, ${email}`);
  await expect(chat.booking).toHaveCount(0);
  const reply = await say(chat, 'Can we book the free IT assessment?');
  expect(reply).toContain('right here in the chat');

  // The times, grouped by Toronto day (Monday first: the office is closed on the weekend), labelled Toronto time.
  await expect(chat.booking).toBeVisible();
  await expect(chat.booking.getByText(booking.timeZone, { exact: true })).toBeVisible();
  const days = chat.booking.getByRole('heading', { level: 4 });
  await expect(days.first()).toHaveText(/^Monday, December 2$/);
  const times = chat.booking.getByRole('listitem').getByRole('button');
  await expect(times.first()).toHaveText(/^12:00\sp\.m\.$/);
  // The times appear without taking the visitor's focus, and are announced politely.
  await expect(chat.input).toBeFocused();
  await expect(page.locator('[data-northline-chat] [aria-live="polite"]')).toHaveText(
    booking.slotsAnnouncement,
  );
  await expectNoAxeViolations(page);

  // The pointer left over the launcher would hover a time in the screenshots.
  await page.mouse.move(0, 0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await photograph(page, { path: testInfo.outputPath(`chat-booking-times-${width}.png`) });
  }

  // More times: further days, every time of each day.
  const shownDays = await days.count();
  await chat.booking.getByRole('button', { name: booking.moreTimes }).click();
  await expect.poll(() => days.count()).toBeGreaterThan(shownDays);

  // From the keyboard: the first time, then the form prefilled from the conversation.
  const first = times.first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^Monday, December 2, 12:00\sp\.m\. \(Toronto time\)$/);
  await first.focus();
  await page.keyboard.press('Enter');
  const name = chat.booking.getByRole('textbox', { name: booking.labels.name });
  await expect(name).toHaveValue('Morgan Ellis');
  await expect(chat.booking.getByRole('textbox', { name: booking.labels.email })).toHaveValue(email);
  await expect(chat.booking.getByRole('button', { name: booking.submit })).toBeFocused();
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await photograph(page, { path: testInfo.outputPath(`chat-booking-form-${width}.png`) });
  }
  await page.keyboard.press('Enter');

  // The confirmation joins the conversation; the panel goes and the focus waits in the input.
  await expect(chat.booking).toHaveCount(0, { timeout: 15_000 });
  await expect(chat.messages.last()).toContainText(
    'Your free IT assessment is booked for Monday, December 2',
  );
  await expect(chat.messages.last()).toContainText(email);
  await expect(chat.input).toBeFocused();

  // The meeting is stored on the chat's lead, at Monday 12:00 Toronto time (17:00 UTC).
  const meetings = await queryRows<{ status: string; starts_at: Date; chat_session_id: string | null }>(
    `select m.status, m.starts_at, l.chat_session_id from meeting m join lead l on l.id = m.lead_id
     where m.visitor_email = $1`,
    [email],
  );
  expect(meetings).toHaveLength(1);
  expect(meetings[0]?.status).toBe('booked');
  expect(meetings[0]?.starts_at.toISOString()).toBe('2030-12-02T17:00:00.000Z');
  expect(meetings[0]?.chat_session_id).toMatch(/^chat-/);

  // The invitation reaches the visitor with its calendar part.
  const mail = await mailTo(email);
  expect(mail.length).toBeGreaterThan(0);
  expect(mail[0]?.raw).toMatch(/Content-Type: text\/calendar;[^\r\n]*method=REQUEST/i);
  expect(mail[0]?.raw).toContain('METHOD:REQUEST');
});
