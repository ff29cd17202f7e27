import type { ReactNode } from 'react';
import * as css from './staff.css.ts';

/** Props of {@link StaffPage}. */
export interface StaffPageProps {
  /** The page's heading (its one `h1`). */
  title: ReactNode;
  /** The heading's id, for a region or table the heading names (`aria-labelledby`). */
  titleId?: string;
  /** What stands beside the heading, at its end (an export button, a settings link). */
  actions?: ReactNode;
  /** The sentence under the heading that says what the page is for. */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * A staff page's frame: the `main` landmark (`#main`, the skip link's target, focusable by script only), its
 * heading row (the heading and any actions, wrapping on phones), the intro, then the page.
 */
export function StaffPage({ title, titleId, actions, intro, children }: StaffPageProps) {
  return (
    <main id="main" className={css.main} tabIndex={-1}>
      <div className={css.pageHead}>
        <h1 className={css.h1} id={titleId}>
          {title}
        </h1>
        {actions}
      </div>
      {intro ? <p className={css.summary}>{intro}</p> : null}
      {children}
    </main>
  );
}
