/**
 * The Content Security Policy (MDN HTTP Observatory A+): no `'unsafe-inline'` for scripts.
 * The prerendered pages boot from a few inline scripts (React Router's context and the deferred starter of
 * apps/site build-tools/finish-build.ts), so each page is sent with the SHA-256 hashes of its own inline
 * scripts, computed from the built files when the server starts. Every other response gets the same policy
 * without hashes: no inline script runs anywhere else.
 */
import { createHash } from 'node:crypto';

/** The policy's directives (helmet's camelCase form); `scriptSrc` gets each page's hashes added. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Components set inline style attributes (React) and the chat widget adopts its styles in a shadow root.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** `defaultSrc` → `default-src`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The policy as a header value, with extra `script-src` sources (e.g. `'sha256-…'`).
 * @param scriptHashes CSP hash sources of the inline scripts allowed to run
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => {
      const values = name === 'scriptSrc' ? [...sources, ...scriptHashes] : sources;
      return `${kebab(name)} ${values.join(' ')}`;
    })
    .join('; ');
}

/** A `<script>` element: its attributes and its text. */
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hash sources (`'sha256-<base64>'`) of the inline scripts of an HTML page: every `<script>` without a
 * `src`, except data blocks (`type="application/ld+json"`), which browsers never run.
 *
 * @param html the page as served
 * @returns one source per distinct inline script, in document order
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
      continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '')
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}
