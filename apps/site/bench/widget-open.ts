/**
 * Widget open time (the first part of `pnpm bench:live` at the repository root): how long a visitor waits between
 * tapping the chat launcher and being able to type. Prints one table; asserts nothing.
 *
 * It serves the production build (build/client) with apps/api on a temporary PostgreSQL database (created on
 * BENCH_DATABASE_URL / TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432, dropped afterwards), opens BENCH_PATH (default `/`) in Debian's Chromium on two profiles, and taps the launcher BENCH_RUNS times
 * (default 5) on each, every run in a fresh browser context (empty cache, no session):
 * - desktop: 1350×940, no throttling, a mouse click;
 * - phone: a mid-range phone, 412×823 with touch, the CPU slowed 4× (`Emulation.setCPUThrottlingRate`) and
 *   Lighthouse's slow 4G (`Network.emulateNetworkConditions`: 150 ms round trip, 1.6 Mbps down, 750 kbps up), a tap.
 * The page is loaded and idle before the tap. In the page, the clock starts at the tap's `pointerdown` and stops
 * when the chat input (the textarea labelled with content's `chatWidget.inputPlaceholder`) is in the DOM, enabled
 * and focused; the time it first reached the DOM is printed too (tap → DOM is mostly waiting for code, DOM → ready
 * is rendering and focus).
 *
 * A third page, on each profile: a partner's page (another origin, served by this script) with the script-tag
 * loader of the API (`/embed/chat-widget.js`, packages/chat-widget), idle before the tap like the site: the tap
 * loads the versioned widget file (`/embed/chat-widget@<version>.js`) and opens it in its Shadow DOM root. The API
 * serves EMBED_DIR when set (default: the package's dist/embed), so the same bench can time another build.
 *
 * Baseline, in the same run and on the same profiles: a bare page served by this script whose button, on click,
 * imports one tiny module that appends a textarea and focuses it (one round trip and almost
 * no work: the floor of this machine and network), and the site page's first contentful paint (the launcher is in
 * the prerendered HTML). Each figure is the median and, in brackets, the worst run. Targets, printed beside the
 * figures: ready ≤ 300 ms on desktop, ≤ 800 ms on the phone. Run `pnpm --filter @northline/site build` first.
 *
 * The page is idle before the tap, so the launcher's and the widget's code that island pages prefetch when idle
 * (build-tools/finish-build.ts, `startIslands`) is in the HTTP cache: the figures are those of a visitor who taps
 * once the page has settled. BENCH_TRACE=1 also prints, for each run on the site, what was fetched and what ran
 * from the tap to ready ({@link tapTrace}): where the time goes.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chatWidget } from '@northline/content';
import { type Browser, type BrowserContextOptions, chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-env.ts';
import { medianAndWorst, waitForServer } from './figures.ts';

/** Taps per profile and page. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** The site page the launcher is tapped on. */
const PATH = process.env.BENCH_PATH ?? '/';
const CLIENT_DIR = process.env.SITE_DIR || fileURLToPath(new URL('../build/client', import.meta.url));
/** How long one run may take before it counts as failed (the phone profile loads slowly). */
const RUN_TIMEOUT_MS = 60_000;

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Lighthouse's slow 4G (its `mobileSlow4G` throttling): round trip, and throughput in kilobits a second. */
const SLOW_4G = { rttMs: 150, downKbps: 1.6 * 1024, upKbps: 750 };

/** A device and its throttling. */
interface Profile {
  name: string;
  target: number;
  context: BrowserContextOptions;
  cpuSlowdown: number;
  network?: typeof SLOW_4G;
  touch: boolean;
}

const PROFILES: Profile[] = [
  {
    name: 'desktop',
    target: 300,
    context: { viewport: { width: 1350, height: 940 } },
    cpuSlowdown: 1,
    touch: false,
  },
  {
    name: 'phone (4× CPU, slow 4G)',
    target: 800,
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    },
    cpuSlowdown: 4,
    network: SLOW_4G,
    touch: true,
  },
];

/** The launcher on the site (the prerendered stand-in, then the widget's own). */
const SITE_LAUNCHER = '[data-northline-chat-launcher] button';
const BARE_LAUNCHER = '#launcher';
/** The loader's launcher, inside the open shadow root of its host element (Playwright's CSS crosses it). */
const PARTNER_LAUNCHER = 'northline-chat-widget button[aria-haspopup="dialog"]';

