/**
 * Extraction of contact details and company size from what a visitor types in the chat ("extracts
 * email, phone, company and size (employee count) from messages into visitor info"). Regular expressions
 * only, so the result is deterministic and never leaves the process. The company's own phone numbers and
 * email are never taken for the visitor's.
 */
import { VISITOR_INFO_MAX, type VisitorInfo } from '@northline/schemas';
import * as z from 'zod';
import { company, locations } from './facts.ts';
import { allMatches, anyMatches } from './text.ts';

/** What one message (or a whole conversation) says about the visitor. Every field is optional. */
export interface ExtractedDetails {
  /** A valid email address (the schema's own pattern, so it passes `visitorInfoSchema`). */
  email?: string;
  /** A North American number as '(416) 555-0199' (plus ' ext. 12' when given), or an international one as typed. */
  phone?: string;
  /** The visitor's name as they wrote it ('my name is …', 'this is … from …', 'I'm … from …'). */
  name?: string;
  /** The company's name ('our firm is …', '… from Acme Dental', 'Acme Widgets Inc.'). */
  company?: string;
  /** Number of employees (or users, seats, lawyers, agents …); a range counts as its lower end. */
  employees?: number;
}

const EMAIL_CANDIDATE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const NANP_PHONE =
  /(?<![\d+])(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})(?:\s*(?:x|ext\.?|extension)\s*(\d{1,5}))?(?!\d)/gi;
const INTERNATIONAL_PHONE = /(?<!\d)\+\d[\d\s().-]{7,16}\d(?!\d)/g;

const OWN_PHONE_DIGITS = new Set(
  Object.values(company.phones).map((phone) => phone.e164.replace(/\D/g, '').slice(-10)),
);

/** Every email address in the text that the schema accepts, in order, except the company's own. */
export function extractEmails(text: string): string[] {
  const found = text.match(EMAIL_CANDIDATE) ?? [];
  return found
    .map((email) => email.replace(/\.+$/, ''))
    .filter(
      (email) =>
        email.length <= VISITOR_INFO_MAX.email &&
        z.regexes.email.test(email) &&
        email.toLowerCase() !== company.email.toLowerCase(),
    );
}

