import { aiRecommendationTestPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { Hero, Section } from '@northline/ui';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { RecommendTestConsole } from '../components/test-pages/recommend-test-console.tsx';
import { SITE_URL } from '../env.ts';
import { Island } from '../islands/island.tsx';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata of the recommendation test page (noindex: an internal test page stays public but out of search). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('ai-recommendation-test', { siteUrl: SITE_URL }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The internal recommendation engine test (specification §2 "AI recommendation test page", §4): a visitor
 * profile on the left, the session's recommendations on the right ({@link RecommendTestConsole}).
 */
export default function AiRecommendationTest() {
  const page = aiRecommendationTestPage;
  return (
    <SiteShell route="ai-recommendation-test">
      <Hero title={page.title} description={page.intro} pattern={false} />
      <Section spacing="sm">
        <Island
          name="recommend-test-console"
          component={RecommendTestConsole}
          props={{ copy: page }}
          when="visible"
        />
      </Section>
    </SiteShell>
  );
}
