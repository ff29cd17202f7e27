import { contactForms } from '@northline/content';
import type { APIRequestContext } from '@playwright/test';
import { pageRoutes } from '../app/page-routes.ts';
import { axeScan } from './axe.ts';
import { walkContactForm } from './contact-form-walk.ts';
// One tab per worker: each route test loads its route where the test before it left off (e2e/worker-tab.ts).
import { expect, test } from './worker-tab.ts';

/** Every route with a page (all 23 of §2). */
const pages = pageRoutes();

/** The contact form of each route that has one (15 forms, each sending a `source` that names its page). */
const formOf = new Map(Object.values(contactForms).map((config) => [config.route, config]));

/** The status each path of the site answered in this worker: the pages link to the same few dozen paths. */
const statusByPath = new Map<string, Promise<number>>();

/** The status `path` answers a GET with, asked once per worker. */
function statusOf(request: APIRequestContext, path: string): Promise<number> {
  let status = statusByPath.get(path);
  if (!status) {
    status = request.get(path).then((response) => response.status());
    statusByPath.set(path, status);
  }
  return status;
}

test.describe('every route', () => {
  for (const page of pages) {
    test(`${page.path} is prerendered with its own metadata and JSON-LD`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,160}"/);
      expect(html).toContain('application/ld+json');
      expect(html).toContain('<main');
    });

    const form = formOf.get(page.key);
    const walk = form ? `; its ${form.page} form: empty, then failed, then sent and stored` : '';
    test(`${page.path} renders without console errors, axe violations, dead links or sideways scroll${walk}`, async ({
      page: browser,
      request,
    }) => {
      const errors: string[] = [];
      browser.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      browser.on('pageerror', (error) => errors.push(error.message));
      await browser.goto(page.path);
      await expect(browser.locator('html[data-hydrated="true"]')).toBeAttached();
      await expect(browser.getByRole('heading', { level: 1 })).toHaveCount(1);
      // The page's scripts are requested only once its stylesheets have arrived and it could
      // paint (build-tools/finish-build.ts), so they do not compete with the render-blocking CSS.
      const timing = await browser.evaluate(() => {
        // Files the page prefetches when idle (the chat's code) are neither its stylesheets nor its scripts.
        const prefetched = new Set(
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href),
        );
        const assets = performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => entry.name.includes('/assets/'))
          .filter((entry) => !prefetched.has(entry.name));
        return {
          stylesheetsLoaded: Math.max(
            ...assets
              .filter((entry) => entry.initiatorType === 'link' && entry.name.includes('.css'))
              .map((entry) => entry.responseEnd),
          ),
          firstScript: Math.min(
            ...assets.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
          ),
        };
      });
      expect(Number.isFinite(timing.stylesheetsLoaded)).toBe(true);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.stylesheetsLoaded);
      const axe = await axeScan(browser).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

      // Every link to a page of the site answers 200, and every in-page link has its target.
      const hrefs = await browser
        .locator('a[href]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
      const targets = [
        ...new Set(hrefs.filter((href) => href.startsWith('/')).map((href) => href.split('#')[0] || '/')),
      ];
      expect(targets.length).toBeGreaterThan(5);
      const statuses = await Promise.all(
        targets.map(async (target) => [target, await statusOf(request, target)] as const),
      );
      expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
      for (const anchor of hrefs.filter((href) => href.startsWith('#'))) {
        expect(anchor.length, 'a bare # link').toBeGreaterThan(1);
        await expect(browser.locator(`[id="${decodeURIComponent(anchor.slice(1))}"]`), anchor).toHaveCount(1);
      }

      // On a 360 px phone nothing scrolls sideways, the page or any of its forms.
      await browser.setViewportSize({ width: 360, height: 780 });
      await expect
        .poll(() => browser.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(360);
      for (const form of await browser.locator('main form').all()) {
        const { scrollWidth, clientWidth } = await form.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      }
      expect(errors).toEqual([]);

      // The page's contact form, walked on the page already loaded, at a desktop width (its 503 on purpose comes
      // after the console check).
      if (form) {
        await browser.setViewportSize({ width: 1280, height: 720 });
        await walkContactForm(browser, form);
      }
    });
  }

  test('pages and assets are sent precompressed with Brotli', async ({ request }) => {
    const page = await request.get('/about', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    const html = await page.text();
    expect(html).not.toContain('rel="modulepreload"');
    const script = /\/assets\/[^"\\]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    const asset = await request.get(script as string, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers()['content-encoding']).toBe('br');
  });

  test('titles are unique across routes', async ({ request }) => {
    const titles = await Promise.all(
      pages.map(
        async (page) => /<title>([^<]*)<\/title>/.exec(await (await request.get(page.path)).text())?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(pages.length);
  });

  test('the crawler files are served at the root', async ({ request }) => {
    for (const file of ['/sitemap.xml', '/robots.txt', '/llms.txt']) {
      expect((await request.get(file)).status()).toBe(200);
    }
    expect(await (await request.get('/sitemap.xml')).text()).toContain('<urlset');
    for (const file of ['/ai-content.json', '/ai-knowledge.json', '/ai-expanded-keywords.json']) {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });
});
