/**
 * Contact-form configuration of every page that has a form (specification §3, §4, §5, §8); every form sends
 * a `source` naming its page.
 * The site's one ContactForm component is driven entirely by these records.
 */
import { contactApiMessages } from './api-messages.ts';
import { REPLY_PROMISES } from './company.ts';
import type { RouteKey } from './routes.ts';

/**
 * The one-line privacy notice every form and the chat show (PIPEDA): what is
 * collected and why, then a link to /privacy-policy labelled `linkLabel`.
 */
export interface PrivacyNotice {
  text: string;
  linkLabel: string;
}

/** Which message set of §5 a form uses: schema A (home, services, cities) or schema B (contact, industries). */
export type ContactFormSchemaKind = 'A' | 'B';

/**
 * Keys of the size-band lists of §3 (the option values themselves live in @northline/schemas `SIZE_BANDS`,
 * under the same keys): `standard` (employees: home, managed IT, services, the four cities), `legal`
 * (attorneys), `providers` (healthcare providers, real estate agents), `manufacturing` (employees).
 */
export const SIZE_BAND_SET_KEYS = ['standard', 'legal', 'providers', 'manufacturing'] as const;

/** Key of a size-band list (one of {@link SIZE_BAND_SET_KEYS}). */
export type SizeBandSetKey = (typeof SIZE_BAND_SET_KEYS)[number];

/** The `source` every form sends, naming its page (one per form, in this order). */
export const FORM_SOURCES = [
  'Home Page',
  'Services Page',
  'Managed IT Services Page',
  'Cybersecurity Page',
  'Cloud Solutions Page',
  'IT Consulting Page',
  'Contact Page',
  'Toronto Location Page',
  'Mississauga Location Page',
  'Markham Location Page',
  'Vaughan Location Page',
  'Legal IT Services',
  'Healthcare IT Services',
  'Manufacturing IT Services',
  'Real Estate IT Services',
] as const;

/** One of {@link FORM_SOURCES}. */
export type FormSource = (typeof FORM_SOURCES)[number];

/** What a toast's description says. */
export type ToastCopy =
  /** A fixed text. */
  | { kind: 'text'; text: string }
  /** The server's `message` of the successful answer (home, managed IT and service pages, §8). */
  | { kind: 'serverMessage'; fallback: string }
  /** The error's own message, else `fallback` (city pages, §8). */
  | { kind: 'errorMessage'; fallback: string };

/** One page's contact form. */
export interface ContactFormConfig {
  /** Stable key of the page, e.g. 'home', 'toronto', 'legal' (the key in {@link contactForms}). */
  page: string;
  /** The route the form sits on (checked by `validateCatalogue`). */
  route: RouteKey;
  /** Id of the form's section, the target of 'Get Free Assessment' and 'Get Quote' links: 'contact'. */
  anchorId: string;
  /** Message set of §5. */
  schema: ContactFormSchemaKind;
  /** Per-page message overrides of §5 (healthcare, real estate). */
  messageOverrides?: { company?: string; employees?: string };
  /** Field labels shown above the inputs. */
  labels: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    company: string;
    employees: string;
    message: string;
  };
  /** Placeholder of the size-band select, shown while nothing is chosen. */
  employeesPlaceholder: string;
  /** The size-band list of §3. */
  sizeBands: SizeBandSetKey;
  /** The `source` sent with the request (every form names its page). */
  source: FormSource;
  /** Label of the submit button while idle. */
  submitLabel: string;
  /** Label while the request is in flight: 'Submitting...' or 'Sending...' (§4). */
  submittingLabel: 'Submitting...' | 'Sending...';
  /** Success toast (§8). */
  success: { title: string; description: ToastCopy };
  /** Failure toast (§8). */
  failure: { title: string; description: ToastCopy };
  /**
   * Whether the typed values stay after a failed submission. §4 names city and industry pages;
   * we keep them on every page (a form keeps what the visitor typed when submission fails).
   */
  keepValuesOnFailure: boolean;
  /** Message textarea size (§9): a minimum height in px on city pages, else a row count. */
  textarea: { minHeightPx: number } | { rows: number };
  /** One-line privacy notice under the form: what is collected and why (PIPEDA). */
  privacyNotice: PrivacyNotice;
}

