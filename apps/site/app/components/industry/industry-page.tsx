import {
  type ComplianceGroup,
  contactForms,
  header,
  type IndustryPage as IndustryPageContent,
  industryPageCopy,
} from '@northline/content';
import { Button, Card, Faq, FeatureCard, Grid, Heading, Hero, Section, Text } from '@northline/ui';
import { ArrowRight, BadgeCheck, Check } from 'lucide-react';
import { useId } from 'react';
import { Island } from '../../islands/island.tsx';
import { linkProps } from '../../lib/links.ts';
import { ContactForm } from '../forms/contact-form.tsx';
import { alternateTones, type PlannedSection } from '../landing/landing-sections.ts';
import { iconFor } from '../shared/icon-lookup.ts';
import { renderPageSections, type SectionRenderers } from '../shared/page-sections.tsx';
import { SiteShell } from '../shared/site-shell.tsx';
import { IndustryContactStrip } from './industry-contact-strip.tsx';
import { industryPageIcons } from './industry-icons.ts';
import * as styles from './industry-page.css.ts';

/** Props of {@link IndustryPage}. */
export interface IndustryPageProps {
  /** The page's record from @northline/content (`legalPage`, `healthcarePage`, ...). */
  page: IndustryPageContent;
}

/** Every section an industry page can show below its hero, in order. */
export const INDUSTRY_PAGE_SECTION_KEYS = [
  'highlights',
  'services',
  'compliance',
  'whyChoose',
  'related',
  'faq',
  'contact',
] as const;

/** A section an industry page can show below its hero. */
export type IndustryPageSectionKey = (typeof INDUSTRY_PAGE_SECTION_KEYS)[number];

/**
 * The sections of an industry page in order, white and tinted by turns after the tinted hero (so a
 * long page reads as chapters): real estate's highlights, the service cards, the compliance lists, the
 * why-choose cards, real estate's related links, the FAQ when the page has questions, the consultation form.
 */
export function industryPageSections(page: IndustryPageContent): PlannedSection<IndustryPageSectionKey>[] {
  const keys: IndustryPageSectionKey[] = [];
  if (page.highlights) keys.push('highlights');
  keys.push('services', 'compliance', 'whyChoose');
  if (page.relatedLinks) keys.push('related');
  if (page.faqs.length > 0) keys.push('faq');
  keys.push('contact');
  return alternateTones(keys);
}

