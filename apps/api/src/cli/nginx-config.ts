/**
 * Writes the nginx configuration of a load balancer in front of the API instances (docs/deploy.md),
 * from `deploy/nginx.conf.template`, the same way `pnpm bench:cluster` does:
 *
 *   pnpm --filter @northline/api nginx:config --out /etc/nginx/northline --listen 8080 \
 *     --run-dir /var/lib/northline-nginx --upstream 10.0.1.11:3000 --upstream 10.0.1.12:3000
 *
 * Writes `<out>/nginx.conf` and `<out>/page-csp.map` (each prerendered page's Content-Security-Policy, from the
 * build's csp-hashes.json: run it after `pnpm build`, again after every build). `--site` is the built site's
 * folder (default apps/site/build/client of this checkout). Then `nginx -t -c <out>/nginx.conf`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pagePolicies } from '../site/static-site.ts';

/** The template: deploy/nginx.conf.template at the repository root. */
export const NGINX_TEMPLATE = fileURLToPath(
  new URL('../../../../deploy/nginx.conf.template', import.meta.url),
);
const DEFAULT_SITE_DIR = fileURLToPath(new URL('../../../site/build/client', import.meta.url));

/** What a rendered configuration needs (the template's placeholders). */
export interface NginxConfigOptions {
  /** What nginx listens on, e.g. `127.0.0.1:8080` or `443 ssl`. */
  listen: string;
  /** A folder nginx may write: pid file, logs, temporary files. */
  runDir: string;
  /** The built site's folder (`apps/site/build/client`), absolute. */
  siteRoot: string;
  /** Each API instance as `host:port`. */
  upstreams: string[];
  /** Where the page policies ({@link pageCspMap}) are, absolute. */
  pageCspMapPath: string;
}

/**
 * Renders a template: each `${NAME}` replaced by its value, as `envsubst` given those names does.
 *
 * @throws Error naming a placeholder without a value
 */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for the placeholder ${name} in the nginx template`);
    return value;
  });
}

/**
 * The nginx configuration of {@link NGINX_TEMPLATE} for these instances: round robin, an instance that refuses a
 * connection left out for 5 s.
 */
export function renderNginxConfig(options: NginxConfigOptions): string {
  return renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    LISTEN: options.listen,
    RUN_DIR: options.runDir,
    SITE_ROOT: options.siteRoot,
    UPSTREAM_SERVERS: options.upstreams
      .map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`)
      .join('\n    '),
    PAGE_CSP_MAP: options.pageCspMapPath,
  });
}

/**
 * The entries of the template's `map $uri $page_csp`: each prerendered page's Content-Security-Policy (the hashes
 * of its inline scripts), keyed by the file's URI as nginx sees it after `try_files` (`/about/index.html`). The
 * API sends the same policies when it serves the pages itself (site/static-site.ts).
 *
 * @param siteRoot the built site's folder
 */
export function pageCspMap(siteRoot: string): string {
  return [...pagePolicies(siteRoot)].map(([file, policy]) => `"/${file}" "${policy}";\n`).join('');
}

/**
 * Writes `nginx.conf` and `page-csp.map` into `out`.
 *
 * @returns the path of `nginx.conf`
 */
export function writeNginxConfig(out: string, options: Omit<NginxConfigOptions, 'pageCspMapPath'>): string {
  mkdirSync(out, { recursive: true });
  const pageCspMapPath = join(out, 'page-csp.map');
  writeFileSync(pageCspMapPath, pageCspMap(options.siteRoot));
  const config = join(out, 'nginx.conf');
  writeFileSync(config, renderNginxConfig({ ...options, pageCspMapPath }));
  return config;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      listen: { type: 'string', default: '8080' },
      'run-dir': { type: 'string' },
      site: { type: 'string', default: DEFAULT_SITE_DIR },
      upstream: { type: 'string', multiple: true },
    },
  });
  if (!values.out || !values.upstream?.length) {
    console.error(
      'Usage: nginx:config --out DIR --upstream HOST:PORT [--upstream HOST:PORT…] [--listen 8080] [--run-dir DIR] [--site DIR]',
    );
    process.exit(2);
  }
  const out = resolve(values.out);
  const config = writeNginxConfig(out, {
    listen: values.listen,
    runDir: resolve(values['run-dir'] ?? out),
    siteRoot: resolve(values.site),
    upstreams: values.upstream,
  });
  console.error(`wrote ${config} and ${join(out, 'page-csp.map')}`);
}
