/**
 * Whether this tab's staff member signed out, kept in the tab's `sessionStorage` until their next sign-in, so the
 * sign-in page says "You are signed out." however it was reached after the sign-out: the staff layout's own
 * redirect, or a 401 of a request the sign-out overtook. A session that ended elsewhere (revoked, idle, disabled)
 * leaves no mark. Storage that refuses access (a privacy mode) only loses the notice.
 */

/** The `sessionStorage` key of the mark. */
const SIGNED_OUT_KEY = 'northline.staff.signedOut';

/** Marks this tab as signed out by its member. */
export function rememberSignedOut(): void {
  try {
    sessionStorage.setItem(SIGNED_OUT_KEY, '1');
  } catch {
    // No storage: the sign-in page shows no notice.
  }
}

/** Whether this tab's member signed out since their last sign-in here. */
export function wasSignedOut(): boolean {
  try {
    return sessionStorage.getItem(SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Clears the mark (a sign-in succeeded). */
export function forgetSignedOut(): void {
  try {
    sessionStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // Nothing was stored.
  }
}
