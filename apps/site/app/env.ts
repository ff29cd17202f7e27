/**
 * Public settings of the site, fixed at build time by vite.config.ts from the validated environment.
 */
export const SITE_URL: string = import.meta.env.SITE_URL;
