/**
 * The lead page's HubSpot line end to end, on the e2e server whose sync is on against the local HubSpot server
 * (E2E_HUBSPOT_PORT; decisions 097 and 101): a lead whose sync the worker gave up shows why in words and a button
 * that sends it again; axe finds nothing at 390 px and 1280 px; pressing it announces the retry, and the one worker
 * syncs the lead, so the line then tells since when HubSpot holds it.
 */
import { staffApp } from '@northline/content';
import { expect, test } from '@playwright/test';
import { queryRows } from './db.ts';
import { E2E_HUBSPOT_BASE_URL, E2E_HUBSPOT_PORT } from './env.ts';
import { createStaffAccount, expectNoAxeViolations, signIn } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SALES_EMAIL = `crm.${tag}@northline-it.example`;
const copy = staffApp.lead.crm;
const FAILED_LINE = copy.failed(copy.reasons.refused);

test.use({ baseURL: E2E_HUBSPOT_BASE_URL });

/** A contact lead whose HubSpot sync failed for good (HubSpot refused it: `hubspot 400`); its id. */
async function leadWithFailedSync(): Promise<string> {
  const [request] = await queryRows<{ id: string }>(
    `insert into contact_request (id, first_name, last_name, email, phone, company, employees, source, submitted_at,
       spam)
     values (gen_random_uuid(), 'Hana', 'Hubspot', $1, '416-555-0163', 'Harbour Dental', '11-50', 'contact', now(),
       false) returning id`,
    [`hana.${tag}@harbourdental.example`],
    E2E_HUBSPOT_PORT,
  );
  const [lead] = await queryRows<{ id: string }>(
    `insert into lead (id, kind, contact_request_id, occurred_at, quality, spam, status)
     values (gen_random_uuid(), 'contact', $1, now(), 'warm', false, 'new') returning id`,
    [request?.id],
    E2E_HUBSPOT_PORT,
  );
  await queryRows(
    `insert into delivery (id, channel, topic, lead_id, urgent, status, attempts, next_attempt_at, created_at,
       failed_at, last_error)
     values (gen_random_uuid(), 'crm', 'crm.sync', $1, false, 'failed', 10, now(), now(), now(), 'hubspot 400')`,
    [lead?.id],
    E2E_HUBSPOT_PORT,
  );
  return lead?.id as string;
}

test.beforeAll(() => createStaffAccount(SALES_EMAIL, 'sales', { port: E2E_HUBSPOT_PORT }));

test('a failed sync says why, offers a retry, and the retry brings the lead to HubSpot', async ({ page }) => {
  const leadId = await leadWithFailedSync();
  await signIn(page, SALES_EMAIL);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/staff/leads/${leadId}`);
    await expect(page.getByText(FAILED_LINE)).toBeVisible();
    const retry = page.getByRole('button', { name: copy.retry });
    await expect(retry).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await page.getByRole('button', { name: copy.retry }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.retried })).toBeVisible();
  const [event] = await queryRows<{ n: string }>(
    `select count(*) as n from domain_event where lead_id = $1 and type = 'crm.sync_requested'`,
    [leadId],
    E2E_HUBSPOT_PORT,
  );
  expect(event?.n).toBe('1');
  // The worker syncs it: the page tells since when HubSpot holds the contact, and offers no retry.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^In HubSpot since .+, contact\.$/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: copy.retry })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
