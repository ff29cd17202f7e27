import {
  aboutPage,
  blogPage,
  contactPage,
  getIndustry,
  getService,
  homePage,
  servicesOverviewPage,
} from '@northline/content';
import { describe, expect, it } from 'vitest';
import { type IconMap, iconFor } from './icon-lookup.ts';
import {
  contactIcons,
  industryIcons,
  resourceIcons,
  serviceIcons,
  valueIcons,
  whyChooseIcons,
} from './icon-maps.ts';

/** Every icon name the home, services, about, contact and blog pages show, with the map that draws it. */
const used: [string, IconMap, readonly string[]][] = [
  [
    'services',
    serviceIcons,
    [
      ...homePage.services.serviceIds,
      ...servicesOverviewPage.services.serviceIds,
      ...servicesOverviewPage.addOns.serviceIds,
    ].map((id) => getService(id).icon),
  ],
  [
    'industries',
    industryIcons,
    [...homePage.industries.industryIds, ...servicesOverviewPage.industries.industryIds].map(
      (id) => getIndustry(id).icon,
    ),
  ],
  ['why choose', whyChooseIcons, servicesOverviewPage.whyChoose.items.map((item) => item.icon)],
  ['values', valueIcons, aboutPage.values.items.map((item) => item.icon)],
  [
    'contact',
    contactIcons,
    [...contactPage.details, ...contactPage.shortcuts.cards].map((card) => card.icon),
  ],
  ['resources', resourceIcons, blogPage.resources.items.map((item) => item.icon)],
];

describe('icon maps (lucide line icons)', () => {
  for (const [group, icons, names] of used) {
    it(`draws every ${group} icon the catalogue names`, () => {
      for (const name of names) expect(() => iconFor(icons, name)).not.toThrow();
    });
  }

  it('fails loudly on an icon missing from the map', () => {
    expect(() => iconFor(serviceIcons, 'no-such-icon')).toThrow(/no-such-icon/);
  });
});
