/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of canonical URLs (validated in site-env.ts). */
  readonly SITE_URL: string;
  /** '1' when the site is built with islands (decision 018), else ''. */
  readonly SITE_ISLANDS: string;
}
