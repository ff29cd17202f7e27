import type { Attribution } from '@northline/schemas';
import { ATTRIBUTION_MAX, ATTRIBUTION_QUERY_PARAMETERS } from '@northline/schemas/constants';

/**
 * First-touch attribution (decision 003 "Attribution"): where the visitor came from, captured on the
 * first page view of the browsing session and sent with every lead of that session (contact forms, the
 * newsletter, the chat), validated by `attributionSchema` of @northline/schemas.
 */

/** sessionStorage key of the captured attribution (JSON of {@link Attribution}); one tab's browsing session. */
export const ATTRIBUTION_STORAGE_KEY = 'northline.attribution';

/** The parts of `window.location` attribution reads. */
export interface AttributionLocation {
  /** e.g. `/toronto` */
  pathname: string;
  /** e.g. `?utm_source=google`, or '' */
  search: string;
  /** e.g. `www.northline-it.example` (with the port when there is one) */
  host: string;
}

/** The longest value the API accepts for each field (`ATTRIBUTION_MAX`), so a long tag never costs a lead. */
const FIELD_MAX: Record<keyof Attribution, number> = {
  landingPage: ATTRIBUTION_MAX.landingPage,
  referrerHost: ATTRIBUTION_MAX.referrerHost,
  utmSource: ATTRIBUTION_MAX.utm,
  utmMedium: ATTRIBUTION_MAX.utm,
  utmCampaign: ATTRIBUTION_MAX.utm,
  utmTerm: ATTRIBUTION_MAX.utm,
  utmContent: ATTRIBUTION_MAX.utm,
  gclid: ATTRIBUTION_MAX.gclid,
};

const FIELDS = Object.keys(FIELD_MAX) as (keyof Attribution)[];

/** Trimmed and cut to the field's limit; undefined when blank or not text. */
function fieldValue(field: keyof Attribution, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, FIELD_MAX[field]).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The known fields of a value, each trimmed and within its limit; blank and unknown fields left out. */
function cleaned(value: Partial<Record<keyof Attribution, unknown>>): Attribution {
  const attribution: Attribution = {};
  for (const field of FIELDS) {
    const text = fieldValue(field, value[field]);
    if (text !== undefined) attribution[field] = text;
  }
  return attribution;
}

/**
 * The path of a meeting's manage page (`meetingPaths.manage` of @northline/content, written out: this module is
 * part of the boot script, which imports no content).
 */
const MANAGE_PAGE = '/meetings/manage';

/**
 * The attribution of a page view: the landing page (path and query), the referrer's host name only (never its
 * full URL, which may carry personal data; left out for direct visits and for this site's own pages) and the
 * `utm_*` and `gclid` query parameters (`ATTRIBUTION_QUERY_PARAMETERS`). Every value is trimmed and cut to the
 * API's limit (`ATTRIBUTION_MAX`); blank ones are left out. A meeting's manage link (`/meetings/manage/<token>`,
 * docs/decisions/035) is kept as `/meetings/manage`: its token lets its holder change the meeting, so it never goes
 * into a lead's record.
 *
 * @param location the page's location (`window.location`)
 * @param referrer `document.referrer` ('' when none)
 */
export function attributionFrom(location: AttributionLocation, referrer: string): Attribution {
  const path = location.pathname.startsWith(`${MANAGE_PAGE}/`) ? MANAGE_PAGE : location.pathname;
  const raw: Partial<Record<keyof Attribution, string>> = {
    landingPage: `${path}${location.search}`,
  };
  if (referrer) {
    try {
      const url = new URL(referrer);
      if (url.host !== location.host && (url.protocol === 'https:' || url.protocol === 'http:')) {
        raw.referrerHost = url.hostname;
      }
    } catch {
      // Not a URL: no referrer.
    }
  }
  const query = new URLSearchParams(location.search);
  for (const [parameter, field] of Object.entries(ATTRIBUTION_QUERY_PARAMETERS)) {
    const value = query.get(parameter);
    if (value !== null) raw[field] = value;
  }
  return cleaned(raw);
}

/** The tab's sessionStorage, or null where it is missing or refused (private modes, sandboxed frames). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Stores the attribution of the current page view under {@link ATTRIBUTION_STORAGE_KEY}, unless this browsing
 * session already has one (first touch wins). root.tsx runs it once, when the page has hydrated. Does nothing
 * where sessionStorage is unavailable.
 */
export function captureAttribution(): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    store.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify(attributionFrom(window.location, document.referrer)),
    );
  } catch {
    // Storage full or refused: the leads go without attribution.
  }
}

/**
 * The browsing session's first-touch attribution, for the `attribution` field of a lead (decision 003), or
 * undefined when none was captured. What storage holds is checked again (only known text fields, within the
 * API's limits), so an edited or stale entry can never make the API refuse a lead.
 */
export function readAttribution(): Attribution | undefined {
  try {
    const text = storage()?.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const attribution = cleaned(parsed as Partial<Record<keyof Attribution, unknown>>);
    return Object.keys(attribution).length > 0 ? attribution : undefined;
  } catch {
    return undefined;
  }
}
