/**
 * Absolute URLs from the configured site origin (the `SITE_URL` setting, default
 * `https://www.northline-it.example`). Canonical URLs have no trailing slash except the root (§2): the
 * production server answers `/about` itself with the prerendered page, never redirecting to `/about/`.
 */

/**
 * Checks a site origin and drops its trailing slashes: `'https://www.example.com/'` becomes
 * `'https://www.example.com'`.
 *
 * @param siteUrl - an absolute http(s) URL without query or fragment, such as the `SITE_URL` setting
 * @returns the origin (and base path, if any) without a trailing slash
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL or has a query or fragment
 */
export function normalizeSiteUrl(siteUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(siteUrl);
  } catch {
    throw new TypeError(`siteUrl must be an absolute http(s) URL, got "${siteUrl}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`siteUrl must use http or https, got "${siteUrl}"`);
  }
  if (parsed.search || parsed.hash) {
    throw new TypeError(`siteUrl must not have a query or fragment, got "${siteUrl}"`);
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/**
 * Drops the trailing slashes of a root-relative path, keeping `/` itself: `'/about/'` becomes `'/about'`.
 * A query or fragment is kept as is.
 *
 * @param path - a path starting with `/`
 * @returns the path without trailing slashes (or `/`)
 * @throws TypeError when the path does not start with exactly one `/`
 */
export function canonicalPath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new TypeError(`A path must start with a single "/", got "${path}"`);
  }
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] ?? path;
  const rest = match?.[2] ?? '';
  const trimmed = pathname.replace(/\/+$/, '');
  return `${trimmed === '' ? '/' : trimmed}${rest}`;
}

/**
 * The absolute URL of a path on the site, or an absolute http(s) URL unchanged.
 * `absoluteUrl('https://www.example.com/', '/about/')` is `'https://www.example.com/about'`;
 * the root is `'https://www.example.com/'`.
 *
 * @param siteUrl - the site origin (see {@link normalizeSiteUrl})
 * @param pathOrUrl - a root-relative path (`/toronto`) or an absolute http(s) URL
 * @returns an absolute URL
 * @throws TypeError when `siteUrl` is invalid or `pathOrUrl` is neither a root-relative path nor an http(s) URL
 */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = canonicalPath(pathOrUrl);
  return `${normalizeSiteUrl(siteUrl)}${path}`;
}
