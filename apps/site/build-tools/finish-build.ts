import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ISLAND_WAKE_GLOBAL } from '../app/islands/wake.ts';
import { EARLY_CLICK_SELECTOR, EARLY_CLICKS_GLOBAL, NATIVE_POST_FLAG } from '../app/lib/early-clicks.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** File types written precompressed (text); images other than SVG are already compressed. */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = [
  '.html',
  '.js',
  '.css',
  '.json',
  '.txt',
  '.xml',
  '.svg',
];
/** Smaller files are sent as they are: compression would save less than a packet. */
export const MIN_COMPRESS_BYTES = 1024;

const MODULEPRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** How long a submit in an island not yet hydrated waits for it before the form posts natively (decision 018). */
export const ISLAND_SUBMIT_WAIT_MS = 5000;

/**
 * The part of the boot script that keeps early clicks and form posts from being lost or doubled (decision
 * 003), as classic-script source. Until `<html data-hydrated="true">` (set by root.tsx once React has
 * hydrated the page: the staff app's SPA fallback; on an island page, decision 018, see the `islands` variant):
 *
 * - a click on a control that needs JavaScript (`EARLY_CLICK_SELECTOR`: buttons and `[aria-controls]`, but
 *   not a form's submit button, which posts natively, nor a link with an `href`) is recorded in
 *   `window[EARLY_CLICKS_GLOBAL]` as `{ el, i }` (the element and its index among the matches) and stopped
 *   there, so React, if it hydrates in the middle of it, does not also act on it; root.tsx replays each recorded
 *   click once (`replayEarlyClicks`, app/lib/early-clicks.ts).
 *
 * At any time, a form the browser is posting natively (its `submit` event reached the window without being
 * cancelled) is marked (`data-native-post`), and a second submit of it is cancelled before React sees it:
 * one visitor action sends one request. A page restored from the back/forward cache drops the marks, so a
 * visitor who went back from the 400 page can send the form again.
 */
export function earlyInputScript({ islands = false }: { islands?: boolean } = {}): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return [
    `var w=window,d=document,S=${json(EARLY_CLICK_SELECTOR)},F=${json(NATIVE_POST_FLAG)},q=w[${json(EARLY_CLICKS_GLOBAL)}]=[];`,
    'w.addEventListener("click",function(e){',
    islands ? '' : 'if(d.documentElement.dataset.hydrated==="true")return;',
    'var t=e.target,el=t&&t.closest?t.closest(S):null;',
    islands
      ? // On an island page (decision 018): only in an island not yet hydrated, which the click then wakes. A
        // form's submit button too, so the island's own validation answers it; should the island not hydrate
        // within ISLAND_SUBMIT_WAIT_MS, the form is posted natively after all (no submission is lost).
        [
          'if(!el||(el.tagName==="A"&&el.hasAttribute("href")))return;',
          'var n=el.closest("[data-island]");if(!n||n.dataset.islandHydrated==="true")return;',
          'var c={el:el,i:[].indexOf.call(d.querySelectorAll(S),el)};q.push(c);',
          'e.preventDefault();e.stopImmediatePropagation();',
          'if(el.type==="submit"&&el.form){var f=el.form;setTimeout(function(){var k=q.indexOf(c);',
          `if(k<0)return;q.splice(k,1);if(f.requestSubmit)f.requestSubmit(el);else f.submit()},${ISLAND_SUBMIT_WAIT_MS})}`,
          `if(w[${json(ISLAND_WAKE_GLOBAL)}])w[${json(ISLAND_WAKE_GLOBAL)}](n)`,
        ].join('')
      : [
          'if(!el||(el.tagName==="A"&&el.hasAttribute("href"))||(el.type==="submit"&&el.form))return;',
          'q.push({el:el,i:[].indexOf.call(d.querySelectorAll(S),el)});',
          'e.preventDefault();e.stopImmediatePropagation()',
        ].join(''),
    '},true);',
    'w.addEventListener("submit",function(e){var f=e.target;',
    'if(f&&f.dataset&&f.dataset[F]){e.preventDefault();e.stopImmediatePropagation()}},true);',
    'w.addEventListener("submit",function(e){var f=e.target;',
    'if(!e.defaultPrevented&&f&&f.dataset)f.dataset[F]="1"});',
    'w.addEventListener("pageshow",function(e){if(!e.persisted)return;',
    'for(var i=0;i<d.forms.length;i++)delete d.forms[i].dataset[F]});',
  ].join('');
}

