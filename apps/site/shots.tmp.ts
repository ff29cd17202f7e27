import { chromium } from '@playwright/test';
import pg from 'pg';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-env.ts';

const base = 'http://127.0.0.1:3350';
const db = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/northline_e2e_3350' });
await db.connect();
await db.query(`insert into staff_user (id, email, name, role, password_hash, created_at) values (gen_random_uuid(), 'c@x.example', 'Morgan Tremblay', 'sales', 'x', now()) on conflict do nothing`);
await db.query(`insert into consultant (staff_user_id, bookable, updated_at) select id, true, now() from staff_user where email='c@x.example' on conflict do nothing`);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
const out = process.argv[2] ?? '/tmp/shots';
const slots = await (await fetch(`${base}/api/meetings/slots?days=5`)).json();
const email = `shot.${Date.now()}@example.com`;
await fetch(`${base}/api/meetings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ start: slots.days[1].slots[2].start, name: 'Sam Okafor', email }) });
let link = '';
for (let i = 0; i < 50 && !link; i++) {
  const { rows } = await db.query('select raw from e2e_mail where $1 = any(rcpt)', [email]);
  link = /\/meetings\/manage\/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}/.exec((rows[0]?.raw ?? '').replace(/=\r?\n/g, ''))?.[0] ?? '';
  if (!link) await new Promise((r) => setTimeout(r, 200));
}
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/book-assessment`);
  await page.locator('fieldset.mb-day').first().getByRole('radio').nth(1).check();
  await page.screenshot({ path: `${out}/book-${width}.png`, fullPage: true });
  await page.getByLabel('Your name').fill('Sam Okafor');
  await page.getByLabel('Email').fill('sam@localhost');
  await page.getByRole('button', { name: 'Book my assessment' }).click();
  await page.waitForLoadState();
  await page.screenshot({ path: `${out}/book-400-${width}.png`, fullPage: false });
  await page.goto(`${base}${link}`);
  await page.screenshot({ path: `${out}/manage-${width}.png`, fullPage: true });
  await page.goto(`${base}/thank-you/contact`);
  await page.getByRole('link', { name: /a\.m\.|p\.m\./ }).first().waitFor();
  await page.screenshot({ path: `${out}/thank-you-${width}.png`, fullPage: false });
  await page.close();
}
await browser.close();
await db.end();
console.log('link', link ? 'ok' : 'missing');
