/**
 * Is a model's text true to the catalogue? ("a chat reply that states a
 * price, discount or guarantee not in the catalogue is replaced by the built-in engine's answer"; the system
 * prompt's rule "Never invent prices, discounts, promises ...", chat/system-prompt.ts). Pure and deterministic: the
 * facts come from `@northline/content`, the one source of every fact shown.
 *
 * What counts as a claim, sentence by sentence:
 * - **price**: every money amount ('$99', '$2,970', '150 dollars', '$5k') must be a catalogue price (`prices`), a
 *   catalogue price times a quantity the conversation states (the visitor's '30 employees', or a number in the
 *   same sentence: '30 users × $99 = $2,970'), or an amount of the trusted `source`. An amount said to be per
 *   user must be a per-user price ($99, $59), one said to be per hour an hourly price ($150).
 * - **discount**: the catalogue offers none, so any discount, percentage off, promo, coupon, free month or waived
 *   fee is unverified, unless the sentence denies it ('we don't offer discounts').
 * - **guarantee**: a sentence that guarantees, promises, warrants, refunds, states an SLA or an uptime, or says
 *   something happens "within" a time (response promises) must be about one of the catalogue's guarantees
 *   (`guarantees`: money-back, uptime, response times, no lock-in, fixed price; and the 24/7 emergency line),
 *   and every duration and percentage in it must be one the catalogue states for that guarantee ('60-day
 *   money-back', '99.9% uptime', '2 hours' for critical issues). A denied guarantee ('nobody can guarantee you
 *   will never be hacked') is not a claim.
 * - **statistic**: any other percentage must be one the catalogue states (99.9%, 85%, 25%, ...).
 *
 * The number parsing is the recommendation phraser's guard (numbers.ts), typed here by what a number measures.
 */
import {
  claims,
  guarantees,
  locations,
  type PriceUnit,
  prices,
  REPLY_PROMISES,
  RESPONSE_MINUTES,
  TERMS,
} from '@northline/content';
import { numbersIn } from './numbers.ts';

/** What an unverified claim states: a price, a discount, a guarantee, or another percentage. */
export type ClaimKind = 'price' | 'discount' | 'guarantee' | 'statistic';

/**
 * Which rule found it (fixed words, safe to log: never the text):
 * - `unknown-amount`: a money amount that is no catalogue price nor one times a stated quantity
 * - `wrong-unit`: a catalogue amount with another unit ('$150 per user': $150 is the hourly rate)
 * - `discount`: a discount, promo or free period the catalogue does not offer
 * - `unknown-guarantee`: a guarantee or promise about something the catalogue does not guarantee
 * - `guarantee-figure`: a catalogue guarantee with another duration or percentage ('90-day money-back')
 * - `unknown-percentage`: a percentage the catalogue does not state
 */
export type ClaimRule =
  | 'unknown-amount'
  | 'wrong-unit'
  | 'discount'
  | 'unknown-guarantee'
  | 'guarantee-figure'
  | 'unknown-percentage';

/** One unverified claim of a text. */
export interface UnverifiedClaim {
  kind: ClaimKind;
  rule: ClaimRule;
}

/** What else a check may take as true. */
export interface ClaimCheckOptions {
  /**
   * Texts whose numbers are quantities a catalogue price may be multiplied by (the visitor's messages: 'we are
   * 30 people'). Their amounts, percentages and durations are never taken as true: a visitor cannot make the
   * assistant promise '$49 per user' by asking for it.
   */
  quantitiesFrom?: readonly string[];
  /**
   * A trusted text (the rule engine's original that a model rewords): its amounts, percentages and durations
   * count as verified.
   */
  source?: string;
}

/** A guarantee topic: words that name it, and the durations and percentages the catalogue states for it. */
interface Topic {
  id: string;
  words: RegExp;
  figures: Set<string>;
}

/**
 * Words naming each catalogue guarantee (content `guarantees`, by id), plus the 24/7 emergency line. A guarantee
 * the content adds needs a line here (test/claims/catalogue-claims.test.ts checks every id has one); until then
 * a claim about it is reported as unknown, which errs on the safe side.
 */
