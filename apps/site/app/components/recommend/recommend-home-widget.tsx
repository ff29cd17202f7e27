import type { QuickRecommendationCopy } from '@northline/content';
import { QuickRecommendation } from '@northline/recommender-ui';
import { linkProps } from '../../lib/links.ts';

/** Props of {@link RecommendHomeWidget}. */
export interface RecommendHomeWidgetProps {
  /** The widget's copy (`homePage.quickRecommendation`). */
  copy: QuickRecommendationCopy;
  /** Id of the contact section 'Get Quote' scrolls to. Default 'contact'. */
  contactId?: string;
}

/**
 * Brings the contact section into view and puts the cursor in its first field, without moving the page a
 * second time (§2 "Home page": Get Quote on a recommendation scrolls to the contact section).
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

/**
 * The home page's quick-recommendation widget (specification §2 "Home page", §4): the package's
 * `QuickRecommendation` with the home page's copy; 'Get Quote' scrolls to #contact; 'See Full Recommendations'
 * opens /ai-recommendation-test in a new tab. The default export is what the home page's slot loads lazily
 * (`React.lazy`), so none of this is in the home page's initial JavaScript.
 */
export default function RecommendHomeWidget({ copy, contactId = 'contact' }: RecommendHomeWidgetProps) {
  const full = linkProps(copy.fullRecommendations.target);
  return (
    <QuickRecommendation
      texts={copy}
      onGetQuote={() => scrollToSection(contactId)}
      fullRecommendations={{
        href: full.href,
        label: copy.fullRecommendations.label,
        newTab: full.target === '_blank',
      }}
    />
  );
}
