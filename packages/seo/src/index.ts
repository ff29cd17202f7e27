/**
 * @northline/seo: pure functions for page metadata (React Router `meta` descriptors), JSON-LD typed with
 * schema-dts, and the crawler files (sitemap.xml, robots.txt, llms.txt, ai-*.json). Reads @northline/content
 * only; no I/O, no environment, no clock: the site origin and dates come in as parameters.
 */
export * from './ai-files.ts';
export * from './crawler-files.ts';
export {
  type BreadcrumbItem,
  breadcrumbJsonLd,
  faqPageJsonLd,
  JSON_LD_IDS,
  type JsonLdInput,
  type LocalBusinessOptions,
  localBusinessJsonLd,
  type OrganizationOptions,
  organizationJsonLd,
  type ProfessionalServiceOptions,
  professionalServiceJsonLd,
  type ServiceOptions,
  serializeJsonLd,
  serviceJsonLd,
} from './json-ld.ts';
export * from './llms.ts';
export * from './meta.ts';
export * from './route-meta.ts';
export * from './sitemap.ts';
export * from './text.ts';
export * from './url.ts';
