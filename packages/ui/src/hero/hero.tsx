import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { Container } from '../container/container.tsx';
import { Heading } from '../heading/heading.tsx';
import { cx } from '../internal/cx.ts';
import * as styles from './hero.css.ts';

export interface HeroProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The promise, as the page's `h1`. */
  title: ReactNode;
  /** A short kicker above the title (e.g. "Managed IT · Toronto"). */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Calls to action: usually a primary `Button` (free assessment) and an outline one (call). */
  actions?: ReactNode;
  /** One line of proof under the actions (response time, rating, badges). */
  proof?: ReactNode;
  /** Right-hand column on large screens (an illustration, badges, a form). */
  aside?: ReactNode;
  /** Default `tinted`. `inverse` is the deep-blue version. */
  tone?: 'default' | 'tinted' | 'inverse';
  /** Show the decorative dot pattern. Default `true`. */
  pattern?: boolean;
  /** Heading level of the title. Default 1. */
  headingLevel?: 1 | 2;
}

/** The top of a page: a clear promise, one line of proof, a primary and a secondary action. */
export function Hero({
  title,
  eyebrow,
  description,
  actions,
  proof,
  aside,
  tone = 'tinted',
  pattern = true,
  headingLevel = 1,
  className,
  ...rest
}: HeroProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} {...rest} className={cx(styles.root, styles.tone[tone], className)}>
      {pattern && <div className={styles.pattern} aria-hidden="true" />}
      <Container>
        <div className={cx(styles.layout, aside !== undefined && styles.withAside)}>
          <div className={styles.content}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <Heading level={headingLevel} size="3xl" id={titleId}>
              {title}
            </Heading>
            {description && <p className={styles.description}>{description}</p>}
            {actions && <div className={styles.actions}>{actions}</div>}
            {proof && <div className={styles.proof}>{proof}</div>}
          </div>
          {aside !== undefined && <div className={styles.aside}>{aside}</div>}
        </div>
      </Container>
    </section>
  );
}
