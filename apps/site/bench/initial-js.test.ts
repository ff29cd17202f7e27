import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startIslands } from '../build-tools/finish-build.ts';
import { initialScriptGzipBytes, initialScripts } from './initial-js.ts';

describe('initialScripts', () => {
  it('lists each script named by the page once: preload list and boot code, escaped or not', () => {
    const html =
      '<link rel="modulepreload" href="/assets/framework-A1.js"/>' +
      '<script>var p=["/assets/framework-A1.js","/assets/root-B2.js"],c="import \\"/assets/manifest-C3.js\\";";</script>' +
      '<link rel="stylesheet" href="/assets/root-D4.css"/>';
    expect(initialScripts(html)).toEqual([
      '/assets/framework-A1.js',
      '/assets/root-B2.js',
      '/assets/manifest-C3.js',
    ]);
  });

  it('leaves out the chat code an island page prefetches when idle (named relative to /assets/, never run at load)', () => {
    const html = startIslands(
      '<html><body><div data-island="chat-launcher" data-props="{}"></div></body></html>',
      ['/assets/islands-boot-A1.js'],
      ['react-B2.js', 'src-C3.js'],
    );
    expect(initialScripts(html)).toEqual(['/assets/islands-boot-A1.js']);
  });

  it('finds none in a page without scripts', () => {
    expect(initialScripts('<p>plain</p>')).toEqual([]);
  });
});

describe('initialScriptGzipBytes', () => {
  it('counts the named scripts and the chunks they import statically, once each, and no dynamic import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'initial-js-'));
    mkdirSync(join(dir, 'assets'));
    const chunks = {
      'boot-A1.js': 'import{t}from"./shared-B2.js";import"./shared-B2.js";import(`./later-C3.js`);t();',
      'shared-B2.js': `export const t=()=>${JSON.stringify('x'.repeat(300))};`,
      'later-C3.js': `export const u=${JSON.stringify('y'.repeat(900))};`,
    };
    for (const [name, code] of Object.entries(chunks)) writeFileSync(join(dir, 'assets', name), code);
    writeFileSync(join(dir, 'index.html'), '<script type="module" src="/assets/boot-A1.js"></script>');
    const gzip = (name: keyof typeof chunks) => gzipSync(chunks[name], { level: 9 }).length;

    expect(initialScriptGzipBytes(dir, '/')).toBe(gzip('boot-A1.js') + gzip('shared-B2.js'));
  });
});
