import type { ContactDetailCard, ShortcutCard } from '@northline/content';
import { Card, FeatureCard, Grid, Heading, Text } from '@northline/ui';
import { linkProps } from '../../lib/links.ts';
import * as styles from './contact-cards.css.ts';
import { iconFor } from './icon-lookup.ts';
import { contactIcons } from './icon-maps.ts';

/** Props of {@link ContactDetailCards}. */
export interface ContactDetailCardsProps {
  /** Phone, email, office and hours (`contactPage.details`). */
  cards: readonly ContactDetailCard[];
}

/**
 * The contact page's detail cards (specification §2 "Contact"): phone, email, office address and hours,
 * each with its lines, a note and, for phone and email, a `tel:`/`mailto:` link.
 */
export function ContactDetailCards({ cards }: ContactDetailCardsProps) {
  return (
    <Grid as="ul" columns={4}>
      {cards.map((card) => {
        const Icon = iconFor(contactIcons, card.icon);
        return (
          <Card as="li" key={card.title} className={styles.detail}>
            <span className={styles.iconWell}>
              <Icon className={styles.icon} aria-hidden="true" />
            </span>
            <Heading level={3} size="md">
              {card.title}
            </Heading>
            <div className={styles.lines}>
              {card.link ? (
                <a className={styles.link} {...linkProps(card.link.target)}>
                  {card.lines.join(' ')}
                </a>
              ) : (
                card.lines.map((line) => (
                  <Text key={line} weight="semibold" className={styles.line}>
                    {line}
                  </Text>
                ))
              )}
            </div>
            <Text size="sm" tone="muted">
              {card.note}
            </Text>
          </Card>
        );
      })}
    </Grid>
  );
}

/** Props of {@link ShortcutCards}. */
export interface ShortcutCardsProps {
  /** Emergency call, services, case studies, about (`contactPage.shortcuts.cards`). */
  cards: readonly ShortcutCard[];
}

/**
 * The contact page's shortcut cards (specification §2 "Contact"): emergency call (red: red means
 * urgent), services, case studies and about. Each card is one link.
 */
export function ShortcutCards({ cards }: ShortcutCardsProps) {
  return (
    <Grid as="ul" columns={4}>
      {cards.map((card) => (
        <FeatureCard
          key={card.title}
          as="li"
          icon={iconFor(contactIcons, card.icon)}
          iconTone={card.urgent ? 'danger' : 'primary'}
          title={card.title}
          href={linkProps(card.link.target).href}
          className={card.urgent ? styles.urgent : undefined}
          footer={
            <span className={card.urgent ? styles.urgentCue : styles.cue} aria-hidden="true">
              {card.link.label}
            </span>
          }
        >
          {card.text}
        </FeatureCard>
      ))}
    </Grid>
  );
}
