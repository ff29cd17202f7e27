/**
 * Attributes of the staff session cookie `nl_staff`: HttpOnly (no script reads it), Secure, SameSite=Lax (other
 * sites' requests carry it only on top-level navigations), the whole origin.
 */
export const STAFF_SESSION_COOKIE_OPTIONS = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'lax',
} as const;
