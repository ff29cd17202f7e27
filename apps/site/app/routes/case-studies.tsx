import { caseStudies, caseStudiesPage, getIndustry } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { Grid, Section, StatBand } from '@northline/ui';
import { CaseStudyCard } from '../components/shared/case-study-card.tsx';
import { ClientTestimonial } from '../components/shared/client-testimonial.tsx';
import { CtaBand } from '../components/shared/cta-band.tsx';
import { CtaButtons } from '../components/shared/cta-buttons.tsx';
import { PageHero } from '../components/shared/page-hero.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';
import * as styles from './case-studies.css.ts';

/** Metadata and JSON-LD of the case studies page (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('case-studies', { siteUrl: SITE_URL }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The case studies page (specification §2 "Case studies"): the four studies (healthcare, legal,
 * manufacturing, real estate) with challenge, solution, results, timeframe and investment; track-record
 * stats; links to the industry pages; three testimonials; a closing call to action.
 */
export default function CaseStudies() {
  const { labels, trackRecord, industryLinks, testimonials, cta } = caseStudiesPage;
  return (
    <SiteShell route="case-studies">
      <PageHero hero={caseStudiesPage.hero} />
      <Section>
        <div className={styles.studies}>
          {caseStudies.map((study) => (
            <CaseStudyCard
              key={study.id}
              study={study}
              industryName={getIndustry(study.industryId).name}
              labels={labels}
            />
          ))}
        </div>
      </Section>
      <Section tone="inverse" title={trackRecord.title} align="center">
        <StatBand stats={trackRecord.stats} className={styles.flushStats} />
      </Section>
      <Section title={industryLinks.title} description={industryLinks.intro}>
        <CtaButtons links={industryLinks.links} size="md" primaryFirst={false} />
      </Section>
      <Section tone="tinted" title={testimonials.title}>
        <Grid as="ul" columns={3}>
          {testimonials.ids.map((id) => (
            <ClientTestimonial key={id} id={id} as="li" />
          ))}
        </Grid>
      </Section>
      <CtaBand title={cta.title} intro={cta.intro} links={cta.links} />
    </SiteShell>
  );
}
