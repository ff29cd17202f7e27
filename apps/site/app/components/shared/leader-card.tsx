import type { Leader } from '@northline/content';
import { Card, Heading, Text } from '@northline/ui';
import { BadgeCheck } from 'lucide-react';
import * as styles from './leader-card.css.ts';

/** Props of {@link LeaderCard}. */
export interface LeaderCardProps {
  leader: Leader;
  /** Accessible name of the credentials list ('Credentials'). */
  credentialsLabel: string;
}

/** Initials for the monogram: 'Aisha Rahman' gives 'AR'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}

/**
 * A leadership card of the about page (specification §2 "About"): a monogram instead of a photo (no stock
 * photos), name, role, a short bio and the credentials held.
 */
export function LeaderCard({ leader, credentialsLabel }: LeaderCardProps) {
  return (
    <Card as="li" className={styles.card}>
      <span className={styles.monogram} aria-hidden="true">
        {initials(leader.name)}
      </span>
      <Heading level={3} size="md">
        {leader.name}
      </Heading>
      <Text size="sm" weight="semibold" className={styles.role}>
        {leader.role}
      </Text>
      <Text size="sm" tone="muted">
        {leader.bio}
      </Text>
      <ul className={styles.credentials} aria-label={credentialsLabel}>
        {leader.credentials.map((credential) => (
          <li key={credential} className={styles.credential}>
            <BadgeCheck className={styles.credentialIcon} aria-hidden="true" />
            <span>{credential}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
