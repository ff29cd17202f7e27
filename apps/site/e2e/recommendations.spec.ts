import { aiOptimizationTestPage, aiRecommendationTestPage, homePage } from '@northline/content';
import { expect, type Page, test } from '@playwright/test';
import { queryRows } from './db.ts';

/** Collects console errors; each test ends without any. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    expectNone() {
      expect(errors).toEqual([]);
    },
  };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

const PERCENT = /^\d{1,3}%$/;

test.describe('home quick-recommendation widget (§2, §4)', () => {
  const copy = homePage.quickRecommendation;

  test('is loaded lazily: not in the prerendered page, fetched as its own chunk', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('recommend-home-widget');
    const chunk = page.waitForRequest(/recommend-home-widget-[\w-]+\.js$/);
    await open(page, '/');
    await page.locator('#quick-recommendation').scrollIntoViewIfNeeded();
    await chunk;
  });

  test('industry and size, a challenge, submit: a percent and 2 services; Try Different Options; Get Quote scrolls to #contact', async ({
    page,
  }) => {
    const consoleErrors = watchConsole(page);
    await open(page, '/');
    const section = page.locator('#quick-recommendation');
    await section.scrollIntoViewIfNeeded();
    const submit = section.getByRole('button', { name: copy.submit });
    await expect(submit).toBeDisabled();

    await section.getByRole('combobox', { name: copy.labels.industry }).selectOption('legal');
    await expect(submit).toBeDisabled();
    await section.getByRole('combobox', { name: copy.labels.companySize }).selectOption('11-50');
    const chip = section.getByRole('button', { name: 'Security threats' });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await submit.click();

    await expect(section.getByRole('heading', { name: copy.resultsTitle })).toBeVisible();
    await expect(section.getByText(PERCENT)).toBeVisible();
    const cards = section.locator('[data-service]');
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      await expect(card.getByRole('listitem')).toHaveCount(2);
    }
    await expect(section.getByText(/High priority|Medium priority|Low priority/).first()).toBeVisible();

    await section.getByRole('button', { name: copy.tryAgain }).click();
    await expect(section.getByRole('combobox', { name: copy.labels.industry })).toHaveValue('legal');
    await expect(section.getByRole('button', { name: 'Security threats' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await section.getByRole('button', { name: copy.submit }).click();
    await cards
      .first()
      .getByRole('button', { name: new RegExp(`^${copy.getQuote}`) })
      .click();
    await expect(page.locator(`#${homePage.sectionIds.contact}`)).toBeInViewport();
    consoleErrors.expectNone();
  });

  test("'See Full Recommendations' in the widget opens /ai-recommendation-test in a new tab", async ({
    page,
  }) => {
    await open(page, '/');
    const section = page.locator('#quick-recommendation');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: copy.submit })).toBeVisible();
    const link = section.getByRole('link', { name: copy.fullRecommendations.label });
    await expect(link).toHaveAttribute('href', '/ai-recommendation-test');
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test.describe('/ai-recommendation-test (§2, §4)', () => {
  const copy = aiRecommendationTestPage;

  test('a profile, Generate → results; Details one card at a time; Get Quote stores a contacted event', async ({
    page,
  }) => {
    const consoleErrors = watchConsole(page);
    await open(page, '/ai-recommendation-test');
    const profile = page.getByRole('region', { name: copy.profile.title });
    const results = page.getByRole('region', { name: copy.recommendations.title });
    const labels = copy.profile.labels;

    await profile.getByRole('combobox', { name: labels.industry, exact: true }).selectOption('legal');
    await profile.getByRole('combobox', { name: labels.companySize, exact: true }).selectOption('11-50');
    await profile.getByRole('combobox', { name: labels.budget, exact: true }).selectOption('15k-50k');
    await profile.getByRole('combobox', { name: labels.timeline, exact: true }).selectOption('1-3-months');
    await profile.getByRole('checkbox', { name: 'Security threats' }).check();
    await profile.getByRole('checkbox', { name: 'Compliance issues' }).check();
    await profile.getByRole('checkbox', { name: 'Compliance issues' }).uncheck();
    await profile.getByRole('checkbox', { name: 'PIPEDA' }).check();
    await profile.getByRole('checkbox', { name: 'Improve security' }).check();
    const interest = profile.getByRole('button', { name: 'Cybersecurity' });
    await interest.click();
    await interest.click();
    await expect(profile.getByTestId('services-viewed')).toHaveText('Cybersecurity');
    const sessionId = (await profile.locator('code').textContent()) ?? '';
    expect(sessionId).toMatch(/^test-session-\d+-[A-Za-z0-9_-]{22}$/);

    // Generate right away: the pending (debounced) profile upload is sent first.
    await results.getByRole('button', { name: copy.recommendations.generate }).click();
    await expect(results.getByText(PERCENT)).toBeVisible();
    const [stored] = await queryRows<{ profile: Record<string, unknown> }>(
      'select profile from visitor_profile where session_id = $1',
      [sessionId],
    );
    expect(stored?.profile).toMatchObject({
      industry: 'legal',
      companySize: '11-50',
      budget: '15k-50k',
      timeline: '1-3-months',
      currentChallenges: ['security-threats'],
      complianceNeeds: ['pipeda'],
      goals: ['improve-security'],
      behaviorData: { servicesViewed: ['cybersecurity'], pagesVisited: ['/ai-recommendation-test'] },
    });

    const cards = results.locator('[data-service]');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const toggle = (index: number) => cards.nth(index).getByRole('button', { name: /details/i });
    await toggle(0).click();
    await expect(toggle(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(1)).toHaveAttribute('aria-expanded', 'false');
    await toggle(1).click();
    await expect(toggle(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(0)).toHaveAttribute('aria-expanded', 'false');
    for (const card of await cards.all()) {
      expect(await card.locator('ul li').count()).toBeLessThanOrEqual(3);
    }

    const serviceId = await cards.first().getAttribute('data-service');
    await cards
      .first()
      .getByRole('button', { name: new RegExp(`^${copy.recommendations.getQuote}`) })
      .click();
    await expect(page.getByText(copy.quoteToast.title, { exact: true }).first()).toBeVisible();
    await expect
      .poll(() =>
        queryRows<{ action: string; service_id: string | null; same: boolean }>(
          `select e.action, e.service_id, e.recommendation_id = (r.data->>'timestamp') as same
             from recommendation_event e
             join recommendation r on r.session_id = e.session_id
            where e.session_id = $1 and e.action = 'contacted'`,
          [sessionId],
        ),
      )
      .toEqual([{ action: 'contacted', service_id: serviceId, same: true }]);
    await expect
      .poll(async () => {
        const viewed = await queryRows(
          'select 1 from recommendation_event where session_id = $1 and action = $2',
          [sessionId, 'viewed'],
        );
        return viewed.length;
      })
      .toBe(2);
    consoleErrors.expectNone();
  });

  test('time on site grows by 10 s every 10 s (§9)', async ({ page }) => {
    await page.clock.install();
    await open(page, '/ai-recommendation-test');
    const time = page.getByTestId('time-on-site');
    // Its island has hydrated (its timer runs from then on): `data-hydrated` on the page comes first.
    await expect(page.locator('[data-island-hydrated="true"]').filter({ has: time })).toBeAttached();
    await expect(time).toHaveText('0 s');
    await page.clock.runFor(10_000);
    await expect(time).toHaveText('10 s');
    await page.clock.runFor(20_000);
    await expect(time).toHaveText('30 s');
  });
});

test.describe('/ai-optimization-test (§2, §4)', () => {
  const copy = aiOptimizationTestPage;

  test('all five checks end in success; counts, answers and queries are shown; Rerun tests again', async ({
    page,
  }) => {
    const consoleErrors = watchConsole(page);
    await open(page, '/ai-optimization-test');
    const rows = page.locator('[data-check]');
    await expect(rows).toHaveCount(5);
    for (const row of await rows.all()) {
      await expect(row.getByText(copy.badges.success, { exact: true })).toBeVisible();
    }
    const rerun = page.getByRole('button', { name: copy.rerun.idle });
    await expect(rerun).toBeEnabled();

    const structured = Number(await page.locator('[data-counter="structured-data"]').textContent());
    expect(structured).toBe(await page.locator('script[type="application/ld+json"]').count());
    expect(structured).toBeGreaterThanOrEqual(2);
    await expect(page.locator('[data-counter="ai-meta-tags"]')).toHaveText('4');
    await expect(page.locator('meta[name="ai-content-url"]')).toHaveAttribute(
      'content',
      /\/ai-content\.json$/,
    );

    await expect(page.getByText(copy.quickAnswers.labels.pricing, { exact: true })).toBeVisible();
    const common = page.locator('[data-list="common-queries"] li');
    expect(await common.count()).toBeGreaterThan(0);
    expect(await common.count()).toBeLessThanOrEqual(5);
    await expect(page.getByText(copy.sampleQueries.queries[0] ?? '', { exact: false })).toBeVisible();
    await expect(page.getByText(copy.sampleQueries.queries[3] ?? '', { exact: false })).toHaveCount(0);

    // Rerun: hold one answer until the running state has been seen, then let it through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/ai/faq', async (route) => {
      await held;
      await route.continue();
    });
    await rerun.click();
    await expect(page.getByRole('button', { name: copy.rerun.running })).toBeDisabled();
    await expect(page.locator('[data-check="/api/ai/faq"]').getByText(copy.badges.testing)).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: copy.rerun.idle })).toBeEnabled();
    await expect(page.locator('[data-status="success"]')).toHaveCount(5);
    consoleErrors.expectNone();
  });
});
