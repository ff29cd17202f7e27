/**
 * Extraction of contact details and company size from what a visitor types in the chat ("extracts
 * email, phone, company and size (employee count) from messages into visitor info"). Regular expressions
 * only, so the result is deterministic and never leaves the process. The company's own phone numbers and
 * email are never taken for the visitor's.
 */
import { VISITOR_INFO_MAX, type VisitorInfo } from '@northline/schemas';
import * as z from 'zod';
import { company, locations } from './facts.ts';
import { allMatches } from './text.ts';

/** What one message (or a whole conversation) says about the visitor. Every field is optional. */
export interface ExtractedDetails {
  /** A valid email address (the schema's own pattern, so it passes `visitorInfoSchema`). */
  email?: string;
  /** A North American number as '(416) 555-0199' (plus ' ext. 12' when given), or an international one as typed. */
  phone?: string;
  /**
   * The visitor's name as they wrote it ('my name is …', 'this is … from …', '… here from …', '… (Acme Dental)',
   * a signature), apostrophes made straight.
   */
  name?: string;
  /** The company's name ('our firm is …', '… from Acme Dental', 'Bright & Roy LLP', a signature's company line). */
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

/**
 * A phone number typed as one (three, three and four digits with separators: '123-456-7890') that is not a valid
 * North American number: kept as typed so the lead shows it and the placeholder rule judges it.
 */
const PHONE_SHAPED = /(?<![\d+])\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}(?!\d)/g;

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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
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

/** The tens of a number written in words, which take a unit after them ('twenty two', 'thirty-five'). */
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
/** A number of people: digits ('25', '1,200', '70ish'), or words ('a dozen', 'twenty two', 'fifteen'). */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,6}|a dozen|two dozen|a hundred|one hundred|(?:${TENS})[- ](?:${UNITS})|${Object.keys(
  NUMBER_WORDS,
)
  .filter((word) => !word.includes(' ') && word !== 'a')
  .join('|')})(?:ish)?`;
/** Words that count the whole company ('25 staff'), not one role in it. */
const WHOLE_PEOPLE =
  'employees|employes|staff|people|users|workers|personnel|team members|members of staff|seats|staffers|folks|persons|ppl|of us';
/** Words that count one role ('8 lawyers'): several of them add up to the company ('8 lawyers and 6 clerks'). */
const ROLE_PEOPLE =
  'lawyers|attorneys|associates|paralegals|clerks|doctors|physicians|dentists|hygienists|providers|clinicians|nurses|agents|realtors|brokers|advisors|advisers|planners|assistants|admins|accountants|bookkeepers|engineers|architects|designers|drafters|developers|technicians|techs|consultants|drivers|operators|guys|managers';
const PEOPLE = `(?:full[- ]time |part[- ]time |remote |office |admin |support |front desk |back office )?(?:${WHOLE_PEOPLE}|${ROLE_PEOPLE})`;
/** Whether the people word of a size statement counts the whole company. */
const COUNTS_WHOLE = new RegExp(
  String.raw`(?:${WHOLE_PEOPLE}|person|people|employee|seat|user|headcount|team|staff|company|firm|office|business|organi[sz]ation|just me|only me|one-person|one-man|sole|self-employed|freelance|now)\b`,
  'i',
);
/**
 * A part of the company counted by where it works, after another count ('30 in the shop and 5 at the front'):
 * it only adds to the count before it.
 */
const PART_BY_PLACE = new RegExp(
  String.raw`\b${NUMBER} (?:more )?(?:in|on|at) (?:the )?(?:office|floor|shop|warehouse|plant|field|road|front|back|clinic|home)\b`,
  'gi',
);
/** What joins two counts that add up: 'and', 'plus', '&', a comma, after the place of the first ('on the floor'). */
const JOINS_COUNTS =
  /^(?:\s+(?:on|in|at) (?:the )?[a-z]+)?\s*(?:,|and|plus|&|\+)\s*(?:another |about |around )?$/i;
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
  // 'with the new hires it's 19 now': the team's size today, after a word about the team
  new RegExp(
    String.raw`\b(?:hires?|hired|hiring|grown|grew|headcount|team|staff)\b[^.?!]{0,40}?\b(?:it's|its|it is|we're|were|we are|that's|thats|is|are) (?:up to |at |about )?${NUMBER} now\b`,
    'i',
  ),
  // 'just me', 'a one-person shop', 'I'm a freelancer': a business of one
  /\b(?:(?:it's |its |it is )?(?:just|only) me(?! and| &| \+| plus)|one-person|one-man|one person (?:business|shop|company|firm|office|operation)|sole proprietor(?:ship)?|self-employed|(?:i'm|im|i am|i work as) (?:a )?freelance(?:r)?)\b()/i,
];

