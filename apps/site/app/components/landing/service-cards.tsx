import { getService, PRICE_UNIT_LABELS, routePath, type ServiceId } from '@northline/content';
import { FeatureCard, Grid, PriceTag } from '@northline/ui';
import { ArrowRight } from 'lucide-react';
import { iconFor } from '../shared/icon-lookup.ts';
import { serviceIcons } from '../shared/icon-maps.ts';
import * as styles from './service-cards.css.ts';

/** Props of {@link ServiceCards}. */
export interface ServiceCardsProps {
  /** The services to show, in order (ids of `services`). */
  serviceIds: readonly ServiceId[];
  /** The visual 'Learn more' cue on cards that link to their service page. */
  linkLabel?: string;
  /** When set, each card shows its starting price with this prefix for 'from' prices ('Starting at'). */
  priceLabel?: string;
  /** Columns on large screens. Default 4. */
  columns?: 2 | 3 | 4;
}

/**
 * Service cards (specification §2: four service cards on the home page; with starting prices in CAD on the
 * services overview, §9). Each card with a service page is one link (its title) to that page.
 */
export function ServiceCards({ serviceIds, linkLabel, priceLabel, columns = 4 }: ServiceCardsProps) {
  return (
    <Grid as="ul" columns={columns}>
      {serviceIds.map((id) => {
        const service = getService(id);
        const price = service.startingPrice;
        const href = service.route ? routePath(service.route) : undefined;
        const cue =
          href && linkLabel ? (
            <span className={styles.cue} aria-hidden="true">
              {linkLabel}
              <ArrowRight className={styles.cueIcon} />
            </span>
          ) : null;
        return (
          <FeatureCard
            key={id}
            as="li"
            icon={iconFor(serviceIcons, service.icon)}
            title={service.name}
            href={href}
            footer={
              priceLabel !== undefined || cue ? (
                <>
                  {priceLabel !== undefined && (
                    <PriceTag
                      amount={price.amountCad}
                      prefix={price.from ? priceLabel : undefined}
                      period={PRICE_UNIT_LABELS[price.unit] || undefined}
                    />
                  )}
                  {cue}
                </>
              ) : undefined
            }
          >
            {service.summary}
          </FeatureCard>
        );
      })}
    </Grid>
  );
}
