import { CircleCheck } from 'lucide-react';
import * as styles from './check-list.css.ts';

/** Props of {@link CheckList}. */
export interface CheckListProps {
  /** Short points, one line each. */
  items: readonly string[];
}

/** A list of short points with green check marks (the home page's assessment promises). */
export function CheckList({ items }: CheckListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CircleCheck className={styles.icon} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
