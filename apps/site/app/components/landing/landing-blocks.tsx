import type { ContactFormConfig, CtaLink, Faq as FaqEntry, Feature, SectionCopy } from '@northline/content';
import {
  Card,
  Faq,
  FeatureCard,
  type FeatureCardProps,
  Grid,
  type GridProps,
  Heading,
  Section,
  type SectionTone,
} from '@northline/ui';
import { useId } from 'react';
import { Island } from '../../islands/island.tsx';
import { ContactForm } from '../forms/contact-form.tsx';
import { CheckList } from '../shared/check-list.tsx';
import { CtaButtons } from '../shared/cta-buttons.tsx';
import { type IconMap, iconFor } from '../shared/icon-lookup.ts';
import * as styles from './landing-blocks.css.ts';

/** Props of {@link FeatureSection}. */
export interface FeatureSectionProps<Item extends Feature> {
  /** Heading and introduction. */
  copy: SectionCopy;
  /** The cards. */
  items: readonly Item[];
  /** The page family's icon map. */
  icons: IconMap;
  tone: SectionTone;
  /** Columns on large screens. Default 3. */
  columns?: GridProps['columns'];
  /** Icon well colour. Default `primary`. */
  iconTone?: FeatureCardProps['iconTone'];
  /** A card's bullet points. */
  bullets?: (item: Item) => readonly string[] | undefined;
  /** A card's closing line (shown at the card's foot). */
  note?: (item: Item) => string | undefined;
}

/** A titled section of icon cards (benefits, services, threats, strategies, expertise) as a list. */
export function FeatureSection<Item extends Feature>({
  copy,
  items,
  icons,
  tone,
  columns = 3,
  iconTone = 'primary',
  bullets,
  note,
}: FeatureSectionProps<Item>) {
  return (
    <Section tone={tone} title={copy.title} description={copy.intro}>
      <Grid as="ul" columns={columns}>
        {items.map((item) => {
          const footer = note?.(item);
          return (
            <FeatureCard
              key={item.title}
              as="li"
              icon={iconFor(icons, item.icon)}
              iconTone={iconTone}
              title={item.title}
              items={bullets?.(item)}
              footer={footer ? <p className={styles.cardNote}>{footer}</p> : undefined}
            >
              {item.text}
            </FeatureCard>
          );
        })}
      </Grid>
    </Section>
  );
}

/** Props of {@link ContactSection}. */
export interface ContactSectionProps {
  /** Heading and introduction; the heading also names the form. */
  copy: SectionCopy;
  /** The page's form configuration (`contactForms[page.formKey]`); its `anchorId` is the section's id. */
  config: ContactFormConfig;
  tone: SectionTone;
  /** What the visitor gets, shown beside the form. */
  points?: readonly string[];
  /** A call button for visitors who would rather phone. */
  call?: CtaLink;
}

/**
 * The page's contact section (§2): anchor `#contact` (the target of 'Get Free Assessment'), the pitch and a
 * call button beside the site's one contact form on large screens, above it on phones.
 */
export function ContactSection({ copy, config, tone, points, call }: ContactSectionProps) {
  const headingId = useId();
  return (
    <Section id={config.anchorId} tone={tone} aria-labelledby={headingId}>
      <div className={styles.contactLayout}>
        <div className={styles.contactPitch}>
          <Heading level={2} size="xl" id={headingId}>
            {copy.title}
          </Heading>
          {copy.intro && <p className={styles.lead}>{copy.intro}</p>}
          {points && points.length > 0 && <CheckList items={points} />}
          {call && <CtaButtons links={[call]} size="md" primaryFirst={false} />}
        </div>
        <Card variant="elevated" className={styles.formCard}>
          <Island
            name="contact-form"
            component={ContactForm}
            props={{ config, name: copy.title }}
            when="visible"
          />
        </Card>
      </div>
    </Section>
  );
}

/** Props of {@link FaqSection}. */
export interface FaqSectionProps {
  copy: SectionCopy;
  /** The questions the route's meta also sends as FAQPage JSON-LD. */
  faqs: readonly FaqEntry[];
  tone: SectionTone;
}

/** The page's questions on an accordion (keyboard operable), matching its FAQPage structured data. */
export function FaqSection({ copy, faqs, tone }: FaqSectionProps) {
  return (
    <Section tone={tone} title={copy.title} description={copy.intro} container="narrow">
      <Island
        name="faq"
        component={Faq}
        props={{ items: faqs.map((faq) => ({ question: faq.question, answer: faq.answer })) }}
        when="interaction"
      />
    </Section>
  );
}