/** One compliance topic: heading, why it matters, and what we do, one line each. */
function ComplianceCard({ group }: { group: ComplianceGroup }) {
  return (
    <Card as="li" variant="elevated" className={styles.complianceCard}>
      <Heading level={3} size="md">
        {group.title}
      </Heading>
      <Text tone="muted">{group.text}</Text>
      <ul className={styles.checkList}>
        {group.items.map((item) => (
          <li key={item} className={styles.checkItem}>
            <Check className={styles.checkIcon} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The layout the four industry pages share (specification §2 "Industry pages"), driven by the page's
 * content: the header's Get Quote link to #contact and its mobile menu (SiteShell), a hero with trust
 * badges, real estate's three highlights, six service cards (#services), the compliance lists, the
 * why-choose cards, real estate's links to the service and area pages, the questions behind the page's
 * FAQPage data, the consultation form (#contact: schema B, 'Sending...', §8 toasts, values kept on
 * failure) and a band above the footer with both phone lines.
 */
export function IndustryPage({ page }: IndustryPageProps) {
  const { hero } = page;
  const contactHeadingId = useId();
  const badgesLabelId = useId();
  const renderers: SectionRenderers<IndustryPageSectionKey, IndustryPageContent> = {
    highlights: ({ highlights }, tone) =>
      highlights ? (
        <Section tone={tone} title={highlights.title} description={highlights.intro}>
          <Grid as="ul" columns={3}>
            {highlights.items.map((item) => (
              <FeatureCard
                key={item.title}
                as="li"
                icon={iconFor(industryPageIcons, item.icon)}
                title={item.title}
              >
                {item.text}
              </FeatureCard>
            ))}
          </Grid>
        </Section>
      ) : null,
    services: ({ services }, tone) => (
      <Section id={services.anchorId} tone={tone} title={services.title} description={services.intro}>
        <Grid as="ul" columns={3}>
          {services.items.map((card) => (
            <FeatureCard
              key={card.title}
              as="li"
              icon={iconFor(industryPageIcons, card.icon)}
              title={card.title}
              items={card.bullets}
            >
              {card.text}
            </FeatureCard>
          ))}
        </Grid>
      </Section>
    ),
    compliance: ({ compliance }, tone) => (
      <Section tone={tone} title={compliance.title} description={compliance.intro}>
        <Grid as="ul" columns={compliance.groups.length === 4 ? 2 : 3}>
          {compliance.groups.map((group) => (
            <ComplianceCard key={group.title} group={group} />
          ))}
        </Grid>
      </Section>
    ),
    whyChoose: ({ whyChoose }, tone) => (
      <Section tone={tone} title={whyChoose.title} description={whyChoose.intro}>
        <Grid as="ul" columns={4}>
          {whyChoose.items.map((item) => (
            <FeatureCard
              key={item.title}
              as="li"
              icon={iconFor(industryPageIcons, item.icon)}
              title={item.title}
            >
              {item.text}
            </FeatureCard>
          ))}
        </Grid>
      </Section>
    ),
    related: ({ relatedLinks }, tone) =>
      relatedLinks ? (
        <Section tone={tone} title={relatedLinks.title} description={relatedLinks.intro}>
          <ul className={styles.relatedLinks}>
            {relatedLinks.links.map((link) => (
              <li key={link.label}>
                <a className={styles.relatedLink} {...linkProps(link.target)}>
                  <span>{link.label}</span>
                  <ArrowRight className={styles.relatedIcon} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null,
    faq: ({ faqs }, tone) => (
      <Section tone={tone} title={industryPageCopy.faqTitle} container="narrow">
        <Island name="faq" component={Faq} props={{ items: faqs }} when="interaction" />
      </Section>
    ),
    contact: ({ contact, formKey }, tone) => (
      <Section id="contact" tone={tone} aria-labelledby={contactHeadingId}>
        <div className={styles.contactLayout}>
          <div className={styles.contactIntro}>
            <Heading level={2} size="xl" id={contactHeadingId}>
              {contact.title}
            </Heading>
            {contact.intro && <Text tone="muted">{contact.intro}</Text>}
            <ul aria-label={industryPageCopy.contactPointsLabel} className={styles.checkList}>
              {contact.points.map((point) => (
                <li key={point} className={styles.checkItem}>
                  <Check className={styles.checkIcon} aria-hidden="true" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.formPanel}>
            <Island
              name="contact-form"
              component={ContactForm}
              props={{ config: contactForms[formKey], name: contact.title }}
              when="visible"
            />
          </div>
        </div>
      </Section>
    ),
  };

  return (
    <SiteShell route={page.route} cta={header.quoteCta}>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.subtitle}
        proof={hero.proof}
        actions={hero.ctas.map((cta, index) => (
          <Button
            key={cta.label}
            size="lg"
            variant={index === 0 ? 'primary' : 'outline'}
            {...linkProps(cta.target)}
          >
            {cta.label}
          </Button>
        ))}
        aside={
          <div className={styles.badgePanel}>
            <p id={badgesLabelId} className={styles.badgePanelTitle}>
              {industryPageCopy.trustBadgesLabel}
            </p>
            <ul aria-labelledby={badgesLabelId} className={styles.badges}>
              {hero.trustBadges.map((badge) => (
                <li key={badge} className={styles.badge}>
                  <BadgeCheck className={styles.badgeIcon} aria-hidden="true" />
                  <span>{badge}</span>
                </li>
              ))}
            </ul>
          </div>
        }
      />

      {...renderPageSections({
        page,
        sections: industryPageSections(page),
        renderers,
        slots: INDUSTRY_PAGE_SECTION_KEYS,
      })}
      <IndustryContactStrip copy={industryPageCopy.phoneStrip} lines={page.footerPhones} />
    </SiteShell>
  );
}
