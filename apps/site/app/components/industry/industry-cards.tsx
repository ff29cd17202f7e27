import { getIndustry, type IndustryId, routePath } from '@northline/content';
import { FeatureCard, Grid } from '@northline/ui';
import { ArrowRight } from 'lucide-react';
import * as styles from '../landing/service-cards.css.ts';
import { iconFor } from '../shared/icon-lookup.ts';
import { industryIcons } from '../shared/icon-maps.ts';

/** Props of {@link IndustryCards}. */
export interface IndustryCardsProps {
  /** The industries to show, in order (ids of `industries`). */
  industryIds: readonly IndustryId[];
  /** The visual 'See how we help' cue on cards that link to their industry page. */
  linkLabel?: string;
}

/**
 * Industry cards (specification §2: four industry cards on the home page and the services overview), each
 * one link to its industry page.
 */
export function IndustryCards({ industryIds, linkLabel }: IndustryCardsProps) {
  return (
    <Grid as="ul" columns={4}>
      {industryIds.map((id) => {
        const industry = getIndustry(id);
        const href = industry.route ? routePath(industry.route) : undefined;
        return (
          <FeatureCard
            key={id}
            as="li"
            icon={iconFor(industryIcons, industry.icon)}
            title={industry.name}
            href={href}
            footer={
              href && linkLabel ? (
                <span className={styles.cue} aria-hidden="true">
                  {linkLabel}
                  <ArrowRight className={styles.cueIcon} />
                </span>
              ) : undefined
            }
          >
            {industry.summary}
          </FeatureCard>
        );
      })}
    </Grid>
  );
}