function parseNumber(raw: string | undefined): number | undefined {
  // A statement of a business of one captures an empty number.
  if (raw === '') return 1;
  if (!raw) return undefined;
  const lower = raw.toLowerCase().replace(/ish$/, '');
  const word = NUMBER_WORDS[lower];
  if (word !== undefined) return word;
  const compound = new RegExp(`^(${TENS})[- ](${UNITS})$`).exec(lower);
  if (compound) return (NUMBER_WORDS[compound[1] ?? ''] ?? 0) + (NUMBER_WORDS[compound[2] ?? ''] ?? 0);
  const value = Number(lower.replace(/,/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

/** {@link SIZE_PATTERNS}, global, for finding every statement in a message. */
const GLOBAL_SIZE_PATTERNS = SIZE_PATTERNS.map((pattern) => new RegExp(pattern.source, 'gi'));

/** One count of people in a message. */
interface Count {
  index: number;
  end: number;
  value: number;
  /** Counts the whole company ('25 staff'), not a role ('8 lawyers') or a part ('7 in the office'). */
  whole: boolean;
  /** Counts a part by where it works; it only adds to a count before it. */
  part: boolean;
}

/**
 * The employee count a message states, or undefined, read as a salesperson reads it:
 *
 * - counts of roles joined by 'and', 'plus' or a comma add up ('5 lawyers and 4 clerks' is 9, '30 in the shop
 *   and 5 at the front' is 35);
 * - a count of the whole company ('23 people') wins over a count of one role in the same message ('3 dentists');
 * - otherwise the last statement wins;
 * - a range ('11-50 employees') counts as its lower end, so scoring never overstates a company's size.
 */
export function extractEmployees(text: string): number | undefined {
  const counts: Count[] = [];
  for (const global of GLOBAL_SIZE_PATTERNS) {
    for (const match of allMatches(text, global)) {
      const value = parseNumber(match[1]);
      if (value === undefined || value < 1 || value > 1_000_000) continue;
      const whole = COUNTS_WHOLE.test(match[0]);
      counts.push({ index: match.index, end: match.index + match[0].length, value, whole, part: false });
    }
  }
  for (const match of allMatches(text, PART_BY_PLACE)) {
    const value = parseNumber(match[1]);
    if (value !== undefined && value >= 1)
      counts.push({
        index: match.index,
        end: match.index + match[0].length,
        value,
        whole: false,
        part: true,
      });
  }
  counts.sort((a, b) => a.index - b.index || b.end - a.end);
  // Statements of the whole company, and groups of role counts that add up to one.
  const statements: { value: number; whole: boolean }[] = [];
  let group: { first: Count; last: Count; value: number; size: number } | undefined;
  const close = () => {
    if (!group) return;
    if (!group.first.part || group.size > 1)
      statements.push({ value: group.value, whole: group.first.whole || group.size > 1 });
    group = undefined;
  };
  for (const count of counts) {
    if (group && count.index < group.last.end) continue;
    const joins =
      group !== undefined && !group.first.whole && JOINS_COUNTS.test(text.slice(group.last.end, count.index));
    if (group && joins && !count.whole) {
      group.value += count.value;
      group.size += 1;
      group.last = count;
      continue;
    }
    if (group && joins && count.whole && group.size === 1) {
      // '40 agents plus 5 office staff': a role and the rest of the staff add up.
      group.value += count.value;
      group.size += 1;
      group.last = count;
      continue;
    }
    close();
    group = { first: count, last: count, value: count.value, size: 1 };
  }
  close();
  return (statements.findLast((statement) => statement.whole) ?? statements.at(-1))?.value;
}

/** A capitalised word of a person's name: 'Dana', "O'Neil", 'Jean-Luc', 'Hélène'. */
const NAME_WORD = String.raw`\p{Lu}[\p{L}'-]{1,30}`;
/** One to three name words. */
const NAME = `${NAME_WORD}(?: ${NAME_WORD}){0,2}`;
/** Legal forms written with dots, which end a company's name with their dot kept. */
const DOTTED_LEGAL_FORM = String.raw`(?:Inc|Ltd|Corp|Co|s\.r\.l|S\.r\.l|S\.R\.L|S\.A|S\.p\.A|L\.L\.P|P\.C)\.`;
/** Legal forms that end a company's name ('Bright & Roy LLP', 'Acme Ltd.', 'Rossi s.r.l.'). */
const LEGAL_FORM = `(?:${DOTTED_LEGAL_FORM}|Inc|Ltd|Ltée|Ltee|LLP|LLC|Corp|Corporation|Limited|GmbH|SRL)`;
/**
 * A word of a company name: a legal form, or a word starting with a capital or a digit, with '&' and apostrophes
 * inside ('AT&T', "Tim's") and dots only between letters ('Acme.io').
 */
const COMPANY_WORD = String.raw`(?:${DOTTED_LEGAL_FORM}|[\p{Lu}0-9][\p{L}\p{N}_&'-]*(?:\.[\p{L}\p{N}_&'-]+)*)`;
/** Lower-case words and signs that join the words of a company name ('Bank of Montreal', 'Bright & Roy'). */
const COMPANY_JOINER = '(?:of|and|&|\\+|de|du|des|la|le|et)';
const COMPANY = `${COMPANY_WORD}(?: (?:${COMPANY_WORD}|${COMPANY_JOINER})){0,5}`;

/** Words a captured name can start with that are never a name. */
const NOT_NAMES = new Set(
  'a an the i im just looking interested here not sure calling writing wondering curious trying ready happy sorry glad worried concerned in on at with from for new currently also still very really so hoping planning thinking the owner ceo president founder manager director partner office it urgent available back based located out away fine good great okay ok using having getting going running reaching contacting emailing following asking after microsoft google windows apple amazon outlook teams zoom dell cisco quickbooks sharepoint onedrive azure'.split(
    ' ',
  ),
);

/** Greetings and sign-offs that come before a name ('Hi, Dana here …', 'Thanks, Dana Lee') and are not part of it. */
const GREETINGS = new Set(
  'hi hello hey dear thanks thank cheers regards best morning afternoon evening'.split(' '),
);

/** Words that end a company name when they follow it without punctuation ('… Lee Logistics We need …'). */
const NOT_COMPANY_WORDS = new Set(
  "i i'm im we we're our my it it's this is are can could please thanks thank hi hello looking need do does".split(
    ' ',
  ),
);

/** Places: a city, a province or a country is where a visitor is, never their company. */
const PLACES = [
  'canada',
  'ontario',
  'the gta',
  'gta',
  'york region',
  'downtown',
  'durham',
  'peel',
  'halton',
  'hamilton',
  'ottawa',
  'montreal',
  'montréal',
  'quebec',
  'québec',
  'vancouver',
  'calgary',
  'edmonton',
  'winnipeg',
  'halifax',
  'kitchener',
  'waterloo',
  'guelph',
  'london',
  'barrie',
  'pickering',
  'ajax',
  'whitby',
  'oshawa',
  'newmarket',
  'aurora',
  'milton',
  'niagara',
  'st. catharines',
  'new york',
  'the us',
  'usa',
  'north york',
  'etobicoke',
  'scarborough',
  'east york',
  'york',
  ...locations.flatMap((location) => [location.name, ...location.neighbourhoods]),
];

/**
 * Cities and regions that never stand in a person's name. Places that are also given names or surnames ('Maple',
 * 'Milton', 'Hamilton', 'London') are left out.
 */
const PLACE_WORDS = new Set(
  [
    ...locations.map((location) => location.name),
    'canada',
    'ontario',
    'gta',
    'etobicoke',
    'scarborough',
    'ottawa',
    'montreal',
    'montréal',
    'vancouver',
    'calgary',
    'mississauga',
    'oshawa',
    'pickering',
    'whitby',
    'newmarket',
  ].map((place) => place.toLowerCase()),
);

/** A place followed by its province or country ('Toronto, ON', 'Oakville Ontario'). */
const PLACE_WITH_PROVINCE = new RegExp(
  String.raw`^(?:${PLACES.map((place) => place.replace(/[.()]/g, '\\$&')).join('|')}),? (?:ON|Ont\.?|Ontario|QC|BC|AB|Canada)$`,
  'i',
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
    'northline',
    'northline it',
    company.name,
    ...PLACES,
  ].map((word) => word.toLowerCase()),
);

/** Words of a job title: a comma-separated part of a signature holding one is the title, not the company. */
const TITLE_WORDS =
  /\b(?:owner|co-?owner|founder|co-?founder|ceo|cfo|coo|cto|cio|president|vice|vp|director|manager|partner|principal|administrator|admin|coordinator|controller|accountant|bookkeeper|assistant|receptionist|lead|head|officer|chief|associate|counsel|lawyer|paralegal|dentist|physician|dr|operations|executive|secretary|analyst|engineer|supervisor|consultant|broker|realtor|agent|directeur|directrice|gérante?|présidente?|propriétaire|associée?|comptable|adjointe?)(?![\p{L}])/iu;

/** A legal form at the end: the part is a company whatever other words it holds ('Office Depot Inc.'). */
const ENDS_WITH_LEGAL_FORM = new RegExp(String.raw`(?:^|\s)${LEGAL_FORM}$`, 'u');

/** Apostrophes made straight and accents composed, so "O’Neil" and a decomposed 'Côté' read as typed. */
function tidy(text: string): string {
  return text.normalize('NFC').replace(/[\u2018\u2019\u02bc]/g, "'");
}

function cleanCompany(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const words = raw
    .replace(/(?<!\b(?:Inc|Ltd|Corp|Co)|\.\p{L})[,.;:!?]+$/u, '')
    .trim()
    .split(' ');
  while (words.length > 0 && NOT_COMPANY_WORDS.has(words[0]?.toLowerCase() ?? '')) words.shift();
  const stop = words.findIndex((word) => NOT_COMPANY_WORDS.has(word.toLowerCase()));
  if (stop >= 0) words.length = stop;
  const trimmed = words
    .join(' ')
    .replace(new RegExp(String.raw`(?:\s+${COMPANY_JOINER})+$`, 'i'), '')
    .replace(/[,;:!?]+$/, '')
    .trim();
  if (trimmed.length < 2 || trimmed.length > VISITOR_INFO_MAX.company) return undefined;
  // A company's name holds a letter: a phone number in a signature is not one.
  if (!/\p{L}/u.test(trimmed)) return undefined;
  if (NOT_COMPANIES.has(trimmed.toLowerCase()) || PLACE_WITH_PROVINCE.test(trimmed)) return undefined;
  return trimmed;
}

function cleanName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const words = raw.trim().split(' ');
  while (words.length > 1 && GREETINGS.has(words[0]?.toLowerCase() ?? '')) words.shift();
  const first = words[0]?.toLowerCase() ?? '';
  if (NOT_NAMES.has(first) || GREETINGS.has(first)) return undefined;
  // A place is not a person: 'Toronto Dental' under a sign-off is a company.
  if (words.some((word) => PLACE_WORDS.has(word.toLowerCase()))) return undefined;
  // A name word holds a lower-case letter: 'IT', 'CPA' and 'VPN' are not names.
  if (!words.every((word) => /\p{Ll}/u.test(word))) return undefined;
  const name = words.join(' ');
  return name.length > VISITOR_INFO_MAX.name ? undefined : name;
}

/** Ways of saying one's name or one's company; each names the groups it captures (`name`, `company`). */
const INTRODUCTIONS: readonly RegExp[] = [
  // 'my name is Dana Lee', 'my name's Dana, from Lee Logistics'
  new RegExp(
    String.raw`\b[Mm]y name(?: is|'s)\s+(?<name>${NAME})(?:,? (?:from|at|with|of) (?<company>${COMPANY}))?`,
    'u',
  ),
  new RegExp(String.raw`\b[Nn]ame:\s*(?<name>${NAME})`, 'u'),
  // 'this is Dana from Lee Logistics', "I'm Dana, with Lee Logistics"
  new RegExp(
    String.raw`\b(?:[Tt]his is|I'm|I am|[Ii]t's|[Hh]i,? I'm)\s+(?<name>${NAME}),?\s+(?:from|at|with|of|here from|here at|here with)\s+(?<company>${COMPANY})`,
    'u',
  ),
  // "I'm Dana, office manager at Lee Logistics"
  new RegExp(
    String.raw`\b(?:[Tt]his is|I'm|I am|[Mm]y name is)\s+(?<name>${NAME}),\s+(?:the |an? )?[\p{L} -]{2,40}? (?:at|with|for|of) (?<company>${COMPANY})`,
    'u',
  ),
  // 'Dana here from Lee Logistics', 'Hi, Dana Lee here at Lee Logistics'
  new RegExp(
    String.raw`(?<![\p{L}'-])(?<name>${NAME}),? here,? (?:from|at|with) (?<company>${COMPANY})`,
    'u',
  ),
  // 'Dana from Lee Logistics here'
  new RegExp(String.raw`(?<![\p{L}'-])(?<name>${NAME}) from (?<company>${COMPANY}) here\b`, 'u'),
  // 'Dana Lee (Lee Logistics)' at the start of a line
  new RegExp(
    String.raw`(?:^|\n)\s*(?:[Hh]i|[Hh]ello|[Hh]ey)?,?\s*(?<name>${NAME})\s*\((?<company>${COMPANY})\)`,
    'u',
  ),
  // "I'm Dana Lee.", 'this is Dana'
  new RegExp(String.raw`\b(?:[Tt]his is|I'm|I am)\s+(?<name>${NAME})\s*(?:,|\.|!|$)`, 'u'),
];

/** Ways of naming one's company without one's name (group `company`). */
const COMPANY_STATEMENTS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:[Mm]y|[Oo]ur) (?:company|firm|business|practice|clinic|brokerage|office|organi[sz]ation|agency|shop)(?:'s name| name)? is (?:called )?(?<company>${COMPANY})`,
    'u',
  ),
  new RegExp(
    String.raw`\b(?:[Cc]ompany|[Ff]irm|[Bb]usiness|[Oo]rgani[sz]ation)(?: name)?:\s*(?<company>${COMPANY})`,
    'u',
  ),
  new RegExp(String.raw`\b(?:I|[Ww]e) (?:work|am|are) (?:at|for|with) (?<company>${COMPANY})`, 'u'),
  new RegExp(String.raw`\b(?:I'm|I am|[Ww]e're|[Ww]e are) (?:with|from|at) (?<company>${COMPANY})`, 'u'),
  new RegExp(String.raw`\b(?:I|[Ww]e) (?:own|run|manage) (?<company>${COMPANY})`, 'u'),
  // 'Harbour Legal LLP', 'Bright & Roy LLP', 'Rossi Costruzioni s.r.l.'
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?<company>${COMPANY_WORD}(?: (?:${COMPANY_WORD}|${COMPANY_JOINER})){0,4} ${LEGAL_FORM})(?=[^\p{L}\p{N}]|$)`,
    'u',
  ),
];

const GLOBAL_INTRODUCTIONS = INTRODUCTIONS.map((pattern) => new RegExp(pattern.source, 'gu'));
const GLOBAL_COMPANY_STATEMENTS = COMPANY_STATEMENTS.map((pattern) => new RegExp(pattern.source, 'gu'));

/** A sign-off line, after which a signature follows ('Thanks,', 'Best regards'). */
const SIGN_OFF =
  /^(?:thanks|thank you|many thanks|regards|best regards|kind regards|warm regards|best|cheers|sincerely|all the best)[,.!]?$/i;
/** The dash that opens a one-line signature ('— Dana Lee, Office Manager, Lee Logistics'). */
const SIGNATURE_DASH = /^(?:--?|[—–~])\s*/;
const WHOLE_NAME = new RegExp(`^${NAME}$`, 'u');
const WHOLE_COMPANY = new RegExp(`^${COMPANY}$`, 'u');
/** A title and a company in one part ('Office Manager at Lee Logistics'). */
const TITLE_AT_COMPANY = new RegExp(`^(?<title>.{2,40}?) (?:at|with|@|of) (?<company>${COMPANY})$`, 'u');

/** The company one part of a signature names, 'title' for a job title, or undefined for anything else. */
function signaturePart(part: string): string | undefined {
  const trimmed = part.trim();
  if (WHOLE_COMPANY.test(trimmed) && ENDS_WITH_LEGAL_FORM.test(trimmed)) return cleanCompany(trimmed);
  const titled = TITLE_AT_COMPANY.exec(trimmed)?.groups;
  if (titled && TITLE_WORDS.test(titled.title ?? '')) return cleanCompany(titled.company) ?? 'title';
  if (TITLE_WORDS.test(trimmed)) return 'title';
  if (WHOLE_COMPANY.test(trimmed)) return cleanCompany(trimmed);
  return undefined;
}

/**
 * A name and a company written as a signature or a heading: '— Dana Lee, Office Manager, Lee Logistics',
 * 'Dana Lee | Lee Logistics', 'Dana Lee, Bright & Roy LLP' on a line of its own, or the lines under a sign-off
 * ('Regards,' then 'Dana Lee', 'Office Manager', 'Lee Logistics'). Without a dash or a sign-off the line needs a
 * first and last name and a company, so a sentence that opens with two capitalised words is not taken.
 */
function signature(text: string): { name?: string; company?: string } {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    const afterSignOff = index > 0 && SIGN_OFF.test(lines.slice(0, index).findLast((l) => l !== '') ?? '');
    const dashed = SIGNATURE_DASH.test(line);
    const parts = line
      .replace(SIGNATURE_DASH, '')
      .split(/\s*(?:,|\||\s[—–-]\s)\s*/)
      .filter((part) => part !== '');
    while (parts.length > 1 && GREETINGS.has(parts[0]?.toLowerCase() ?? '')) parts.shift();
    const [first = '', ...rest] = parts;
    const nameText = first.replace(/[.!]$/, '');
    if (!WHOLE_NAME.test(nameText)) continue;
    const name = cleanName(nameText);
    if (!name) continue;
    const following = afterSignOff || dashed ? lines.slice(index + 1, index + 4) : [];
    // A signature lists the title before the company: of the parts that read as a company, the one with a legal
    // form wins, else the last ('Dana Lee, Directrice, Société Générale').
    const companies: string[] = [];
    for (const part of [...rest, ...following]) {
      const found = part === '' ? undefined : signaturePart(part);
      if (found === undefined) break;
      if (found !== 'title') companies.push(found);
    }
    const companyName = companies.find((found) => ENDS_WITH_LEGAL_FORM.test(found)) ?? companies.at(-1);
    if (afterSignOff || dashed) return companyName ? { name, company: companyName } : { name };
    if (companyName && name.includes(' ')) return { name, company: companyName };
  }
  return {};
}

/** A legal form as typed in lower case, and as it is written. */
const LOWER_LEGAL_FORMS: Readonly<Record<string, string>> = {
  llp: 'LLP',
  llc: 'LLC',
  inc: 'Inc.',
  'inc.': 'Inc.',
  ltd: 'Ltd.',
  'ltd.': 'Ltd.',
  corp: 'Corp.',
  'corp.': 'Corp.',
  limited: 'Limited',
};
const LOWER_LEGAL_FORM_END = /\b(?:llp|llc|inc|ltd|corp|limited)\.?$/;

/**
 * A line typed all in lower case that ends with a legal form ('marcus delgado, delgado & whitford llp'), written as
 * a signature is ('Marcus Delgado, Delgado & Whitford LLP'); undefined for any other text. The legal form is what
 * marks the line as a name and a company, so a lower-case sentence is never read as one.
 */
function capitalisedSignatureLine(text: string): string | undefined {
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim().replace(/[!?]+$/, '');
    if (trimmed !== trimmed.toLowerCase() || !LOWER_LEGAL_FORM_END.test(trimmed)) continue;
    return trimmed
      .split(' ')
      .map((word) => {
        const bare = word.replace(/,$/, '');
        const comma = word.endsWith(',') ? ',' : '';
        if (LOWER_LEGAL_FORMS[bare]) return `${LOWER_LEGAL_FORMS[bare]}${comma}`;
        if (/^(?:and|of|&|\+)$/.test(bare)) return word;
        return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
      })
      .join(' ');
  }
  return undefined;
}

/** {@link signature} of the text, or of its lower-case line that ends with a legal form. */
function signatureOf(tidied: string): { name?: string; company?: string } {
  const signed = signature(tidied);
  if (signed.name || signed.company) return signed;
  const line = capitalisedSignatureLine(tidied);
  return line ? signature(line) : signed;
}

/** The visitor's name a message states, or undefined. */
export function extractName(text: string): string | undefined {
  const tidied = tidy(text);
  for (const pattern of GLOBAL_INTRODUCTIONS) {
    for (const match of allMatches(tidied, pattern)) {
      const name = cleanName(match.groups?.name);
      if (name) return name;
    }
  }
  return signatureOf(tidied).name;
}

/** The company name a message states, or undefined. */
export function extractCompany(text: string): string | undefined {
  const tidied = tidy(text);
  for (const pattern of GLOBAL_INTRODUCTIONS) {
    for (const match of allMatches(tidied, pattern)) {
      if (!cleanName(match.groups?.name)) continue;
      const found = cleanCompany(match.groups?.company);
      if (found) return found;
    }
  }
  const signed = signatureOf(tidied).company;
  if (signed) return signed;
  for (const pattern of GLOBAL_COMPANY_STATEMENTS) {
    for (const match of allMatches(tidied, pattern)) {
      const found = cleanCompany(match.groups?.company);
      if (found) return found;
    }
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
  let rest = tidy(text)
    .replace(EMAIL_CANDIDATE, ' ')
    .replace(NANP_PHONE, ' ')
    .replace(INTERNATIONAL_PHONE, ' ');
  const signed = signature(rest);
  for (const pattern of [...GLOBAL_INTRODUCTIONS, ...GLOBAL_COMPANY_STATEMENTS])
    rest = rest.replace(pattern, ' ');
  for (const stated of [signed.name, signed.company]) if (stated) rest = rest.replaceAll(stated, ' ');
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
  const phone =
    extractPhones(text).at(-1) ??
    text.match(PHONE_SHAPED)?.findLast((typed) => !OWN_PHONE_DIGITS.has(typed.replace(/\D/g, '')));
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
