/**
 * The facts check of every chat reply, whichever engine wrote it: every price, number, time promise,
 * certification and claim a reply states must be one `@northline/content` states (the system prompt's rule
 * "Never invent prices, discounts, promises, certifications or facts that are not listed here"). It extends the
 * catalogue's claim check (../claims/catalogue-claims.ts: prices, discounts, guarantees, percentages) with three
 * rules of its own:
 *
 * - **number**: every other number of the reply (a year, a count of clients, a number of engineers, a distance)
 *   appears in the catalogue the assistant answers from ({@link CATALOGUE_NUMBERS}) or in the visitor's own
 *   messages. Money amounts, phone numbers and e-mail addresses are left to the rules that know them.
 * - **response-time**: a sentence about response or on-site times that names exactly one city states that city's
 *   minutes (`locations[].responseMinutes`), or the security-incident minutes when it is about an incident, or
 *   the other areas' minutes when it also speaks of the rest of the GTA ('In Markham a technician responds within
 *   15 minutes' is false: Markham's promise is 25).
 * - **certification**: a sentence saying we hold a certification, accreditation or partner status names only the
 *   catalogue's certifications (`certifications`); a compliance framework we help with (ISO 27001, SOC 2,
 *   PHIPA …) or any other credential named as ours is an invented one.
 *
 * Pure and deterministic. The result holds fixed words only (kinds and rules), never the reply's text, so it is
 * safe to log.
 */
import {
  assistantReplies,
  certifications,
  chatWidget,
  claims,
  company,
  complianceFrameworks,
  guarantees,
  homePage,
  industries,
  locations,
  prices,
  quickAnswers,
  REPLY_PROMISES,
  RESPONSE_MINUTES,
  services,
  TERMS,
} from '@northline/content';
import { type ClaimKind, findUnverifiedClaims } from '../claims/catalogue-claims.ts';
import { numbersIn } from '../claims/numbers.ts';
import { extractEmployees } from './extraction.ts';

/** What a reply states that the catalogue does not back: a claim kind of the claim check, or one of the rules above. */
export type FactKind = ClaimKind | 'number' | 'response-time' | 'certification';

/** One fact of a reply the catalogue does not back: its kind and the rule that found it (fixed words). */
export interface FactIssue {
  kind: FactKind;
  rule: string;
}

/** What the check may take as the visitor's own words. */
export interface FactCheckContext {
  /**
   * The visitor's messages of the conversation (the new one included): their numbers ('we are 30 people') may be
   * repeated and multiplied by a catalogue price, never taken as prices or promises of ours.
   */
  visitorMessages: readonly string[];
}

/** Every string and number inside a value, depth first (functions skipped: they are sentences with a blank). */
function* leaves(value: unknown, seen = new Set<unknown>()): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (typeof value === 'number') yield String(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) yield* leaves(item, seen);
  }
}

/**
 * The numbers of the catalogue the assistant answers from: the company, its claims, prices, guarantees, terms,
 * response promises, certifications, compliance frameworks, industries, services, locations, the home page (the
 * free assessment's description), the chat widget's texts and the assistant's own sentences, normalised as {@link numbersIn} writes them ('2,970' → '2970').
 */
export const CATALOGUE_NUMBERS: ReadonlySet<string> = new Set(
  [
    company,
    claims,
    prices,
    guarantees,
    TERMS,
    RESPONSE_MINUTES,
    REPLY_PROMISES,
    certifications,
    complianceFrameworks,
    industries,
    services,
    locations,
    assistantReplies,
    quickAnswers,
    homePage,
    chatWidget,
  ].flatMap((source) => [...leaves(source)].flatMap((text) => [...numbersIn(text)])),
);

/** Money amounts, as the claim check reads them ('$99', 'CAD 150', '2,970 dollars'): it checks them. */
const MONEY =
  /(?:\b(?:c|ca|us|cad)\s?)?\$\s?\d[\d,]*(?:\.\d+)?(?:\s?k\b)?|\bcad\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?(?:\s?k)?\s?(?:dollars|bucks|cad)\b/gi;
/** Phone numbers (North American and international) and e-mail addresses: contact lines, not facts. */
const PHONE =
  /\+?\d?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?:\s*(?:x|ext\.?)\s*\d{1,5})?|\+\d[\d\s().-]{7,16}\d/g;
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;

