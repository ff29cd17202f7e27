import type { BlogResource } from '@northline/content';
import { Badge, FeatureCard, Grid } from '@northline/ui';
import { iconFor } from '../shared/icon-lookup.ts';
import { resourceIcons } from '../shared/icon-maps.ts';
import * as styles from './blog.css.ts';

/** Props of {@link ResourceCards}. */
export interface ResourceCardsProps {
  /** The four free resources (`blogPage.resources.items`). */
  items: readonly BlogResource[];
  /** The download link's label ('Download') and the marker shown instead of a link ('Coming soon'). */
  downloadLabel: string;
  comingSoon: string;
}

/**
 * The blog's four free resources (specification §2 "Blog / resources"): title, what it contains and its
 * format. Each card has the resource's slug as its id (a real anchor); the files are not published yet, so
 * instead of a dead 'Download' link it says 'Coming soon' (no dead links).
 */
export function ResourceCards({ items, downloadLabel, comingSoon }: ResourceCardsProps) {
  return (
    <Grid as="ul" columns={4}>
      {items.map((item) => (
        <FeatureCard
          key={item.slug}
          id={item.slug}
          as="li"
          icon={iconFor(resourceIcons, item.icon)}
          title={item.title}
          className={styles.anchored}
          footer={
            <span className={styles.pending}>
              <span className={styles.pendingLabel}>{downloadLabel}</span>
              <Badge size="sm">{comingSoon}</Badge>
            </span>
          }
        >
          <p className={styles.resourceText}>{item.description}</p>
          <p className={styles.format}>{item.format}</p>
        </FeatureCard>
      ))}
    </Grid>
  );
}
