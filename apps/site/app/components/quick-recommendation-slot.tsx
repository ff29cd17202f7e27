import type { QuickRecommendationCopy } from '@northline/content';
import { Button, Section } from '@northline/ui';
import { ExternalLink } from 'lucide-react';
import { linkProps } from '../lib/links.ts';
import * as styles from './quick-recommendation-slot.css.ts';

/** Props of {@link QuickRecommendationSlot}. */
export interface QuickRecommendationSlotProps {
  /** Anchor id of the section. */
  id: string;
  /** The widget's copy (`homePage.quickRecommendation`). */
  copy: QuickRecommendationCopy;
}

/**
 * The home page's quick-recommendation section (specification §2 "Home page", §4 "Quick-recommendation
 * widget"). For now it holds the heading, the introduction and the 'See Full Recommendations' link, which
 * opens /ai-recommendation-test in a new tab; the interactive widget (form, loading, results, Get Quote to
 * #contact) arrives with its own issue and goes inside this container, in place of nothing: there is no
 * placeholder form.
 */
export function QuickRecommendationSlot({ id, copy }: QuickRecommendationSlotProps) {
  const full = copy.fullRecommendations;
  return (
    <Section id={id} title={copy.title} description={copy.intro} align="center" container="narrow">
      <div className={styles.actions} data-slot="quick-recommendation">
        <Button variant="outline" size="lg" iconEnd={ExternalLink} {...linkProps(full.target)}>
          {full.label}
        </Button>
      </div>
    </Section>
  );
}
