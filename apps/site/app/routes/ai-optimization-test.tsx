import { aiOptimizationTestPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { Card, Heading, Hero, Section } from '@northline/ui';
import { ExternalLink } from 'lucide-react';
import { SiteShell } from '../components/shared/site-shell.tsx';
import * as styles from '../components/test-pages/ai-test.css.ts';
import { AiTestChecks } from '../components/test-pages/ai-test-checks.tsx';
import { SITE_URL } from '../env.ts';
import { Island } from '../islands/island.tsx';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Sample queries shown (specification §9: the first 3). */
const SAMPLE_QUERIES_SHOWN = 3;

/**
 * Metadata of the AI optimization test page (noindex: an internal test page stays public but out of search),
 * with `ai-` meta tags pointing assistants at the crawler files; the page counts them (§2).
 */
export function loader(): PageLoaderData {
  return {
    meta: routeMeta('ai-optimization-test', {
      siteUrl: SITE_URL,
      page: {
        customMeta: {
          'ai-content-url': `${SITE_URL}/ai-content.json`,
          'ai-knowledge-url': `${SITE_URL}/ai-knowledge.json`,
          'ai-keywords-url': `${SITE_URL}/ai-expanded-keywords.json`,
          'ai-llms-url': `${SITE_URL}/llms.txt`,
        },
      },
    }),
  };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The internal AI search optimization test (specification §2 "AI optimization test page", §4, §9): the resource
 * checks, page counts, quick answers and common queries ({@link AiTestChecks}); the first 3 sample queries;
 * external test tool tiles; testing instructions.
 */
export default function AiOptimizationTest() {
  const page = aiOptimizationTestPage;
  return (
    <SiteShell route="ai-optimization-test">
      <Hero title={page.title} description={page.intro} pattern={false} />
      <Section spacing="sm">
        <Island name="ai-test-checks" component={AiTestChecks} props={{ copy: page }} when="visible" />
      </Section>
      <Section tone="tinted" title={page.sampleQueries.title} description={page.sampleQueries.intro}>
        <ul className={styles.sampleList}>
          {page.sampleQueries.queries.slice(0, SAMPLE_QUERIES_SHOWN).map((query) => (
            <li key={query} className={styles.sample}>
              “{query}”
            </li>
          ))}
        </ul>
      </Section>
      <Section title={page.tools.title} description={page.tools.intro}>
        <ul className={styles.toolGrid}>
          {page.tools.tiles.map((tile) => (
            <Card as="li" key={tile.name} className={styles.card}>
              <Heading level={3} size="md" className={styles.toolName}>
                {tile.name}
              </Heading>
              <p className={styles.toolText}>{tile.text}</p>
              <a className={styles.toolLink} href={tile.url} target="_blank" rel="noopener noreferrer">
                {tile.url.replace(/^https:\/\//, '').replace(/\/$/, '')}
                <ExternalLink className={styles.toolIcon} aria-hidden="true" />
              </a>
            </Card>
          ))}
        </ul>
      </Section>
      <Section tone="tinted" title={page.instructions.title} description={page.instructions.intro}>
        <ol className={styles.steps}>
          {page.instructions.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
    </SiteShell>
  );
}
