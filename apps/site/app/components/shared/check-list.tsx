import { Check, CircleCheck } from 'lucide-react';
import * as styles from './check-list.css.ts';

/** Props of {@link CheckList}. */
export interface CheckListProps {
  /** Short points, one line each. */
  items: readonly string[];
  /**
   * Text size: `md` (default) for the pitch of a contact section or a city page, `sm` for what a price
   * includes, `lg` with circled checks for the home page's assessment promises.
   */
  size?: 'sm' | 'md' | 'lg';
}

/** A list of short points, each with a decorative green check mark. */
export function CheckList({ items, size = 'md' }: CheckListProps) {
  const Icon = size === 'lg' ? CircleCheck : Check;
  const iconClass = size === 'lg' ? styles.icon.circle : styles.icon.check;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item[size]}>
          <Icon className={iconClass} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
