import type { SectionTone } from '@northline/ui';
import { Fragment, type ReactNode } from 'react';
import type { PlannedSection } from '../landing/landing-sections.ts';

/** How a page template draws each of its sections: one function per section key. */
export type SectionRenderers<Key extends string, Page> = {
  readonly [K in Key]: (page: Page, tone: SectionTone) => ReactNode;
};

/** Props of {@link PageSections} (and the options of {@link renderPageSections}). */
export interface PageSectionsProps<Key extends string, Page> {
  /** The page's content, handed to every renderer. */
  page: Page;
  /** The sections the page shows, in page order with their backgrounds (see `alternateTones`). */
  sections: readonly PlannedSection<Key>[];
  /** The template's renderer of each section key. */
  renderers: SectionRenderers<Key, Page>;
  /**
   * Every key the template can show, in order: one child per key, empty where the page lacks the section, so
   * the children keep their positions from page to page (and React's `useId` values with them). Default: one
   * child per planned section.
   */
  slots?: readonly Key[];
}

/**
 * The sections of a page template below its hero (city, service and industry pages), as an array of children:
 * each planned section, in order, drawn by the template's renderer for its key with its tone. A renderer may
 * return `null` for a section the page does not have.
 */
export function renderPageSections<Key extends string, Page>({
  page,
  sections,
  renderers,
  slots,
}: PageSectionsProps<Key, Page>): ReactNode[] {
  return (slots ?? sections.map((section) => section.key)).map((key) => {
    const planned = sections.find((section) => section.key === key);
    return planned ? <Fragment key={key}>{renderers[key](page, planned.tone)}</Fragment> : null;
  });
}

/** {@link renderPageSections} as a component. */
export function PageSections<Key extends string, Page>(props: PageSectionsProps<Key, Page>) {
  return renderPageSections(props);
}
