import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { Heading } from '../heading/heading.tsx';
import { cx } from '../internal/cx.ts';
import * as styles from './step-list.css.ts';

export interface Step {
  title: string;
  description?: ReactNode;
}

export interface StepListProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The steps in order (e.g. Assessment, Planning, Implementation, Monitoring). */
  steps: readonly Step[];
  /** `vertical` stacks the steps; `horizontal` puts them side by side from large screens. Default `horizontal`. */
  layout?: 'vertical' | 'horizontal';
  /** Heading level of each step title. Default 3. */
  headingLevel?: 3 | 4;
}

/** A numbered process, rendered as an ordered list. */
export function StepList({
  steps,
  layout = 'horizontal',
  headingLevel = 3,
  className,
  style,
  ...rest
}: StepListProps) {
  const horizontal = layout === 'horizontal';
  return (
    <ol
      {...rest}
      className={cx(styles.root, horizontal && styles.horizontal, className)}
      style={{ '--step-count': String(Math.min(steps.length, 4)), ...style } as CSSProperties}
    >
      {steps.map((step, index) => (
        <li key={step.title} className={cx(styles.step, horizontal && styles.stepHorizontal)}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.content}>
            <Heading level={headingLevel} size="md">
              {step.title}
            </Heading>
            {step.description && <div className={styles.description}>{step.description}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
