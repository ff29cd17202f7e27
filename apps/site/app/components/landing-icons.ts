import type { IconName } from '@northline/content';
import type { LucideIcon } from 'lucide-react';

/** A map from the catalogue's kebab-case icon names to lucide components (one per page family). */
export type IconMap = Readonly<Record<IconName, LucideIcon>>;

/**
 * The lucide component of a catalogue icon name (DESIGN.md "Imagery and icons": content names icons, the
 * site maps them). Each page family keeps its own small map so a route's JavaScript carries only its icons.
 *
 * @throws Error naming the icon when the map lacks it, so a new icon in the content fails the prerender
 *   (and the family's unit test) instead of showing an empty well.
 */
export function resolveIcon(icons: IconMap, name: IconName): LucideIcon {
  const icon = icons[name];
  if (!icon) throw new Error(`No lucide icon is mapped for "${name}"; add it to the page family's icon map`);
  return icon;
}
