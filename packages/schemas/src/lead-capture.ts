/**
 * What every lead-creating call carries beside the lead itself: where the visitor came from
 * (first-touch attribution), the invisible spam signals (a honeypot field and a signed form token), and the
 * chat session that links a form to an earlier conversation. Shared by `POST /api/contact`,
 * `POST /api/newsletter` and the chat calls.
 */
import * as z from 'zod/mini';
import { ATTRIBUTION_MAX, FORM_TOKEN_MAX_LENGTH } from './constants.ts';
import { sessionIdSchema } from './session.ts';
import { collapsedLine, safeString, typeError } from './text.ts';

export {
  ATTRIBUTION_MAX,
  ATTRIBUTION_QUERY_PARAMETERS,
  FORM_TOKEN_MAX_LENGTH,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
} from './constants.ts';

const optionalText = (label: string, max: number) => z.optional(collapsedLine(label, max));

/**
 * First-touch attribution: captured on the visitor's first page view of the browsing
 * session and sent with every lead of that session. Field names are the camelCase forms of the standard
 * names: `utm_source` → `utmSource`, …. Every field is optional text (limits: {@link ATTRIBUTION_MAX}).
 * Checked by `attributionSchema`.
 */
export interface Attribution {
  /** Path and query of the first page of the visit, e.g. `/toronto?utm_source=google`. */
  landingPage?: string;
  /**
   * Host name of the referring site (`www.google.com`), never its full URL (which may carry personal data);
   * absent for direct visits and for same-site referrers.
   */
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** Google Ads' click id. */
  gclid?: string;
}

/**
 * An {@link Attribution}: every field one line (a line break or other control character, which a decoded query
 * parameter may hold, becomes a space; the visitor never sees these fields, so none is refused for it), trimmed and
 * bounded.
 */
export const attributionSchema = z.object({
  landingPage: optionalText('Landing page', ATTRIBUTION_MAX.landingPage),
  referrerHost: optionalText('Referrer host', ATTRIBUTION_MAX.referrerHost),
  utmSource: optionalText('utm_source', ATTRIBUTION_MAX.utm),
  utmMedium: optionalText('utm_medium', ATTRIBUTION_MAX.utm),
  utmCampaign: optionalText('utm_campaign', ATTRIBUTION_MAX.utm),
  utmTerm: optionalText('utm_term', ATTRIBUTION_MAX.utm),
  utmContent: optionalText('utm_content', ATTRIBUTION_MAX.utm),
  gclid: optionalText('gclid', ATTRIBUTION_MAX.gclid),
});

/**
 * The fields every lead-creating form adds to its data:
 * - `website`: the honeypot ({@link HONEYPOT_FIELD}); empty or absent for people
 * - `formToken`: the signed, time-stamped token of `GET /api/form-token` (fetched on the form's first focus);
 *   a form posted without JavaScript carries it in the `nl_form_token` cookie set with the page instead
 * - `attribution`: {@link attributionSchema}
 * - `chatSessionId`: the visitor's chat session, when they chatted before filling the form
 *
 * None of them is ever shown an error for: a bad value is a spam signal, not a visitor's mistake, except that
 * oversize values and NUL or lone surrogates are refused like in any other field.
 */
export const leadCaptureShape = {
  website: z.optional(
    safeString('Website', typeError('Website', 'text')).check(z.maxLength(FORM_TOKEN_MAX_LENGTH)),
  ),
  formToken: z.optional(
    safeString('Form token', typeError('Form token', 'text')).check(z.maxLength(FORM_TOKEN_MAX_LENGTH)),
  ),
  attribution: z.optional(attributionSchema),
  chatSessionId: z.optional(sessionIdSchema),
};

/** The lead-capture fields as an object schema (see {@link leadCaptureShape}). */
export const leadCaptureSchema = z.object(leadCaptureShape);

/** See {@link leadCaptureSchema}. */
export type LeadCapture = z.infer<typeof leadCaptureSchema>;

/** The answer of `GET /api/form-token`: `{ token }`, valid for a day, usable once. */
export const formTokenResponseSchema = z.object({ token: z.string() });

/** See {@link formTokenResponseSchema}. */
export type FormTokenResponse = z.infer<typeof formTokenResponseSchema>;

/** Longest accepted idempotency key, in characters (a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