const standardLabels: ContactFormConfig['labels'] = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company Name',
  employees: 'Number of Employees',
  message: 'Tell us about your IT needs (optional)',
};

/** The privacy line every form shows: what is collected and why, linking to /privacy-policy (PIPEDA). */
export const FORM_PRIVACY_NOTICE: PrivacyNotice = {
  text: 'We use these details only to answer your request and never sell them.',
  linkLabel: 'Read our Privacy Policy',
};

/** §8 failure toast of the home, managed IT and service pages. */
const submitFailure: ContactFormConfig['failure'] = {
  title: 'Error',
  description: { kind: 'text', text: 'Failed to submit form. Please try again.' },
};

/** §8 success toast of the home, managed IT and service pages: the server's message. */
const serverSuccess: ContactFormConfig['success'] = {
  title: 'Success!',
  description: { kind: 'serverMessage', fallback: contactApiMessages.success },
};

/** §8 failure toast of the contact and industry pages. */
const sendFailure: ContactFormConfig['failure'] = {
  title: 'Error sending message',
  description: { kind: 'text', text: 'Please try again or call us directly.' },
};

/** §8 success toast of the industry pages (reply within 24 hours, §9). */
const industrySuccess: ContactFormConfig['success'] = {
  title: 'Message sent successfully!',
  description: { kind: 'text', text: `We'll get back to you within ${REPLY_PROMISES.hours} hours.` },
};

/** A schema A form of the home, services overview or a service page ('Submitting...', server message). */
const schemaAPageForm = (
  page: string,
  route: RouteKey,
  source: FormSource,
  submitLabel: string,
): ContactFormConfig => ({
  page,
  route,
  anchorId: 'contact',
  schema: 'A',
  labels: standardLabels,
  employeesPlaceholder: 'Select number of employees',
  sizeBands: 'standard',
  source,
  submitLabel,
  submittingLabel: 'Submitting...',
  success: serverSuccess,
  failure: submitFailure,
  keepValuesOnFailure: true,
  textarea: { rows: 4 },
  privacyNotice: FORM_PRIVACY_NOTICE,
});

/** A city page's free-assessment form (schema A, 120 px textarea, §8 city toasts). */
const cityForm = (page: string, route: RouteKey, source: FormSource): ContactFormConfig => ({
  page,
  route,
  anchorId: 'contact',
  schema: 'A',
  labels: standardLabels,
  employeesPlaceholder: 'Select number of employees',
  sizeBands: 'standard',
  source,
  submitLabel: 'Get Free Assessment',
  submittingLabel: 'Submitting...',
  success: {
    title: 'Success!',
    description: {
      kind: 'text',
      text: `Your assessment request has been submitted. We'll contact you within ${REPLY_PROMISES.businessDays} business day.`,
    },
  },
  failure: {
    title: 'Error',
    description: { kind: 'errorMessage', fallback: 'Something went wrong. Please try again.' },
  },
  keepValuesOnFailure: true,
  textarea: { minHeightPx: 120 },
  privacyNotice: FORM_PRIVACY_NOTICE,
});

/** An industry page's consultation form (schema B, 'Sending...', §8 industry toasts). */
const industryForm = (
  page: string,
  route: RouteKey,
  source: FormSource,
  fields: Pick<ContactFormConfig, 'sizeBands' | 'employeesPlaceholder' | 'messageOverrides'> & {
    company: string;
    employees: string;
    message: string;
  },
): ContactFormConfig => ({
  page,
  route,
  anchorId: 'contact',
  schema: 'B',
  ...(fields.messageOverrides ? { messageOverrides: fields.messageOverrides } : {}),
  labels: {
    ...standardLabels,
    company: fields.company,
    employees: fields.employees,
    message: fields.message,
  },
  employeesPlaceholder: fields.employeesPlaceholder,
  sizeBands: fields.sizeBands,
  source,
  submitLabel: 'Request Free Consultation',
  submittingLabel: 'Sending...',
  success: industrySuccess,
  failure: sendFailure,
  keepValuesOnFailure: true,
  textarea: { rows: 4 },
  privacyNotice: FORM_PRIVACY_NOTICE,
});

