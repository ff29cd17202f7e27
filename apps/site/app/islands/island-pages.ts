/**
 * The islands prototype (issue 15 item 4, decision 018), off unless the site is built with `SITE_ISLANDS=1`
 * (vite.config.ts defines `import.meta.env.SITE_ISLANDS`). When on, the pages of {@link ISLAND_PAGES} are
 * prerendered without React Router's scripts: only their interactive parts ({@link Island}) hydrate, each on
 * its own, when visible or on first interaction (islands/islands-boot.ts); links are full-page navigations.
 */
export const ISLANDS_ENABLED: boolean = import.meta.env.SITE_ISLANDS === '1';

/** The prototype's pages: the home page, one service page and the contact page. */
export const ISLAND_PAGES: readonly string[] = ['/', '/managed-it-services', '/contact'];

/** Whether the page at `pathname` is prerendered as islands in this build. */
export function isIslandPage(pathname: string): boolean {
  return ISLANDS_ENABLED && ISLAND_PAGES.includes(pathname.replace(/(.)\/+$/, '$1'));
}
