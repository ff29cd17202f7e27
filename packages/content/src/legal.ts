/**
 * The privacy policy (nine numbered sections, written for PIPEDA) and the terms of service (twelve numbered
 * sections, written from the `TERMS` constants of §9). Both last updated January 11, 2025 (§2, §9).
 */
import { claims, company, REPLY_PROMISES, TERMS } from './company.ts';
import type { RouteKey } from './routes.ts';
import type { DisplayDate } from './types.ts';

/** A numbered section of a legal document. */
export interface LegalSection {
  /** 1-based section number, shown before the title. */
  number: number;
  /** Section title. */
  title: string;
  /** Paragraphs, in order. */
  paragraphs: readonly string[];
  /** Optional bullet list shown after the paragraphs. */
  bullets?: readonly string[];
}

/** A legal page: privacy policy or terms of service. */
export interface LegalDocument {
  /** Route key. */
  route: RouteKey;
  /** Page title (h1). */
  title: string;
  /** Last-updated date (§9: January 11, 2025). */
  lastUpdated: DisplayDate;
  /** Introduction above the numbered sections. */
  intro: string;
  /** Numbered sections, 1 to n. */
  sections: readonly LegalSection[];
}

/** Date both legal documents were last updated (§2, §9). */
export const LEGAL_LAST_UPDATED: DisplayDate = { iso: '2025-01-11', display: 'January 11, 2025' };

/** Labels of the legal pages' layout: the date line and the table of contents. */
export interface LegalPageCopy {
  /** Shown before the date: 'Last updated' followed by {@link LEGAL_LAST_UPDATED}'s display form. */
  lastUpdatedLabel: string;
  /** Heading of the table of contents that links to each numbered section. */
  tocTitle: string;
}

/** Layout labels shared by the privacy policy and the terms of service (§2). */
export const legalPageCopy: LegalPageCopy = {
  lastUpdatedLabel: 'Last updated',
  tocTitle: 'Contents',
};

const contactLine = `${company.name}, Attention: Privacy Officer, ${company.address.streetAddress}, ${company.address.locality}, ${company.address.region} ${company.address.postalCode}; ${company.email}; ${company.phones.main.display}`;

