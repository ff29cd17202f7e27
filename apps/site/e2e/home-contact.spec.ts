import type { Page } from '@playwright/test';
import { axeScan } from './axe.ts';
import { queryRows } from './db.ts';
import { expectToast } from './toast.ts';
// One tab per worker: each test opens its page where the test before it left off (e2e/worker-tab.ts).
import { expect, test } from './worker-tab.ts';

/** A lead with an email unique to this test run, so its row can be found in PostgreSQL. */
function uniqueLead() {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: `priya.${tag}@harbourlaw.example`,
    phone: '(416) 555-0199',
    company: 'Harbour Law LLP',
    employees: '11-50',
    message: 'Our file server keeps dropping off the network.',
  };
}

async function fillForm(page: Page, lead: ReturnType<typeof uniqueLead>) {
  const form = page.getByRole('form', { name: /free it assessment/i });
  await form.getByLabel('First Name').fill(lead.firstName);
  await form.getByLabel('Last Name').fill(lead.lastName);
  await form.getByLabel('Email').fill(lead.email);
  await form.getByLabel('Phone').fill(lead.phone);
  await form.getByLabel('Company Name').fill(lead.company);
  await form.getByLabel('Number of Employees').selectOption(lead.employees);
  await form.getByLabel(/Tell us about your IT needs/).fill(lead.message);
  return form;
}

test.describe('home page contact form', () => {
  /** Console errors of the page; each test ends without any except those it expects. */
  let consoleErrors: string[] = [];
  let expectedErrors: RegExp[] = [];

  test.beforeEach(async ({ page }) => {
    consoleErrors = [];
    expectedErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto('/');
    // The islands' boot script has run (decision 018): the form's island hydrates as it comes into view, and a
    // submit that comes first is held until it has.
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  });

  test.afterEach(() => {
    expect(consoleErrors.filter((text) => !expectedErrors.some((pattern) => pattern.test(text)))).toEqual([]);
  });

  test('a lead typed into the form lands in PostgreSQL, with the success toast and a reset form', async ({
    page,
  }) => {
    const lead = uniqueLead();
    const form = await fillForm(page, lead);

    // Hold the request until the in-flight state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Get Free Assessment' }).click();
    const busy = form.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    release();

    await expectToast(page, 'Success!', 'Thank you! Your free IT assessment request has been received.');
    await expect(form.getByLabel('First Name')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Get Free Assessment' })).toBeEnabled();

    const rows = await queryRows('select * from contact_request where email = $1', [lead.email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: lead.firstName,
      last_name: lead.lastName,
      phone: lead.phone,
      company: lead.company,
      employees: lead.employees,
      message: lead.message,
      source: 'Home Page',
    });
  });

  test('submitting empty shows every message under its field and sends nothing', async ({ page }) => {
    let sent = false;
    await page.route('**/api/contact', async (route) => {
      sent = true;
      await route.continue();
    });
    const form = page.getByRole('form', { name: /free it assessment/i });
    await form.getByRole('button', { name: 'Get Free Assessment' }).click();
    for (const [label, message] of [
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Email', 'Please enter a valid email address'],
      ['Phone', 'Please enter a valid phone number'],
      ['Company Name', 'Company name is required'],
      ['Number of Employees', 'Please select number of employees'],
    ] as const) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // The message is shown under the field and is the field's accessible description.
      await expect(form.getByText(message)).toBeVisible();
      await expect(field).toHaveAccessibleDescription(new RegExp(`${message}$`));
    }
    await expect(form.getByLabel('First Name')).toBeFocused();
    expect(sent).toBe(false);

    const axe = await axeScan(page).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('a failed submission shows the error toast and keeps what was typed', async ({ page }) => {
    expectedErrors = [/status of 503/];
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    const lead = uniqueLead();
    const form = await fillForm(page, lead);
    await form.getByRole('button', { name: 'Get Free Assessment' }).click();
    await expectToast(page, 'Error', 'Failed to submit form. Please try again.');
    await expect(form.getByLabel('Email')).toHaveValue(lead.email);
    await expect(form.getByLabel('Number of Employees')).toHaveValue(lead.employees);
  });
});

test.describe('served pages', () => {
  test('the home page is prerendered: its text and metadata are in the HTML before JavaScript', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
    expect(html).toContain('Get Free Assessment');
  });

  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/a/b/c');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 Page Not Found');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});
