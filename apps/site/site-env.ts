import { company } from '@northline/content';
import * as z from 'zod';

/**
 * The site's build-time settings, validated when Vite starts (README "Settings"). SITE_URL is the
 * origin of canonical URLs, the sitemap and JSON-LD (default: the catalogue's `company.defaultSiteUrl`, as the API's);
 * it reaches the browser as `import.meta.env.SITE_URL`.
 */
export const siteEnvSchema = z.object({
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'SITE_URL must be an http(s) URL such as https://www.example.com' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(company.defaultSiteUrl),
});

/**
 * Parses the site's settings.
 * @throws Error naming each invalid variable
 */
export function siteEnv(source: Record<string, string | undefined> = process.env) {
  const result = siteEnvSchema.safeParse({ SITE_URL: source.SITE_URL || undefined });
  if (!result.success) {
    throw new Error(
      `Invalid settings:\n${result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  return result.data;
}
