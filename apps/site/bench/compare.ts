/**
 * `pnpm --filter @northline/site bench:compare`: two builds of the site, measured alternately (decision 018).
 * Serves COMPARE_A and COMPARE_B (each a `build/client`, default: A = build/client) with apps/api on two ports,
 * then runs Lighthouse (mobile, as bench/lighthouse.ts) on each of COMPARE_ROUTES (default `/`,
 * `/managed-it-services`, `/contact`), BENCH_RUNS times (default 3), one design after the other for each run
 * and route, the order swapped every run, so the machine's load falls on both alike. Prints, per route and
 * design, the median and (in brackets) the worst run of performance, TBT, TTI (Lighthouse `interactive`), FCP,
 * LCP and the JavaScript loaded during the run (transferred), and the page's initial JavaScript (gzip, from
 * the built HTML: bench/initial-js.ts). It prints figures; it asserts nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-env.ts';
import { medianAndWorst, waitForServer } from './figures.ts';
import { initialScriptGzipBytes } from './initial-js.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const ROUTES = (process.env.COMPARE_ROUTES ?? '/,/managed-it-services,/contact').split(',');
const DEFAULT_DIR = fileURLToPath(new URL('../build/client', import.meta.url));
const designs = [
  { name: process.env.COMPARE_A_NAME ?? 'A', dir: process.env.COMPARE_A || DEFAULT_DIR, port: 3410 },
  { name: process.env.COMPARE_B_NAME ?? 'B', dir: process.env.COMPARE_B || DEFAULT_DIR, port: 3411 },
];

const dataDirs: string[] = [];
const servers = designs.map((design) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'northline-compare-'));
  dataDirs.push(dataDir);
  return spawn(process.execPath, [fileURLToPath(new URL('../../api/src/server.ts', import.meta.url))], {
    env: {
      ...process.env,
      PORT: String(design.port),
      HOST: '127.0.0.1',
      SITE_DIR: design.dir,
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
    },
    stdio: 'inherit',
  });
});

/** results[route][design] = the runs' reports */
const results = new Map<string, RunnerResult['lhr'][][]>(
  ROUTES.map((route) => [route, designs.map(() => [])]),
);
try {
  await Promise.all(designs.map((design) => waitForServer(`http://127.0.0.1:${design.port}/readyz`)));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of ROUTES) {
        const order = run % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) {
          const design = designs[index] as (typeof designs)[number];
          let lhr: RunnerResult['lhr'] | undefined;
          for (let attempt = 0; attempt < 3 && lhr?.categories.performance?.score == null; attempt += 1) {
            const result = await lighthouse(`http://127.0.0.1:${design.port}${route}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
            });
            lhr = result?.lhr;
          }
          if (!lhr) throw new Error(`no Lighthouse result for ${route}`);
          results.get(route)?.[index]?.push(lhr);
          const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
          console.log(
            `run ${run + 1} ${route} ${design.name}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${audit('total-blocking-time')} ms, TTI ${audit('interactive')} ms`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  for (const server of servers) server.kill('SIGTERM');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `\nLighthouse ${new Date().toISOString().slice(0, 10)} (mobile, simulated throttling, Debian Chromium): median (worst) of ${RUNS} runs, designs alternated\n`,
);
console.log(
  '| route | design | perf | TBT | TTI | FCP | LCP | initial JS (gzip) | JS loaded (transferred) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const route of ROUTES) {
  designs.forEach((design, index) => {
    const runs = results.get(route)?.[index] ?? [];
    const numerics = (id: string) => runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN);
    const perf = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
    const loaded = runs.map((lhr) => {
      const summary = lhr.audits['resource-summary']?.details as
        | { items?: { resourceType: string; transferSize: number }[] }
        | undefined;
      return summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
    });
    console.log(
      `| ${route} | ${design.name} | ${medianAndWorst(perf, String, true)} | ${medianAndWorst(numerics('total-blocking-time'), ms)} | ${medianAndWorst(numerics('interactive'), seconds)} | ${medianAndWorst(numerics('first-contentful-paint'), seconds)} | ${medianAndWorst(numerics('largest-contentful-paint'), seconds)} | ${kb(initialScriptGzipBytes(design.dir, route))} | ${medianAndWorst(loaded, kb)} |`,
    );
  });
}
