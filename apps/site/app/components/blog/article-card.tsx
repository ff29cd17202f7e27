import { type BlogArticle, readTimeLabel } from '@northline/content';
import { Badge, Card, Heading, Text } from '@northline/ui';
import * as styles from './blog.css.ts';

/** Props of {@link ArticleCard}. */
export interface ArticleCardProps {
  article: BlogArticle;
  /** Display name of the article's category ('Cybersecurity'). */
  categoryName: string;
  /** The read link's label ('Read article') and the marker shown instead of a link ('Coming soon'). */
  readLabel: string;
  comingSoon: string;
  /** The featured article: a larger card. */
  featured?: boolean;
  /** Element of the card; `li` inside a list. Default `article`. */
  as?: 'article' | 'li';
}

/**
 * An article card of /blog (specification §2 "Blog / resources"): category, date, read time, headline,
 * summary and author. The card carries the article's slug as its id, a real anchor (`/blog#<slug>`); full
 * articles are not written yet, so instead of a dead 'Read article' link it says 'Coming soon'
 * (no dead links: every link goes to a real anchor or says it is coming).
 */
export function ArticleCard({
  article,
  categoryName,
  readLabel,
  comingSoon,
  featured = false,
  as = 'article',
}: ArticleCardProps) {
  return (
    <Card
      as={as}
      id={article.slug}
      variant={featured ? 'elevated' : 'outline'}
      padding={featured ? 'lg' : 'md'}
      className={styles.articleCard}
    >
      <div className={styles.meta}>
        <Badge tone="primary" size="sm">
          {categoryName}
        </Badge>
        <time dateTime={article.date.iso}>{article.date.display}</time>
        <span aria-hidden="true">·</span>
        <span>{readTimeLabel(article.readMinutes)}</span>
      </div>
      <Heading level={3} size={featured ? 'lg' : 'md'}>
        {article.title}
      </Heading>
      <Text tone="muted" size={featured ? 'lg' : 'md'}>
        {article.summary}
      </Text>
      <div className={styles.cardFoot}>
        <Text as="span" size="sm" weight="medium">
          {article.author}
        </Text>
        <span className={styles.pending}>
          <span className={styles.pendingLabel}>{readLabel}</span>
          <Badge size="sm">{comingSoon}</Badge>
        </span>
      </div>
    </Card>
  );
}
