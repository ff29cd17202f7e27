import { contactForms, getService, type Process, SERVICE_PAGE_LABELS } from '@northline/content';
import { Card, Heading, Section, type SectionTone, StepList } from '@northline/ui';
import { Clock } from 'lucide-react';
import { CheckList } from '../shared/check-list.tsx';
import { CtaButtons } from '../shared/cta-buttons.tsx';
import { PageHero } from '../shared/page-hero.tsx';
import * as blocks from './landing-blocks.css.ts';
import { ContactSection, FaqSection, FeatureSection } from './landing-blocks.tsx';
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

function renderSection(page: ServicePageContent, key: ServicePageSectionKey, tone: SectionTone) {
  switch (key) {
    case 'threats':
      return 'threats' in page ? (
        <FeatureSection
          key={key}
          copy={page.threats}
          items={page.threats.items}
          icons={icons}
          tone={tone}
          columns={4}
          iconTone="danger"
          note={(threat) => threat.fact}
        />
      ) : null;
    case 'benefits':
      return (
        <FeatureSection
          key={key}
          copy={page.benefits}
          items={page.benefits.items}
          icons={icons}
          tone={tone}
          columns={4}
        />
      );
    case 'strategies':
      return 'strategies' in page ? (
        <FeatureSection
          key={key}
          copy={page.strategies}
          items={page.strategies.items}
          icons={icons}
          tone={tone}
          bullets={(strategy) => strategy.points}
          note={(strategy) => strategy.bestFor}
        />
      ) : null;
    case 'expertise':
      return 'expertise' in page ? (
        <FeatureSection
          key={key}
          copy={page.expertise}
          items={page.expertise.items}
          icons={icons}
          tone={tone}
          columns={4}
        />
      ) : null;
    case 'services':
      return (
        <FeatureSection
          key={key}
          copy={page.services}
          items={page.services.items}
          icons={icons}
          tone={tone}
          bullets={(card) => card.bullets}
        />
      );
    case 'process':
      return <ProcessSection key={key} process={page.process} tone={tone} />;
    case 'faq':
      return <FaqSection key={key} copy={page.faqSection} faqs={page.faqs} tone={tone} />;
    case 'urgent':
      return 'ctaBand' in page ? (
        <Section key={key} tone={tone} title={page.ctaBand.title} description={page.ctaBand.text}>
          <CtaButtons links={page.ctaBand.ctas} stackOnPhones />
        </Section>
      ) : null;
    case 'contact':
      return (
        <ContactSection
          key={key}
          copy={page.contact}
          config={contactForms[page.formKey]}
          tone={tone}
          points={page.contact.points}
          call={'ctaBand' in page ? undefined : page.hero.ctas.find((cta) => cta.target.kind === 'phone')}
        />
      );
  }
}

/**
 * A service page (specification §2 "Managed IT services", "Cybersecurity", "Cloud solutions", "IT consulting"),
 * built from its content: the hero with a price card, the page's card sections, the four-step process, its
 * FAQs, cybersecurity's red call-to-action band, and the contact form at `#contact`. Wrap it in `SiteShell`.
 */
export function ServicePage({ page }: ServicePageProps) {
  return (
    <>
      <PageHero hero={page.hero} aside={<PriceCard page={page} />} stackActionsOnPhones />
      {servicePageSections(page).map(({ key, tone }) => renderSection(page, key, tone))}
    </>
  );
}
