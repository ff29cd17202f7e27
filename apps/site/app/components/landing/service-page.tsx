import {
  type CloudSolutionsPage,
  type CybersecurityPage,
  contactForms,
  getService,
  type ItConsultingPage,
  type Process,
  SERVICE_PAGE_LABELS,
  type SectionCopy,
} from '@northline/content';
import { Card, Heading, Section, type SectionTone, StepList } from '@northline/ui';
import { Clock } from 'lucide-react';
import { CheckList } from '../shared/check-list.tsx';
import { CtaButtons } from '../shared/cta-buttons.tsx';
import { PageHero } from '../shared/page-hero.tsx';
import { PageSections, type SectionRenderers } from '../shared/page-sections.tsx';
import * as blocks from './landing-blocks.css.ts';
import { ContactSection, FaqSection, FeatureSection, type FeatureSectionProps } from './landing-blocks.tsx';
import * as styles from './service-page.css.ts';
import { servicePageIcons as icons } from './service-page-icons.ts';
import {
  type ServicePageContent,
  type ServicePageSectionKey,
  servicePageSections,
} from './service-page-sections.ts';

/** Props of {@link ServicePage}. */
export interface ServicePageProps {
  /** One of `managedItPage`, `cybersecurityPage`, `cloudSolutionsPage`, `itConsultingPage`. */
  page: ServicePageContent;
}

/** The hero's price card: the service's price and what it includes (§9 prices). */
function PriceCard({ page }: ServicePageProps) {
  const service = getService(page.serviceId);
  return (
    <Card variant="elevated" padding="lg" className={styles.priceCard}>
      <p className={styles.priceLabel}>{SERVICE_PAGE_LABELS.pricing}</p>
      <p className={styles.price}>{service.startingPrice.display}</p>
      <Heading level={2} size="sm">
        {SERVICE_PAGE_LABELS.included}
      </Heading>
      <CheckList items={service.includes} size="sm" />
    </Card>
  );
}

/** The four-step process (§2) with each step's typical duration. */
function ProcessSection({ process, tone }: { process: Process; tone: SectionTone }) {
  return (
    <Section tone={tone} title={process.title} description={process.intro}>
      <StepList
        steps={process.steps.map((step) => ({
          title: step.title,
          description: (
            <>
              <p className={styles.stepText}>{step.text}</p>
              <p className={styles.stepDuration}>
                <Clock className={styles.stepDurationIcon} aria-hidden="true" />
                <span className={blocks.visuallyHidden}>{SERVICE_PAGE_LABELS.stepDuration} </span>
                {step.duration}
              </p>
            </>
          ),
        }))}
      />
    </Section>
  );
}

/** The service pages' sections of icon cards. */
type CardSectionKey = 'threats' | 'benefits' | 'strategies' | 'expertise' | 'services';

/** A service page with every card section (no page has them all): what each section's cards are. */
type EveryCardSection = Pick<CybersecurityPage & CloudSolutionsPage & ItConsultingPage, CardSectionKey>;

/** A card of the `Key` section. */
type CardOf<Key extends CardSectionKey> = EveryCardSection[Key]['items'][number];

/** How a card section lays out its cards: columns, icon colour, bullets and closing line. */
type CardLayout<Key extends CardSectionKey> = Pick<
  FeatureSectionProps<CardOf<Key>>,
  'columns' | 'iconTone' | 'bullets' | 'note'
>;

/**
 * The renderer of a card section: the page's `key` section (heading, introduction, cards) as icon cards laid
 * out as `layout` says, or nothing on a page without that section.
 */
function cardSection<Key extends CardSectionKey>(key: Key, layout: CardLayout<Key>) {
  return (page: ServicePageContent, tone: SectionTone) => {
    const section: (SectionCopy & { items: readonly CardOf<Key>[] }) | undefined = (
      page as Partial<EveryCardSection>
    )[key];
    if (!section) return null;
    return <FeatureSection copy={section} items={section.items} icons={icons} tone={tone} {...layout} />;
  };
}

/** How a service page draws each of its sections (`null` for a section the page does not have). */
const renderers: SectionRenderers<ServicePageSectionKey, ServicePageContent> = {
  threats: cardSection('threats', { columns: 4, iconTone: 'danger', note: (threat) => threat.fact }),
  benefits: cardSection('benefits', { columns: 4 }),
  strategies: cardSection('strategies', {
    bullets: (strategy) => strategy.points,
    note: (strategy) => strategy.bestFor,
  }),
  expertise: cardSection('expertise', { columns: 4 }),
  services: cardSection('services', { bullets: (card) => card.bullets }),
  process: (page, tone) => <ProcessSection process={page.process} tone={tone} />,
  faq: (page, tone) => <FaqSection copy={page.faqSection} faqs={page.faqs} tone={tone} />,
  urgent: (page, tone) =>
    'ctaBand' in page ? (
      <Section tone={tone} title={page.ctaBand.title} description={page.ctaBand.text}>
        <CtaButtons links={page.ctaBand.ctas} stackOnPhones />
      </Section>
    ) : null,
  contact: (page, tone) => (
    <ContactSection
      copy={page.contact}
      config={contactForms[page.formKey]}
      tone={tone}
      points={page.contact.points}
      call={'ctaBand' in page ? undefined : page.hero.ctas.find((cta) => cta.target.kind === 'phone')}
    />
  ),
};

/**
 * A service page (specification §2 "Managed IT services", "Cybersecurity", "Cloud solutions", "IT consulting"),
 * built from its content: the hero with a price card, the page's card sections, the four-step process, its
 * FAQs, cybersecurity's red call-to-action band, and the contact form at `#contact`. Wrap it in `SiteShell`.
 */
export function ServicePage({ page }: ServicePageProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<PriceCard page={page} />} stackActionsOnPhones />
      <PageSections page={page} sections={servicePageSections(page)} renderers={renderers} />
    </>
  );
}
