import { CITY_PAGE_IDS, cityPages, type Feature, servicePages } from '@northline/content';
import { Shield } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { iconFor } from '../shared/icon-lookup.ts';
import { cityPageIcons } from './city-page-icons.ts';
import { servicePageIcons } from './service-page-icons.ts';

/** Every icon name in a page's content: any `icon` field, however deep. */
function iconNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(iconNames);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      key === 'icon' && typeof child === 'string' ? [child] : iconNames(child),
    );
  }
  return [];
}

describe('the service and city page icon maps (iconFor)', () => {
  it('returns the mapped component and names a missing icon', () => {
    expect(iconFor({ shield: Shield }, 'shield')).toBe(Shield);
    expect(() => iconFor({}, 'rocket')).toThrow(/"rocket"/);
  });

  it('maps every icon the four service pages name', () => {
    const names = iconNames(Object.values(servicePages));
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect(servicePageIcons[name], name).toBeTypeOf('object');
  });

  it('maps every icon the four city pages name', () => {
    const names = iconNames(CITY_PAGE_IDS.map((id) => cityPages[id]));
    expect(names.length).toBe(
      CITY_PAGE_IDS.reduce((sum, id) => sum + cityPages[id].benefits.items.length, 0),
    );
    for (const name of names) expect(cityPageIcons[name], name).toBeTypeOf('object');
  });

  it('keeps each family map to the icons its content uses (small route bundles)', () => {
    const feature = (item: Feature) => item.icon;
    expect(Object.keys(cityPageIcons).sort()).toEqual(
      [...new Set(CITY_PAGE_IDS.flatMap((id) => cityPages[id].benefits.items.map(feature)))].sort(),
    );
    expect(Object.keys(servicePageIcons).sort()).toEqual(
      [...new Set(iconNames(Object.values(servicePages)))].sort(),
    );
  });
});
