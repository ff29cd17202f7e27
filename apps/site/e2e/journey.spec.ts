/**
 * The journey across the parts, as the people in it see it, in two browser contexts on the live hand-off's server
 * (its clock a Tuesday at 10:40 in Toronto): a dental clinic in Mississauga asks the assistant on a phone, asks for a
 * person and keeps getting answers while one is awaited; a consultant signed in on a desktop (a fresh sales account,
 * bookable without touching a setting) claims the chat, offers times with one control, and the visitor books in the
 * live chat without it being released; the invitation and the consultant's e-mail are read back with an independent
 * iCalendar parser (node-ical), and the visitor moves the meeting from the link. Then a visitor typing fast during a
 * live chat, both browsers' CPUs slowed fourfold: every message reaches the consultant once, in order.
 */
import { chatWidget, liveChatMessages, meetingManagePage, staffLive } from '@northline/content';
import { calendarPart } from '@northline/test-setup/calendar-mail';
import { expect, test } from '@playwright/test';
import ical from 'node-ical';
import { queryRows } from './db.ts';
import { E2E_LIVE_BASE_URL, E2E_LIVE_PORT } from './env.ts';
import { chatPath, consultantPage, openChat, say, send, sessionIdOf, widget } from './live-kit.ts';
import { photograph } from './screenshots.ts';
import { createStaffAccount, expectNoAxeViolations } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONSULTANT = { email: `dana.journey.${tag}@northline-it.example`, name: 'Dana Reyes' };
const live = chatWidget.live;
const booking = chatWidget.booking;

/** The raw e-mails the live server's SMTP receiver got for `rcpt`, oldest first. */
async function mailsTo(rcpt: string): Promise<{ subject: string; raw: string }[]> {
  return queryRows<{ subject: string; raw: string }>(
    'select subject, raw from e2e_mail where $1 = any(rcpt) order by id',
    [rcpt],
    E2E_LIVE_PORT,
  );
}

/** The one VEVENT of the invitation a raw e-mail carries as node-ical reads it, and the calendar's METHOD. */
function eventOf(raw: string) {
  const { text, method } = calendarPart(raw);
  const components = Object.values(ical.sync.parseICS(text)) as {
    type?: string;
    uid?: string;
    sequence?: string;
    start?: Date & { tz?: string };
  }[];
  const event = components.find((component) => component.type === 'VEVENT');
  expect(event).toBeDefined();
  return { method, ...event };
}

