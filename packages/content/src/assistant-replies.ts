/**
 * What the built-in chat consultant says (apps/api/src/chat/builtin-engine.ts): its closing questions
 * and the sentences of each answer, in Canadian English plain text. The engine decides which answer fits and
 * passes what only the conversation knows (the visitor's name, team size, a city); every fact comes from this
 * catalogue. Sentences with such a value are functions of it; the others are strings.
 */
import type { ServiceId } from '@northline/schemas';
import {
  certifications,
  claims,
  company,
  prices,
  REPLY_PROMISES,
  RESPONSE_MINUTES,
  TERMS,
} from './company.ts';
import { formatCad, joinList, lowerFirst } from './format.ts';
import { locations } from './locations.ts';
import { homePage } from './pages/home.ts';
import { services } from './services.ts';

/** The questions the consultant ends a reply with, by what they find out. */
export type AssistantQuestionId =
  | 'contact'
  | 'email'
  | 'phone'
  | 'challenge'
  | 'size'
  | 'industry'
  | 'location'
  | 'timeline'
  | 'assessment'
  | 'meeting-time'
  | 'anything-else'
  | 'emergency-callback'
  | 'emergency-scope'
  | 'goodbye-follow-up'
  | 'goodbye-anything'
  | 'browsing';

const phone = company.phones.main.display;

/** The office hours as one phrase: 'Monday to Friday 8 a.m. to 6 p.m. and Saturday 9 a.m. to 5 p.m.'. */
const officeHours = joinList(
  company.hours.display.filter((line) => !/closed/i.test(line)).map((line) => line.replace(': ', ' ')),
);

/** Follows each price the assistant states (§9: prices are CAD before HST). */
const currencyNote = '(CAD, plus HST)';

/** The phrase a service's starting price is stated with. */
const priceSubject: Readonly<Record<ServiceId, string>> = {
  'managed-it': 'Managed IT',
  cybersecurity: 'A security assessment',
  'cloud-solutions': 'A cloud migration',
  'it-consulting': 'IT consulting',
  'backup-recovery': 'Backup and recovery',
  'help-desk': 'Help desk support',
};

const moneyBack = `The first IT assessment is free, and managed services come with a ${claims.moneyBackGuaranteeDays.display} money-back guarantee.`;
const incidentLine = `Security incidents get an engineer within ${claims.incidentResponseMinutes.display}, 24/7.`;
const serviceNames = joinList(services.map((service) => service.shortName));
const areaServedNames = joinList(
  company.areaServed.map((id) => locations.find((location) => location.id === id)?.name ?? id),
);

