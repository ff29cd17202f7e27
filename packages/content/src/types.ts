/**
 * Small shapes shared by every part of the catalogue: cards, steps, FAQs, links, dates.
 * Topic files (company.ts, services.ts, pages/*.ts, ...) build their records from these.
 */
import type { Industry, LocationId, ServiceId } from '@northline/schemas';
import type { RouteKey } from './routes.ts';

/**
 * The ids the catalogue keys its records by. They are declared once, in `@northline/schemas` (options.ts,
 * §3 option lists); content names them here so its readers need not import both packages.
 */
export type { LocationId, ServiceId };

/** One of the six industry ids (§3): `Industry` of `@northline/schemas` (content's `Industry` is the record). */
export type IndustryId = Industry;

/** An ISO 8601 calendar date, `YYYY-MM-DD` (e.g. '2025-01-11'). */
export type IsoDate = string;

/** A date as stored (`iso`) and as shown to visitors (`display`, e.g. 'January 11, 2025'). */
export interface DisplayDate {
  /** ISO 8601 calendar date. */
  iso: IsoDate;
  /** The same date written out in Canadian English. */
  display: string;
}

/**
 * Name of a lucide-react icon in kebab-case (e.g. 'shield-check', 'server'). The site maps it to the
 * component; content never imports icons (lucide line icons, no images).
 */
export type IconName = string;

/** A card with an icon, a title and one or two sentences (benefit cards, service cards, highlights). */
export interface Feature {
  /** Card heading. */
  title: string;
  /** Body text, one to three short sentences. */
  text: string;
  /** lucide-react icon name. */
  icon: IconName;
}

/** A {@link Feature} that may point at one of the six core services and carry a bullet list. */
export interface ServiceCard extends Feature {
  /** The core service this card belongs to, when it maps to one (checked by `validateCatalogue`). */
  serviceId?: ServiceId;
  /** Short bullet points (what is included). */
  bullets?: readonly string[];
}

/** One step of a four-step process (managed IT, cybersecurity, cloud migration, consulting; §2). */
export interface ProcessStep {
  /** 1-based position. */
  step: number;
  /** Step name exactly as §2 lists it (e.g. 'Assessment'). */
  title: string;
  /** What happens in this step. */
  text: string;
  /** Typical duration shown beside the step (e.g. '1 week'). */
  duration: string;
}

/** A titled process of exactly four steps. */
export interface Process {
  /** Section heading. */
  title: string;
  /** One-sentence introduction. */
  intro: string;
  /** The four steps, in order. */
  steps: readonly ProcessStep[];
}

/** A question and its answer (FAQ sections and FAQPage structured data). */
export interface Faq {
  /** The question, ending with '?'. */
  question: string;
  /** The answer in plain words; no markup. */
  answer: string;
}

/** A number shown as a graphic (stat bands): value as displayed plus its label. */
export interface Stat {
  /** The figure as shown, e.g. '99.9%', '500+', '15 min'. */
  value: string;
  /** What the figure measures. */
  label: string;
}

/** The phone line a link dials: the main line or the industry-page footers' second line. */
export type PhoneLine = 'main' | 'industry';

/** Where a link or button goes. Route keys are checked by `validateCatalogue`. */
export type LinkTarget =
  /** Another page of the site, optionally at an in-page anchor; `newTab` opens it in a new tab. */
  | { kind: 'route'; route: RouteKey; hash?: string; newTab?: boolean }
  /** An element of the current page, by id (e.g. 'contact'). */
  | { kind: 'anchor'; id: string }
  /** Dial one of the company's phone lines. */
  | { kind: 'phone'; line: PhoneLine }
  /** Write to the company email address. */
  | { kind: 'email' };

/** A labelled link or button. */
export interface CtaLink {
  /** Visible label. */
  label: string;
  /** Where it goes. */
  target: LinkTarget;
}

/** A section heading with an optional introduction. */
export interface SectionCopy {
  /** Heading. */
  title: string;
  /** One or two sentences under the heading. */
  intro?: string;
}

/**
 * A hero: the promise, one line of proof and the actions (a primary action, usually the assessment, and a
 * secondary, usually the call).
 */
export interface Hero {
  /** Small line above the title. */
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  /** One or two sentences under the title. */
  subtitle: string;
  /** One line of proof (response time, rating). */
  proof?: string;
  /** The actions, primary first. */
  ctas: readonly CtaLink[];
}
