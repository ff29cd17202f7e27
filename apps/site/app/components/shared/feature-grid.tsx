import type { Feature } from '@northline/content';
import { FeatureCard, Grid } from '@northline/ui';
import { type IconMap, iconFor } from './icon-lookup.ts';

/** Props of {@link FeatureGrid}. */
export interface FeatureGridProps {
  /** Cards from the catalogue: icon name, title, text. */
  items: readonly Feature[];
  /** The icon map holding every `items[].icon`. */
  icons: IconMap;
  /** Columns on large screens. Default 3. */
  columns?: 2 | 3 | 4;
}

/**
 * A list of icon cards (specification §2: the services overview's why-choose block, the about page's four
 * values). Icons are decorative; the titles carry the meaning.
 */
export function FeatureGrid({ items, icons, columns = 3 }: FeatureGridProps) {
  return (
    <Grid as="ul" columns={columns}>
      {items.map((item) => (
        <FeatureCard key={item.title} as="li" icon={iconFor(icons, item.icon)} title={item.title}>
          {item.text}
        </FeatureCard>
      ))}
    </Grid>
  );
}
