import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { NewsletterConsentKeys } from '../../newsletter/newsletter-consent.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the newsletter's links and hashes client IPs (see newsletter/newsletter-consent.ts). */
    newsletterConsent: NewsletterConsentKeys;
  }
}

/** Options of {@link newsletterConsentPlugin}, from the settings. */
export interface NewsletterConsentPluginOptions {
  /** NEWSLETTER_TOKEN_SECRET; a random key per process when absent (links stop working after a restart). */
  secret?: string | undefined;
  /** SITE_URL: the origin the links start with. */
  siteUrl: string;
}

/**
 * Decorates the app with `newsletterConsent` (CASL double opt-in, docs/decisions/006). Without
 * NEWSLETTER_TOKEN_SECRET it warns once at start: fine for one process and tests, not for emailed links.
 */
export const newsletterConsentPlugin = fp<NewsletterConsentPluginOptions>(
  async (app, options) => {
    if (!options.secret) {
      app.log.warn(
        'NEWSLETTER_TOKEN_SECRET is not set: newsletter links and IP hashes use a random key until the next restart',
      );
    }
    app.decorate(
      'newsletterConsent',
      new NewsletterConsentKeys(options.secret ?? randomBytes(32), options.siteUrl),
    );
  },
  { name: 'newsletter-consent' },
);