/** Every phone number in the text, in order, except the company's own lines. */
export function extractPhones(text: string): string[] {
  const phones: { index: number; phone: string }[] = [];
  for (const match of allMatches(text, NANP_PHONE)) {
    const [, area, exchange, line, extension] = match;
    if (OWN_PHONE_DIGITS.has(`${area}${exchange}${line}`)) continue;
    const phone = `(${area}) ${exchange}-${line}${extension ? ` ext. ${extension}` : ''}`;
    phones.push({ index: match.index, phone });
  }
  for (const match of allMatches(text, INTERNATIONAL_PHONE)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) continue;
    if (digits.length === 11 && digits.startsWith('1')) continue; // North American: written above
    phones.push({ index: match.index, phone: match[0].replace(/\s+/g, ' ') });
  }
  return phones
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.phone)
    .filter((phone) => phone.length <= VISITOR_INFO_MAX.phone);
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'twenty-five': 25,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  'a hundred': 100,
  'one hundred': 100,
  'a dozen': 12,
  'two dozen': 24,
};

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,6}|a dozen|two dozen|a hundred|one hundred|twenty-five|${Object.keys(
  NUMBER_WORDS,
)
  .filter((word) => !word.includes(' ') && word !== 'a')
  .join('|')})`;
const PEOPLE =
  '(?:full[- ]time |part[- ]time |remote |office )?(?:employees|employes|staff|people|users|workers|personnel|team members|members of staff|lawyers|attorneys|associates|paralegals|doctors|physicians|dentists|providers|clinicians|nurses|agents|realtors|accountants|engineers|architects|consultants|seats|staffers|folks|persons|ppl)';
const APPROX =
  '(?:about |around |roughly |approximately |approx\\.? |over |nearly |almost |just over |just under |under |some |close to |maybe |~ ?)?';

const SIZE_PATTERNS: readonly RegExp[] = [
  // '11-50 employees', '10 to 15 staff', 'between 10 and 15 staff', '50+ users', 'about 25 people'
  new RegExp(
    String.raw`\b${APPROX}${NUMBER}\s*(?:\+|plus)?\s*(?:(?:-|to|and)\s*${NUMBER}\s*)?${PEOPLE}\b`,
    'i',
  ),
  // 'there are 25 of us', 'about 8 of us'
  new RegExp(String.raw`\b${APPROX}${NUMBER} of us\b`, 'i'),
  // 'team of 25', 'staff of about 30', 'firm of 12 lawyers'
  new RegExp(
    String.raw`\b(?:team|staff|company|firm|office|practice|clinic|business|organi[sz]ation|brokerage|shop|group) of ${APPROX}${NUMBER}\b`,
    'i',
  ),
  // '25-person firm', '40 person team', '30-seat office'
  new RegExp(String.raw`\b${NUMBER}[- ](?:person|people|employee|seat|user|lawyer|agent)\b`, 'i'),
  // 'headcount is 45', 'headcount of 45'
  new RegExp(String.raw`\bheadcount (?:is |of |around |about )*${NUMBER}\b`, 'i'),
];

function parseNumber(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const word = NUMBER_WORDS[raw.toLowerCase()];
  if (word !== undefined) return word;
  const value = Number(raw.replace(/,/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

/** {@link SIZE_PATTERNS}, global, for finding every statement in a message. */
const GLOBAL_SIZE_PATTERNS = SIZE_PATTERNS.map((pattern) => new RegExp(pattern.source, 'gi'));

/**
 * The employee count a message states, or undefined. The last statement in the message wins; a range
 * ('11-50 employees') counts as its lower end, so scoring never overstates a company's size.
 */
export function extractEmployees(text: string): number | undefined {
  let best: { index: number; value: number } | undefined;
  for (const global of GLOBAL_SIZE_PATTERNS) {
    for (const match of allMatches(text, global)) {
      const value = parseNumber(match[1]);
      if (value === undefined || value < 1 || value > 1_000_000) continue;
      if (!best || match.index >= best.index) best = { index: match.index, value };
    }
  }
  return best?.value;
}

const NAME_WORD = String.raw`[A-Z][a-zA-Z'\u00C0-\u017F-]{1,30}`;
const NAME = `(${NAME_WORD}(?: ${NAME_WORD}){0,2})`;
/** A capitalised word of a company name; a dot only inside ('Acme.io') or after Inc, Ltd, Corp and Co. */
const COMPANY_WORD = String.raw`(?:Inc\.|Ltd\.|Corp\.|Co\.|[A-Z0-9][\w&'\u00C0-\u017F-]*(?:\.[\w&'-]+)*)`;
const COMPANY = `(${COMPANY_WORD}(?: (?:${COMPANY_WORD}|of|and|&|de|du|la|le)){0,5})`;

/** Words a capitalised capture can start with that are never a name. */
const NOT_NAMES = new Set(
  'a an the i im just looking interested here not sure calling writing wondering curious trying ready happy sorry glad worried concerned in on at with from for new currently also still very really so hoping planning thinking the owner ceo president founder manager director partner office it'.split(
    ' ',
  ),
);

/** Captures that are never a company. */
const NOT_COMPANIES = new Set(
  [
    'a',
    'an',
    'the',
    'i',
    'it',
    'we',
    'us',
    'you',
    'here',
    'home',
    'work',
    'canada',
    'ontario',
    'the gta',
    'gta',
    'york region',
    'downtown',
    'northline',
    'northline it',
    company.name.toLowerCase(),
    ...locations.flatMap((location) => [
      location.name.toLowerCase(),
      ...location.neighbourhoods.map((n) => n.toLowerCase()),
    ]),
    'north york',
    'etobicoke',
    'scarborough',
  ].map((word) => word.toLowerCase()),
);

function cleanCompany(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const trimmed = raw
    .replace(/(?<!\b(?:Inc|Ltd|Corp|Co))[,.;:!?]+$/, '')
    .replace(/\s+(?:of|and|&|de|du|la|le)$/i, '')
    .trim();
  if (trimmed.length < 2 || trimmed.length > VISITOR_INFO_MAX.company) return undefined;
  if (NOT_COMPANIES.has(trimmed.toLowerCase())) return undefined;
  return trimmed;
}

function cleanName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const trimmed = raw.trim();
  const first = trimmed.split(' ')[0]?.toLowerCase() ?? '';
  if (NOT_NAMES.has(first) || trimmed.length > VISITOR_INFO_MAX.name) return undefined;
  return trimmed;
}

const NAME_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b[Mm]y name(?: is|'s)\s+${NAME}`),
  new RegExp(String.raw`\b[Nn]ame:\s*${NAME}`),
  new RegExp(
    String.raw`\b(?:[Tt]his is|I'm|I am|[Ii]t's|[Hh]i,? I'm)\s+${NAME}\s+(?:from|at|with|of|here from)\s+[A-Z0-9]`,
  ),
  new RegExp(String.raw`\b(?:[Tt]his is|I'm|I am)\s+${NAME}\s*(?:,|\.|!|$)`),
];

