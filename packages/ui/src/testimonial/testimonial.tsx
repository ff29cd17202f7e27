import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, type CardProps } from '../card/card.tsx';
import * as styles from './testimonial.css.ts';

export interface TestimonialProps extends Omit<CardProps, 'children'> {
  /** The quotation, without quote marks. */
  quote: ReactNode;
  /** The person's name. */
  author: string;
  /** Role and company, e.g. "Office Manager, Bay Street law firm". */
  authorRole?: string;
  /** Location, e.g. "Markham". */
  location?: string;
  /** Stars out of 5 (whole numbers). */
  rating?: number;
  /** Accessible text for the stars. Default "Rated {rating} out of 5". */
  ratingLabel?: string;
}

/** A client quotation with attribution and an optional star rating. */
export function Testimonial({
  quote,
  author,
  authorRole,
  location,
  rating,
  ratingLabel,
  className,
  variant = 'outline',
  ...rest
}: TestimonialProps) {
  const stars = rating === undefined ? 0 : Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Card {...rest} variant={variant} className={className}>
      <figure className={styles.figure}>
        {rating !== undefined && (
          <div className={styles.stars} role="img" aria-label={ratingLabel ?? `Rated ${stars} out of 5`}>
            {Array.from({ length: stars }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the stars are identical and never reorder
              <Star key={i} className={styles.star} fill="currentColor" aria-hidden="true" />
            ))}
          </div>
        )}
        <blockquote className={styles.quote}>
          <p className={styles.quoteText}>“{quote}”</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <cite className={styles.author}>{author}</cite>
          {(authorRole || location) && <span>{[authorRole, location].filter(Boolean).join(' · ')}</span>}
        </figcaption>
      </figure>
    </Card>
  );
}
