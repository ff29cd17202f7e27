/**
 * /llms.txt in the llmstxt.org format: `# name`, `> summary`, a list of key facts, then `## sections` of
 * `- [title](url): notes` links to the key pages. Every fact comes from @northline/content.
 */
import {
  claims,
  company,
  industries,
  locations,
  pageMeta,
  RESPONSE_MINUTES,
  type RouteKey,
  services,
} from '@northline/content';
import { routeUrl, serviceUrl } from './facts.ts';
import { getRoute } from './route-meta.ts';
import { CRAWLER_FILE_NAMES } from './sitemap.ts';
import { normalizeSiteUrl } from './url.ts';

/** Makes one line of markdown text (no line breaks). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** 'From $99 per user per month' → 'from $99 per user per month', for use mid-sentence. */
function lowerFrom(display: string): string {
  return display.replace(/^From /, 'from ');
}

/** `- [title](url): notes` */
function link(title: string, url: string, notes?: string): string {
  return `- [${title.replace(/[[\]]/g, '')}](${url})${notes ? `: ${oneLine(notes)}` : ''}`;
}

/** A link to a route with its short name; notes default to the page's meta description. */
function routeLink(siteUrl: string, key: RouteKey, notes: string = pageMeta[key].description): string {
  return link(getRoute(key).name, routeUrl(siteUrl, key), notes);
}

/**
 * /llms.txt (llmstxt.org): the company name as H1; its description as the blockquote summary; key facts
 * (founded, clients, contact lines, address, hours, rating, prices in CAD, response times, areas, guarantees);
 * then sections Services (name, price, summary), Service areas (response time, on-site promise), Industries,
 * Company (about, case studies, blog, contact), Machine-readable facts (the ai-*.json files and the sitemap),
 * and Optional (privacy policy, terms). Links are absolute and point only at indexable routes of §2 and at the
 * crawler files.
 *
 * @param options - the site origin
 * @returns the markdown text, ending with a newline
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL
 */
export function llmsTxt(options: { siteUrl: string }): string {
  const siteUrl = normalizeSiteUrl(options.siteUrl);
  const { address, phones, rating, hours } = company;
  const cities = locations.filter((location) => location.route);
  const otherCities = locations.filter((location) => !location.route);

  const facts = [
    `Founded in ${company.foundingYear}; ${claims.clients.display} clients in Toronto and the GTA.`,
    `Phone ${phones.main.display}; email ${company.email}.`,
    `Office: ${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}, Canada.`,
    `Hours: ${hours.display.join('; ')}. ${hours.emergency}.`,
    `Rating: ${rating.display}.`,
    `Prices in ${company.currency}, before HST: ${services
      .map((service) => `${service.name} ${lowerFrom(service.startingPrice.display)}`)
      .join('; ')}.`,
    `Response times: ${cities
      .map((location) => `${location.name} ${location.responseMinutes} min`)
      .join(', ')}, other areas ${RESPONSE_MINUTES.other} min; security incidents ${
      claims.incidentResponseMinutes.display
    }, 24/7.`,
    `Service areas: ${locations.map((location) => location.name).join(', ')} (on-site within ${
      company.serviceRadiusKm
    } km).`,
    `${claims.uptimePercent.display} uptime; ${claims.moneyBackGuaranteeDays.display} money-back guarantee.`,
  ];

  const sections: [string, string[]][] = [
    [
      'Services',
      services.map((service) =>
        link(
          service.name,
          serviceUrl(siteUrl, service),
          `${service.startingPrice.display}. ${service.summary}`,
        ),
      ),
    ],
    [
      'Service areas',
      [
        ...cities.map((location) =>
          routeLink(
            siteUrl,
            location.route ?? 'home',
            `Response in ${location.responseMinutes} minutes. ${location.onSite}. ${location.businessesServed} businesses served.`,
          ),
        ),
        ...(otherCities.length > 0
          ? [
              routeLink(
                siteUrl,
                'contact',
                `Also serving ${otherCities.map((location) => location.name).join(', ')}: response in ${
                  RESPONSE_MINUTES.other
                } minutes.`,
              ),
            ]
          : []),
      ],
    ],
    [
      'Industries',
      industries.flatMap((industry) => (industry.route ? [routeLink(siteUrl, industry.route)] : [])),
    ],
    [
      'Company',
      [
        routeLink(siteUrl, 'about'),
        routeLink(siteUrl, 'case-studies'),
        routeLink(siteUrl, 'blog'),
        routeLink(siteUrl, 'contact'),
      ],
    ],
    [
      'Machine-readable facts',
      [
        link(
          'AI content',
          `${siteUrl}/${CRAWLER_FILE_NAMES.aiContent}`,
          'Company, services with prices in CAD, areas, response times (JSON)',
        ),
        link(
          'AI knowledge base',
          `${siteUrl}/${CRAWLER_FILE_NAMES.aiKnowledge}`,
          'Services, industries, locations, compliance, FAQs (JSON)',
        ),
        link(
          'Keywords',
          `${siteUrl}/${CRAWLER_FILE_NAMES.aiKeywords}`,
          'Keywords by service, city and industry (JSON)',
        ),
        link('Sitemap', `${siteUrl}/${CRAWLER_FILE_NAMES.sitemap}`),
      ],
    ],
    ['Optional', [routeLink(siteUrl, 'privacy-policy'), routeLink(siteUrl, 'terms-of-service')]],
  ];

  return [
    `# ${company.name}`,
    '',
    `> ${oneLine(company.description)}`,
    '',
    ...facts.map((fact) => `- ${oneLine(fact)}`),
    ...sections.flatMap(([title, lines]) => ['', `## ${title}`, '', ...lines]),
    '',
  ].join('\n');
}