const COMPANY_PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:[Mm]y|[Oo]ur) (?:company|firm|business|practice|clinic|brokerage|office|organi[sz]ation|agency|shop)(?:'s name| name)? is (?:called )?${COMPANY}`,
  ),
  new RegExp(String.raw`\b(?:[Cc]ompany|[Ff]irm|[Bb]usiness|[Oo]rgani[sz]ation)(?: name)?:\s*${COMPANY}`),
  new RegExp(String.raw`\b(?:I|[Ww]e) (?:work|am|are) (?:at|for|with) ${COMPANY}`),
  new RegExp(String.raw`\b(?:I'm|I am|[Ww]e're|[Ww]e are) (?:with|from|at) ${COMPANY}`),
  new RegExp(
    String.raw`\b(?:[Tt]his is|I'm|I am|[Ii]t's) ${NAME_WORD}(?: ${NAME_WORD}){0,2} (?:from|at|with|of|here from) ${COMPANY}`,
  ),
  new RegExp(String.raw`\b(?:I|[Ww]e) (?:own|run|manage) ${COMPANY}`),
  new RegExp(
    String.raw`\b((?:${COMPANY_WORD} ){0,4}(?:Inc\.?|Ltd\.?|LLP|LLC|Corp\.?|Corporation|Limited|Professional Corporation))(?=\W|$)`,
  ),
];

/** The visitor's name a message states, or undefined. */
export function extractName(text: string): string | undefined {
  if (!anyMatches(text, NAME_PATTERNS)) return undefined;
  for (const pattern of NAME_PATTERNS) {
    const name = cleanName(pattern.exec(text)?.[1]);
    if (name) return name;
  }
  return undefined;
}

/** The company name a message states, or undefined. */
export function extractCompany(text: string): string | undefined {
  if (!anyMatches(text, COMPANY_PATTERNS)) return undefined;
  for (const pattern of COMPANY_PATTERNS) {
    const name = cleanCompany(pattern.exec(text)?.[1]);
    if (name) return name;
  }
  return undefined;
}

/**
 * A message without the contact details it states: every e-mail address and phone number (the company's own
 * included), and every self-introduction of a name or a company ('my name is …', 'I'm … from …', 'we work at …',
 * '… Inc.'), each replaced by a space. What is left is what the message says besides who the visitor is
 * (problem-statement.ts reads it).
 *
 * @param text the message as typed
 */
export function withoutContactDetails(text: string): string {
  let rest = text.replace(EMAIL_CANDIDATE, ' ').replace(NANP_PHONE, ' ').replace(INTERNATIONAL_PHONE, ' ');
  for (const pattern of [...NAME_PATTERNS, ...COMPANY_PATTERNS]) {
    rest = rest.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), ' ');
  }
  return rest;
}

/**
 * Everything one message says about the visitor: the last email and phone number in it, the name, the
 * company and the employee count.
 *
 * @param text the message as typed (case matters for names and companies)
 */
export function extractDetails(text: string): ExtractedDetails {
  const details: ExtractedDetails = {};
  const email = extractEmails(text).at(-1);
  const phone = extractPhones(text).at(-1);
  const name = extractName(text);
  const companyName = extractCompany(text);
  const employees = extractEmployees(text);
  if (email) details.email = email;
  if (phone) details.phone = phone;
  if (name) details.name = name;
  if (companyName) details.company = companyName;
  if (employees !== undefined) details.employees = employees;
  return details;
}

/**
 * What a whole conversation says about the visitor: for each field, the value from the newest message that
 * states it.
 *
 * @param visitorMessages the visitor's messages, oldest first
 */
export function extractFromConversation(visitorMessages: readonly string[]): ExtractedDetails {
  const merged: ExtractedDetails = {};
  for (const text of visitorMessages) Object.assign(merged, extractDetails(text));
  return merged;
}

/**
 * Visitor info completed with extracted details. A field the visitor already gave (the widget's contact
 * panel, the demo page, an earlier reply) is kept as it is; extraction only fills empty fields, so a typo in a
 * chat message never overwrites what the visitor typed into a form.
 *
 * @returns a new object; `visitorInfo` is not changed
 */
export function mergeVisitorInfo(visitorInfo: VisitorInfo, details: ExtractedDetails): VisitorInfo {
  const merged: VisitorInfo = { ...visitorInfo };
  for (const key of ['name', 'email', 'company', 'phone'] as const) {
    const current = merged[key]?.trim();
    const found = details[key];
    if (!current && found) merged[key] = found;
  }
  return merged;
}
