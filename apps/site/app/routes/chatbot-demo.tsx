import { chatbotDemoPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { Hero, Section } from '@northline/ui';
import { BookOpenCheck, Gauge, Tags, UserRoundCheck } from 'lucide-react';
import { FeatureGrid } from '../components/shared/feature-grid.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { ChatDemoConsole } from '../components/test-pages/chat-demo-console.tsx';
import { SITE_URL } from '../env.ts';
import { Island } from '../islands/island.tsx';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata of the chatbot demo (noindex: an internal test page stays public but out of search). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('chatbot-demo', { siteUrl: SITE_URL }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/** Icons of the feature list, by the catalogue's names. */
const featureIcons = {
  'book-open-check': BookOpenCheck,
  gauge: Gauge,
  tags: Tags,
  'user-round-check': UserRoundCheck,
};

/**
 * The internal chatbot demo (specification §2 "Chatbot demo", §4, §8): the test console against
 * `POST /api/chat` and the list of what the assistant does.
 */
export default function ChatbotDemo() {
  const page = chatbotDemoPage;
  return (
    <SiteShell route="chatbot-demo">
      <Hero title={page.title} description={page.intro} pattern={false} />
      <Section spacing="sm">
        <Island name="chat-demo-console" component={ChatDemoConsole} props={{ copy: page }} when="visible" />
      </Section>
      <Section tone="tinted" title={page.features.title} description={page.features.intro}>
        <FeatureGrid items={page.features.items} icons={featureIcons} columns={4} />
      </Section>
    </SiteShell>
  );
}