export const GUARANTEE_TOPIC_WORDS: Readonly<Record<string, RegExp>> = {
  'money-back': /money[- ]?back|refund/,
  uptime: /up ?time|\bsla\b|service[- ]level|availability|service credit/,
  response:
    /respon|answer|reply|replies|on[- ]?site|technician|engineer|arriv|call(?:ing)? you back|callback|get back to you|containment/,
  'no-lock-in': /notice|lock[- ]?in|cancel|month[- ]to[- ]month|contract|terminat|\bleave\b/,
  'fixed-price': /fixed (?:monthly )?(?:price|fee)|price (?:change|increase|rise)|same price|price lock/,
  support: /24\/7|around the clock|emergency|monitor/,
};

/** Typography and Unicode forms folded so the patterns see plain lower-case ASCII punctuation. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u202f]/g, ' ')
    .toLowerCase();
}

/** Sentences (and lines) of folded text; dots inside numbers ('99.9', '$2.50') do not split. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const canonical = (value: number) => String(Number(value.toFixed(4)));

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const toNumber = (text: string) => Number(text.replaceAll(',', ''));

/** Money amounts: '$99', 'c$99', 'cad 99', '99 dollars', '$5k'. */
const MONEY = new RegExp(
  String.raw`(?:\b(?:c|ca|us|cad)\s?)?\$\s?${NUMBER}(\s?k\b)?|\bcad\s?${NUMBER}|${NUMBER}(\s?k)?\s?(?:dollars|bucks|cad)\b`,
  'g',
);
const PER_USER =
  /^\s*(?:cad\b\s*)?(?:\/\s*|per\s+|a\s+|an\s+|each\s+|for each\s+)(?:user|seat|person|employee|staff member|head|device|endpoint|computer)s?\b/;
const PER_HOUR = /^\s*(?:cad\b\s*)?(?:(?:\/\s*|per\s+|an?\s+)(?:hour|hr)\b|hourly\b)/;
const PERCENT = new RegExp(String.raw`${NUMBER}\s?(?:%|percent\b|per cent\b)`, 'g');
const DURATION = new RegExp(
  String.raw`${NUMBER}[\s-]*(business[\s-]+days?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b`,
  'g',
);
const PHONE = /\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b|\b1-800-\d{3}-\d{4}\b/g;

const GUARANTEE_WORDS =
  /\bguarantee[sd]?\b|\bwarrant(?:y|ies|ed)\b|\bpromise[sd]?\b|\bmoney[- ]?back\b|\brefund(?:s|ed|able)?\b|\bsla\b|\bservice[- ]level\b|\brisk[- ]free\b/;
const RESPONSE_PROMISE =
  /\b(?:respond|responds|response|answer|answers|reply|replies|arrive|arrives|on[- ]?site|get back to you|call you back)\b[^.?!]{0,40}\bwithin\b|\bwithin\b[^.?!]{0,30}\b(?:respon|answer|repl|arriv)/;
const UPTIME_CLAIM = /\bup ?time\b/;
const DENIED_GUARANTEE =
  /\b(?:no|not|can't|cannot|can not|won't|don't|doesn't|never|nobody|no one|isn't|aren't|without)\b[^.?!]{0,30}\b(?:guarantee|promise|warrant)/;
const DISCOUNT_WORDS =
  /\bdiscount(?:s|ed)?\b|\d\s?(?:%|percent|per cent)\s+off\b|\b(?:rebates?|coupons?|vouchers?|promo(?:tion(?:al)?)?(?: codes?)?|special (?:offers?|deals?|price|pricing|rates?)|introductory (?:offers?|price|pricing|rates?)|price[- ]match(?:ing)?|half[- ]price|cash ?back)\b|\b(?:first|1st|one|two|three|\d+) (?:months?|weeks?|years?)\b[^.?!]{0,25}\b(?:free|on us|at no (?:extra )?(?:cost|charge))\b|\bfree (?:first )?(?:months?|weeks?|trial)\b|\bwaive[sd]?\b|\b(?:reduced|cheaper) (?:rates?|price|pricing)\b/;
