/**
 * A lead who wrote in French, as staff see it (decision 096): the inbox marks the row *French*, and the lead's page
 * says so with what the assistant told the visitor; axe finds nothing on either page.
 */
import { staffApp } from '@northline/content';
import { expect, test } from '@playwright/test';
import { createStaffAccount, expectNoAxeViolations, signIn } from './staff-session.ts';

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const REP_EMAIL = `french.${tag}@northline-it.example`;

test('the inbox and the lead page show a lead who wrote in French', async ({ page }) => {
  test.setTimeout(180_000);
  await createStaffAccount(REP_EMAIL, 'sales', { name: `Camille Desk ${tag}` });
  const company = `Boulangerie Côté ${tag}`;
  const english = `Maple Bakery ${tag}`;
  for (const [name, companyName, message] of [
    ['Élise', company, 'Bonjour, notre serveur ne fonctionne plus depuis ce matin. Pouvez-vous nous aider?'],
    ['Jean-François', english, 'Our office in Trois-Rivières needs its Wi-Fi fixed before Monday.'],
  ] as const) {
    const sent = await page.request.post('/api/contact', {
      data: {
        firstName: name,
        lastName: 'Tremblay',
        email: `${name === 'Élise' ? 'elise' : 'jf'}.${tag}@boulangerie.example`,
        phone: '514-555-0199',
        company: companyName,
        employees: '11-50',
        message,
        source: 'Contact Page',
        website: '',
      },
    });
    expect(sent.status()).toBe(201);
  }

  await signIn(page, REP_EMAIL);
  // The two leads of this test, whatever else the shared server's inbox holds (its first page is 50 leads).
  await page.goto(`/staff?search=${tag}`);
  const table = page.getByRole('region', { name: staffApp.inbox.title });
  const frenchRow = table.getByRole('row').filter({ hasText: company });
  const englishRow = table.getByRole('row').filter({ hasText: english });
  await expect(frenchRow.getByText(staffApp.inbox.french, { exact: true })).toBeVisible();
  await expect(englishRow).toBeVisible();
  await expect(englishRow.getByText(staffApp.inbox.french, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await frenchRow.getByRole('link', { name: 'Élise Tremblay' }).click();
  await expect(page.getByText(staffApp.lead.french('contact'), { exact: true })).toBeVisible();
  await expect(page.getByText(staffApp.inbox.french, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
