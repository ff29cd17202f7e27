import type { IconName } from '@northline/content';
import type { LucideIcon } from 'lucide-react';

/**
 * Icons by the kebab-case names the catalogue uses (`IconName`: content names icons, the
 * site maps them). One small map per group of content or page family (icon-maps.ts,
 * city-page-icons.ts, service-page-icons.ts, industry-icons.ts), so a page's JavaScript carries only the icons
 * it shows; this module holds no map, so importing the look-up brings none along.
 */
export type IconMap = Readonly<Record<IconName, LucideIcon>>;

/**
 * The icon named `name` in `icons`: the one look-up of every page family's map.
 *
 * @throws Error naming the icon when the map lacks it, so a new icon in the catalogue fails the prerender
 * (and the family's unit test) instead of showing an empty well.
 */
export function iconFor(icons: IconMap, name: IconName): LucideIcon {
  const icon = icons[name];
  if (!icon)
    throw new Error(
      `No lucide icon "${name}" in this icon map: add it to the page family's map in app/components`,
    );
  return icon;
}