const DENIAL_BEFORE =
  /\b(?:no|not|don't|do not|doesn't|never|without|aren't|isn't|can't|cannot)\b[^.?!]{0,25}$/;

/** Money amounts of folded text, with the unit that follows each one. */
function amountsIn(text: string): { value: number; unit: 'per-user' | 'per-hour' | 'other' }[] {
  return Array.from(text.matchAll(MONEY), (match) => {
    const digits = match[1] ?? match[3] ?? match[4] ?? '0';
    const thousands = (match[2] ?? match[5]) !== undefined;
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 40);
    const unit = PER_USER.test(after) ? 'per-user' : PER_HOUR.test(after) ? 'per-hour' : 'other';
    return { value: toNumber(digits) * (thousands ? 1000 : 1), unit } as const;
  });
}

/** Durations and percentages of folded text as comparable figures: 'min:120' (2 hours), 'pct:99.9', 'bday:1'. */
function figuresIn(text: string): Set<string> {
  const figures = new Set<string>();
  for (const match of text.matchAll(DURATION)) {
    const value = toNumber(match[1] ?? '0');
    const unit = (match[2] ?? '').replace(/[\s-]+/g, ' ');
    if (unit.startsWith('business')) figures.add(`bday:${canonical(value)}`);
    else if (unit.startsWith('min')) figures.add(`min:${canonical(value)}`);
    else if (unit.startsWith('h')) figures.add(`min:${canonical(value * 60)}`);
    else if (unit.startsWith('day')) figures.add(`min:${canonical(value * 1440)}`);
    else if (unit.startsWith('week')) figures.add(`min:${canonical(value * 10_080)}`);
    else if (unit.startsWith('month')) figures.add(`month:${canonical(value)}`);
    else figures.add(`year:${canonical(value)}`);
  }
  for (const match of text.matchAll(PERCENT)) figures.add(`pct:${canonical(toNumber(match[1] ?? '0'))}`);
  return figures;
}

/** The catalogue's facts as the checks need them, read once from `@northline/content`. */
function catalogueFacts() {
  const all = Object.values(prices) as { amountCad: number; unit: PriceUnit }[];
  const amountsOf = (units: readonly PriceUnit[]) =>
    new Set(all.filter((price) => units.includes(price.unit)).map((price) => canonical(price.amountCad)));
  const percentages = new Set<string>();
  const collectPercents = (record: object) => {
    for (const [key, value] of Object.entries(record)) {
      if (!/percent/i.test(key)) continue;
      const number = typeof value === 'number' ? value : (value as { value?: unknown }).value;
      if (typeof number === 'number') percentages.add(`pct:${canonical(number)}`);
    }
  };
  collectPercents(claims);
  collectPercents(TERMS);
  const extra: Record<string, string[]> = {
    'money-back': [`${claims.moneyBackGuaranteeDays.value} days`],
    uptime: [`${claims.uptimePercent.value}%`, `${TERMS.uptimeTargetPercent}%`],
    response: [
      ...Object.values(RESPONSE_MINUTES).map((minutes) => `${minutes} minutes`),
      ...locations.map((location) => `${location.responseMinutes} minutes`),
      `${claims.incidentResponseMinutes.value} minutes`,
      `${claims.torontoResponseMinutes.value} minutes`,
      ...Object.values(TERMS.responseTimes).flatMap((time) => (time.hours ? [`${time.hours} hours`] : [])),
      `${REPLY_PROMISES.businessDays} business day`,
      `${REPLY_PROMISES.hours} hours`,
    ],
    'no-lock-in': [`${TERMS.terminationNoticeDays} days`],
    'fixed-price': [`${TERMS.priceChangeNoticeDays} days`],
  };
  const topics: Topic[] = Object.entries(GUARANTEE_TOPIC_WORDS).map(([id, words]) => {
    const guarantee = guarantees.find((entry) => entry.id === id);
    const text = fold([guarantee?.title ?? '', guarantee?.text ?? '', ...(extra[id] ?? [])].join('. '));
    return { id, words, figures: figuresIn(text) };
  });
  for (const topic of topics)
    for (const figure of topic.figures) if (figure.startsWith('pct:')) percentages.add(figure);
  return {
    amounts: amountsOf(['per-user-per-month', 'per-month', 'one-time', 'per-hour']),
    perUser: amountsOf(['per-user-per-month']),
    perHour: amountsOf(['per-hour']),
    multipliable: all.map((price) => price.amountCad).filter((amount) => amount > 0),
    percentages,
    topics,
  };
}

