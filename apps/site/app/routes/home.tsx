import { company, header, homeContactForm, homePage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { Button, Hero, Section } from '@northline/ui';
import { ContactForm } from '../components/contact-form.tsx';
import { SiteShell } from '../components/site-shell.tsx';
import { SITE_URL } from '../env.ts';

/** Metadata and JSON-LD of the home page (prerendered into the HTML). */
export function meta() {
  return routeMeta('home', { siteUrl: SITE_URL, faqs: homePage.faqs });
}

/**
 * The home page (specification §2 "Home page"). Issue 2 ships the hero and the free-assessment form;
 * the remaining sections arrive with the site issue.
 */
export default function Home() {
  const { hero, contact } = homePage;
  return (
    <SiteShell route="home" nav={homePage.sectionNav} cta={header.assessmentCta}>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.subtitle}
        proof={hero.proof}
        actions={
          <>
            <Button href={`#${homePage.sectionIds.contact}`} size="lg">
              {homeContactForm.submitLabel}
            </Button>
            <Button href={company.phones.main.href} variant="outline" size="lg">
              {`Call ${company.phones.main.display}`}
            </Button>
          </>
        }
      />
      <Section
        id={homePage.sectionIds.contact}
        tone="tinted"
        title={contact.title}
        description={contact.intro}
        container="narrow"
      >
        <ContactForm config={homeContactForm} name={contact.title} />
      </Section>
    </SiteShell>
  );
}
