import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogue, validateCatalogue } from '@northline/content';
import { crawlerFiles } from '@northline/seo';
import type { Config } from '@react-router/dev/config';
import { finishBuild } from './build-tools/finish-build.ts';
import { prerenderedPaths } from './prerendered-paths.ts';
import { siteEnv } from './site-env.ts';

// A broken catalogue (an unknown service id, a city without coordinates...) fails the build here,
// with a message naming the field.
validateCatalogue(catalogue);

/**
 * Every public route is prerendered to HTML at build time (ssr: false): the API serves build/client,
 * answering `/about` with `about/index.html` and unknown paths with `404/index.html` (prerendered from
 * the catch-all route) and status 404. The list (prerendered-paths.ts) also names the island pages (decision
 * 018): every prerendered page. The staff app (`/staff`) is not prerendered: the API serves it React
 * Router's SPA fallback (`__spa-fallback.html`), which hydrates as a whole.
 */
export const PRERENDERED_PATHS: string[] = prerenderedPaths();

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: PRERENDERED_PATHS,
  /**
   * Writes sitemap.xml, robots.txt, llms.txt and the ai-*.json files next to the pages, then finishes the
   * build (build-tools/finish-build.ts): each page's scripts start after its first paint, their hashes go to
   * csp-hashes.json for the API's Content Security Policy, and every text file gets Brotli and gzip copies.
   */
  async buildEnd({ reactRouterConfig }) {
    const clientDir = join(reactRouterConfig.buildDirectory, 'client');
    const files = crawlerFiles({ siteUrl: siteEnv().SITE_URL });
    await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(clientDir, name), text)));
    await finishBuild(clientDir);
  },
} satisfies Config;
