import { contactPage, contactPageForm } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { Faq, Section } from '@northline/ui';
import { ContactForm } from '../components/forms/contact-form.tsx';
import { ContactDetailCards, ShortcutCards } from '../components/shared/contact-cards.tsx';
import { PageHero } from '../components/shared/page-hero.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { Island } from '../islands/island.tsx';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the contact page (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('contact', { siteUrl: SITE_URL, faqs: contactPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The contact page (specification §2 "Contact"): contact detail cards (phone, email, office, hours), the
 * message form (schema B, 'Sending...', §4, §5, §8), shortcut cards (emergency call, services, case
 * studies, about) and the FAQ.
 */
export default function Contact() {
  const { detailsSection, form, shortcuts, faqSection } = contactPage;
  return (
    <SiteShell route="contact">
      <PageHero hero={contactPage.hero} />
      <Section title={detailsSection.title} description={detailsSection.intro}>
        <ContactDetailCards cards={contactPage.details} />
      </Section>
      <Section
        id={contactPageForm.anchorId}
        tone="tinted"
        title={form.title}
        description={form.intro}
        container="narrow"
      >
        <Island
          name="contact-form"
          component={ContactForm}
          props={{ config: contactPageForm, name: form.title }}
          when="visible"
        />
      </Section>
      <Section title={shortcuts.title} description={shortcuts.intro}>
        <ShortcutCards cards={shortcuts.cards} />
      </Section>
      <Section tone="tinted" title={faqSection.title} description={faqSection.intro} container="narrow">
        <Island name="faq" component={Faq} props={{ items: contactPage.faqs }} when="interaction" />
      </Section>
    </SiteShell>
  );
}
