import { contactForms, header, servicesOverviewPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { Faq, Section } from '@northline/ui';
import { ContactForm } from '../components/forms/contact-form.tsx';
import { IndustryCards } from '../components/industry/industry-cards.tsx';
import { ServiceCards } from '../components/landing/service-cards.tsx';
import { CtaBand } from '../components/shared/cta-band.tsx';
import { FeatureGrid } from '../components/shared/feature-grid.tsx';
import { whyChooseIcons } from '../components/shared/icon-maps.ts';
import { PageHero } from '../components/shared/page-hero.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { Island } from '../islands/island.tsx';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the services overview (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('services', { siteUrl: SITE_URL, faqs: servicesOverviewPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/** Id of the free-assessment form's section, the target of the hero's 'Get Free Assessment'. */
const CONTACT_ID = contactForms.services.anchorId;

/**
 * The services overview (specification §2 "Services overview (/services)"): four service cards with
 * starting prices (§9), the services sold inside them, four industry cards, the why-choose block, calls to
 * action to /contact and /case-studies, the free-assessment form and the FAQ.
 */
export default function Services() {
  const { services, addOns, industries, whyChoose, cta, contact, faqSection } = servicesOverviewPage;
  return (
    <SiteShell route="services" cta={header.assessmentCta}>
      <PageHero hero={servicesOverviewPage.hero} />
      <Section title={services.title} description={services.intro}>
        <ServiceCards
          serviceIds={services.serviceIds}
          linkLabel={services.linkLabel}
          priceLabel={services.priceLabel}
        />
      </Section>
      <Section tone="tinted" title={addOns.title} description={addOns.intro} headingSize="lg">
        <ServiceCards serviceIds={addOns.serviceIds} priceLabel={services.priceLabel} columns={2} />
      </Section>
      <Section title={industries.title} description={industries.intro}>
        <IndustryCards industryIds={industries.industryIds} linkLabel={industries.linkLabel} />
      </Section>
      <Section tone="tinted" title={whyChoose.title} description={whyChoose.intro}>
        <FeatureGrid items={whyChoose.items} icons={whyChooseIcons} />
      </Section>
      <CtaBand title={cta.title} intro={cta.intro} links={cta.links} />
      <Section id={CONTACT_ID} title={contact.title} description={contact.intro} container="narrow">
        <Island
          name="contact-form"
          component={ContactForm}
          props={{ config: contactForms.services, name: contact.title }}
          when="visible"
        />
      </Section>
      <Section tone="tinted" title={faqSection.title} description={faqSection.intro} container="narrow">
        <Island name="faq" component={Faq} props={{ items: servicesOverviewPage.faqs }} when="interaction" />
      </Section>
    </SiteShell>
  );
}