/** The privacy policy: nine numbered sections (§2), written for Canada's PIPEDA and Ontario practice. */
export const privacyPolicy: LegalDocument = {
  route: 'privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `${company.name} respects your privacy. This policy explains what personal information we collect through this website, why we collect it, how we protect it and the choices you have. We follow the Personal Information Protection and Electronic Documents Act (PIPEDA).`,
  sections: [
    {
      number: 1,
      title: 'Who we are and what this policy covers',
      paragraphs: [
        `${company.name} is a managed IT services provider based in Toronto, Ontario. This policy covers personal information we collect through this website, our contact forms, our chat assistant, our newsletter and our service recommendation tools.`,
        'Information we handle on behalf of clients while providing IT services is governed by our service agreements, not by this policy.',
      ],
    },
    {
      number: 2,
      title: 'Information we collect',
      paragraphs: ['We collect only what we need to answer you and to run this website:'],
      bullets: [
        'Contact details you give us in a form: first and last name, email, phone number, company name, company size and your message.',
        'Chat conversations with our assistant, and any name, email, company or phone number you choose to share in the chat.',
        'Answers you give our recommendation tools, such as industry, company size, challenges, budget and goals.',
        'If you subscribe to our newsletter: your email address and a record of each consent step (when you asked, confirmed or unsubscribed, the page you used, the consent wording, and a keyed one-way hash of your IP address, never the address itself).',
        'Basic usage information, such as pages visited, time on site and the services you viewed, linked to a random session id rather than your name.',
      ],
    },
    {
      number: 3,
      title: 'How we use your information',
      paragraphs: ['We use personal information only for the purposes we tell you about:'],
      bullets: [
        `To answer your request, usually within ${REPLY_PROMISES.businessDays} business day, and to prepare assessments and quotes.`,
        'To reply to you in the chat and to suggest services that fit your business.',
        'To send the newsletter, only after you asked for it and confirmed your email address with the link we send you.',
        'To improve this website and our services, using aggregated information where we can.',
        'To meet our legal obligations.',
      ],
    },
    {
      number: 4,
      title: 'Consent',
      paragraphs: [
        "By submitting a form or using the chat, you consent to our use of the information you provide for the purposes described above. We ask for express consent, with a box that is never pre-ticked, before sending you marketing email, as Canada's Anti-Spam Legislation (CASL) requires, and we send the newsletter only once you confirm your address with the link we email you (double opt-in).",
        'You may withdraw your consent at any time by emailing us or by using the unsubscribe link in every newsletter, which takes one click. Withdrawing consent may mean we cannot answer a request.',
      ],
    },
    {
      number: 5,
      title: 'Sharing and disclosure',
      paragraphs: [
        'We do not sell, rent or trade your personal information.',
        'We share it only with service providers that help us run this website and our business, such as hosting, email delivery and the artificial intelligence service that generates chat replies. They may use it only to provide their service to us and must protect it under contract. Some of these providers may process information outside Canada, where it may be subject to the laws of that country.',
        'We may disclose information when the law requires it.',
      ],
    },
    {
      number: 6,
      title: 'Storage, retention and security',
      paragraphs: [
        'We protect personal information with safeguards suited to its sensitivity: encrypted connections, and access only for our staff who need it, each with their own sign-in (passwords stored only as slow salted hashes, repeated failed sign-ins blocked). Your chat and recommendation session can be read only by the browser that started it, with a secret it keeps. We do not write contact details, chat messages or session ids into our system logs.',
        'We keep contact requests and chat transcripts for up to 24 months after our last contact with you, unless you become a client. After that we delete or anonymize the information.',
        'When you unsubscribe from the newsletter we stop sending it at once and keep only the record of your consent and of your unsubscribing, so we can show that we had your consent and that we respect its withdrawal.',
        'If you sign up for the newsletter and do not confirm your address within 30 days, we delete the signup and its consent record.',
        'A chat or recommendation session ends after 30 days without use: your browser then starts a new one.',
      ],
    },
    {
      number: 7,
      title: 'Your rights',
      paragraphs: [
        'You may ask to see the personal information we hold about you, ask us to correct it, or ask us to delete it where we have no legal reason to keep it. We answer within 30 days, as PIPEDA requires.',
        'To make a request, contact our Privacy Officer (section 9). We may ask you to confirm your identity first.',
      ],
    },
    {
      number: 8,
      title: 'Cookies, analytics and the chat assistant',
      paragraphs: [
        'This website uses a small number of cookies and similar storage to keep your chat session and recommendation profile working. We do not use advertising cookies.',
        'The chat assistant is an automated program. Its answers are general information, not a binding quote or professional advice. Please do not share passwords, health information or other sensitive details in the chat.',
      ],
    },
    {
      number: 9,
      title: 'Contact us and complaints',
      paragraphs: [
        `Questions, requests and complaints about privacy go to our Privacy Officer: ${contactLine}.`,
        'If you are not satisfied with our answer, you may contact the Office of the Privacy Commissioner of Canada at www.priv.gc.ca or 1-800-282-1376.',
        'We may update this policy. The date at the top shows when it last changed.',
      ],
    },
  ],
};

const rt = TERMS.responseTimes;

