/**
 * @northline/content: the typed content catalogue, the one source of every fact shown
 * (pages, chat assistant, structured data). Of ours it imports only `@northline/schemas`, for the service,
 * industry and location ids and option lists declared there once (docs/decisions/015-content-reads-ids-from-schemas.md).
 *
 * `validateCatalogue(catalogue)` checks every value and every reference (validate.ts). It runs in this package's tests, when the site is
 * built (apps/site/react-router.config.ts) and when the API starts, so a broken reference fails the build
 * with a message naming the field; it does not run on import, which keeps zod and the validator out of
 * the pages' JavaScript.
 */

export * from './api-messages.ts';
export * from './assistant.ts';
export * from './assistant-french.ts';
export * from './assistant-replies.ts';
export * from './blog.ts';
export * from './case-studies.ts';
export * from './catalogue.ts';
export * from './company.ts';
export * from './faqs.ts';
export * from './format.ts';
export * from './forms.ts';
export * from './industries.ts';
export * from './lead-capture.ts';
export * from './legal.ts';
export * from './locations.ts';
export * from './meeting-pages.ts';
export * from './meeting-texts.ts';
export * from './meta.ts';
export * from './pages/about.ts';
export * from './pages/case-studies-page.ts';
export * from './pages/chat-resume.ts';
export * from './pages/city-pages.ts';
export * from './pages/contact.ts';
export * from './pages/home.ts';
export * from './pages/industry-pages.ts';
export * from './pages/navigation.ts';
export * from './pages/not-found.ts';
export * from './pages/service-pages.ts';
export * from './pages/services-overview.ts';
export * from './pages/staff.ts';
export * from './pages/staff-crm.ts';
export * from './pages/staff-live.ts';
export * from './pages/staff-meetings.ts';
export * from './pages/staff-reports.ts';
export * from './pages/staff-saved-replies.ts';
export * from './pages/staff-unanswered.ts';
export * from './pages/test-pages.ts';
export * from './routes.ts';
export * from './services.ts';
export * from './testimonials.ts';
export * from './thank-you.ts';
export type * from './types.ts';
export * from './validate.ts';
export * from './widget-texts.ts';