/**
 * Starts a prerendered page's JavaScript after its first paint instead of during it.
 *
 * React Router's `<Scripts>` writes a `modulepreload` link for every module of the page and an inline
 * module script that imports the route modules and hydrates. The browser fetched all of that while the
 * render-blocking CSS was still loading (React puts the preload links above the stylesheets in `<head>`),
 * so on a phone's connection the first paint (and the LCP, which is text here) waited for about 150 KB of
 * scripts. Moving the stylesheets up instead breaks hydration (React matches `<head>` children
 * by position). This replaces both with a small classic script that, after the first frame is painted
 * (`requestAnimationFrame` then a task), adds the same preload links and the same module script; in a
 * hidden tab it starts at once. The page's text is readable before it runs, as it is prerendered;
 * hydration begins a frame later than before.
 *
 * The same script (the page's only inline one) records clicks until the page has hydrated and keeps a
 * native form post from being sent twice ({@link earlyInputScript}).
 *
 * @param html a prerendered page
 * @returns the page with deferred scripts; unchanged when it has no React Router boot script
 */
export function deferHydration(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD_LINK)].map((match) => match[1]);
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const starter = [
    '<script>(function(){',
    `var p=${json(preloads)},c=${json(boot[1])},d=document,done=false;`,
    earlyInputScript(),
    'function go(){if(done)return;done=true;',
    "for(var i=0;i<p.length;i++){var l=d.createElement('link');l.rel='modulepreload';l.href=p[i];d.head.appendChild(l)}",
    "var s=d.createElement('script');s.type='module';s.textContent=c;d.body.appendChild(s)}",
    "if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})",
    '})()</script>',
  ].join('');
  return html.replace(MODULEPRELOAD_LINK, '').replace(boot[0], () => starter);
}

/**
 * A stylesheet link whose href React Router ends with `#`: a CSS file that a dynamic import also loads, marked so
 * that Vite's preload helper does not take React Router's link for its own (React Router removes route links
 * when it navigates).
 */