/** The terms of service: twelve numbered sections (§2) built from the `TERMS` constants of §9. */
export const termsOfService: LegalDocument = {
  route: 'terms-of-service',
  title: 'Terms of Service',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `These terms apply to the IT services ${company.name} provides and to your use of this website. Your signed service agreement or statement of work adds the details of your services; where it differs from these terms, the signed document applies.`,
  sections: [
    {
      number: 1,
      title: 'Agreement and scope',
      paragraphs: [
        `These terms form an agreement between ${company.name} ("we", "us") and the business that orders our services ("you"). By ordering services or using this website you accept them.`,
        'Information on this website, including answers from the chat assistant and automated recommendations, is general information and not a binding offer. Prices become binding only in a written quote.',
      ],
    },
    {
      number: 2,
      title: 'Services',
      paragraphs: [
        'We provide the managed IT, cybersecurity, cloud, consulting, backup and help desk services described in your quote or service agreement. Work outside that scope, such as projects, hardware and on-site installations, is quoted separately before it starts.',
      ],
    },
    {
      number: 3,
      title: 'Service levels and response times',
      paragraphs: [
        'We respond to support requests according to their priority, measured from the time the request is logged with our help desk:',
        `Managed infrastructure has an uptime target of ${TERMS.uptimeTargetPercent}% per calendar month. Scheduled maintenance announced in advance, outages of third-party providers (such as internet carriers and cloud platforms) and events beyond our reasonable control do not count against it. If we miss the target, you receive the service credit set out in your service agreement.`,
      ],
      bullets: [
        `Critical (business stopped, security incident): within ${rt.critical.display}, 24/7 for managed clients.`,
        `High (a team or key system affected): within ${rt.high.display}.`,
        `Standard (one user affected, a workaround exists): ${rt.standard.display}.`,
        `Low (requests and questions): within ${rt.low.display}.`,
      ],
    },
    {
      number: 4,
      title: 'Your responsibilities',
      paragraphs: ['To let us deliver the services, you agree to:'],
      bullets: [
        'Give us accurate information and the access we need to your systems and premises.',
        'Name a contact person who can approve changes.',
        'Use supported, licensed software and tell us about changes you make yourself.',
        'Keep your own passwords confidential and tell us promptly about suspected security incidents.',
      ],
    },
    {
      number: 5,
      title: 'Fees and payment',
      paragraphs: [
        `Monthly fees are invoiced in advance in Canadian dollars, plus applicable taxes. Invoices are due within ${TERMS.paymentDueDays} days of the invoice date.`,
        `Overdue amounts bear interest at ${TERMS.lateInterestPercentPerMonth}% per month (${TERMS.lateInterestPercentPerMonth * 12}% per year) from the due date until paid.`,
        `If an invoice is ${TERMS.suspensionAfterDaysOverdue} or more days overdue, we may suspend non-emergency services after giving you written notice, until the account is brought up to date.`,
      ],
    },
    {
      number: 6,
      title: 'Price changes',
      paragraphs: [
        `We may change our prices by giving you at least ${TERMS.priceChangeNoticeDays} days written notice. If you do not accept a change, you may end the agreement under section 7 before the new price takes effect.`,
      ],
    },
    {
      number: 7,
      title: 'Term and termination',
      paragraphs: [
        `Managed service agreements run month to month unless your agreement says otherwise. Either party may end an agreement by giving ${TERMS.terminationNoticeDays} days written notice.`,
        'Either party may end the agreement at once if the other commits a serious breach and does not fix it within 15 days of written notice.',
        'When the agreement ends, we return your data, passwords and documentation and help with an orderly handover to you or your new provider. Transition work beyond the notice period is billed at our standard rates.',
      ],
    },
    {
      number: 8,
      title: 'Confidentiality and data protection',
      paragraphs: [
        "Each party keeps the other's confidential information secret and uses it only to perform the agreement.",
        "We handle personal information in your systems only on your instructions and to provide the services, with safeguards that meet PIPEDA and, where it applies, Ontario's PHIPA. We tell you without delay if we become aware of a breach affecting your data.",
      ],
    },
    {
      number: 9,
      title: 'Ownership of data and intellectual property',
      paragraphs: [
        'Your data remains yours. Documentation we create specifically for you, such as network diagrams and recovery plans, is yours once paid for.',
        'Our tools, scripts, methods and general know-how remain ours, and third-party software remains subject to its licence terms.',
      ],
    },
    {
      number: 10,
      title: 'Guarantees and warranties',
      paragraphs: [
        `New managed service clients may cancel within the first ${claims.moneyBackGuaranteeDays.value} days and receive a refund of the monthly managed service fees paid, less third-party costs such as licences and hardware.`,
        'We perform our services with reasonable skill and care, in line with accepted industry practice. Apart from what these terms and your agreement state, and as far as the law allows, we give no other warranties, and we do not promise that any system can be made completely secure or free of interruptions.',
      ],
    },
    {
      number: 11,
      title: 'Limitation of liability',
      paragraphs: [
        `Our total liability for all claims arising from the services or this agreement is limited to the fees you paid us in the ${TERMS.liabilityCapMonths} months before the event giving rise to the claim.`,
        'Neither party is liable for indirect or consequential losses, such as lost profits, lost revenue or lost business opportunities. These limits do not apply to liability that cannot be limited by law.',
      ],
    },
    {
      number: 12,
      title: 'Governing law and contact',
      paragraphs: [
        `These terms are governed by ${TERMS.governingLaw}. The parties submit to ${TERMS.venue}.`,
        `We may update these terms by posting a new version on this page and, for existing clients, by giving ${TERMS.priceChangeNoticeDays} days notice of material changes.`,
        `Questions about these terms: ${company.email} or ${company.phones.main.display}.`,
      ],
    },
  ],
};
