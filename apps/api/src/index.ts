/**
 * @northline/api: the public surface other workspace members may use. The site imports only
 * `type AppRouter`: nothing else of the API reaches the site's bundles.
 */

export { type AppOptions, buildApp } from './app.ts';
export type { AppRouter } from './trpc/router.ts';
