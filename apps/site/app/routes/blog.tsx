import { blogPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { Section } from '@northline/ui';
import { BlogArticles } from '../components/blog/blog-articles.tsx';
import { ResourceCards } from '../components/blog/resource-cards.tsx';
import { NewsletterForm } from '../components/forms/newsletter-form.tsx';
import { PageHero } from '../components/shared/page-hero.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { Island } from '../islands/island.tsx';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';
import * as styles from './blog.css.ts';

/** Metadata and JSON-LD of the blog (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('blog', { siteUrl: SITE_URL }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/** Id of the newsletter section, the target of the hero's 'Subscribe to the newsletter'. */
const NEWSLETTER_ID = 'newsletter';

/**
 * The blog and resources page (specification §2 "Blog / resources"):
 * search box and category chips that filter the featured and six recent articles, four free resources
 * (marked 'Coming soon' until published), and the newsletter form with explicit CASL consent.
 */
export default function Blog() {
  const { resources, newsletter, linkLabels } = blogPage;
  return (
    <SiteShell route="blog">
      <PageHero hero={blogPage.hero} />
      <Section>
        <Island
          name="blog-articles"
          component={BlogArticles}
          props={{
            page: {
              search: blogPage.search,
              categories: blogPage.categories,
              featured: blogPage.featured,
              recent: blogPage.recent,
              linkLabels: blogPage.linkLabels,
            },
          }}
          // At the top of the page, "visible" loaded React at once on every visit (one Lighthouse run in three
          // charged it: TBT 999 ms). The articles are prerendered and their links work without it; the search box
          // and the category chips wake it on the first touch, focus or click, which is recorded and replayed.
          when="interaction"
        />
      </Section>
      <Section tone="tinted" title={resources.title} description={resources.intro}>
        <ResourceCards
          items={resources.items}
          downloadLabel={linkLabels.download}
          comingSoon={linkLabels.comingSoon}
        />
      </Section>
      <Section
        id={NEWSLETTER_ID}
        title={newsletter.title}
        description={newsletter.text}
        container="narrow"
        className={styles.newsletter}
      >
        <Island
          name="newsletter-form"
          component={NewsletterForm}
          props={{ copy: newsletter }}
          when="visible"
        />
      </Section>
    </SiteShell>
  );
}
