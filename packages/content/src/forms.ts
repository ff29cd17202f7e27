/**
 * Contact-form configuration of every page that has a form (specification §3, §4, §5, §8; decisions.md).
 * The site's one ContactForm component is driven entirely by these records.
 */

/** Which message set of §5 a form uses: schema A (home, services, cities) or schema B (contact, industries). */
export type ContactFormSchemaKind = 'A' | 'B';

/** Key of a size-band list (the option values themselves live in @northline/schemas `SIZE_BANDS`). */
export type SizeBandSetKey = 'standard' | 'legal' | 'providers' | 'manufacturing';

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
  /** Stable key of the page, e.g. 'home', 'toronto', 'legal'. */
  page: string;
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
  /** The `source` sent with the request (decisions.md: every form names its page). */
  source: string;
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
   * we keep them on every page (DEVELOPERS.md: a form keeps what the visitor typed when submission fails).
   */
  keepValuesOnFailure: boolean;
  /** Message textarea size (§9): a minimum height in px on city pages, else a row count. */
  textarea: { minHeightPx: number } | { rows: number };
  /** One-line privacy notice under the form (decisions.md, PIPEDA). */
  privacyNotice: string;
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

/** The privacy line every form shows (decisions.md, "Privacy (PIPEDA)"). */
export const FORM_PRIVACY_NOTICE =
  'We use these details only to answer your request and never sell them. See our Privacy Policy.';

/** The home page's free-assessment form (schema A, §5; 'Submitting...', §4; toasts of §8). */
export const homeContactForm: ContactFormConfig = {
  page: 'home',
  schema: 'A',
  labels: standardLabels,
  employeesPlaceholder: 'Select number of employees',
  sizeBands: 'standard',
  source: 'Home Page',
  submitLabel: 'Get Free Assessment',
  submittingLabel: 'Submitting...',
  success: {
    title: 'Success!',
    description: { kind: 'serverMessage', fallback: "Thanks! We'll be in touch within 1 business day." },
  },
  failure: {
    title: 'Error',
    description: { kind: 'text', text: 'Failed to submit form. Please try again.' },
  },
  keepValuesOnFailure: true,
  textarea: { rows: 4 },
  privacyNotice: FORM_PRIVACY_NOTICE,
};

/** Every page's contact form, by page key. */
export const contactForms = {
  home: homeContactForm,
} as const satisfies Record<string, ContactFormConfig>;
