import { header, homeContactForm, homePage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { Faq, Section, StatBand, Text } from '@northline/ui';
import { ContactForm } from '../components/forms/contact-form.tsx';
import { IndustryCards } from '../components/industry/industry-cards.tsx';
import { HeroIllustration } from '../components/landing/hero-illustration.tsx';
import { ServiceCards } from '../components/landing/service-cards.tsx';
import { QuickRecommendationSlot } from '../components/recommend/quick-recommendation-slot.tsx';
import { CertificationBadges } from '../components/shared/certifications.tsx';
import { CheckList } from '../components/shared/check-list.tsx';
import { ClientTestimonial } from '../components/shared/client-testimonial.tsx';
import { CtaButtons } from '../components/shared/cta-buttons.tsx';
import { PageHero } from '../components/shared/page-hero.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { Island } from '../islands/island.tsx';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';
import * as styles from './home.css.ts';

/** Metadata and JSON-LD of the home page (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('home', { siteUrl: SITE_URL, faqs: homePage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/** Id of the quick-recommendation section (the widget's container). */
const QUICK_RECOMMENDATION_ID = 'quick-recommendation';

/**
 * The home page (specification §2 "Home page"): sticky header with smooth-scroll links to the services,
 * industries, about and contact sections; hero; certification badges; four service cards; statistics band;
 * four industry cards; one testimonial; the quick-recommendation section; the free-assessment form; about;
 * FAQ; footer (service, industry, city and legal links).
 */
export default function Home() {
  const { hero, sectionIds, services, industries, contact, about } = homePage;
  return (
    <SiteShell route="home" nav={homePage.sectionNav} cta={header.assessmentCta}>
      <PageHero hero={hero} aside={<HeroIllustration />} />
      <div className={styles.badges}>
        <CertificationBadges {...homePage.certificationBadges} />
      </div>
      <Section id={sectionIds.services} title={services.title} description={services.intro}>
        <ServiceCards serviceIds={services.serviceIds} linkLabel={services.linkLabel} />
      </Section>
      <StatBand stats={homePage.stats} />
      <Section id={sectionIds.industries} title={industries.title} description={industries.intro}>
        <IndustryCards industryIds={industries.industryIds} linkLabel={industries.linkLabel} />
      </Section>
      <Section tone="tinted" title={homePage.testimonialSection.title} align="center" container="narrow">
        <ClientTestimonial id={homePage.testimonialId} />
      </Section>
      <Island
        name="quick-recommendation"
        component={QuickRecommendationSlot}
        props={{ id: QUICK_RECOMMENDATION_ID, copy: homePage.quickRecommendation }}
        when="visible"
      />
      <Section id={sectionIds.contact} tone="tinted" title={contact.title} description={contact.intro}>
        <div className={styles.contactLayout}>
          <CheckList items={contact.points} size="lg" />
          <div className={styles.formCard}>
            <Island
              name="contact-form"
              component={ContactForm}
              props={{ config: homeContactForm, name: contact.title }}
              when="visible"
            />
          </div>
        </div>
      </Section>
      <Section id={sectionIds.about} title={about.title}>
        <div className={styles.prose}>
          {about.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg" measure>
              {paragraph}
            </Text>
          ))}
          <CtaButtons links={about.links} size="md" />
        </div>
      </Section>
      <Section
        tone="tinted"
        title={homePage.faqSection.title}
        description={homePage.faqSection.intro}
        container="narrow"
      >
        <Island name="faq" component={Faq} props={{ items: homePage.faqs }} when="interaction" />
      </Section>
    </SiteShell>
  );
}
