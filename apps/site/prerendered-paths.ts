import { meetingPaths, THANK_YOU_FORM_KEYS, thankYouPath } from '@northline/content';
import { pageRoutes } from './app/page-routes.ts';

/** The unseen-reply e-mail's link back to the chat (apps/api's `RESUME_PATH`): a page of its own, never indexed. */
export const CHAT_RESUME_PATH = '/chat/resume';

/**
 * Every path the build prerenders to HTML, in one list (read at build time in Node): the pages of §2 that have a
 * route module (app/page-routes.ts), the forms' thank-you pages (`/thank-you/<form>`, listed one by one,
 * as their route has a parameter), the booking pages (docs/decisions/035: the API fills the shells of
 * `/book-assessment` and `/meetings/manage` at request time), the chat's resume page and `/404`, which the catch-all route renders and apps/api serves, with status
 * 404, for unknown paths.
 *
 * react-router.config.ts prerenders them; vite.config.ts hands the same list to the app as
 * `import.meta.env.SITE_ISLAND_PAGES`, so each of them is an island page (decision 018). The staff app (`/staff`)
 * is not among them: the API serves it React Router's SPA fallback (`__spa-fallback.html`).
 *
 * @returns paths beginning with `/`, without a trailing slash (except `/` itself)
 */
export function prerenderedPaths(): string[] {
  return [
    ...pageRoutes().map((page) => page.path),
    ...THANK_YOU_FORM_KEYS.map(thankYouPath),
    meetingPaths.book,
    meetingPaths.booked,
    meetingPaths.manage,
    CHAT_RESUME_PATH,
    '/404',
  ];
}
