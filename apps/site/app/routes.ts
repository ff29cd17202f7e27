import { meetingPaths } from '@northline/content';
import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { pageRoutes } from './page-routes.ts';

/**
 * The site's routes (specification §2): one module per route of the catalogue, named after its key
 * (`routes/about.tsx` serves `/about`), the forms' thank-you pages (`/thank-you/<form>`, every form
 * key is prerendered, see react-router.config.ts), the booking pages' shells, the chat's resume page (`/chat/resume`), the staff app under `/staff`, and the component-only catch-all
 * 404 route.
 */
export default [
  ...pageRoutes().map((page) => (page.path === '/' ? index(page.file) : route(page.path, page.file))),
  route('thank-you/:form', 'routes/thank-you.tsx'),
  // The booking pages' shells (docs/decisions/035): the API fills them with the free times at request time.
  route(meetingPaths.book.slice(1), 'routes/book-assessment.tsx'),
  route(meetingPaths.booked.slice(1), 'routes/assessment-booked.tsx'),
  route(meetingPaths.manage.slice(1), 'routes/meeting-manage.tsx'),
  // The unseen-reply e-mail's link back to the chat (the code in the fragment).
  route('chat/resume', 'routes/chat-resume.tsx'),
  // The staff app: client-rendered, not prerendered; the API serves the SPA fallback for /staff/*.
  route('staff', 'routes/staff/layout.tsx', [
    index('routes/staff/inbox.tsx'),
    route('sign-in', 'routes/staff/sign-in.tsx'),
    route('leads/:id', 'routes/staff/lead.tsx'),
    route('live', 'routes/staff/live.tsx'),
    route('live/:leadId', 'routes/staff/live-chat.tsx'),
    route('meetings', 'routes/staff/meetings.tsx'),
    route('meetings/settings', 'routes/staff/meetings-settings.tsx'),
    route('reports', 'routes/staff/reports.tsx'),
    route('privacy', 'routes/staff/privacy.tsx'),
    route('unanswered', 'routes/staff/unanswered.tsx'),
    route('saved-replies', 'routes/staff/saved-replies.tsx'),
    route('accounts', 'routes/staff/accounts.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