/** The home page's free-assessment form (schema A, §5; 'Submitting...', §4; toasts of §8). */
export const homeContactForm: ContactFormConfig = schemaAPageForm(
  'home',
  'home',
  'Home Page',
  'Get Free Assessment',
);

/** The contact page's message form (schema B, 'Sending...', §8 contact-page toasts). */
export const contactPageForm: ContactFormConfig = {
  page: 'contact',
  route: 'contact',
  anchorId: 'contact',
  schema: 'B',
  labels: { ...standardLabels, employees: 'Company Size', message: 'How can we help? (optional)' },
  employeesPlaceholder: 'Select company size',
  sizeBands: 'standard',
  source: 'Contact Page',
  submitLabel: 'Send Message',
  submittingLabel: 'Sending...',
  success: {
    title: 'Message sent successfully!',
    description: {
      kind: 'text',
      text: `We'll get back to you within ${REPLY_PROMISES.businessDays} business day.`,
    },
  },
  failure: sendFailure,
  keepValuesOnFailure: true,
  textarea: { rows: 4 },
  privacyNotice: FORM_PRIVACY_NOTICE,
};

/** Every page's contact form, by page key (15 forms, one per page source). */
export const contactForms = {
  home: homeContactForm,
  services: schemaAPageForm('services', 'services', 'Services Page', 'Get Free Assessment'),
  'managed-it': schemaAPageForm(
    'managed-it',
    'managed-it-services',
    'Managed IT Services Page',
    'Get Free Assessment',
  ),
  cybersecurity: schemaAPageForm(
    'cybersecurity',
    'cybersecurity',
    'Cybersecurity Page',
    'Request Security Consultation',
  ),
  'cloud-solutions': schemaAPageForm(
    'cloud-solutions',
    'cloud-solutions',
    'Cloud Solutions Page',
    'Get Free Cloud Assessment',
  ),
  'it-consulting': schemaAPageForm(
    'it-consulting',
    'it-consulting',
    'IT Consulting Page',
    'Book Free Consultation',
  ),
  contact: contactPageForm,
  toronto: cityForm('toronto', 'toronto', 'Toronto Location Page'),
  mississauga: cityForm('mississauga', 'mississauga', 'Mississauga Location Page'),
  markham: cityForm('markham', 'markham', 'Markham Location Page'),
  vaughan: cityForm('vaughan', 'vaughan', 'Vaughan Location Page'),
  legal: industryForm('legal', 'legal-it-services', 'Legal IT Services', {
    company: 'Law Firm Name',
    employees: 'Number of Attorneys',
    employeesPlaceholder: 'Select number of attorneys',
    message: 'How can we help your firm? (optional)',
    sizeBands: 'legal',
  }),
  healthcare: industryForm('healthcare', 'healthcare-it-services', 'Healthcare IT Services', {
    company: 'Healthcare Organization Name',
    employees: 'Number of Providers',
    employeesPlaceholder: 'Select number of providers',
    message: 'Tell us about your practice and its IT needs (optional)',
    sizeBands: 'providers',
    messageOverrides: {
      company: 'Healthcare organization name is required',
      employees: 'Please select organization size',
    },
  }),
  manufacturing: industryForm('manufacturing', 'manufacturing-it-services', 'Manufacturing IT Services', {
    company: 'Manufacturing Company',
    employees: 'Number of Employees',
    employeesPlaceholder: 'Select number of employees',
    message: 'Tell us about your plant and its IT needs (optional)',
    sizeBands: 'manufacturing',
  }),
  'real-estate': industryForm('real-estate', 'real-estate-it-services', 'Real Estate IT Services', {
    company: 'Real Estate Company Name',
    employees: 'Number of Agents',
    employeesPlaceholder: 'Select number of agents',
    message: 'Tell us about your brokerage and its IT needs (optional)',
    sizeBands: 'providers',
    messageOverrides: { company: 'Real estate company name is required' },
  }),
} as const satisfies Record<string, ContactFormConfig>;

/** Key of a page's form in {@link contactForms}. */
export type FormKey = keyof typeof contactForms;