/** The text of a quoted-printable e-mail with its soft line breaks joined. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

test.describe('the journey from first question to booked meeting (live server)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: E2E_LIVE_BASE_URL });
  test.beforeAll(async () => {
    // A fresh sales account: nobody ticks "Visitors can book me" (booking is on by default).
    await createStaffAccount(CONSULTANT.email, 'sales', { name: CONSULTANT.name, port: E2E_LIVE_PORT });
  });

  test('a dental clinic asks, waits with answers, is claimed, books in the live chat and moves the meeting', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The consultant is signed in on a desktop: present, so the chat's promise is a person.
    const staff = await consultantPage(browser, CONSULTANT.email);

    const phone = await browser.newContext({
      baseURL: E2E_LIVE_BASE_URL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    const chat = await openChat(page, E2E_LIVE_BASE_URL, '/healthcare-it-services');
    const email = `office.${tag}@brightsmiles.example`;
    await say(chat, `Hi, I'm Priya from Bright Smiles Dental, ${email}. We are 25 people in Mississauga.`);
    await say(chat, 'Our server keeps crashing and the front desk cannot book patients.');

    // Asking for a person: the header says the state, the reply says what to expect, once.
    await send(chat, 'Can I talk to a person please?');
    await expect(chat.dialog.getByText(live.waitingLine as string, { exact: true })).toBeVisible();
    await expect(chat.dialog.getByText(/usually answers within/)).toHaveCount(1);
    // The assistant keeps answering while the consultant is awaited.
    await send(chat, 'How much would managed IT cost for 25 people?');
    await expect(chat.messages.filter({ hasText: 'While a consultant joins:' })).toHaveCount(1, {
      timeout: 15_000,
    });
    await photograph(page, { path: testInfo.outputPath('visitor-waiting-390.png') });

    // The consultant sees who waits, in their own words, and claims the chat.
    await staff.goto('/staff/live');
    const card = staff
      .getByRole('listitem')
      .filter({ hasText: 'How much would managed IT cost for 25 people?' });
    await expect(card).toBeVisible({ timeout: 15_000 });
    const sessionId = await sessionIdOf(page);
    await staff.goto(await chatPath(sessionId));
    await staff.getByRole('button', { name: staffLive.chat.claim }).click();
    await expect(staff.getByRole('status').filter({ hasText: staffLive.chat.claimed })).toBeVisible();
    await expect(chat.dialog.getByText('Dana is here', { exact: false })).toBeVisible({ timeout: 15_000 });

    // One control offers times, said once on both sides; the visitor books in the live chat, which stays live.
    await staff.getByRole('button', { name: staffLive.chat.offerTimes }).click();
    await expect(staff.getByRole('log')).toContainText(liveChatMessages.offerTimes);
    await expect(chat.messages.filter({ hasText: liveChatMessages.offerTimes })).toHaveCount(1, {
      timeout: 15_000,
    });
    const panel = chat.dialog.getByRole('region', { name: booking.title });
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('listitem').getByRole('button').first().click();
    await expect(panel.getByRole('textbox', { name: booking.labels.email })).toHaveValue(email);
    await panel.getByRole('textbox', { name: booking.labels.name }).fill('Priya Shah');
    await panel.getByRole('button', { name: booking.submit }).click();
    await expect(panel).toBeHidden({ timeout: 15_000 });
    await expect(chat.messages.filter({ hasText: 'Your free IT assessment is booked for' })).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(chat.dialog.getByText('Dana is here', { exact: false })).toBeVisible();
    await expect(staff.getByRole('log')).toContainText('Your free IT assessment is booked for', {
      timeout: 15_000,
    });
    await expect(staff.getByRole('textbox', { name: staffLive.chat.reply })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoAxeViolations(staff);
    await photograph(page, { path: testInfo.outputPath('visitor-booked-live-390.png') });
    await photograph(staff, { path: testInfo.outputPath('consultant-booked-live-1280.png'), fullPage: true });

    // The record: the lead's status follows the journey.
    const [lead] = await queryRows<{ id: string; status: string }>(
      'select id, status from lead where chat_session_id = $1',
      [sessionId],
      E2E_LIVE_PORT,
    );
    expect(lead?.status).toBe('meeting_booked');

    // The invitation, read back by node-ical; the consultant's copy names the company and links the lead.
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [invitation] = await mailsTo(email);
    const request = eventOf(invitation?.raw ?? '');
    expect(request.method).toBe('REQUEST');
    expect(Number(request.sequence)).toBe(0);
    expect(request.start?.tz).toBe('America/Toronto');
    expect(invitation?.raw).toMatch(
      new RegExp(`^Reply-To: .*${CONSULTANT.email.replace(/\./g, '\\.')}`, 'mi'),
    );
    await expect
      .poll(async () => (await mailsTo(CONSULTANT.email)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const consultantMail = plain((await mailsTo(CONSULTANT.email)).at(-1)?.raw ?? '');
    expect(consultantMail).toContain('Bright Smiles Dental');
    expect(consultantMail).toContain(`/staff/leads/${lead?.id}`);

    // The visitor moves the meeting from the link: the update keeps the UID with SEQUENCE 1.
    const manage = /\/meetings\/manage\/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}/.exec(
      plain(invitation?.raw ?? ''),
    )?.[0];
    expect(manage).toBeDefined();
    // The link opens from the e-mail in a tab of its own.
    const manageTab = await phone.newPage();
    await manageTab.goto(manage ?? '/');
    // The days first: open the second day, then take its first time.
    const secondDay = manageTab.locator('details.mb-date > summary').nth(1);
    await expect(secondDay).toBeVisible();
    await secondDay.click();
    await manageTab.locator('fieldset.mb-day').nth(1).getByRole('radio').first().check();
    await manageTab.getByRole('button', { name: meetingManagePage.rescheduleSubmit }).click();
    await expect(manageTab.getByRole('status')).toContainText(meetingManagePage.rescheduled);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBeGreaterThan(1);
    const update = eventOf((await mailsTo(email)).at(-1)?.raw ?? '');
    expect(update.uid).toBe(request.uid);
    expect(Number(update.sequence)).toBe(1);
    await photograph(manageTab, { path: testInfo.outputPath('visitor-moved-390.png'), fullPage: true });
    await phone.close();
    await staff.context().close();
  });

  test('a visitor typing fast during a live chat: every message reaches the consultant once, in order', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const staff = await consultantPage(browser, CONSULTANT.email);
    // Both people on slow machines (Chromium's CPU throttling, four times slower), as under a loaded CI runner:
    // each message's answer lands later, so most Enters come while the one before is still on its way.
    for (const slowed of [page, staff]) {
      const cdp = await slowed.context().newCDPSession(slowed);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const chat = await openChat(page, E2E_LIVE_BASE_URL);
    await send(chat, `Hi, this is Omar ${tag}. Can I talk to a person?`);
    await expect(chat.dialog.getByText(live.waitingLine as string, { exact: true })).toBeVisible();
    const sessionId = await sessionIdOf(page);
    await staff.goto(await chatPath(sessionId));
    await staff.getByRole('button', { name: staffLive.chat.claim }).click();
    await expect(chat.dialog.getByText('Dana is here', { exact: false })).toBeVisible({ timeout: 15_000 });

    // Twelve messages (under the live chat's 30 a minute) as fast as a person can type and press Enter; the
    // input empties on each Enter, so nothing typed waits there to be joined to the next line.
    const words = [
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
    ];
    const lines = words.map((word) => `fast ${word} ${tag}`);
    for (const line of lines) {
      await send(widget(page), line);
      await expect(chat.input).toHaveValue('');
    }
    const log = staff.getByRole('log');
    await expect(log).toContainText(lines.at(-1) ?? '', { timeout: 20_000 });
    const text = (await log.textContent()) ?? '';
    const positions = lines.map((line) => text.indexOf(line));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const line of lines) {
      // Each line ends with the run's tag, so no line contains another: two parts mean it appears once.
      expect(text.split(line)).toHaveLength(2);
      await expect(chat.messages.filter({ hasText: line })).toHaveCount(1);
    }
    // Nothing left undelivered on the visitor's side.
    const retryPrefix = chatWidget.delivery.retryLabel.replace('{message}', '');
    await expect(chat.dialog.getByRole('button', { name: retryPrefix, exact: false })).toHaveCount(0);
    await staff.context().close();
  });
});
