import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
 * most 100 KB gzip on content pages).
 * @param clientDir the built site (`build/client`)
 * @param path a route path such as `/about`
 * @returns gzip bytes summed over {@link initialScripts}
 */
export function initialScriptGzipBytes(clientDir: string, path: string): number {
  const page = join(clientDir, path === '/' ? '' : path, 'index.html');
  return initialScripts(readFileSync(page, 'utf8')).reduce(
    (total, script) => total + gzipSync(readFileSync(join(clientDir, script)), { level: 9 }).length,
    0,
  );
}
