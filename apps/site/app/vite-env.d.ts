/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of canonical URLs (validated in site-env.ts). */
  readonly SITE_URL: string;
  /** Every prerendered path (prerendered-paths.ts): the island pages (decision 018, islands/island-pages.ts). */
  readonly SITE_ISLAND_PAGES: readonly string[];
}
