/**
 * The back-fill of HubSpot (`pnpm crm:backfill`, cli/crm-backfill.ts; decisions 097 and 101): the leads the sync
 * sends that HubSpot does not hold yet (those from before the token was set, or whose sync failed for good) get a
 * sync, planned and sent exactly as any other: the back-fill appends one `crm.sync_requested` (reason `backfill`)
 * per lead, a page of leads per transaction, and the running server's alert dispatcher plans each lead's sync and
 * its delivery worker's `crm` lane sends it, paced by the HubSpot client's limiter. A dry run counts and writes
 * nothing.
 */
import type { EntityManager } from '@mikro-orm/core';
import { backfillPage, countBackfill, requestCrmSyncs } from './crm-leads.ts';
import { HUBSPOT_MIN_CALL_INTERVAL_MS } from './hubspot.ts';

/** Leads requested per transaction. */
export const BACKFILL_PAGE = 200;

/**
 * HubSpot calls a lead's first sync makes, at most (decision 097): the owner look-up, the contact's upsert, the
 * company's upsert and association, the deal, and notes (a staff note or two and the transcript).
 */
export const FIRST_SYNC_CALLS = { least: 1, most: 7 } as const;

/** What a back-fill found and did. */
export interface BackfillResult {
  /** Leads the sync sends that HubSpot does not hold yet and that have no sync pending. */
  found: number;
  /** Leads a sync was requested for (0 in a dry run). */
  requested: number;
}

/** Options of {@link backfillCrm}. */
export interface BackfillOptions {
  /** Count only: write nothing. */
  dryRun: boolean;
  /** The clock (the events' time). */
  now: () => Date;
  /** Leads per transaction ({@link BACKFILL_PAGE} when absent). */
  pageSize?: number | undefined;
  /** Called after each page with the leads done so far and the total found. */
  onProgress?: ((done: number, total: number) => void) | undefined;
}

/**
 * Requests the sync of every lead not yet in HubSpot with none pending (see the module comment), a page per
 * transaction, in id order; a lead that reaches HubSpot meanwhile, or gets a sync of its own, is left out.
 *
 * @returns how many leads were found and requested
 */
export async function backfillCrm(em: EntityManager, options: BackfillOptions): Promise<BackfillResult> {
  const total = await countBackfill(em);
  if (options.dryRun) return { found: total, requested: 0 };
  const pageSize = options.pageSize ?? BACKFILL_PAGE;
  let requested = 0;
  let done = 0;
  let after: string | null = null;
  options.onProgress?.(0, total);
  for (;;) {
    const page = await backfillPage(em, after, pageSize);
    if (page.length === 0) break;
    after = page[page.length - 1] ?? null;
    requested += (await requestCrmSyncs(em, page, 'backfill', null, options.now())).length;
    done = Math.min(total, done + page.length);
    options.onProgress?.(done, total);
  }
  return { found: total, requested };
}

/**
 * How long HubSpot's side of a back-fill of `leads` takes at the client limiter's pace, in milliseconds: the fewest
 * and the most calls of a first sync, one every {@link HUBSPOT_MIN_CALL_INTERVAL_MS}.
 */
export function projectedBackfillMs(leads: number): { least: number; most: number } {
  return {
    least: Math.round(leads * FIRST_SYNC_CALLS.least * HUBSPOT_MIN_CALL_INTERVAL_MS),
    most: Math.round(leads * FIRST_SYNC_CALLS.most * HUBSPOT_MIN_CALL_INTERVAL_MS),
  };
}

/** The width of the progress bar, in characters. */
const BAR_WIDTH = 30;

/** The back-fill's progress line, `done` of `total` leads: `[#####-----] 50% 100/200 leads` (counts only). */
export function progressLine(done: number, total: number): string {
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${Math.floor(share * 100)}% ${done}/${total} leads`;
}
