import type { SectionTone } from '@northline/ui';

/** A page section as planned: its key and its background. */
export interface PlannedSection<Key extends string> {
  key: Key;
  tone: SectionTone;
}

/**
 * The backgrounds of a landing page's sections below its tinted hero (alternating white and tinted
 * sections so long pages read as chapters). The first section is white, the next tinted and so on;
 * keys listed in `urgent` get the red band (red is used only for urgent) and do not break the alternation.
 *
 * @param keys - the sections in page order
 * @param urgent - keys shown as the red call-to-action band
 * @returns the sections in the same order with their tones
 */
export function alternateTones<Key extends string>(
  keys: readonly Key[],
  urgent: readonly Key[] = [],
): PlannedSection<Key>[] {
  let index = 0;
  return keys.map((key) => {
    if (urgent.includes(key)) return { key, tone: 'urgent' };
    const tone: SectionTone = index % 2 === 0 ? 'default' : 'tinted';
    index += 1;
    return { key, tone };
  });
}
