/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of canonical URLs (validated in site-env.ts). */
  readonly SITE_URL: string;
}
