/**
 * The words and pages the suite's reply-level checks read (suite.ts `replyMentionsIndustry`,
 * `replyMentionsProblem`, `replyService`, `replyCites`), all taken from `@northline/content` so the checks hold
 * the reply to the site's own pages, not to a list that mirrors the engine:
 *
 * - an industry's context words are the words of its catalogue entry and, when it has one, of its industry page
 *   (name, summary, challenges, compliance frameworks, hero, trust badges, service card and compliance titles)
 *   that no other industry's entry or page uses, so a word shared by two industries never counts for either;
 * - a reply's service is the service whose page the reply cites, or a service the turn added to the session;
 * - a valid citation is a path of the route table.
 */
import {
  complianceFrameworks,
  type IndustryPageId,
  industries,
  industryPages,
  locations,
  privacyPolicy,
  routes,
  services,
  termsOfService,
} from '@northline/content';
import type { Industry, ServiceId } from '@northline/schemas';

/** Lower-case words of a text: letters and digits, apostrophes and hyphens kept inside a word. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g) ?? []
  );
}

/**
 * Words too general to name an industry even when only one industry's copy uses them: function words and the
 * everyday words of a sales reply (people, place, stay, large …).
 */
const COMMON = new Set(
  [
    'a an and are as at be by can every for from in into is it its of on or our that the their them they this to',
    'we with without you your who what when where which while not no one two three all any more most so than too',
    'very how up out over under per each other between whose about aimed aging old large people place put stay',
    'stand talk lead load asking attractive dependable reliable everywhere connect smart quality split sites trust',
    'targeting fake mobile private managers design contracts real sla pcs attackers exchange round-the-clock',
  ]
    .join(' ')
    .split(' '),
);

/** The names an industry goes by: its own name and those of its compliance frameworks. */
function industryNames(industry: (typeof industries)[number]): string[] {
  const names = [industry.name];
  for (const id of industry.compliance) {
    const framework = complianceFrameworks.find((candidate) => candidate.id === id);
    if (framework) names.push(framework.name);
  }
  return names;
}

/** The texts of one industry's catalogue entry and page, its names aside. */
function industryTexts(industry: (typeof industries)[number]): string[] {
  const texts = [industry.summary, ...industry.challenges, ...industry.keywords];
  const page = industryPages[industry.id as IndustryPageId] as
    | (typeof industryPages)[IndustryPageId]
    | undefined;
  if (page) {
    texts.push(page.hero.title, page.hero.subtitle, ...page.hero.trustBadges);
    texts.push(...page.services.items.map((item) => item.title));
    texts.push(...page.compliance.groups.map((group) => group.title));
  }
  return texts;
}

/** Every word of the site's pages that belong to no industry: the home, service and city pages. */
const GENERAL_WORDS = new Set(
  wordsOf(
    JSON.stringify([services, privacyPolicy, termsOfService, locations.map((location) => location.name)]),
  ),
);

const candidate = (word: string) => word.length >= 3 && !COMMON.has(word) && !/\d/.test(word);

/**
 * Each industry's words before the ones shared between industries are taken out: its names, and the words of
 * its texts that the general pages do not use.
 */
const ALL_WORDS = new Map(
  industries.map((industry) => [
    industry.id,
    new Set([
      ...industryNames(industry).flatMap(wordsOf).filter(candidate),
      ...industryTexts(industry)
        .flatMap(wordsOf)
        .filter((word) => candidate(word) && !GENERAL_WORDS.has(word)),
    ]),
  ]),
);

/**
 * The words that name an industry's context in a reply: those of its catalogue entry and page that no other
 * industry's uses (see the module comment).
 *
 * @param id an industry id
 * @returns the words, lower case, sorted; empty for an unknown id
 */
export function industryContextWords(id: Industry): string[] {
  const own = ALL_WORDS.get(id);
  if (!own) return [];
  const others = new Set([...ALL_WORDS].filter(([other]) => other !== id).flatMap(([, words]) => [...words]));
  return [...own].filter((word) => !others.has(word)).sort();
}

/**
 * Whether a text holds a word: the word itself or with a plural or possessive ending, whole, case-insensitive.
 *
 * @param text the text to read
 * @param word one word of {@link wordsOf}
 */
export function holdsWord(text: string, word: string): boolean {
  const words = new Set(wordsOf(text));
  const [bare = word] = wordsOf(word);
  const singular = bare.endsWith('s') ? bare.slice(0, -1) : bare;
  return [bare, singular, `${singular}s`, `${singular}es`, `${singular}'s`, `${singular}’s`].some((form) =>
    words.has(form),
  );
}

/** The context words of `industry` that `text` holds. */
export function industryWordsIn(text: string, industry: Industry): string[] {
  return industryContextWords(industry).filter((word) => holdsWord(text, word));
}

/** The paths of the route table. */
export const ROUTE_PATHS: ReadonlySet<string> = new Set(routes.map((route) => route.path));

/** Whether a citation path is a page of the site: a route table path, with or without a `#section`. */
export function isSitePath(path: string): boolean {
  return ROUTE_PATHS.has(path.split('#')[0] ?? path);
}

/** The service whose page a path is, when it is a service page. */
export function serviceOfPath(path: string): ServiceId | undefined {
  const bare = path.split('#')[0];
  return services.find(
    (service) => service.route && routes.find((route) => route.key === service.route)?.path === bare,
  )?.id;
}
