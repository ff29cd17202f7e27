import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, relative as relativePath } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { markStaffAnswer, type RouteTraits } from '../plugins/app/route-traits.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A prerendered page of the built site as a shell for a page the API fills at request time (the booking
     * pages, docs/decisions/035): its HTML and its Content Security Policy, read once; undefined when the site
     * is not built or has no such page.
     *
     * @param file the page's file relative to the site's root, e.g. `book-assessment/index.html`
     */
    siteShell(file: string): { html: string; policy: string | undefined } | undefined;
  }
}

/** Options of {@link staticSitePlugin}. */
export interface StaticSiteOptions {
  /** Folder of the built site: React Router's `build/client` (prerendered HTML, assets, crawler files). */
  root: string;
}

/** Cache header of content-hashed assets (`/assets/*`): cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache header of HTML and other unhashed files: always revalidated. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
/**
 * Cache header of the prerendered pages the API serves: revalidated, and `private`, because each answer sets a
 * fresh form token cookie (decision 003) that a shared cache must never hand to another visitor.
 */
export const PAGE_CACHE = 'private, max-age=0, must-revalidate';
/** The prerendered 404 page, relative to the root. */
export const NOT_FOUND_PAGE = '404/index.html';
/**
 * React Router's SPA fallback (`ssr: false`): the document shell that renders any route in the browser. The
 * staff app is served with it for every `/staff` path: client-rendered, never prerendered.
 */
export const SPA_FALLBACK_PAGE = '__spa-fallback.html';

/**
 * Whether a URL path could point off this origin or smuggle a separator past the checks
 * (OWASP ASVS 4.0.3 V5.1.5, redirects only to allowed destinations): it starts with `//` (a protocol-relative URL
 * to another host), holds a backslash (browsers read `/\\host` as `//host`), or an encoded slash or backslash
 * (`%2f`, `%5c`, any case). Such paths are never pages and never redirected: they answer 404.
 *
 * @param urlPath the path of the request URL as sent (percent-encoded, without the query)
 */
export function isUnsafePath(urlPath: string): boolean {
  return urlPath.startsWith('//') || urlPath.includes('\\') || /%(2f|5c)/i.test(urlPath);
}

/**
 * Resolves a URL path to a prerendered page below `root` (`/about` → `about/index.html`), else undefined; also
 * undefined for an {@link isUnsafePath} path, a path that leaves `root`, or one that holds NUL.
 */
export function pageFileFor(root: string, urlPath: string): string | undefined {
  if (isUnsafePath(urlPath)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = normalize(decoded).replace(/^\/+/, '');
  if (relative.startsWith('..') || relative.includes('\0')) return undefined;
  const candidate = relative === '' ? 'index.html' : join(relative, 'index.html');
  const absolute = join(root, candidate);
  return existsSync(absolute) && statSync(absolute).isFile() ? candidate : undefined;
}

/** The canonical path of a page file from {@link pageFileFor}: `about/index.html` → `/about`, `index.html` → `/`. */
export function canonicalPathOf(pageFile: string): string {
  return `/${pageFile.replace(/(^|\/)index\.html$/, '')}`;
}

/** The build's list of each page's script hashes, beside the pages: `{ "about/index.html": ["'sha256-…'"] }`. */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/**
 * The Content Security Policy of each prerendered page: the hashes of the inline scripts it
 * runs, from the build's {@link CSP_HASHES_FILE} (which includes the scripts the boot script injects), else
 * computed from the built files' inline scripts (`about/index.html` → policy). Read once, at start.
 *
 * @param root the built site's folder
 * @returns a map from each `index.html` (relative to `root`) to its policy
 */
export function pagePolicies(root: string): Map<string, string> {
  const policies = new Map<string, string>();
  // The build's list (apps/site build-tools/finish-build.ts) also names the scripts a page's boot script injects.
  const manifest = join(root, CSP_HASHES_FILE);
  if (existsSync(manifest)) {
    const hashes = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string[]>;
    for (const [file, sources] of Object.entries(hashes)) policies.set(file, contentSecurityPolicy(sources));
    return policies;
  }
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path);
      } else if (entry.name === 'index.html' || entry.name === SPA_FALLBACK_PAGE) {
        policies.set(
          relativePath(root, path),
          contentSecurityPolicy(inlineScriptHashes(readFileSync(path, 'utf8'))),
        );
      }
    }
  };
  walk(root);
  return policies;
}

