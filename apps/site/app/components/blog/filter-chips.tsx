import type { BlogCategory, BlogCategoryId } from '@northline/content';
import * as styles from './blog.css.ts';

/** Props of {@link FilterChips}. */
export interface FilterChipsProps {
  /** The chips in display order, with their fixed counts (§2). */
  categories: readonly BlogCategory[];
  /** The pressed chip. */
  selected: BlogCategoryId;
  /** Called with the clicked chip's id. */
  onSelect: (id: BlogCategoryId) => void;
  /** Accessible name of the group ('Filter articles by category'). */
  label: string;
}

/**
 * The blog's category chips (specification §2: All 24, Cybersecurity 8, Cloud Solutions 6, IT Management 5,
 * Business Tips 5): a fieldset of toggle buttons with `aria-pressed`, one pressed at a time. The counts are the catalogue's
 * and never change with the filter.
 */
export function FilterChips({ categories, selected, onSelect, label }: FilterChipsProps) {
  return (
    <fieldset className={styles.chipSet}>
      <legend className={styles.chipLegend}>{label}</legend>
      <div className={styles.chips}>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            className={styles.chip}
            aria-pressed={category.id === selected}
            onClick={() => onSelect(category.id)}
          >
            {category.name} <span className={styles.chipCount}>{category.count}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
