/**
 * The four city pages of specification §2: Toronto, Mississauga, Markham, Vaughan.
 *
 * Each page has its own angle, neighbourhoods, landmarks, business districts, testimonials and FAQs, so none
 * is the same page with the city name swapped (search engines treat those as doorway pages). Tests check that
 * no two pages share a FAQ question, a testimonial or a neighbourhood card.
 */
import type { FormKey } from '../forms.ts';
import type { RouteKey } from '../routes.ts';
import type { Faq, Feature, Hero, LocationId, SectionCopy } from '../types.ts';
import { markhamPage } from './city/markham.ts';
import { mississaugaPage } from './city/mississauga.ts';
import { torontoPage } from './city/toronto.ts';
import { vaughanPage } from './city/vaughan.ts';

/** Keys of the four city pages. */
export const CITY_PAGE_IDS = ['toronto', 'mississauga', 'markham', 'vaughan'] as const;

/** One of {@link CITY_PAGE_IDS}. */
export type CityPageId = (typeof CITY_PAGE_IDS)[number];

/** A label and value of the local business summary panel. */
export interface SummaryItem {
  /** Label, e.g. 'Response time'. */
  label: string;
  /** Value as shown, e.g. '15 minutes'. */
  value: string;
}

/** A neighbourhood card: who works there and what we do for them. */
export interface NeighbourhoodCard {
  /** Neighbourhood or district name. */
  name: string;
  /** Two sentences specific to the place. */
  text: string;
}

/** One city page (§2 "City pages"). */
export interface CityPage {
  /** The city (checked against the locations; must have coordinates). */
  locationId: LocationId;
  /** Route key. */
  route: RouteKey;
  /** Key of the page's form in `contactForms`. */
  formKey: FormKey;
  /** Response promise in minutes (Toronto 15, Mississauga 20, Markham 25, Vaughan 30). */
  responseMinutes: number;
  /** Hero: the contact-section button and the call button (§2). */
  hero: Hero;
  /** The page's own angle: what is different about IT in this city. */
  localFocus: SectionCopy & { paragraphs: readonly string[]; points: readonly string[] };
  /** Benefit cards (Markham: four, §2). */
  benefits: SectionCopy & { items: readonly Feature[] };
  /** The list of areas served (§2: Toronto 17, Mississauga 13, Markham 13, Vaughan 12). */
  areasServed: SectionCopy & { areas: readonly string[] };
  /** The local business summary panel. */
  summaryPanel: { title: string; items: readonly SummaryItem[] };
  /** The serving-areas panel: districts and landmarks. */
  servingAreasPanel: {
    title: string;
    text: string;
    districts: readonly string[];
    landmarks: readonly string[];
  };
  /** Neighbourhood cards. */
  neighbourhoods: SectionCopy & { cards: readonly NeighbourhoodCard[] };
  /** Two local testimonials (ids of `testimonials`). */
  testimonials: SectionCopy & { ids: readonly string[] };
  /** FAQs (also FAQPage structured data). */
  faqs: readonly Faq[];
  /** Heading of the FAQ section that shows `faqs`, in the city's own words. */
  faqSection: SectionCopy;
  /** Contact section (anchor id 'contact', §2). */
  contact: SectionCopy;
}

/** Labels the four city pages share. */
export const CITY_PAGE_LABELS = {
  /** Heading over the serving-areas panel's business districts. */
  districts: 'Business districts',
  /** Heading over the serving-areas panel's landmarks. */
  landmarks: 'Landmarks we work around',
} as const;

// Each page is a module of its own (city/), so a page's bundle carries only its own copy.
export { markhamPage, mississaugaPage, torontoPage, vaughanPage };

/** The four city pages, by city (§2). */
export const cityPages: Readonly<Record<CityPageId, CityPage>> = {
  toronto: torontoPage,
  mississauga: mississaugaPage,
  markham: markhamPage,
  vaughan: vaughanPage,
};
