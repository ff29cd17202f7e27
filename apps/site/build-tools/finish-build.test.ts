import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CSP_HASHES_FILE,
  deferHydration,
  finishBuild,
  islandsBootScripts,
  MIN_COMPRESS_BYTES,
  pageScriptHashes,
} from './finish-build.ts';

const page = [
  '<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/><title>T</title>',
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css"/>',
  '<script type="application/ld+json">{}</script></head>',
  '<body><link rel="stylesheet" href="/assets/late.css"/></body></html>',
].join('');

const boot =
  '<script type="module" async="">import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; ' +
  'window.__reactRouterRouteModules = {"root":route0}; import("/assets/entry.client.js");</script>';

describe('deferHydration', () => {
  const html = page.replace('</body>', `${boot}</body>`);

  it('removes the preload links and the boot module script from the markup', () => {
    const out = deferHydration(html);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('/assets/root.css');
  });

  it('adds the same preloads and module script when run, after the first frame', () => {
    const out = deferHydration(html);
    const starter = /<script>(\(function\(\)\{[\s\S]*?\}\)\(\))<\/script>/.exec(out)?.[1];
    expect(starter).toBeDefined();
    const added: { tag: string; props: Record<string, string> }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const createElement = (tag: string) => {
      const el = { tag, props: {} as Record<string, string> };
      return new Proxy(el, {
        set: (_target, key, value) => {
          el.props[String(key)] = value;
          return true;
        },
      });
    };
    const append = (el: { tag: string; props: Record<string, string> }) => {
      added.push(el);
    };
    const fakeDocument = {
      visibilityState: 'visible',
      createElement,
      head: { appendChild: append },
      body: { appendChild: append },
    };
    const listened: string[] = [];
    const fakeWindow = { addEventListener: (type: string) => listened.push(type) };
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', starter as string)(
      fakeWindow,
      fakeDocument,
      (cb: () => void) => frames.push(cb),
      (cb: () => void) => timers.push(cb),
    );
    // The early-input listeners are there at once, before the first frame.
    expect(listened).toEqual(['click', 'submit', 'submit', 'pageshow']);
    expect(added).toHaveLength(0);
    for (const cb of frames) cb();
    expect(added).toHaveLength(0);
    for (const cb of timers) cb();
    expect(added.map((el) => el.props.href ?? el.props.type)).toEqual([
      '/assets/a.js',
      '/assets/b.js',
      'module',
    ]);
    expect(added[2]?.props.textContent).toBe(
      /<script type="module" async="">([\s\S]*?)<\/script>/.exec(boot)?.[1],
    );
  });

  it('leaves a page without a boot script unchanged', () => {
    expect(deferHydration(page)).toBe(page);
  });
});

describe('islandsBootScripts', () => {
  it('names the boot script and every chunk it reaches by static imports, each once, never a dynamic import', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boot-scripts-'));
    await mkdir(join(dir, 'assets'));
    const assets = {
      'islands-boot-A1.js':
        'import{t as e}from"./attribution-B2.js";import"./clicks-C3.js";import(`./later-D4.js`);e();',
      'attribution-B2.js': 'import{n as e}from"./constants-E5.js";export{e as t};',
      'clicks-C3.js': 'import"./constants-E5.js";export{};',
      'constants-E5.js': 'export const n=1;',
      'later-D4.js': 'import"./never-F6.js";',
    };
    for (const [name, code] of Object.entries(assets)) writeFileSync(join(dir, 'assets', name), code);

    expect(await islandsBootScripts(dir)).toEqual([
      '/assets/islands-boot-A1.js',
      '/assets/attribution-B2.js',
      '/assets/clicks-C3.js',
      '/assets/constants-E5.js',
    ]);
  });
});

describe('finishBuild', () => {
  it("defers the pages' scripts and writes Brotli and gzip copies of text files above the threshold", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'finish-build-'));
    await mkdir(join(dir, 'about'));
    await mkdir(join(dir, 'assets'));
    const big = `console.log(${JSON.stringify('x'.repeat(MIN_COMPRESS_BYTES * 2))});`;
    writeFileSync(
      join(dir, 'about', 'index.html'),
      page
        .replace('<title>T</title>', `<title>${'t'.repeat(2000)}</title>`)
        .replace('</body>', `${boot}</body>`),
    );
    writeFileSync(join(dir, 'assets', 'app.js'), big);
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'export{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096));

    const result = await finishBuild(dir);

    expect(result).toEqual({ pages: 1, compressed: 2 });
    const html = readFileSync(join(dir, 'about', 'index.html'), 'utf8');
    expect(html).not.toContain('rel="modulepreload"');
    expect(brotliDecompressSync(readFileSync(join(dir, 'about', 'index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(big);
    expect(() => readFileSync(join(dir, 'assets', 'tiny.js.br'))).toThrow();
    expect(() => readFileSync(join(dir, 'logo.png.br'))).toThrow();
    // Each page's script hashes, for its Content Security Policy.
    const hashes = JSON.parse(readFileSync(join(dir, CSP_HASHES_FILE), 'utf8'));
    expect(Object.keys(hashes)).toEqual(['about/index.html']);
    expect(hashes['about/index.html']).toHaveLength(2);
  });
});

describe('pageScriptHashes (a CSP without unsafe-inline)', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes the boot script and the module script it injects, never the JSON-LD data block', () => {
    const original = page.replace('</body>', `${boot}</body>`);
    const finished = deferHydration(original);
    const starter = /<script>([\s\S]*?)<\/script>/.exec(finished)?.[1] ?? '';
    const bootText = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(boot)?.[1] ?? '';
    expect(pageScriptHashes(original, finished)).toEqual([sha(starter), sha(bootText)]);
  });
});
