import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { Container, type ContainerProps } from '../container/container.tsx';
import { Heading, type HeadingSize } from '../heading/heading.tsx';
import { cx } from '../internal/cx.ts';
import * as styles from './section.css.ts';

export type SectionTone = 'default' | 'tinted' | 'inverse' | 'urgent' | 'dark';

export interface SectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /**
   * Background: `default` white, `tinted` the light-blue alternate (long pages alternate the two),
   * `inverse` the deep-blue band, `urgent` the red call-to-action band, `dark` slate. The last three
   * switch the theme for everything inside (buttons turn white, text light).
   */
  tone?: SectionTone;
  /** Vertical padding. `lg` is 64 px on phones, 96 px from tablets up. Default `md`. */
  spacing?: 'sm' | 'md' | 'lg';
  /** Section heading; when given the section is labelled by it (a landmark region). */
  title?: ReactNode;
  /** Heading level of `title`. Default 2. */
  headingLevel?: 2 | 3;
  /** Heading size. Default `xl`. */
  headingSize?: HeadingSize;
  /** Short uppercase kicker above the title. */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Alignment of the header block. Default `start`. */
  align?: 'start' | 'center';
  /** Wrap the content in a `Container`. Default `default`; `false` for full-bleed content. */
  container?: ContainerProps['width'] | false;
  children?: ReactNode;
}

/** A page section: background tone, vertical rhythm, optional header, contained content. */
export function Section({
  tone = 'default',
  spacing = 'md',
  title,
  headingLevel = 2,
  headingSize = 'xl',
  eyebrow,
  description,
  align = 'start',
  container = 'default',
  className,
  children,
  ...rest
}: SectionProps) {
  const headingId = useId();
  const header = title ? (
    <div className={cx(styles.header, align === 'center' && styles.headerCentered)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading level={headingLevel} size={headingSize} id={headingId}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
    </div>
  ) : null;
  const body = (
    <>
      {header}
      {children}
    </>
  );
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      {...rest}
      className={cx(styles.root, styles.tone[tone], styles.spacing[spacing], className)}
    >
      {container === false ? body : <Container width={container}>{body}</Container>}
    </section>
  );
}