/**
 * Serves the built site on the API's origin: hashed assets with long-lived cache headers,
 * `/about`-style paths answered with the prerendered `about/index.html` (no trailing-slash redirect),
 * `/about/` redirected to the canonical `/about` (a path of this origin built from the page's file, never
 * from the request), and unknown paths with the prerendered 404 page and status 404.
 * `//host`, backslashes and encoded slashes (`%2f`, `%5c`) are 404 ({@link isUnsafePath}). Misses of the API
 * have a not-found answer of their own (routes/api-not-found.ts). `/staff` and every `/staff/...` path are staff routes answered with
 * the SPA fallback (the staff app).
 */
export const staticSitePlugin = fp<StaticSiteOptions>(
  async (app, options) => {
    const { root } = options;
    const hasSite = existsSync(root);
    if (hasSite) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        redirect: false,
        // Routes for the files present at start (the build precedes the server); everything else reaches
        // the not-found handler below, which maps pages and the 404.
        wildcard: false,
        // The build writes `.br` and `.gz` copies of every text file (apps/site build-tools/finish-build.ts):
        // sent as they are, at the best compression, with no work per request. Without them the compress
        // plugin compresses on the fly.
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, path) {
          const isHashedAsset = path.startsWith(join(root, 'assets'));
          res.header(
            'cache-control',
            isHashedAsset ? IMMUTABLE_CACHE : path.endsWith('.html') ? PAGE_CACHE : REVALIDATE_CACHE,
          );
        },
      });
    } else {
      app.log.warn({ root }, 'built site not found; only the API is served (run the build first)');
    }

    // Every page carries a fresh form token (decision 003): the anti-spam token of a form posted without
    // JavaScript.
    // Each page runs only its own inline scripts (CSP without 'unsafe-inline').
    const policies = hasSite ? pagePolicies(root) : new Map<string, string>();
    const sendPage = (reply: FastifyReply, file: string, status: number) => {
      const policy = policies.get(file);
      if (policy) reply.header('content-security-policy', policy);
      return reply.code(status).header('cache-control', PAGE_CACHE).setFormTokenCookie().sendFile(file);
    };

    const shells = new Map<string, { html: string; policy: string | undefined } | undefined>();
    app.decorate('siteShell', (file: string) => {
      if (!shells.has(file)) {
        const path = join(root, file);
        const known = hasSite && pageFileFor(root, canonicalPathOf(file)) === file && existsSync(path);
        shells.set(
          file,
          known ? { html: readFileSync(path, 'utf8'), policy: policies.get(file) } : undefined,
        );
      }
      return shells.get(file);
    });

    // The staff app: its shell for every path, never cached and never indexed (a staff route), no form token.
    const staffShell = hasSite && existsSync(join(root, SPA_FALLBACK_PAGE));
    const staff: RouteTraits = { staff: true };
    for (const url of ['/staff', '/staff/*']) {
      app.get(url, { config: { traits: staff } }, async (_request, reply) => {
        if (!staffShell) {
          // The not-found answer is no longer this route's, so it is marked as a staff answer here.
          markStaffAnswer(reply);
          return reply.callNotFound();
        }
        // The shell runs its own inline scripts under the same strict policy as every page.
        const policy = policies.get(SPA_FALLBACK_PAGE);
        if (policy) reply.header('content-security-policy', policy);
        return reply.code(200).sendFile(SPA_FALLBACK_PAGE);
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (!hasSite || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ error: 'Not found' });
      }
      if (path.length > 1 && path.endsWith('/')) {
        const target = pageFileFor(root, path.replace(/\/+$/, '') || '/');
        // The Location is built from the page's own file, never from the request: always a path of this origin.
        if (target) return reply.redirect(canonicalPathOf(target), 301);
      }
      const page = path === '/404' ? undefined : pageFileFor(root, path);
      if (page) return sendPage(reply, page, 200);
      if (existsSync(join(root, NOT_FOUND_PAGE))) return sendPage(reply, NOT_FOUND_PAGE, 404);
      return reply.code(404).type('text/plain').send('404 Page Not Found');
    });
  },
  { name: 'static-site' },
);
