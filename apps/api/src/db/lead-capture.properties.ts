import { p } from '@mikro-orm/core';
import { ATTRIBUTION_MAX } from '@northline/schemas';

/**
 * First-touch attribution columns (decision 003), shared by every entity that stores a lead
 * (`contact_request`, `newsletter_subscription`, `chat_session`). Created by
 * `Migration20261123100000_lead_capture`. All nullable: a direct visit or a post without JavaScript has none.
 */
export const attributionProperties = {
  /** Path and query of the first page of the browsing session, e.g. `/toronto?utm_source=google`. */
  landingPage: p.string().length(ATTRIBUTION_MAX.landingPage).nullable(),
  /** Host name of the referring site (never its full URL). */
  referrerHost: p.string().length(ATTRIBUTION_MAX.referrerHost).nullable(),
  utmSource: p.string().length(ATTRIBUTION_MAX.utm).nullable(),
  utmMedium: p.string().length(ATTRIBUTION_MAX.utm).nullable(),
  utmCampaign: p.string().length(ATTRIBUTION_MAX.utm).nullable(),
  utmTerm: p.string().length(ATTRIBUTION_MAX.utm).nullable(),
  utmContent: p.string().length(ATTRIBUTION_MAX.utm).nullable(),
  gclid: p.string().length(ATTRIBUTION_MAX.gclid).nullable(),
};

/**
 * The anti-automation verdict of a form lead (decision 019): `spam` is true on hard evidence (the honeypot was
 * filled, the form token was forged or replayed, or staff marked it by hand) and `spamReason` says which
 * (leads/lead-capture.ts `SpamReason`); a spam-flagged lead is stored but never notifies sales.
 * `automationSignal` names a soft sign (`too-fast`, leads/lead-capture.ts `AutomationSignal`): the lead is
 * marked possibly automated and is otherwise a person's. `automationSignal` is created by
 * `Migration20261126000000_possibly_automated`.
 */
export const spamProperties = {
  spam: p.boolean().default(false),
  spamReason: p.string().length(40).nullable(),
  automationSignal: p.string().length(40).nullable(),
};
