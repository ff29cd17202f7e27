/**
 * `pnpm bench:web`: Lighthouse (mobile settings, Debian's Chromium) on every route of the production
 * build served by apps/api, printing one row per route: performance, accessibility, best-practices and
 * SEO scores, FCP, LCP, CLS, TBT, the page's initial JavaScript (gzip level 9, from the built HTML: see
 * bench/initial-js.ts) and the JavaScript it loaded during the Lighthouse run (as transferred: gzip over http, with headers).
 * Each route (or each of BENCH_ROUTES, a comma-separated list of paths) is measured BENCH_RUNS times (default 3: one
 * run can mislead); each figure is printed as the
 * median and, in brackets, the worst run, so one lucky run cannot hide a regression. A run that Lighthouse ends
 * without metrics (it happens under load) is retried up to twice.
 * Targets: performance ≥ 98, the other three 100, CLS ≤ 0.01, initial JS ≤ 100 KB on content
 * pages. It prints figures; it asserts nothing. Run `pnpm --filter @northline/site build` first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { pageRoutes } from '../app/page-routes.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-env.ts';
import { median, medianAndWorst, waitForServer } from './figures.ts';
import { initialScriptGzipBytes } from './initial-js.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const CLIENT_DIR = process.env.SITE_DIR || fileURLToPath(new URL('../build/client', import.meta.url));
/** Attempts per run when Lighthouse returns no performance metrics. */
const ATTEMPTS = 3;
/** Lighthouse runs per route. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** BENCH_ROUTES: a comma-separated list of paths to measure (`/blog,/contact`); every route when unset. */
const ONLY = process.env.BENCH_ROUTES?.split(',')
  .map((path) => path.trim())
  .filter(Boolean);

const BASE = `http://127.0.0.1:${PORT}`;

const dataDir = mkdtempSync(join(tmpdir(), 'northline-bench-'));
const server = spawn(process.execPath, [fileURLToPath(new URL('../../api/src/server.ts', import.meta.url))], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PGLITE_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

const rows: string[] = [];
try {
  // PGlite migrates its new database first: over 30 s on a loaded machine.
  await waitForServer(`${BASE}/readyz`, 120_000);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS],
  });
  try {
    for (const page of pageRoutes().filter((route) => !ONLY || ONLY.includes(route.path))) {
      const runs: RunnerResult['lhr'][] = [];
      for (let run = 0; run < RUNS; run += 1) {
        let lhr: RunnerResult['lhr'];
        let attempt = 0;
        do {
          attempt += 1;
          const result = await lighthouse(`${BASE}${page.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
          lhr = result.lhr;
        } while (lhr.categories.performance?.score == null && attempt < ATTEMPTS);
        runs.push(lhr);
      }
      const scores = (id: string) => runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const numerics = (id: string) => runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN);
      const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
      const whole = (value: number) => String(value);
      const ms = (value: number) => `${Math.round(value)} ms`;
      const loadedBytes = median(
        runs.map((lhr) => {
          const summary = lhr.audits['resource-summary']?.details as {
            items?: { resourceType: string; transferSize: number }[];
          };
          return summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
        }),
      );
      const initialBytes = initialScriptGzipBytes(CLIENT_DIR, page.path);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      rows.push(
        `| ${page.path} | ${medianAndWorst(scores('performance'), whole, true)} | ${medianAndWorst(scores('accessibility'), whole, true)} | ${medianAndWorst(scores('best-practices'), whole, true)} | ${medianAndWorst(scores('seo'), whole, true)} | ${medianAndWorst(numerics('first-contentful-paint'), seconds)} | ${medianAndWorst(numerics('largest-contentful-paint'), seconds)} | ${medianAndWorst(numerics('cumulative-layout-shift'), (value) => value.toFixed(3))} | ${medianAndWorst(numerics('total-blocking-time'), ms)} | ${medianAndWorst(numerics('interactive'), seconds)} | ${kb(initialBytes)} | ${kb(loadedBytes)} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${new Date().toISOString().slice(0, 10)} (mobile, simulated throttling, Debian Chromium): median (worst) of ${RUNS} runs\n`,
);
console.log(
  '| route | perf | a11y | best practices | SEO | FCP | LCP | CLS | TBT | TTI | initial JS (gzip) | JS loaded (transferred) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