const MARKED_STYLESHEET = /(<link rel="stylesheet" href="[^"#]+)#"/g;

/** An island page (decision 018): React Router prerendered it without its scripts, around `data-island` roots. */
const ISLAND_ROOT = /<div [^>]*data-island="/;
/** The entry of the islands' boot script in `assets/` (app/islands/islands-boot.ts). */
const ISLANDS_BOOT_FILE = /^islands-boot-[\w-]+\.js$/;
/** The static imports at the top of a built module (`import"./x.js"`, `from"./x.js"`; not `import("./x.js")`). */
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g;

/**
 * The given chunks and every chunk they import statically, directly or through another, each once, in order of
 * discovery (a chunk a preload list leaves out is found only once its importer has arrived: a round trip more).
 *
 * @param names file names in `assets/` (`islands-boot-A1.js`)
 * @param read a chunk's code by its file name
 */
export function withStaticImports(names: readonly string[], read: (name: string) => string): string[] {
  const found = new Set(names);
  for (const name of found) {
    for (const [, imported] of read(name).matchAll(STATIC_IMPORT)) found.add(imported as string);
  }
  return [...found];
}

/**
 * The islands' boot script and every chunk it imports statically ({@link withStaticImports}), as `/assets/…`
 * paths, the boot script first; none when islands are off.
 */
export async function islandsBootScripts(clientDir: string): Promise<string[]> {
  const assets = join(clientDir, 'assets');
  const boot = (await readdir(assets)).find((name) => ISLANDS_BOOT_FILE.test(name));
  if (!boot) return [];
  return withStaticImports([boot], (name) => readFileSync(join(assets, name), 'utf8')).map(
    (name) => `/assets/${name}`,
  );
}

/**
 * Starts an island page's one script (app/islands/islands-boot.ts) after the page's load event (where
 * {@link deferHydration} starts React Router's after the first frame): a small classic script that records early clicks in islands not yet hydrated
 * ({@link earlyInputScript} with `islands`), then, once the page has loaded, preloads the boot script's static
 * imports and adds it as a module script. No inline module script: its hash is the starter's alone.
 *
 * On a page with the chat launcher island, once the page has loaded and the browser is idle, it also prefetches
 * (`<link rel="prefetch">`: downloaded at the lowest priority into the HTTP cache, not run) the code a tap on the
 * launcher needs, `prefetch` ({@link chatOpenChunks}), so the chat opens without waiting on the network; not when
 * the visitor asked to save data (`navigator.connection.saveData`) or the connection is 2G. These files are named
 * relative to `/assets/`: they are not part of the page's initial JavaScript (nothing runs them until the tap).
 *
 * It also drops the `#` React Router ends some stylesheet hrefs with ({@link MARKED_STYLESHEET}): on an island page
 * React Router never runs in the browser, and with the `#` Vite's preload helper did not recognise the page's own
 * stylesheet when an island's code imported it, so it loaded it a second time after the islands' scripts.
 *
 * @param html a prerendered page
 * @param bootScripts {@link islandsBootScripts}: the boot script first
 * @param prefetch files of `/assets/` to prefetch when idle on a page with the chat launcher ({@link chatOpenChunks})
 * @returns the page with the starter before `</body>`; unchanged when it has no island or there is no boot script
 */
export function startIslands(
  html: string,
  bootScripts: readonly string[],
  prefetch: readonly string[] = [],
): string {
  const [boot, ...imports] = bootScripts;
  if (!boot || !ISLAND_ROOT.test(html) || BOOT_SCRIPT.test(html)) return html;
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const idle = CHAT_LAUNCHER_ISLAND.test(html) ? prefetch : [];
  const starter = [
    '<script>(function(){',
    `var p=${json(imports)},b=${json(boot)},x=${json(idle)},d=document,done=false;`,
    earlyInputScript({ islands: true }),
    'function go(){if(done)return;done=true;',
    "for(var i=0;i<p.length;i++){var l=d.createElement('link');l.rel='modulepreload';l.href=p[i];d.head.appendChild(l)}",
    "var s=d.createElement('script');s.type='module';s.src=b;d.body.appendChild(s);",
    'var c=navigator.connection;if(!x.length||(c&&(c.saveData||/2g/.test(c.effectiveType||""))))return;',
    '(w.requestIdleCallback||setTimeout)(function(){for(var j=0;j<x.length;j++){',
    "var f=d.createElement('link');f.rel='prefetch';f.href='/assets/'+x[j];",
    // In CORS mode, as the module imports and Vite's stylesheet links that use them ask for them: the API varies
    // its answers on Origin, and an entry fetched without one would be revalidated (a round trip) before use.
    "f.setAttribute('as',/\\.css$/.test(x[j])?'style':'script');f.crossOrigin='anonymous';d.head.appendChild(f)}})}",
    // After the load event: nothing of an island page needs to run before it (early clicks are recorded), and
    // a script requested before the first contentful paint counts against it in Lighthouse's simulation.
    "if(d.visibilityState==='hidden'||d.readyState==='complete')go();else w.addEventListener('load',function(){setTimeout(go,0)})",
    '})()</script>',
  ].join('');
  return html.replace(MARKED_STYLESHEET, '$1"').replace('</body>', () => `${starter}</body>`);
}

/** An island page's chat launcher (root.tsx): the island whose code {@link chatOpenChunks} names. */
const CHAT_LAUNCHER_ISLAND = /<div [^>]*data-island="chat-launcher"/;

/**
 * The file, in the build directory beside `client/`, where the client build writes the chunks a tap on the chat
 * launcher loads beyond the islands' boot script (vite.config.ts, `chatOpenPrefetch`): a JSON array of file names
 * of `assets/`.
 */
export const CHAT_OPEN_CHUNKS_FILE = 'chat-open-chunks.json';

/** The files {@link CHAT_OPEN_CHUNKS_FILE} names (none when the build wrote no such file). */
export async function chatOpenChunks(clientDir: string): Promise<string[]> {
  try {
    return JSON.parse(await readFile(join(clientDir, '..', CHAT_OPEN_CHUNKS_FILE), 'utf8')) as string[];
  } catch {
    return [];
  }
}

/** The file apps/api reads each page's script hashes from (its `CSP_HASHES_FILE`). */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/** A `<script>` element: its attributes and its text. */
const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/** A CSP hash source, `'sha256-<base64>'`, of a script's text. */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The CSP hash sources of every script a finished page runs without a `src` (a policy without
 * `'unsafe-inline'`): its inline scripts (not JSON-LD data blocks, which never run) and the module script its
 * boot script injects ({@link deferHydration}), whose text the browser checks like an inline script's.
 *
 * @param original the page as React Router prerendered it
 * @param finished the page after {@link deferHydration}
 * @returns distinct `'sha256-…'` sources, in document order
 */
export function pageScriptHashes(original: string, finished: string): string[] {
  const hashes = new Set<string>();
  for (const match of finished.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
      continue;
    hashes.add(cspHash(match[2] ?? ''));
  }
  const boot = BOOT_SCRIPT.exec(original);
  if (boot) hashes.add(cspHash(boot[1] ?? ''));
  return [...hashes];
}

async function* filesBelow(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Finishes the client build in place (called from `buildEnd` in react-router.config.ts, after the
 * prerender): starts each page's scripts after its first paint with {@link deferHydration}, writes each page's
 * script hashes to {@link CSP_HASHES_FILE} (apps/api sends them in the page's Content Security Policy), then writes a Brotli (quality 11)
 * and a gzip (level 9) copy next to every text file of at least {@link MIN_COMPRESS_BYTES}, which apps/api
 * serves as they are (`@fastify/static` `preCompressed`) instead of compressing each answer again.
 *
 * @param clientDir React Router's `build/client`
 * @returns how many pages were rewritten and files compressed
 */
export async function finishBuild(clientDir: string): Promise<{ pages: number; compressed: number }> {
  let pages = 0;
  let compressed = 0;
  const files: string[] = [];
  for await (const file of filesBelow(clientDir)) files.push(file);
  const scriptHashes: Record<string, string[]> = {};
  const bootScripts = await islandsBootScripts(clientDir);
  const prefetch = await chatOpenChunks(clientDir);
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const html = await readFile(file, 'utf8');
    const deferred = BOOT_SCRIPT.test(html)
      ? deferHydration(html)
      : startIslands(html, bootScripts, prefetch);
    if (deferred !== html) {
      await writeFile(file, deferred);
      pages += 1;
    }
    scriptHashes[relative(clientDir, file)] = pageScriptHashes(html, deferred);
  }
  await writeFile(join(clientDir, CSP_HASHES_FILE), `${JSON.stringify(scriptHashes, null, 2)}\n`);
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE_EXTENSIONS.includes(extname(file)))
      .map(async (file) => {
        if ((await stat(file)).size < MIN_COMPRESS_BYTES) return;
        const body = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        compressed += 1;
      }),
  );
  return { pages, compressed };
}
