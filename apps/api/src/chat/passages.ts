/**
 * The content catalogue as passages the assistant can cite: one passage per section of each page the assistant
 * answers from (the pricing page `/services`, the four service pages, the four city pages, the four industry
 * pages and the privacy policy), each with its page's path and title. Read from `@northline/content` (the one
 * source of every fact shown), so a passage says exactly what its page shows. Deterministic: the same catalogue
 * gives the same passages in the same order, with the same ids.
 */
import {
  type CityPage,
  cityPages,
  cloudSolutionsPage,
  company,
  cybersecurityPage,
  type Faq,
  type Feature,
  type IndustryPage,
  industryPageCopy,
  industryPages,
  itConsultingPage,
  pageMeta,
  privacyPolicy,
  type RouteKey,
  routePath,
  type ServicePageBase,
  servicePages,
  services,
  servicesOverviewPage,
} from '@northline/content';

/** One section of a page, as the assistant reads and cites it. */
export interface Passage {
  /** Stable id: the route key and the section, e.g. 'cybersecurity:faqs'. */
  id: string;
  /** The page's route key. */
  route: RouteKey;
  /** The page's path on the site, e.g. '/cybersecurity'. */
  path: string;
  /** The page's title as a citation shows it (the document title without the company suffix). */
  title: string;
  /** The section's heading. */
  heading: string;
  /** The section's text, plain, one line. */
  text: string;
}

/** A page the assistant cites: its path and its title (see {@link citationOf}). */
export interface PageCitation {
  path: string;
  title: string;
}

/** The suffix every document title ends with (' | Northline IT'), left out of a citation's title. */
const TITLE_SUFFIX = ` | ${company.name}`;

/**
 * The citation of a page: its path and its document title without the company suffix ('Cybersecurity Services
 * Toronto' for `/cybersecurity`).
 *
 * @param route the page's route key
 */
export function citationOf(route: RouteKey): PageCitation {
  const title = pageMeta[route].title;
  return {
    path: routePath(route),
    title: title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title,
  };
}

const sentence = (text: string) => (/[.!?:]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const features = (items: readonly Feature[]) => items.map((item) => `${item.title}: ${sentence(item.text)}`);
const faqTexts = (faqs: readonly Faq[]) => faqs.map((faq) => `${faq.question} ${faq.answer}`);

/** One section of a page: its id within the page, its heading, its text pieces. */
type Section = [slug: string, heading: string, texts: string[]];

/** Builds the passages of one page from its sections (heading and text pieces), skipping empty sections. */
function pagePassages(route: RouteKey, sections: readonly Section[]): Passage[] {
  const { path, title } = citationOf(route);
  return sections
    .filter(([, , texts]) => texts.length > 0)
    .map(
      ([slug, heading, texts]): Passage => ({
        id: `${route}:${slug}`,
        route,
        path,
        title,
        heading,
        text: texts.map(sentence).join(' ').replace(/\s+/g, ' '),
      }),
    );
}

function pricingPassages(): Passage[] {
  const page = servicesOverviewPage;
  const priced = services.map(
    (service) => `${service.name}: ${service.startingPrice.display} (CAD, before HST). ${service.summary}`,
  );
  return pagePassages(page.route, [
    ['prices', page.services.title, [page.services.intro ?? '', ...priced].filter(Boolean)],
    ['why', page.whyChoose.title, features(page.whyChoose.items)],
    ['faqs', page.faqSection.title, faqTexts(page.faqs)],
  ]);
}

/** The sections only some service pages have: threats, cloud strategies, consulting expertise. */
function serviceExtras(route: RouteKey): Section[] {
  if (route === cybersecurityPage.route) {
    const { threats } = cybersecurityPage;
    return [
      ['threats', threats.title, threats.items.map((item) => `${item.title}: ${item.text} ${item.fact}`)],
    ];
  }
  if (route === cloudSolutionsPage.route) {
    const { strategies } = cloudSolutionsPage;
    return [
      [
        'strategies',
        strategies.title,
        strategies.items.map(
          (item) =>
            `${item.title}: ${sentence(item.text)} ${sentence(item.bestFor)} ${item.points.join('; ')}`,
        ),
      ],
    ];
  }
  if (route === itConsultingPage.route) {
    const { expertise } = itConsultingPage;
    return [['expertise', expertise.title, features(expertise.items)]];
  }
  return [];
}

function servicePagePassages(page: ServicePageBase): Passage[] {
  const service = services.find((candidate) => candidate.id === page.serviceId);
  return pagePassages(page.route, [
    [
      'overview',
      page.hero.title,
      [
        page.hero.subtitle,
        ...(service
          ? [
              `${service.name} ${service.startingPrice.display.toLowerCase()} (CAD, before HST)`,
              `What it includes: ${service.includes.join('; ')}`,
            ]
          : []),
      ],
    ],
    ['benefits', page.benefits.title, features(page.benefits.items)],
    ['services', page.services.title, features(page.services.items)],
    ...serviceExtras(page.route),
    ['process', page.process.title, page.process.steps.map((step) => `${step.title}: ${step.text}`)],
    ['faqs', page.faqSection.title, faqTexts(page.faqs)],
  ]);
}

function cityPagePassages(page: CityPage): Passage[] {
  return pagePassages(page.route, [
    ['overview', page.hero.title, [page.hero.subtitle]],
    ['local', page.localFocus.title, [...page.localFocus.paragraphs, ...page.localFocus.points]],
    ['benefits', page.benefits.title, features(page.benefits.items)],
    [
      'areas',
      page.areasServed.title,
      [page.areasServed.intro ?? '', page.areasServed.areas.join(', ')].filter(Boolean),
    ],
    [
      'summary',
      page.summaryPanel.title,
      page.summaryPanel.items.map((item) => `${item.label}: ${item.value}`),
    ],
    [
      'neighbourhoods',
      page.neighbourhoods.title,
      page.neighbourhoods.cards.map((card) => `${card.name}: ${card.text}`),
    ],
    ['faqs', page.faqSection.title, faqTexts(page.faqs)],
  ]);
}

function industryPagePassages(page: IndustryPage): Passage[] {
  return pagePassages(page.route, [
    ['overview', page.hero.title, [page.hero.subtitle, ...page.hero.trustBadges]],
    ['services', page.services.title, features(page.services.items)],
    [
      'compliance',
      page.compliance.title,
      page.compliance.groups.map((group) => `${group.title}: ${group.text} ${group.items.join('; ')}`),
    ],
    ['why', page.whyChoose.title, features(page.whyChoose.items)],
    ['faqs', industryPageCopy.faqTitle, faqTexts(page.faqs)],
  ]);
}

function privacyPassages(): Passage[] {
  return pagePassages(
    privacyPolicy.route,
    privacyPolicy.sections.map(
      (section): Section => [
        `section-${section.number}`,
        section.title,
        [...section.paragraphs, ...(section.bullets ?? [])],
      ],
    ),
  );
}

let cached: readonly Passage[] | undefined;

/**
 * Every passage of the pages the assistant cites, in a fixed order: pricing, the service pages, the city pages,
 * the industry pages, the privacy policy. Built once per process from the catalogue.
 */
export function contentPassages(): readonly Passage[] {
  cached ??= [
    ...pricingPassages(),
    ...Object.values(servicePages).flatMap(servicePagePassages),
    ...Object.values(cityPages).flatMap(cityPagePassages),
    ...Object.values(industryPages).flatMap(industryPagePassages),
    ...privacyPassages(),
  ];
  return cached;
}
