/**
 * Private: the catalogue's facts in the plain shapes the AI files (ai-*.json) and llms.txt share. Every value
 * comes from @northline/content; nothing here is new copy. Not exported from the package entry.
 */
import {
  claims,
  company,
  complianceFrameworks,
  type Industry,
  type Location,
  type Price,
  REPLY_PROMISES,
  RESPONSE_MINUTES,
  type RouteKey,
  routePath,
  type Service,
  TERMS,
} from '@northline/content';
import { absoluteUrl } from './url.ts';

/** The absolute URL of a route. */
export function routeUrl(siteUrl: string, key: RouteKey): string {
  return absoluteUrl(siteUrl, routePath(key));
}

/** The page that describes a service: its own, or the services overview. */
export function serviceUrl(siteUrl: string, service: Service): string {
  return routeUrl(siteUrl, service.route ?? 'services');
}

/** A price as JSON: amount in CAD, unit, whether it is a starting price, and as shown. */
export function priceFacts(price: Price) {
  return {
    amount: price.amountCad,
    currency: company.currency,
    unit: price.unit,
    from: price.from,
    display: price.display,
  };
}

/** The company's identity, contact lines, address, hours and rating. */
export function companyFacts(siteUrl: string) {
  const { address, hours, rating, phones } = company;
  return {
    name: company.name,
    tagline: company.tagline,
    description: company.description,
    url: absoluteUrl(siteUrl, '/'),
    foundingYear: company.foundingYear,
    phone: phones.main.display,
    phoneE164: phones.main.e164,
    industryPagesPhone: phones.industry.display,
    email: company.email,
    address: {
      streetAddress: address.streetAddress,
      locality: address.locality,
      region: address.region,
      postalCode: address.postalCode,
      country: address.country,
    },
    hours: {
      timeZone: hours.timeZone,
      rules: hours.rules.map((rule) => ({ days: [...rule.days], opens: rule.opens, closes: rule.closes })),
      display: [...hours.display],
      emergency: hours.emergency,
    },
    rating: { value: rating.value, best: rating.best, count: rating.count, display: rating.display },
    priceRange: company.priceRange,
    currency: company.currency,
    serviceRadiusKm: company.serviceRadiusKm,
  };
}

/** The headline claims (§1, §9), as shown. */
export function claimFacts() {
  return {
    yearsInBusiness: claims.yearsInBusiness.display,
    clients: claims.clients.display,
    uptime: claims.uptimePercent.display,
    support: claims.supportCoverage.display,
    torontoResponse: claims.torontoResponseMinutes.display,
    incidentResponse: claims.incidentResponseMinutes.display,
    moneyBackGuaranteeDays: claims.moneyBackGuaranteeDays.value,
  };
}

/** Response promises: by city (minutes), incident response, contact replies and the terms' priorities. */
export function responseTimeFacts() {
  return {
    byCityMinutes: { ...RESPONSE_MINUTES },
    incidentResponseMinutes: claims.incidentResponseMinutes.value,
    contactReply: {
      businessDays: REPLY_PROMISES.businessDays,
      industryPagesHours: REPLY_PROMISES.hours,
    },
    byPriority: {
      critical: TERMS.responseTimes.critical.display,
      high: TERMS.responseTimes.high.display,
      standard: TERMS.responseTimes.standard.display,
      low: TERMS.responseTimes.low.display,
    },
  };
}

/** A service with its price and page. */
export function serviceFacts(siteUrl: string, service: Service) {
  return {
    id: service.id,
    name: service.name,
    summary: service.summary,
    startingPrice: priceFacts(service.startingPrice),
    url: serviceUrl(siteUrl, service),
  };
}

/** A served city with its response promise and page (when it has one). */
export function locationFacts(siteUrl: string, location: Location) {
  return {
    id: location.id,
    name: location.name,
    region: location.region,
    province: location.province,
    responseMinutes: location.responseMinutes,
    onSite: location.onSite,
    businessesServed: location.businessesServed,
    ...(location.route ? { url: routeUrl(siteUrl, location.route) } : {}),
  };
}

/** An industry with its compliance frameworks (short names) and page (when it has one). */
export function industryFacts(siteUrl: string, industry: Industry) {
  return {
    id: industry.id,
    name: industry.name,
    summary: industry.summary,
    compliance: complianceFrameworks
      .filter((framework) => industry.compliance.includes(framework.id))
      .map((framework) => framework.name),
    ...(industry.route ? { url: routeUrl(siteUrl, industry.route) } : {}),
  };
}
