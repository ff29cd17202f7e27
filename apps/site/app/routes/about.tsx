import { aboutPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { Grid, Section, StatBand, Text } from '@northline/ui';
import { CertificationCards } from '../components/shared/certifications.tsx';
import { CtaBand } from '../components/shared/cta-band.tsx';
import { FeatureGrid } from '../components/shared/feature-grid.tsx';
import { valueIcons } from '../components/shared/icon-maps.ts';
import { LeaderCard } from '../components/shared/leader-card.tsx';
import { PageHero } from '../components/shared/page-hero.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';
import * as styles from './about.css.ts';

/** Metadata and JSON-LD of the about page (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('about', { siteUrl: SITE_URL }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The about page (specification §2 "About"): hero, stats (12+ years, 500+ clients, 99.9% uptime, 24/7),
 * our story, the four values, the five certifications, leadership cards and calls to action.
 */
export default function About() {
  const { story, values, certifications, leadership, cta } = aboutPage;
  return (
    <SiteShell route="about">
      <PageHero hero={aboutPage.hero} />
      <StatBand stats={aboutPage.stats} />
      <Section title={story.title} container="narrow">
        <div className={styles.story}>
          {story.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </div>
      </Section>
      <Section tone="tinted" title={values.title} description={values.intro}>
        <FeatureGrid items={values.items} icons={valueIcons} columns={4} />
      </Section>
      <Section title={certifications.title} description={certifications.intro}>
        <CertificationCards certificationIds={certifications.certificationIds} />
      </Section>
      <Section tone="tinted" title={leadership.title} description={leadership.intro}>
        <Grid as="ul" columns={4}>
          {leadership.people.map((leader) => (
            <LeaderCard key={leader.name} leader={leader} credentialsLabel={leadership.credentialsLabel} />
          ))}
        </Grid>
      </Section>
      <CtaBand title={cta.title} intro={cta.intro} links={cta.links} />
    </SiteShell>
  );
}
