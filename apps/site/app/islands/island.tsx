import { type ComponentType, useContext, useId } from 'react';
import { UNSAFE_FrameworkContext, useLocation } from 'react-router';
import { isIslandPage } from './island-pages.ts';
import { IslandRoot } from './island-root.tsx';
import type { HydrateWhen, IslandName } from './registry.ts';

/** The prerenderer's `renderToString`; never in the browser's bundle. */
const server = import.meta.env.SSR ? await import('react-dom/server') : undefined;

/** Props of {@link Island}. */
export interface IslandProps<P extends object> {
  /** The island's name in islands/registry.ts, whose loader returns `component`. */
  name: IslandName;
  /** The component, rendered in place (and, on an island page, prerendered as its own root). */
  component: ComponentType<P>;
  /** Its props: JSON data only, as an island page reads them back from the HTML. */
  props: P;
  /** When its code loads on an island page (islands/registry.ts). */
  when: HydrateWhen;
}

/**
 * An interactive part of a page (decision 018). On an island page (islands/island-pages.ts: every prerendered
 * page) the prerender writes it as `<div data-island=name data-hydrate=when data-props=json>` around its own
 * React root (rendered with `renderToString` and an id prefix, so `useId` values match when
 * islands/islands-boot.ts hydrates it alone). Elsewhere it renders `component` in place: in the staff app's SPA
 * fallback, in the browser (where only React Router's own pages, the staff app's, render it) and in unit tests.
 *
 * Without JavaScript the island's prerendered HTML is the page: its forms post and its links navigate.
 */
export function Island<P extends object>(props: IslandProps<P>) {
  const { component: Component } = props;
  return server ? <MaybeIsland {...props} /> : <Component {...props.props} />;
}

/**
 * Whether the page being rendered is an island page: one of islands/island-pages.ts, and not the SPA fallback
 * (the staff app's page, which React Router prerenders at `/` in SPA mode and which keeps its scripts).
 */
export function useIslandPage(): boolean {
  const { pathname } = useLocation();
  const spaMode = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  return !spaMode && isIslandPage(pathname);
}

function MaybeIsland<P extends object>({ name, component: Component, props, when }: IslandProps<P>) {
  const islandPage = useIslandPage();
  const id = useId();
  if (!server || !islandPage) return <Component {...props} />;
  const prefix = `i${id.replace(/[^\w]/g, '')}-`;
  const html = server.renderToString(
    <IslandRoot>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
  return (
    <div
      // No box of its own: the page lays out as if the island's content were in place (no extra stylesheet).
      style={{ display: 'contents' }}
      data-island={name}
      data-hydrate={when}
      data-id-prefix={prefix}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own prerender of the island's root
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
