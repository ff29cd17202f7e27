/**
 * The facts the chat engines answer with, read from `@northline/content` (the one source of every fact
 * shown) and shaped for sentences: service, industry, location and framework look-ups, prices
 * written for prose, and the company's contact lines. Nothing here is a number of its own.
 */
import {
  type ComplianceFramework,
  type ComplianceId,
  chatWidget,
  claims,
  company,
  complianceFrameworks,
  formatCad,
  homePage,
  type Industry,
  type IndustryId,
  industries,
  joinList,
  type Location,
  type LocationId,
  locations,
  lowerFirst,
  type Price,
  prices,
  REPLY_PROMISES,
  RESPONSE_MINUTES,
  type Service,
  type ServiceId,
  services,
  TERMS,
} from '@northline/content';

export type {
  ComplianceFramework,
  ComplianceId,
  Industry,
  IndustryId,
  Location,
  LocationId,
  Service,
  ServiceId,
};
export {
  claims,
  company,
  complianceFrameworks,
  formatCad,
  industries,
  joinList,
  locations,
  lowerFirst,
  prices,
  REPLY_PROMISES,
  RESPONSE_MINUTES,
  services,
  TERMS,
};

/** The main phone line as shown, '(416) 555-0142' (a fictional 555-01xx number a deployment replaces). */
export const PHONE = company.phones.main.display;

/** The public email address. */
export const EMAIL = company.email;

/** What the free IT assessment is, as the home page's contact section says it. */
export const ASSESSMENT_TEXT = homePage.contact.intro;

/** The widget's first assistant message (§4: lists the services and asks about the visitor's IT challenges). */
export const GREETING_TEXT = chatWidget.greeting;

/** The service with this id. @throws Error when the catalogue lacks it (the catalogue is validated at load). */
export function serviceById(id: ServiceId): Service {
  const found = services.find((service) => service.id === id);
  if (!found) throw new Error(`Unknown service id "${id}"`);
  return found;
}

/** The industry with this id. @throws Error when the catalogue lacks it. */
export function industryById(id: IndustryId): Industry {
  const found = industries.find((industry) => industry.id === id);
  if (!found) throw new Error(`Unknown industry id "${id}"`);
  return found;
}

/** The location with this id. @throws Error when the catalogue lacks it. */
export function locationById(id: LocationId): Location {
  const found = locations.find((location) => location.id === id);
  if (!found) throw new Error(`Unknown location id "${id}"`);
  return found;
}

/** The compliance framework with this id. @throws Error when the catalogue lacks it. */
export function frameworkById(id: ComplianceId): ComplianceFramework {
  const found = complianceFrameworks.find((framework) => framework.id === id);
  if (!found) throw new Error(`Unknown compliance framework id "${id}"`);
  return found;
}

/**
 * A price written for the middle of a sentence: 'starts at $99 per user per month' for a starting price,
 * 'is $150 per hour' for a fixed one. Amounts are CAD before HST, as the catalogue states them.
 */
export function priceClause(price: Price): string {
  const amount = price.display.replace(/^From /, '');
  return price.from ? `starts at ${amount}` : `is ${amount}`;
}

/**
 * The display label of each service id ('managed-it' → 'Managed IT Services'): what `interestedServices`
 * holds, since the widget shows those strings as tags (§2 'Interested in:').
 */
export function serviceLabel(id: ServiceId): string {
  return serviceById(id).name;
}

/**
 * The service an `interestedServices` entry names, whether it is an id ('cybersecurity') or a label
 * ('Cybersecurity'), case-insensitively; undefined for anything else.
 */
export function serviceIdOf(entry: string): ServiceId | undefined {
  const wanted = entry.trim().toLowerCase();
  return services.find((service) => service.id === wanted || service.name.toLowerCase() === wanted)?.id;
}
