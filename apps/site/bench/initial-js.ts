import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withStaticImports } from '../build-tools/finish-build.ts';

const ASSET_SCRIPT = /\/assets\/[^"\\]+\.js/g;

/**
 * The scripts a prerendered page starts with: every `/assets/*.js` its HTML names (React Router's preload
 * list and boot script, which the build moves into the deferred starter). Chunks a page imports later on
 * demand (the chat widget, the toast viewport, form validation) are not named there.
 * @param html a prerendered page
 * @returns the asset paths, each once, in order of appearance
 */
export function initialScripts(html: string): string[] {
  return [...new Set(html.match(ASSET_SCRIPT) ?? [])];
}

/**
 * Bytes of a page's initial JavaScript, gzip level 9 (the budget of decision 002: initial JavaScript at
 * most 100 KB gzip on content pages): the scripts its HTML names ({@link initialScripts}) and every chunk they
 * import statically, which the browser loads before the first of them runs.
 * @param clientDir the built site (`build/client`)
 * @param path a route path such as `/about`
 * @returns gzip bytes summed over those scripts, each once
 */
export function initialScriptGzipBytes(clientDir: string, path: string): number {
  const page = join(clientDir, path === '/' ? '' : path, 'index.html');
  const assets = join(clientDir, 'assets');
  const named = initialScripts(readFileSync(page, 'utf8')).map((script) => script.replace('/assets/', ''));
  return withStaticImports(named, (name) => readFileSync(join(assets, name), 'utf8')).reduce(
    (total, name) => total + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length,
    0,
  );
}