/** The built-in consultant's questions and sentences. */
export const assistantReplies = {
  /** The one question a reply ends with. `size` is the fallback of {@link sizeQuestionByIndustry}. */
  questions: {
    contact: "What's the best email address and phone number for one of our consultants to reach you?",
    email: "What's the best email address for our consultant to send the details to?",
    phone: "What's the best phone number to reach you on?",
    challenge: "What's the biggest IT challenge your business is facing right now?",
    size: 'How many employees does your business have?',
    industry: 'What industry is your business in?',
    location: 'Where is your office located?',
    timeline: 'When are you hoping to have this in place?',
    assessment: 'Would you like to book a free IT assessment with one of our consultants?',
    'meeting-time': 'Which of the times below suits you?',
    'anything-else': "Is there anything else you'd like to know before our consultant reaches out?",
    'emergency-callback': "If you'd rather we call you, what's the best number to reach you right now?",
    'emergency-scope': 'How many computers or servers are affected so far?',
    'goodbye-follow-up': 'Before you go, would you like a consultant to follow up with you by email?',
    'goodbye-anything': 'Is there anything else I can help with before you go?',
    browsing:
      'Is there anything about our services, prices or response times I can explain while you look around?',
  } satisfies Record<AssistantQuestionId, string>,
  /** The size question in the words of an industry, where it has its own. */
  sizeQuestionByIndustry: {
    healthcare: 'How many providers and staff work at your practice?',
    legal: 'How many lawyers and staff are at your firm?',
    'real-estate': 'How many agents and staff are at your brokerage?',
    manufacturing: 'How many employees do you have across the office and the shop floor?',
  } as Partial<Record<string, string>>,

  /** A service's starting price, given the price as a clause ('starts at $99 per user per month'). */
  price: (id: ServiceId, priceClause: string) => `${priceSubject[id]} ${priceClause} ${currencyNote}.`,

  /** An active incident: call the 24/7 line now, and what to do meanwhile. */
  emergency: {
    security: [
      `That sounds like an active security incident, so please call our 24/7 emergency line at ${phone} right now: an engineer starts containment within ${claims.incidentResponseMinutes.display}.`,
      "Until then, disconnect the affected computers from the network (unplug the cable or turn off Wi-Fi) but leave them powered on, and don't pay any ransom or delete anything.",
    ],
    outage: [
      `Sorry to hear your systems are down: please call our 24/7 emergency line at ${phone} right now so an engineer can start on it straight away.`,
      'If you can, note what changed just before it stopped working (a power cut, an update, a new device), as that helps us fix it faster.',
    ],
  },
  /** The visitor left an email or phone number. */
  contactNoted: (firstName: string | undefined) =>
    `Thanks${firstName ? `, ${firstName}` : ''}! I've noted your details, and one of our consultants will contact you within ${REPLY_PROMISES.businessDays} business day.`,
  booking: `Great, the IT assessment is free. ${homePage.contact.intro}`,
  /** The visitor asked for the meeting itself: the chat widget shows the free slots under this reply. */
  meeting:
    'Great, the IT assessment is free, and I can book it for you right here in the chat: the next free times are below.',
  human: `Of course: you can reach a consultant at ${phone} (${officeHours}), or leave your details here and we'll contact you within ${REPLY_PROMISES.businessDays} business day.`,
  pricing: {
    moneyBack,
    overview: `Our prices are in CAD before HST: ${joinList([
      `managed IT ${lowerFirst(prices.managedIt.display)}`,
      `security assessments ${lowerFirst(prices.securityAssessment.display)}`,
      `cloud migrations ${lowerFirst(prices.cloudMigration.display)}`,
      `IT consulting at ${prices.consultingHourly.display}`,
    ])}.`,
    /** A per-user estimate of managed IT for a team of `employees`. */
    estimate: (employees: number) =>
      `For your team of ${employees}, managed IT would start at about ${formatCad(employees * prices.managedIt.amountCad)} per month.`,
  },
  responseTime: {
    incident: incidentLine,
    city: (cityName: string, minutes: number) =>
      `In ${cityName}, a technician responds within ${minutes} minutes of your call or ticket.`,
    otherGta: `Across the rest of the GTA, a technician responds within ${RESPONSE_MINUTES.other} minutes of your call or ticket.`,
    /** Every city with a page, e.g. ['60 minutes in Toronto', '90 in Mississauga', ...]. */
    overview: (cities: readonly { name: string; minutes: number }[]) =>
      `A technician responds within ${joinList(
        cities.map((city, index) =>
          index === 0 ? `${city.minutes} minutes in ${city.name}` : `${city.minutes} in ${city.name}`,
        ),
      )}, and ${RESPONSE_MINUTES.other} minutes elsewhere in the GTA.`,
  },
  compliance: {
    assessment: `A security assessment (${lowerFirst(prices.securityAssessment.display)} CAD) shows where you stand today.`,
    one: (name: string, summary: string) => `About ${name}: ${summary}`,
    oneHelp: 'Our cybersecurity service gives you the controls and the evidence it asks for.',
    several: (names: readonly string[]) =>
      `We help GTA businesses meet ${joinList(names)} requirements, and prepare for audits and cyber-insurance questionnaires.`,
  },
  services: (names: readonly string[]) => `We can help with ${joinList(names)}.`,
  industry: {
    intro: (industryName: string, summary: string) =>
      `For ${industryName.toLowerCase()} clients, we provide ${lowerFirst(summary)}`,
    firstService: (serviceName: string, why: string) => `${serviceName}: ${lowerFirst(why)}`,
    frameworks: (names: readonly string[]) => `We also help you meet ${joinList(names)}.`,
  },
  area: {
    outside: [
      `We serve Toronto and the GTA, with on-site support within ${company.serviceRadiusKm} km of ${areaServedNames}, so that location is outside our area for on-site work.`,
      'A consultant can tell you whether remote support alone would work for you.',
    ],
    otherGta: `Yes, we serve the wider GTA: a technician responds within ${RESPONSE_MINUTES.other} minutes of your call or ticket.`,
    city: (cityName: string, minutes: number) =>
      `We support businesses across ${cityName}, with a ${minutes}-minute response time.`,
    served: (businessesServed: string, cityName: string) =>
      `We've worked with ${businessesServed} businesses in ${cityName} since ${company.foundingYear}.`,
  },
  hours: [
    `Our office hours are ${officeHours}, Toronto time.`,
    `We also provide ${company.hours.emergency}, and you can call us at ${phone}.`,
  ],
  contactRequest: [
    `You can call us at ${phone} or email ${company.email}, and we answer messages within ${REPLY_PROMISES.businessDays} business day.`,
    `Our office is in downtown ${company.address.locality}, open ${officeHours}.`,
  ],
  contract: [
    `There's no long-term lock-in: agreements are month-to-month, and you can leave with ${TERMS.terminationNoticeDays} days notice.`,
    `Managed services also come with a ${claims.moneyBackGuaranteeDays.display} money-back guarantee and a ${claims.uptimePercent.display} uptime SLA.`,
  ],
  /** A question about how we handle the visitor's own information (the privacy policy's sections 3, 5, 6 and 7). */
  privacy: [
    'We use what you share in this chat only to answer you and to follow up when you ask us to, and we never sell it.',
    'We keep chat transcripts for up to 24 months after our last contact, and you can ask our Privacy Officer to see, correct or delete what we hold at any time.',
  ],
  aboutCompany: [company.description, `We're rated ${company.rating.display}.`],
  /** Asked about certifications: the catalogue's, by their badges. */
  certifications: `Our credentials are ${joinList(certifications.map((certification) => certification.badge))}.`,
  aboutAssistant: [
    `I'm ${company.name}'s automated assistant: I answer questions about our services, prices and response times.`,
    `A human consultant is always available at ${phone}.`,
  ],
  challenge: {
    /** Before the answer to a described problem (not to a question). */
    empathy: "That's a common problem, and one we fix for GTA businesses every day.",
    slowSupport: `In Toronto a technician responds in ${claims.torontoResponseMinutes.display}, and within ${RESPONSE_MINUTES.other} minutes anywhere else in the GTA.`,
  },
  /**
   * A described problem answered with the visitor's situation (apps/api/src/chat/compose.ts): their problem in
   * their own words, their industry's `situation` sentence (industries.ts), the service that fixes it and its
   * catalogue facts.
   */
  situation: {
    /** The visitor's problem, quoted from their message (trimmed, without contact details). */
    problem: (words: string) =>
      `You mentioned "${words}": we handle exactly that for GTA businesses every day.`,
    /** The service that fixes it, with why it matters to the visitor's industry (industries.ts `services[].why`). */
    service: (serviceShortName: string, why: string) => `Our ${serviceShortName} service ${lowerFirst(why)}`,
    /**
     * The service's starting price, and the response time of the visitor's city when it is known
     * (locations.ts `responseMinutes`).
     */
    facts: (id: ServiceId, priceClause: string, city?: { name: string; minutes: number }) =>
      city
        ? `${priceSubject[id]} ${priceClause} ${currencyNote}, and in ${city.name} a technician responds within ${city.minutes} minutes.`
        : `${priceSubject[id]} ${priceClause} ${currencyNote}.`,
  },
  notBuyer: {
    jobSeeker: `Thanks for your interest in working with us! Please send your resume to ${company.email}.`,
    browsing: 'No problem, take your time.',
  },
  greeting: `Hi, thanks for stopping by! I can help with ${serviceNames} for businesses across Toronto and the GTA.`,
  thanks: "You're welcome, happy to help.",
  goodbye: `Thanks for chatting with ${company.name}! If anything comes up, call us at ${phone} or email ${company.email}.`,
  offTopic: `I'm ${company.name}'s assistant, so I stick to business IT: support, security, cloud, consulting, backup and help desk.`,
  /** A general IT question, given managed IT's price as a clause ('starts at $99 per user per month'). */
  generalIt: (managedItPriceClause: string) => [
    "That's the kind of thing our managed IT and help desk teams handle every day.",
    `Managed IT ${managedItPriceClause} ${currencyNote} and covers help desk support, 24/7 monitoring and patching.`,
  ],
  size: {
    customQuote: (employees: number) =>
      `Thanks, that helps: for a team of ${employees}, we put together a custom quote after the free IT assessment.`,
    estimate: (employees: number) =>
      `Thanks, that helps: for a team of ${employees}, managed IT would start at about ${formatCad(employees * prices.managedIt.amountCad)} per month ${currencyNote}, at ${formatCad(prices.managedIt.amountCad)} per user.`,
  },
  timeline: {
    later: "Good to know, there's time to plan it properly, and the free assessment is a good first step.",
    soon: 'Good to know, we can move quickly: the free assessment is usually the first step.',
  },
  acknowledgement: { yes: 'Sounds good.', no: 'No problem.' },
  fallback: `I'm here to help with your business IT: ${serviceNames}.`,
} as const;
