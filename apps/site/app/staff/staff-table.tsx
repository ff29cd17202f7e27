import type { ReactNode } from 'react';
import * as css from './staff.css.ts';

/** How a staff table is named: by the id of a heading on the page, or by a label of its own. */
export type StaffTableName = { labelledBy: string } | { label: string };

export interface StaffTableProps {
  /** The column headings, in order. */
  columns: readonly string[];
  /** The rows: one `<tr>` each, under the heading row. */
  children: ReactNode;
  /** Whether the rows are being fetched again (`aria-busy`). */
  busy: boolean;
  /** `css.tableWrap` (hidden on phones, where cards stand in) or `css.scrollTableWrap` (shown at every width). */
  wrapClassName: string;
  /** The table's accessible name. */
  name: StaffTableName;
}

/**
 * A staff page's table in its scrolling region: the region takes keyboard focus so it can be scrolled without a
 * mouse, and the region (and, when a heading names it, the table too) carries the table's name.
 */
export function StaffTable({ columns, children, busy, wrapClassName, name }: StaffTableProps) {
  const labelledBy = 'labelledBy' in name ? name.labelledBy : undefined;
  const label = 'label' in name ? name.label : undefined;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className={wrapClassName} aria-labelledby={labelledBy} aria-label={label} tabIndex={0}>
      <table className={css.table} aria-labelledby={labelledBy} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
