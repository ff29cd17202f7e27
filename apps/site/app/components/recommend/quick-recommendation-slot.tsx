import type { QuickRecommendationCopy } from '@northline/content';
import { Button, Section } from '@northline/ui';
import { ExternalLink } from 'lucide-react';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { linkProps } from '../../lib/links.ts';
import * as styles from './quick-recommendation-slot.css.ts';

/** The widget, in a chunk of its own: not part of the home page's initial JavaScript. */
const RecommendHomeWidget = lazy(() => import('./recommend-home-widget.tsx'));

/** How far below the viewport the section starts loading the widget. */
const LOAD_MARGIN = '600px 0px';

/** Props of {@link QuickRecommendationSlot}. */
export interface QuickRecommendationSlotProps {
  /** Anchor id of the section. */
  id: string;
  /** The widget's copy (`homePage.quickRecommendation`). */
  copy: QuickRecommendationCopy;
}

/**
 * True once the element comes within {@link LOAD_MARGIN} of the viewport (on demand, decision 002: not when the
 * browser is idle, so a visitor who never scrolls there never loads it); false in the prerendered HTML and
 * the first client render. Without IntersectionObserver, true at once.
 */
function useLoadWhenNear(element: RefObject<HTMLElement | null>): boolean {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    if (typeof IntersectionObserver !== 'function') {
      setLoad(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setLoad(true),
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return load;
}

/**
 * The home page's quick-recommendation section (specification §2 "Home page", §4 "Quick-recommendation
 * widget"): heading and introduction, then the widget (@northline/recommender-ui's `QuickRecommendation`
 * through ./recommend-home-widget.tsx), mounted with `React.lazy` when the section comes near the viewport. Until then (and in the prerendered HTML) it shows the 'See Full Recommendations' link,
 * which opens /ai-recommendation-test in a new tab; the box keeps the form's height so nothing below moves when
 * the widget arrives. The widget's 'Get Quote' scrolls to #contact.
 */
export function QuickRecommendationSlot({ id, copy }: QuickRecommendationSlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const load = useLoadWhenNear(box);
  const full = copy.fullRecommendations;
  const placeholder = (
    <div className={styles.actions}>
      <Button variant="outline" size="lg" iconEnd={ExternalLink} {...linkProps(full.target)}>
        {full.label}
      </Button>
    </div>
  );
  return (
    <Section id={id} title={copy.title} description={copy.intro} align="center" container="narrow">
      <div
        ref={box}
        className={styles.widget}
        data-slot="quick-recommendation"
        data-loaded={load || undefined}
      >
        {load ? (
          <Suspense fallback={placeholder}>
            <RecommendHomeWidget copy={copy} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </Section>
  );
}
