/**
 * The consultant sees the person, end to end on the live hand-off's e2e server (its office open): the tab title
 * names who waits; the team's saved replies are added on their page and inserted into the reply box with `/` and
 * the keyboard, and with the button and the mouse, then sent to the visitor; the *Live chats* page says who the
 * waiting chat is offered to and has the chime's switch, the member's own: the choice made in one browser is the
 * one a fresh browser signed in as the same member shows. Axe finds nothing at 390 and 1280 px on each of these
 * views, the picker open; screenshots of each are written to the test's output folder.
 */
import { chatWidget, staffLive, staffSavedReplies } from '@northline/content';
import { expect, type Page, test } from '@playwright/test';
import { E2E_LIVE_BASE_URL, E2E_LIVE_PORT } from './env.ts';
import { chatPath, consultantPage, openChat, send, sessionIdOf } from './live-kit.ts';
import { photograph } from './screenshots.ts';
import { createStaffAccount, expectNoAxeViolations } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONSULTANT = { email: `lee.${tag}@northline-it.example`, name: 'Lee Park' };
const copy = staffSavedReplies;
const TITLE = `Pricing ${tag}`;
const BODY = 'Managed IT is $99 per user a month, with no setup fee.';

/** Axe at both widths, and a full-page screenshot of each into the test's output folder when screenshots are kept. */
async function checkBothWidths(page: Page, name: string, outputPath: (file: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await photograph(page, { path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe('saved replies and the waiting chat (office open)', () => {
  test.use({ baseURL: E2E_LIVE_BASE_URL });
  test.beforeAll(async () => {
    await createStaffAccount(CONSULTANT.email, 'sales', { name: CONSULTANT.name, port: E2E_LIVE_PORT });
  });

  test('a saved reply is added, inserted with / and Enter or with a click, edited and sent', async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const out = (file: string) => testInfo.outputPath(file);
    // The consultant's staff app is open before the visitor asks: they are present (decision 082).
    const staff = await consultantPage(browser, CONSULTANT.email);
    const chat = await openChat(page, E2E_LIVE_BASE_URL, '/managed-it-services');
    await send(chat, 'Our office server is down and nobody can log in. Can I talk to a person?');
    await expect(chat.dialog.getByTestId('handoff-status')).toContainText(chatWidget.live.connecting);
    const sessionId = await sessionIdOf(page);

    // The tab names who waits longest (this chat or another test's).
    await expect(staff).toHaveTitle(/^\(\d+\) Waiting: .+ \| /);

    // The live chats page: the chime's switch, on by default.
    await staff.goto('/staff/live');
    const sound = staff.getByRole('checkbox', { name: staffLive.sound.label });
    await expect(sound).toBeChecked();
    // The waiting chat is offered to the members present: this consultant has the staff app open.
    await expect(staff.getByText(/^Offered to .*\bLee P\./).first()).toBeVisible();
    await checkBothWidths(staff, 'staff-live-sound', out);

    // The switch is the member's: turned off here, it is off in a fresh browser signed in as the same member.
    await staff.setViewportSize({ width: 1280, height: 900 });
    const saved = (page: Page) =>
      page.waitForResponse((response) => response.url().includes('staff.settings.setWaitingSound'));
    const turnedOff = saved(staff);
    await sound.uncheck();
    expect((await turnedOff).ok()).toBe(true);
    const elsewhere = await consultantPage(browser, CONSULTANT.email);
    await elsewhere.goto('/staff/live');
    const soundElsewhere = elsewhere.getByRole('checkbox', { name: staffLive.sound.label });
    await expect(soundElsewhere).not.toBeChecked();
    // Turned on again there, it is on here once the page reads the member again.
    const turnedOn = saved(elsewhere);
    await soundElsewhere.check();
    expect((await turnedOn).ok()).toBe(true);
    await elsewhere.context().close();
    await staff.reload();
    await expect(sound).toBeChecked();

    // The saved replies page: add one.
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.getByRole('link', { name: copy.nav.label }).click();
    await expect(staff.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await staff.getByRole('button', { name: copy.add.submit }).click();
    await expect(staff.getByText('Give the reply a title')).toBeVisible();
    await staff.getByRole('textbox', { name: copy.add.title }).fill(TITLE);
    await staff.getByRole('textbox', { name: copy.add.body }).fill(BODY);
    await staff.getByRole('button', { name: copy.add.submit }).click();
    await expect(staff.getByRole('status').filter({ hasText: copy.add.added(TITLE) })).toBeVisible();
    await expect(staff.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
    await checkBothWidths(staff, 'staff-saved-replies', out);

    // The conversation: claim it, then / and the keyboard.
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.goto(await chatPath(sessionId));
    await staff.getByRole('button', { name: staffLive.chat.claim }).click();
    const reply = staff.getByRole('textbox', { name: staffLive.chat.reply });
    await expect(reply).toBeFocused();
    await reply.pressSequentially(`/${tag}`);
    const listbox = staff.getByRole('listbox', { name: copy.picker.label });
    await expect(listbox.getByRole('option')).toHaveCount(1);
    await expect(listbox.getByRole('option', { name: new RegExp(TITLE) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await checkBothWidths(staff, 'staff-reply-picker', out);
    await reply.press('Enter');
    await expect(reply).toHaveValue(BODY);
    await expect(listbox).toBeHidden();
    await reply.press('End');
    await reply.pressSequentially(' For 25 people that is $2,475.');
    await reply.press('Enter');
    await expect(chat.messages.filter({ hasText: 'For 25 people that is $2,475.' })).toHaveCount(1, {
      timeout: 15_000,
    });

    // The button and the mouse: the reply goes after what was typed.
    await reply.fill('Hello again.');
    await staff.getByRole('button', { name: copy.picker.open }).click();
    await listbox.getByRole('option', { name: new RegExp(TITLE) }).click();
    await expect(reply).toHaveValue(`Hello again. ${BODY}`);
    await expect(reply).toBeFocused();

    // The reply is deleted again after asking.
    await staff.goto('/staff/saved-replies');
    await staff.getByRole('button', { name: copy.list.deleteLabel(TITLE) }).click();
    await staff.getByRole('button', { name: copy.list.confirmYes }).click();
    await expect(staff.getByRole('heading', { level: 3, name: TITLE })).toHaveCount(0);
    await staff.context().close();
  });
});
