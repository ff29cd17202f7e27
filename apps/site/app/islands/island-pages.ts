/**
 * The island pages (decision 018): every path the build prerenders (prerendered-paths.ts, which
 * vite.config.ts defines as `import.meta.env.SITE_ISLAND_PAGES`). They are prerendered without React Router's
 * scripts: only their interactive parts ({@link Island}) hydrate, each on its own, when visible, on first
 * interaction or on scroll (islands/islands-boot.ts); links are full-page navigations. The staff app, which is
 * not prerendered, hydrates as a whole as before. Empty where Vite's build does not define the list (the dev
 * server, unit tests): there pages render their islands in place.
 */
export const ISLAND_PAGES: readonly string[] = import.meta.env.SITE_ISLAND_PAGES ?? [];

/**
 * Whether the page at `pathname` is an island page: one of {@link ISLAND_PAGES}, a trailing slash ignored.
 *
 * @param pathname a URL's path, such as `/contact` or `/contact/`
 */
export function isIslandPage(pathname: string): boolean {
  return ISLAND_PAGES.includes(pathname.replace(/(.)\/+$/, '$1'));
}