/** A partner's page: some text and the API's script-tag loader, as the widget's README tells partners. */
function partnerPage(apiBase: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner page</title></head>
<body><main><h1>Partner page</h1><p>A page of another site with the chat's loader.</p></main>
<script src="${apiBase}/embed/chat-widget.js" data-phone="(416) 555-0142" async></script>
</body></html>`;
}

/**
 * The bare baseline page: a button that, on click, imports a module of a few lines that appends a textarea and
 * focuses it. No framework, no styles: what any lazily loaded input costs here.
 */
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare input</title></head>
<body><main><h1>Bare input</h1><p>The baseline of the widget open time.</p></main>
<button id="launcher" type="button" style="position:fixed;right:16px;bottom:16px;padding:16px">Chat</button>
<script type="module">
document.getElementById('launcher').addEventListener('click', () => { import('/input.js'); });
</script></body></html>`;
const BARE_MODULE = `const input = document.createElement('textarea');
input.setAttribute('aria-label', ${JSON.stringify(chatWidget.inputPlaceholder)});
document.body.append(input);
input.focus();
`;

/**
 * Serves the bare page and its module, and the partner page at `/partner` (its loader from `apiBase`), on a free
 * port of 127.0.0.1, never cached.
 */
async function startBareServer(apiBase: string): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    const module = request.url?.startsWith('/input.js');
    response.writeHead(200, {
      'content-type': module ? 'text/javascript' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    if (module) response.end(BARE_MODULE);
    else response.end(request.url?.startsWith('/partner') ? partnerPage(apiBase) : BARE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What one tap measured, in ms since its `pointerdown`; `fcp` in ms since navigation. */
interface Sample {
  dom: number;
  ready: number;
  fcp: number;
  /** With BENCH_TRACE: what the page fetched and ran from the tap on, one line each. */
  trace?: string[];
}

/** BENCH_TRACE=1 prints, for each profile's site runs, the requests and long tasks from the tap to ready. */
const TRACE = process.env.BENCH_TRACE === '1';

/**
 * Installed in the page before the tap: notes the tap's `pointerdown` time, then, on every DOM change and focus
 * change, the first time the input is in the DOM and the first time it is enabled and focused, and resolves with
 * both. The site renders the widget in the page's own DOM; the script-tag widget renders in the open shadow root of
 * `<northline-chat-widget>`, which the watcher also observes once it exists (focus inside it is the root's
 * `activeElement`).
 */
function watchInput(label: string): Promise<{ dom: number; ready: number }> {
  return new Promise((resolve) => {
    let tap = Number.NaN;
    let dom = Number.NaN;
    const selector = `textarea[aria-label="${label}"], input[aria-label="${label}"]`;
    let watchedRoot: ShadowRoot | null = null;
    const check = () => {
      const shadow = document.querySelector('northline-chat-widget')?.shadowRoot ?? null;
      if (shadow && shadow !== watchedRoot) {
        watchedRoot = shadow;
        observer.observe(shadow, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['disabled'],
        });
      }
      if (Number.isNaN(tap)) return;
      const input =
        document.querySelector<HTMLTextAreaElement | HTMLInputElement>(selector) ??
        shadow?.querySelector<HTMLTextAreaElement | HTMLInputElement>(selector) ??
        null;
      if (!input) return;
      const now = performance.now();
      if (Number.isNaN(dom)) dom = now - tap;
      const focused = input.getRootNode() === shadow ? shadow?.activeElement : document.activeElement;
      if (!input.disabled && focused === input) {
        observer.disconnect();
        document.removeEventListener('focusin', check, true);
        resolve({ dom, ready: now - tap });
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    document.addEventListener('focusin', check, true);
    check();
    // Long animation frames from here on, with their scripts (what a trace shows of the main thread).
    const frames: PerformanceEntry[] = [];
    (window as Window & { __frames?: PerformanceEntry[] }).__frames = frames;
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
      new PerformanceObserver((list) => frames.push(...list.getEntries())).observe({
        type: 'long-animation-frame',
      });
    }
    window.addEventListener(
      'pointerdown',
      (event) => {
        if (Number.isNaN(tap)) tap = event.timeStamp;
        (window as Window & { __tap?: number }).__tap = tap;
      },
      { capture: true, once: true },
    );
  });
}

/**
 * In the page after a run (BENCH_TRACE): one line per resource requested from the tap (its `pointerdown`, noted by
 * watchInput) to `ready` ms after it, with its start, response start and end in ms since the tap and its transfer
 * size (0 B: from the HTTP cache; a few hundred bytes: a revalidation), then one per long animation frame in that
 * span (over 50 ms) with the scripts that ran in it (what started them, their duration and forced layout).
 */
function tapTrace(ready: number): string[] {
  const origin = (window as Window & { __tap?: number }).__tap ?? Number.NaN;
  const lines: string[] = [];
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const start = entry.startTime - origin;
    if (start < -5 || start > ready) continue;
    lines.push(
      `  ${start.toFixed(0).padStart(5)} → ${(entry.responseStart - origin).toFixed(0).padStart(5)} → ${(entry.responseEnd - origin).toFixed(0).padStart(5)} ms  ${String(entry.transferSize).padStart(6)} B  ${entry.initiatorType} ${entry.name.replace(location.origin, '')}`,
    );
  }
  type Frame = PerformanceEntry & {
    renderStart: number;
    styleAndLayoutStart: number;
    scripts: (PerformanceEntry & {
      invoker: string;
      sourceURL: string;
      forcedStyleAndLayoutDuration: number;
    })[];
  };
  for (const frame of ((window as Window & { __frames?: PerformanceEntry[] }).__frames ?? []) as Frame[]) {
    const start = frame.startTime - origin;
    if (start + frame.duration < 0 || start > ready) continue;
    const render = frame.renderStart > 0 ? `, rendered at ${(frame.renderStart - origin).toFixed(0)} ms` : '';
    lines.push(`  ${start.toFixed(0).padStart(5)} +${frame.duration.toFixed(0)} ms long frame${render}`);
    for (const script of frame.scripts) {
      lines.push(
        `        ${(script.startTime - origin).toFixed(0).padStart(5)} +${script.duration.toFixed(0)} ms ${script.invoker} ${script.sourceURL.replace(location.origin, '')} (forced layout ${script.forcedStyleAndLayoutDuration.toFixed(0)} ms)`,
      );
    }
  }
  return lines;
}

/** Applies the profile's CPU and network throttling to a page through the DevTools protocol. */
async function throttle(page: Page, profile: Profile): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.rttMs,
      downloadThroughput: (profile.network.downKbps * 1024) / 8,
      uploadThroughput: (profile.network.upKbps * 1024) / 8,
    });
  }
}

