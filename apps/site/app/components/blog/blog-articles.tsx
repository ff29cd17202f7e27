import { articlesShownLabel, type BlogPage } from '@northline/content';
import { Field, Grid, Heading, Text } from '@northline/ui';
import { useMemo, useState } from 'react';
import { filterArticles, NO_FILTER, toggleCategory } from '../../lib/blog-filter.ts';
import { ArticleCard } from './article-card.tsx';
import * as styles from './blog.css.ts';
import { FilterChips } from './filter-chips.tsx';

/** Props of {@link BlogArticles}. */
export interface BlogArticlesProps {
  /** The blog's copy and articles (`blogPage`). */
  page: Pick<BlogPage, 'search' | 'categories' | 'featured' | 'recent' | 'linkLabels'>;
}

/**
 * The blog's article list with its search box and category chips (specification §2 "Blog / resources";
 * the search filters the listed articles by title and summary as the visitor types, the chips
 * by category, and the counts stay). Shows the featured article and the six recent ones that match, a live
 * count for screen readers, and a message when nothing matches. Prerendered with every article listed.
 */
export function BlogArticles({ page }: BlogArticlesProps) {
  const [filter, setFilter] = useState(NO_FILTER);
  const { featured, recent, search, linkLabels } = page;
  const featuredShown = useMemo(() => filterArticles([featured.article], filter), [featured, filter]);
  const recentShown = useMemo(() => filterArticles(recent.articles, filter), [recent, filter]);
  const shown = featuredShown.length + recentShown.length;
  const categoryName = (id: string) => page.categories.find((category) => category.id === id)?.name ?? id;

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to pre-2023 browsers and to jsdom; the role keeps the landmark everywhere */}
      <div role="search" aria-label={search.label} className={styles.filters}>
        <Field
          type="search"
          label={search.label}
          placeholder={search.placeholder}
          value={filter.query}
          autoComplete="off"
          onChange={(event) => setFilter({ ...filter, query: event.currentTarget.value })}
          className={styles.searchField}
        />
        <FilterChips
          categories={page.categories}
          selected={filter.category}
          label={search.categoriesLabel}
          onSelect={(id) => setFilter({ ...filter, category: toggleCategory(filter.category, id) })}
        />
        <p role="status" className={styles.status}>
          {articlesShownLabel(shown)}
        </p>
      </div>

      {featuredShown.map((article) => (
        <div key={article.slug} className={styles.group}>
          <Heading level={2} size="xl">
            {featured.title}
          </Heading>
          <ArticleCard
            article={article}
            categoryName={categoryName(article.category)}
            readLabel={linkLabels.read}
            comingSoon={linkLabels.comingSoon}
            featured
          />
        </div>
      ))}

      {recentShown.length > 0 && (
        <div className={styles.group}>
          <Heading level={2} size="xl">
            {recent.title}
          </Heading>
          <Grid as="ul" columns={3}>
            {recentShown.map((article) => (
              <ArticleCard
                key={article.slug}
                as="li"
                article={article}
                categoryName={categoryName(article.category)}
                readLabel={linkLabels.read}
                comingSoon={linkLabels.comingSoon}
              />
            ))}
          </Grid>
        </div>
      )}

      {shown === 0 && (
        <Text tone="muted" className={styles.empty}>
          {search.noResults}
        </Text>
      )}
    </>
  );
}
