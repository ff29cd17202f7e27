import { certifications } from '@northline/content';
import { Badge, Card, Grid, Heading, Text } from '@northline/ui';
import { BadgeCheck } from 'lucide-react';
import * as styles from './certifications.css.ts';

const byId = (ids: readonly string[]) =>
  ids.flatMap((id) => certifications.filter((certification) => certification.id === id));

/** Props of {@link CertificationBadges}. */
export interface CertificationBadgesProps {
  /** The line above the badges ('Certified by the platforms you rely on'). */
  title: string;
  /** Ids of `certifications`, in display order. */
  certificationIds: readonly string[];
}

/**
 * The home page's certification badges under the hero (specification §2 "Home page"): a short line and one
 * badge per certification, as a list.
 */
export function CertificationBadges({ title, certificationIds }: CertificationBadgesProps) {
  return (
    <div className={styles.strip}>
      <p className={styles.stripTitle}>{title}</p>
      <ul className={styles.badges}>
        {byId(certificationIds).map((certification) => (
          <li key={certification.id}>
            <Badge tone="primary" icon={BadgeCheck}>
              {certification.badge}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Props of {@link CertificationCards}. */
export interface CertificationCardsProps {
  /** Ids of `certifications`, in display order. */
  certificationIds: readonly string[];
}

/**
 * The about page's five certifications (specification §2 "About"): name, issuer and what it means for a
 * client, one card each.
 */
export function CertificationCards({ certificationIds }: CertificationCardsProps) {
  return (
    <Grid as="ul" columns={3}>
      {byId(certificationIds).map((certification) => (
        <Card as="li" key={certification.id} className={styles.card}>
          <BadgeCheck className={styles.icon} aria-hidden="true" />
          <Heading level={3} size="md">
            {certification.name}
          </Heading>
          <Text size="sm" tone="muted">
            {certification.issuer}
          </Text>
          <Text size="sm">{certification.text}</Text>
        </Card>
      ))}
    </Grid>
  );
}
