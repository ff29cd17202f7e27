import type { Attribution } from '@northline/schemas';

/**
 * The few constants of @northline/schemas the pages need at once, in a module without zod: importing them from
 * the schemas would bring zod into every page's first JavaScript (about 17 KB gzip), which issue 5 moved to
 * the forms' first validation (lib/lazy-resolver.ts). Each equals the schemas' value of the same name;
 * schema-constants.test.ts checks it. (Like `SIZE_BANDS`, they could live in a zod-free module of the schemas
 * package instead; then this file goes.)
 */

/** Longest accepted value of each contact field, in characters (`CONTACT_FIELD_MAX`). */
export const CONTACT_FIELD_MAX = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  company: 200,
  employees: 20,
  message: 5000,
  source: 100,
} as const;

/** Minimum phone length in characters (§5, §9; `PHONE_MIN_LENGTH`). */
export const PHONE_MIN_LENGTH = 10;

/** Longest accepted newsletter email, in characters (`NEWSLETTER_EMAIL_MAX`). */
export const NEWSLETTER_EMAIL_MAX = 254;

/** Name of the honeypot field (issue 12, OWASP ASVS V2.4; `HONEYPOT_FIELD`). */
export const HONEYPOT_FIELD = 'website';

/** Longest accepted form token and honeypot value, in characters (`FORM_TOKEN_MAX_LENGTH`). */
export const FORM_TOKEN_MAX_LENGTH = 200;

/** The header that names one submission (decision 003; `IDEMPOTENCY_KEY_HEADER`). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Longest accepted session id, in characters (`SESSION_ID_MAX_LENGTH`). */
export const SESSION_ID_MAX_LENGTH = 100;

/** What a session id may contain (`SESSION_ID_PATTERN`). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Longest accepted value of each attribution field, in characters (`ATTRIBUTION_MAX`). */
export const ATTRIBUTION_MAX = {
  landingPage: 500,
  referrerHost: 253,
  utm: 200,
  gclid: 200,
} as const;

/** The URL query parameters attribution reads, mapped to its fields (`ATTRIBUTION_QUERY_PARAMETERS`). */
export const ATTRIBUTION_QUERY_PARAMETERS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  gclid: 'gclid',
} as const satisfies Record<string, keyof Attribution>;

/** The request header of a visitor session's token (issue 13 item 1; `SESSION_TOKEN_HEADER`). */
export const SESSION_TOKEN_HEADER = 'x-session-token';
