/**
 * @northline/api: the public surface other workspace members may use. The site imports only
 * `type AppRouter` (STYLE.md).
 */

export { type AppOptions, buildApp } from './app.ts';
export type { AppRouter } from './trpc/router.ts';
