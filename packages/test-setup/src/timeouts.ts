/**
 * How long tests wait, chosen for the slowest machine the suite runs on: CI's 2 cores while other
 * packages build and test beside it. A wait ends as soon as its condition holds, so a long
 * limit costs nothing on a fast machine; it only decides when a real failure is reported.
 */

/** Limit of one test, in milliseconds (Vitest's `testTimeout`). */
export const TEST_TIMEOUT_MS = 30_000;

/**
 * Limit of Testing Library's `findBy…` and `waitFor`, in milliseconds (its `asyncUtilTimeout`; the
 * library's default is 1,000 ms). Lazily loaded modules (form validation, the toast viewport, the chat
 * widget, the recommender) are transformed on first import and can take seconds to arrive under load.
 */
export const ASYNC_UTIL_TIMEOUT_MS = 15_000;

/**
 * Options of Vitest's `vi.waitFor` (its default limit is 1,000 ms) for a condition that follows the database, a
 * stream or the delivery worker: a new pooled connection, a notification or a sent e-mail can take seconds to
 * arrive under load. The same limit as Testing Library's waits, {@link ASYNC_UTIL_TIMEOUT_MS}.
 */
export const CONDITION_WAIT = { timeout: ASYNC_UTIL_TIMEOUT_MS } as const;
