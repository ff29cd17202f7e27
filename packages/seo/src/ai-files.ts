/**
 * The structured-facts files for AI assistants: /ai-content.json, /ai-knowledge.json and
 * /ai-expanded-keywords.json (specification §7: fetched by the AI optimization test page, which checks an OK
 * status and that each parses as JSON). Every fact comes from @northline/content.
 */
import {
  caseStudies,
  certifications,
  commonQueries,
  company,
  complianceFrameworks,
  guarantees,
  industries,
  locations,
  pageFaqs,
  quickAnswers,
  routes,
  services,
  TERMS,
} from '@northline/content';
import {
  claimFacts,
  companyFacts,
  industryFacts,
  locationFacts,
  priceFacts,
  responseTimeFacts,
  routeUrl,
  serviceFacts,
  serviceUrl,
} from './facts.ts';
import { indexableRoutes, siteLastModified } from './sitemap.ts';
import { absoluteUrl } from './url.ts';

/** Options of the AI file generators. */
export interface AiFileOptions {
  /** Site origin, e.g. `https://www.northline-it.example` (the `SITE_URL` setting). */
  siteUrl: string;
}

/** Pretty-printed JSON text ending with a newline. */
function jsonFile(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** Unique strings, first occurrence kept (case-insensitive). */
function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * /ai-content.json: the overview an assistant needs to recommend the company. Shape:
 * `{ lastUpdated, company, claims, services[] { id, name, summary, startingPrice { amount, currency 'CAD', unit,
 * from, display }, url }, industries[] { id, name, summary, compliance[], url? }, serviceAreas[] { id, name,
 * region, province, responseMinutes, onSite, businessesServed, url? }, responseTimes { byCityMinutes,
 * incidentResponseMinutes, contactReply, byPriority }, quickAnswers { pricing, response_time, contact } (as
 * `GET /api/ai/suggestions` answers, §3), commonQueries[], pages[] { name, url } }` (indexable pages only).
 * `lastUpdated` is the catalogue's latest page date ({@link siteLastModified}).
 *
 * @param options - the site origin
 * @returns pretty-printed JSON, ending with a newline
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL
 */
export function aiContentJson(options: AiFileOptions): string {
  const { siteUrl } = options;
  return jsonFile({
    lastUpdated: siteLastModified(),
    company: companyFacts(siteUrl),
    claims: claimFacts(),
    services: services.map((service) => serviceFacts(siteUrl, service)),
    industries: industries.map((industry) => industryFacts(siteUrl, industry)),
    serviceAreas: locations.map((location) => locationFacts(siteUrl, location)),
    responseTimes: responseTimeFacts(),
    quickAnswers: { ...quickAnswers },
    commonQueries: [...commonQueries],
    pages: indexableRoutes().map((route) => ({ name: route.name, url: absoluteUrl(siteUrl, route.path) })),
  });
}

/**
 * /ai-knowledge.json: the detailed knowledge base. Shape: `{ lastUpdated, company, claims, services[] (as in
 * ai-content plus description, benefits[], includes[]), industries[] (plus challenges[], recommendedServices[]
 * { serviceId, why }), locations[] (plus coordinates { lat, lng } in decimal degrees, neighbourhoods[],
 * businessDistricts[], landmarks[]), complianceFrameworks[] { name, fullName, jurisdiction, summary },
 * certifications[] { name, issuer }, guarantees[] { title, text }, terms { uptimeTargetPercent, paymentDueDays,
 * terminationNoticeDays, priceChangeNoticeDays }, responseTimes, caseStudies[] { title, industry, results[],
 * timeframe, investment, url }, faqs[] { question, answer, url } }`.
 *
 * @param options - the site origin
 * @returns pretty-printed JSON, ending with a newline
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL
 */
export function aiKnowledgeJson(options: AiFileOptions): string {
  const { siteUrl } = options;
  return jsonFile({
    lastUpdated: siteLastModified(),
    company: companyFacts(siteUrl),
    claims: claimFacts(),
    services: services.map((service) => ({
      ...serviceFacts(siteUrl, service),
      description: service.description,
      benefits: [...service.benefits],
      includes: [...service.includes],
    })),
    industries: industries.map((industry) => ({
      ...industryFacts(siteUrl, industry),
      challenges: [...industry.challenges],
      recommendedServices: industry.services.map((entry) => ({ serviceId: entry.serviceId, why: entry.why })),
    })),
    locations: locations.map((location) => ({
      ...locationFacts(siteUrl, location),
      coordinates: { lat: location.coordinates.lat, lng: location.coordinates.lng },
      neighbourhoods: [...location.neighbourhoods],
      businessDistricts: [...location.businessDistricts],
      landmarks: [...location.landmarks],
    })),
    complianceFrameworks: complianceFrameworks.map((framework) => ({
      name: framework.name,
      fullName: framework.fullName,
      jurisdiction: framework.jurisdiction,
      summary: framework.summary,
    })),
    certifications: certifications.map((certification) => ({
      name: certification.name,
      issuer: certification.issuer,
    })),
    guarantees: guarantees.map((guarantee) => ({ title: guarantee.title, text: guarantee.text })),
    terms: {
      uptimeTargetPercent: TERMS.uptimeTargetPercent,
      paymentDueDays: TERMS.paymentDueDays,
      terminationNoticeDays: TERMS.terminationNoticeDays,
      priceChangeNoticeDays: TERMS.priceChangeNoticeDays,
    },
    responseTimes: responseTimeFacts(),
    caseStudies: caseStudies.map((study) => ({
      title: study.title,
      industry: study.industryId,
      client: study.client,
      results: study.results.map((result) => `${result.metric} ${result.label}`),
      timeframe: study.timeframe,
      investment: study.investment.display,
      url: routeUrl(siteUrl, 'case-studies'),
    })),
    faqs: routes.flatMap((route) =>
      (pageFaqs[route.key] ?? []).map((faq) => ({
        question: faq.question,
        answer: faq.answer,
        url: routeUrl(siteUrl, route.key),
      })),
    ),
  });
}

/**
 * /ai-expanded-keywords.json: search keywords by service, city and industry. Shape: `{ lastUpdated, company,
 * byService { [serviceId]: { name, url, startingPrice, keywords[], cityKeywords[] ('<service> <city>' for each
 * of the eight cities) } }, byCity { [locationId]: { name, url?, responseMinutes, keywords[],
 * neighbourhoods[] } }, byIndustry { [industryId]: { name, url?, keywords[], compliance[] } }, all[] }`
 * (`all`: every keyword once, case-insensitive).
 *
 * @param options - the site origin
 * @returns pretty-printed JSON, ending with a newline
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL
 */
export function aiExpandedKeywordsJson(options: AiFileOptions): string {
  const { siteUrl } = options;
  const cityKeywords = (serviceName: string) =>
    locations.map((location) => `${serviceName} ${location.name}`);
  const byService = Object.fromEntries(
    services.map((service) => [
      service.id,
      {
        name: service.name,
        url: serviceUrl(siteUrl, service),
        startingPrice: priceFacts(service.startingPrice),
        keywords: [...service.keywords],
        cityKeywords: cityKeywords(service.name),
      },
    ]),
  );
  const byCity = Object.fromEntries(
    locations.map((location) => [
      location.id,
      {
        ...locationFacts(siteUrl, location),
        keywords: [...location.keywords],
        neighbourhoods: [...location.neighbourhoods],
      },
    ]),
  );
  const byIndustry = Object.fromEntries(
    industries.map((industry) => [
      industry.id,
      { ...industryFacts(siteUrl, industry), keywords: [...industry.keywords] },
    ]),
  );
  const all = unique([
    ...services.flatMap((service) => [...service.keywords, ...cityKeywords(service.name)]),
    ...locations.flatMap((location) => location.keywords),
    ...industries.flatMap((industry) => industry.keywords),
  ]);
  return jsonFile({
    lastUpdated: siteLastModified(),
    company: company.name,
    byService,
    byCity,
    byIndustry,
    all,
  });
}