const FACTS = catalogueFacts();

/** Whether `value` is a catalogue price times one of `quantities` (whole numbers from 1 to 100 000). */
function isDerived(value: number, quantities: ReadonlySet<number>): boolean {
  for (const quantity of quantities) {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100_000) continue;
    if (FACTS.multipliable.some((amount) => Math.abs(amount * quantity - value) < 0.005)) return true;
  }
  return false;
}

/**
 * The claims of `text` the catalogue does not back (see the module comment for the rules). An empty list means
 * every price, discount, guarantee and percentage in it is the catalogue's.
 *
 * @param text a model's answer (any case, any Unicode form)
 * @param options quantities the conversation states, and a trusted source text
 * @returns one entry per kind and rule found, in the order first found; never the text itself
 */
export function findUnverifiedClaims(text: string, options: ClaimCheckOptions = {}): UnverifiedClaim[] {
  const found = new Map<string, UnverifiedClaim>();
  const report = (kind: ClaimKind, rule: ClaimRule) => found.set(`${kind}:${rule}`, { kind, rule });
  const source = fold(options.source ?? '');
  const sourceAmounts = new Set(amountsIn(source).map((amount) => canonical(amount.value)));
  const sourceFigures = figuresIn(source);
  const stated = new Set<number>();
  for (const context of options.quantitiesFrom ?? []) {
    for (const number of numbersIn(fold(context).replace(PHONE, ' '))) stated.add(toNumber(number));
  }

  for (const sentence of sentencesOf(fold(text))) {
    const amounts = amountsIn(sentence);
    const withoutMoney = sentence.replace(MONEY, ' ').replace(PHONE, ' ');
    const quantities = new Set(stated);
    for (const number of numbersIn(withoutMoney)) quantities.add(toNumber(number));

    for (const amount of amounts) {
      const key = canonical(amount.value);
      if (sourceAmounts.has(key)) continue;
      if (amount.unit === 'per-user' && FACTS.amounts.has(key) && !FACTS.perUser.has(key)) {
        report('price', 'wrong-unit');
      } else if (amount.unit === 'per-hour' && FACTS.amounts.has(key) && !FACTS.perHour.has(key)) {
        report('price', 'wrong-unit');
      } else if (!FACTS.amounts.has(key) && !isDerived(amount.value, quantities)) {
        report('price', 'unknown-amount');
      }
    }

    const discount = DISCOUNT_WORDS.exec(sentence);
    if (discount && !DENIAL_BEFORE.test(sentence.slice(0, discount.index))) report('discount', 'discount');

    const denied = DENIED_GUARANTEE.test(sentence);
    const promise =
      (GUARANTEE_WORDS.test(sentence) && !denied) ||
      RESPONSE_PROMISE.test(sentence) ||
      UPTIME_CLAIM.test(sentence);
    const figures = figuresIn(withoutMoney);
    if (promise) {
      const topics = FACTS.topics.filter((topic) => topic.words.test(sentence));
      if (topics.length === 0) {
        report('guarantee', 'unknown-guarantee');
      } else {
        const allowed = new Set([...sourceFigures, ...topics.flatMap((topic) => [...topic.figures])]);
        if ([...figures].some((figure) => !allowed.has(figure))) report('guarantee', 'guarantee-figure');
      }
    } else if (!denied) {
      for (const figure of figures) {
        if (!figure.startsWith('pct:') || FACTS.percentages.has(figure) || sourceFigures.has(figure))
          continue;
        report(discount ? 'discount' : 'statistic', discount ? 'discount' : 'unknown-percentage');
      }
    }
  }
  return [...found.values()];
}

/**
 * Whether every price, discount, guarantee and percentage `text` states is the catalogue's
 * ({@link findUnverifiedClaims} finds nothing).
 */
export function statesOnlyCatalogueClaims(text: string, options: ClaimCheckOptions = {}): boolean {
  return findUnverifiedClaims(text, options).length === 0;
}
