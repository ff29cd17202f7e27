import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RouteKey, routes } from '@northline/content';

/**
 * The pages of §2 that have a route module: `app/routes/<key>.tsx` (the home page: `home.tsx`) for each
 * route key of the catalogue. Used by app/routes.ts and the prerender list, both evaluated at build time
 * in Node.
 */
export function pageRoutes(): { key: RouteKey; path: string; file: string }[] {
  return routes
    .map((route) => ({ key: route.key, path: route.path, file: `routes/${route.key}.tsx` }))
    .filter((route) => existsSync(fileURLToPath(new URL(route.file, import.meta.url))));
}