/** Sentences of a reply; dots inside numbers and 'a.m.' do not split. */
function sentencesOf(text: string): string[] {
  return text
    .replace(/\b([ap])\.m\./gi, '$1m')
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each location's name as a whole word. */
const CITY_NAMES: readonly { minutes: number; pattern: RegExp }[] = locations.map((location) => ({
  minutes: location.responseMinutes,
  pattern: new RegExp(`\\b${escapeRegExp(location.name)}\\b`, 'i'),
}));
/** A sentence about how fast someone responds or arrives. */
const RESPONSE_WORDS =
  /\b(?:respon\w*|technician|engineer|arriv\w*|on-?site|get to you|reach you|there within)\b/i;
/** Minutes stated as '25 minutes', '25-minute', '25 min'. */
const MINUTES = /(\d+)[\s-]*(?:minutes?|mins?)\b/gi;
/** A sentence about a security incident (its minutes are the incident promise, the same in every city). */
const INCIDENT_WORDS = /\b(?:incident|breach|ransomware|attack|containment|security emergenc)/i;
/** A sentence that also speaks of the rest of the GTA (its minutes are the other areas' promise). */
const ELSEWHERE_WORDS =
  /\b(?:elsewhere|anywhere else|everywhere else|rest of the gta|other (?:gta )?(?:areas|cities))\b/i;

/** A sentence that says we hold a credential: 'we are … certified', 'our engineers hold …', 'a … partner'. */
const HOLDS_CREDENTIAL =
  /\b(?:we(?:'re| are| hold| have| became| were)|our (?:\w+ )?(?:team|engineers?|technicians?|staff|company|consultants?|lead) (?:is|are|hold|holds|have|has)|northline(?: it)? (?:is|holds|has))\b[^.?!]{0,80}\b(?:certifi\w*|accredit\w*|partner\w*|credential\w*|registered|audited)\b/i;
/** The catalogue's certifications, by the words that name them (names, badges, issuers and their acronyms). */
const KNOWN_CREDENTIALS = certifications.flatMap((certification) => [
  certification.name,
  certification.badge,
  certification.issuer,
  ...(/\(([^)]+)\)/.exec(certification.name)?.slice(1) ?? []),
]);
/**
 * Credentials a reply may name as ours that the catalogue does not list: the compliance frameworks we help with
 * (they are not certificates we hold), common audit reports and certificates, and partner tiers.
 */
const UNKNOWN_CREDENTIAL = new RegExp(
  [
    ...complianceFrameworks.map((framework) => escapeRegExp(framework.name)),
    String.raw`iso(?:\/iec)? ?\d{4,5}`,
    'soc ?[123]',
    'cmmc',
    'fedramp',
    'hitrust',
    'pci(?: dss| qsa)?',
    'cism',
    'cisa',
    'ceh',
    'oscp',
    'comptia',
    String.raw`security\+`,
    'cyber essentials',
    'nist',
    '(?:gold|silver|platinum|premier|elite|diamond) partner',
    'google(?: cloud)? partner',
    'ccie',
    'mcse',
  ]
    .map((source) => `\\b${source}(?=\\W|$)`)
    .join('|'),
  'i',
);

function certificationIssues(sentence: string): boolean {
  if (!HOLDS_CREDENTIAL.test(sentence)) return false;
  let rest = sentence;
  for (const known of KNOWN_CREDENTIALS) rest = rest.replace(new RegExp(escapeRegExp(known), 'gi'), ' ');
  return UNKNOWN_CREDENTIAL.test(rest);
}

function responseTimeIssue(sentence: string): boolean {
  if (!RESPONSE_WORDS.test(sentence)) return false;
  const named = CITY_NAMES.filter((city) => city.pattern.test(sentence));
  if (named.length !== 1 || !named[0]) return false;
  const allowed = new Set([named[0].minutes]);
  if (INCIDENT_WORDS.test(sentence)) allowed.add(claims.incidentResponseMinutes.value);
  if (ELSEWHERE_WORDS.test(sentence)) allowed.add(RESPONSE_MINUTES.other);
  // Toronto's general claim ('under 15 minutes') is its response promise too.
  if (named[0].minutes === RESPONSE_MINUTES.toronto) allowed.add(claims.torontoResponseMinutes.value);
  return [...sentence.matchAll(MINUTES)].some((match) => !allowed.has(Number(match[1])));
}

/**
 * The facts of a reply the catalogue does not back (see the module comment for the rules). An empty list means
 * every price, number, time promise, certification and claim in it is the catalogue's.
 *
 * @param response the reply as the visitor would read it
 * @param context the visitor's messages, whose numbers the reply may repeat
 * @returns one entry per kind and rule found, in the order first found; never the text itself
 */
export function checkReplyFacts(response: string, context: FactCheckContext): FactIssue[] {
  const found = new Map<string, FactIssue>();
  const report = (kind: FactKind, rule: string) => found.set(`${kind}:${rule}`, { kind, rule });
  for (const claim of findUnverifiedClaims(response, { quantitiesFrom: context.visitorMessages })) {
    report(claim.kind, claim.rule);
  }
  // The visitor's numbers, and the team size read from their words ('twenty two people', '8 lawyers and 6 clerks').
  const visitorNumbers = new Set(
    context.visitorMessages.flatMap((message) => {
      const size = extractEmployees(message);
      return [...numbersIn(message.replace(PHONE, ' ')), ...(size === undefined ? [] : [String(size)])];
    }),
  );
  const bare = response.replace(EMAIL, ' ').replace(PHONE, ' ').replace(MONEY, ' ');
  for (const number of numbersIn(bare)) {
    if (!CATALOGUE_NUMBERS.has(number) && !visitorNumbers.has(number)) report('number', 'unknown-number');
  }
  for (const sentence of sentencesOf(response)) {
    if (responseTimeIssue(sentence)) report('response-time', 'wrong-city-minutes');
    if (certificationIssues(sentence)) report('certification', 'unknown-certification');
  }
  return [...found.values()];
}
