/**
 * The walk of one page's contact form, in the browser, on its page already loaded and hydrated (routes.spec.ts
 * walks the form of each route that has one): submitted empty (its exact messages under the fields, and no axe
 * violations in the form), then failed (the API answers 503 once: its failure toast, and the values kept where the
 * form keeps them), then sent and stored (the payload with its source, the lead-capture fields and an idempotency
 * key; the success toast; the row in PostgreSQL).
 */
import type { ContactFormConfig } from '@northline/content';
import { routePath } from '@northline/content';
import { SIZE_BANDS } from '@northline/schemas';
import { expect, type Page } from '@playwright/test';
import { formMessages } from '../app/lib/form-messages.ts';
import { axeScan } from './axe.ts';
import { queryRows } from './db.ts';
import { expectToast } from './toast.ts';

/** An Idempotency-Key as the forms make them (a random UUID). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A lead with a unique email, using the form's first size band. */
function leadFor(config: ContactFormConfig) {
  const tag = `${config.page}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName: 'Jordan',
    lastName: 'Lee',
    email: `jordan.${tag}@example.com`,
    phone: '905-555-0123',
    company: 'Lakeshore Dental Group',
    employees: SIZE_BANDS[config.sizeBands][0] ?? '',
    message: `Request from the ${config.page} form.`,
  };
}

async function fill(
  form: ReturnType<Page['locator']>,
  config: ContactFormConfig,
  lead: ReturnType<typeof leadFor>,
) {
  const { labels } = config;
  await form.getByLabel(labels.firstName, { exact: true }).fill(lead.firstName);
  await form.getByLabel(labels.lastName, { exact: true }).fill(lead.lastName);
  await form.getByLabel(labels.email, { exact: true }).fill(lead.email);
  await form.getByLabel(labels.phone, { exact: true }).fill(lead.phone);
  await form.getByLabel(labels.company, { exact: true }).fill(lead.company);
  await form.getByLabel(labels.employees, { exact: true }).selectOption(lead.employees);
  await form.getByLabel(labels.message, { exact: true }).fill(lead.message);
}

/**
 * Walks `config`'s form on `page` (its page loaded and hydrated): empty, then failed, then sent and stored.
 *
 * @param page the form's page, at a desktop width
 * @param config the form's configuration (`contactForms` of `@northline/content`)
 */
export async function walkContactForm(page: Page, config: ContactFormConfig): Promise<void> {
  const form = page.locator(`#${config.anchorId} form`);

  // 1. Submitted empty: its exact messages under the fields, and no axe violations in the form.
  await form.getByRole('button', { name: config.submitLabel }).click();
  const messages = formMessages(config);
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'company', 'employees'] as const) {
    const control = form.getByLabel(config.labels[field], { exact: true });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(new RegExp(`${messages[field]}$`));
  }
  const axe = await axeScan(page).include(`#${config.anchorId}`).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // 2. A failed submission (the API answers 503 once): its failure toast, and the values kept where the form
  // keeps them.
  await page.route(
    '**/api/contact',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"Service unavailable"}',
      }),
    { times: 1 },
  );
  const lead = leadFor(config);
  await fill(form, config, lead);
  await form.getByRole('button', { name: config.submitLabel }).click();
  const { failure } = config;
  await expectToast(
    page,
    failure.title,
    failure.description.kind === 'text' ? failure.description.text : undefined,
  );
  if (config.keepValuesOnFailure) {
    await expect(form.getByLabel(config.labels.email, { exact: true })).toHaveValue(lead.email);
  }

  // 3. Valid input reaching the API: the payload with its source, the lead stored, the success toast.
  await fill(form, config, lead);
  const requestPromise = page.waitForRequest('**/api/contact');
  await form.getByRole('button', { name: config.submitLabel }).click();
  const request = await requestPromise;
  // The lead, its page, and the lead-capture fields (empty honeypot, the form token fetched on
  // first focus, the first-touch attribution of this visit), under an idempotency key.
  expect(request.postDataJSON()).toEqual({
    ...lead,
    source: config.source,
    website: '',
    formToken: expect.any(String),
    attribution: { landingPage: routePath(config.route) },
  });
  expect(request.headers()['idempotency-key']).toMatch(UUID);

  const { success } = config;
  await expectToast(
    page,
    success.title,
    success.description.kind === 'text' ? success.description.text : undefined,
  );
  await expect(form.getByLabel(config.labels.email, { exact: true })).toHaveValue('');

  const rows = await queryRows('select source, employees from contact_request where email = $1', [
    lead.email,
  ]);
  expect(rows).toEqual([{ source: config.source, employees: lead.employees }]);
}