/** One run: a fresh context, the page loaded and idle, then the tap; the times the page measured. */
async function measure(browser: Browser, profile: Profile, url: string, launcher: string): Promise<Sample> {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(RUN_TIMEOUT_MS);
    await throttle(page, profile);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
    );
    // The paint entry can come late on a throttled page: wait for it (5 s at most).
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(Number.NaN), 5000);
        }),
    );
    const watched = page.evaluate(watchInput, chatWidget.inputPlaceholder);
    // The watcher is installed once evaluate has started it; a round trip makes sure before the tap.
    await page.evaluate(() => null);
    if (profile.touch) await page.tap(launcher);
    else await page.click(launcher);
    const { dom, ready } = await watched;
    const trace = TRACE ? await page.evaluate(tapTrace, ready) : undefined;
    return { dom, ready, fcp, ...(trace ? { trace } : {}) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
    throw new Error(`No built site in ${CLIENT_DIR}: run \`pnpm --filter @northline/site build\` first`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const database = `northline_widget_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${database}"`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const bare = await startBareServer(base);
  const server = spawn(
    process.execPath,
    [fileURLToPath(new URL('../../api/src/server.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl.toString(),
        SITE_DIR: CLIENT_DIR,
        // The partner page's origin, as a partner's is listed (the widget's calls are cross-origin).
        CORS_ORIGINS: bare.base,
        LOG_LEVEL: 'error',
      },
      stdio: 'inherit',
    },
  );
  let browser: Browser | undefined;
  const rows: string[][] = [];
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the API exited with ${code}`))),
  );
  exited.catch(() => undefined);
  try {
    await Promise.race([waitForServer(`${base}/readyz`, 60_000), exited]);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
    const ms = (value: number) => `${Math.round(value)} ms`;
    for (const profile of PROFILES) {
      const site: Sample[] = [];
      const partner: Sample[] = [];
      const baseline: Sample[] = [];
      // Alternating, so a slow moment of the machine weighs on all three.
      for (let run = 0; run < RUNS; run++) {
        baseline.push(await measure(browser, profile, `${bare.base}/`, BARE_LAUNCHER));
        site.push(await measure(browser, profile, `${base}${PATH}`, SITE_LAUNCHER));
        partner.push(await measure(browser, profile, `${bare.base}/partner`, PARTNER_LAUNCHER));
      }
      const row = (page: string, samples: Sample[], target: string) => [
        profile.name,
        page,
        medianAndWorst(
          samples.map((sample) => sample.dom),
          ms,
        ),
        medianAndWorst(
          samples.map((sample) => sample.ready),
          ms,
        ),
        target,
        // A run whose page reported no first paint is left out of this column.
        medianAndWorst(
          samples.map((sample) => sample.fcp).filter((value) => !Number.isNaN(value)),
          ms,
        ),
      ];
      rows.push(row(`site ${PATH}`, site, `≤ ${profile.target} ms`));
      for (const [run, sample] of site.entries()) {
        if (!sample.trace) continue;
        console.log(
          `\n${profile.name}, run ${run + 1}: ready at ${Math.round(sample.ready)} ms; fetched since the tap:`,
        );
        for (const traceLine of sample.trace) console.log(traceLine);
      }
      rows.push(row('partner page, script-tag loader', partner, `≤ ${profile.target} ms`));
      rows.push(row('baseline: bare <textarea> page', baseline, ''));
    }
  } finally {
    await browser?.close();
    bare.server.close();
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited.catch(() => undefined);
    }
    await adminQuery(`drop database if exists "${database}" with (force)`);
  }

  const header = ['profile', 'page', 'tap → input in DOM', 'tap → input ready', 'target (ready)', 'page FCP'];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(
    `\nWidget open time, ${new Date().toISOString()}, Node ${process.version}, Debian Chromium: median (worst) of ${RUNS} runs`,
  );
  console.log(
    `phone: CPU 4× slower, ${SLOW_4G.rttMs} ms RTT, ${(SLOW_4G.downKbps / 1024).toFixed(1)} Mbps down, ${SLOW_4G.upKbps} kbps up; ready = enabled and focused\n`,
  );
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of rows) console.log(line(cells));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
