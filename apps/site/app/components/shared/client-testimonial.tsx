import { getTestimonial } from '@northline/content';
import { Testimonial } from '@northline/ui';

/** Props of {@link ClientTestimonial}. */
export interface ClientTestimonialProps {
  /** Id of a testimonial in the catalogue. */
  id: string;
  /** Element of the card; `li` inside a list of testimonials. Default `div`. */
  as?: 'div' | 'li';
}

/**
 * One client's words from the catalogue (specification §3: name, company, neighbourhood, text, rating 5):
 * the home page's testimonial and the case studies' three.
 */
export function ClientTestimonial({ id, as = 'div' }: ClientTestimonialProps) {
  const testimonial = getTestimonial(id);
  return (
    <Testimonial
      as={as}
      variant="elevated"
      quote={testimonial.text}
      author={testimonial.name}
      authorRole={`${testimonial.role}, ${testimonial.company}`}
      location={testimonial.neighbourhood}
      rating={testimonial.rating}
    />
  );
}
