import type { MetaDescriptor } from 'react-router';

/** Loader data of a page route: its metadata and JSON-LD, computed when the page is prerendered. */
export interface PageLoaderData {
  meta: MetaDescriptor[];
}

/**
 * A page route's `meta` export: the descriptors its `loader` computed at build time. The prerender runs
 * the loader (`routeMeta` from packages/seo with the page's copy) and writes both the head and the loader
 * data into the HTML; in the browser `meta` only reads that data, so packages/seo and the catalogue's
 * metadata stay out of the page's JavaScript. React Router removes `loader` from client bundles.
 *
 * @param args React Router's meta arguments; only `loaderData` is read
 * @returns the page's descriptors (title, description, canonical, Open Graph, JSON-LD), or none when the
 *   loader data is missing (an error page)
 */
export function metaFromLoader({
  loaderData,
}: {
  loaderData?: PageLoaderData | undefined;
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
