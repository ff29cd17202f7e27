import * as z from 'zod/mini';
import { ALL_SIZE_BANDS, CONTACT_FIELD_MAX, PHONE_MIN_LENGTH } from './constants.ts';
import { leadCaptureShape } from './lead-capture.ts';
import { requiredLine, safeString, singleLine, tooLong } from './text.ts';

export {
  ALL_SIZE_BANDS,
  CONTACT_FIELD_MAX,
  PHONE_MIN_LENGTH,
  SIZE_BANDS,
  type SizeBandSet,
} from './constants.ts';

/** The validation messages of one contact form (specification §5). */
export interface ContactFormMessages {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  employees: string;
}

/** Form schema A's messages: home, contact section, managed IT, service pages and the four city pages (§5). */
export const SCHEMA_A_MESSAGES: ContactFormMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  company: 'Company name is required',
  employees: 'Please select number of employees',
};

/** Form schema B's messages: contact page, legal, manufacturing (§5). Healthcare and real estate override some. */
export const SCHEMA_B_MESSAGES: ContactFormMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
  company: 'Company name is required',
  employees: 'Please select company size',
};

/**
 * The messages of a page's form: schema A's or B's (§5) with the page's overrides (healthcare and real estate
 * name their company and size fields differently).
 *
 * @param kind `'A'` or `'B'`, the page form's `schema` in @northline/content
 * @param overrides the page form's `messageOverrides`
 */
export function contactFormMessages(
  kind: 'A' | 'B',
  overrides: Partial<ContactFormMessages> = {},
): ContactFormMessages {
  return { ...(kind === 'A' ? SCHEMA_A_MESSAGES : SCHEMA_B_MESSAGES), ...overrides };
}

/**
 * Builds a contact-form schema with the given messages and size bands.
 *
 * Input: any value; output: a {@link ContactRequest} with every text trimmed and an empty message removed.
 * Rules (specification §5): first and last name, company and employees required; email a valid address;
 * phone at least 10 characters; message optional; source optional (added on submit, §3). Every text refuses NUL
 * and lone surrogates with '<Label> contains characters that are not allowed'; names, phone, company and source
 * are one line each (a tab becomes a space; a line break or other control character fails with
 * '<Label> must be on one line'), the message may hold several.
 *
 * @param messages the form's messages ({@link SCHEMA_A_MESSAGES}, {@link SCHEMA_B_MESSAGES} or a per-page variant)
 * @param sizeBands the values the size-band select offers; any other value fails with `messages.employees`
 */
export function createContactSchema(messages: ContactFormMessages, sizeBands: readonly string[]) {
  return z.object({
    firstName: requiredLine(messages.firstName, 'First name', CONTACT_FIELD_MAX.firstName),
    lastName: requiredLine(messages.lastName, 'Last name', CONTACT_FIELD_MAX.lastName),
    email: safeString('Email', messages.email).check(
      z.trim(),
      z.maxLength(CONTACT_FIELD_MAX.email, tooLong('Email', CONTACT_FIELD_MAX.email)),
      z.email(messages.email),
    ),
    phone: safeString('Phone', messages.phone).check(
      ...singleLine('Phone'),
      z.minLength(PHONE_MIN_LENGTH, messages.phone),
      z.maxLength(CONTACT_FIELD_MAX.phone, tooLong('Phone', CONTACT_FIELD_MAX.phone)),
    ),
    company: requiredLine(messages.company, 'Company name', CONTACT_FIELD_MAX.company),
    employees: safeString('Company size', messages.employees).check(
      z.trim(),
      z.refine((value) => sizeBands.includes(value), messages.employees),
    ),
    message: z.optional(
      safeString('Message', 'Message must be text').check(
        z.trim(),
        z.maxLength(CONTACT_FIELD_MAX.message, tooLong('Message', CONTACT_FIELD_MAX.message)),
      ),
    ),
    source: z.optional(
      safeString('Source', 'Source must be text').check(
        ...singleLine('Source'),
        z.maxLength(CONTACT_FIELD_MAX.source, tooLong('Source', CONTACT_FIELD_MAX.source)),
      ),
    ),
  });
}

/**
 * The contact request the API accepts (`POST /api/contact`, tRPC `contact.submit`): form schema A's
 * messages (§5) and any size band of any page (§3).
 */
export const contactRequestSchema = createContactSchema(SCHEMA_A_MESSAGES, ALL_SIZE_BANDS);

/**
 * What `POST /api/contact` and `contact.submit` accept: a {@link contactRequestSchema} contact
 * request plus the lead-capture fields (honeypot, form token, attribution, chat session; see
 * `leadCaptureShape`).
 */
export const contactSubmissionSchema = z.extend(contactRequestSchema, leadCaptureShape);

/** See {@link contactSubmissionSchema}. */
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** A contact request (a lead) as submitted: firstName, lastName, email, phone, company, employees, message?, source? (§3). */
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** What a visitor types into a contact form before validation (every field a string). */
export type ContactFormValues = z.input<typeof contactRequestSchema>;

/** A stored contact request: the request plus its id (UUID) and submittedAt (ISO 8601, set by the server) (§3). */
export interface StoredContactRequest extends ContactRequest {
  id: string;
  submittedAt: string;
}

/** The answer of a successful `POST /api/contact`: the stored lead's id and the message the success toast shows (§7, §8). */
export const contactSubmitResponseSchema = z.object({
  id: z.string(),
  submittedAt: z.string(),
  message: z.string(),
});

/** See {@link contactSubmitResponseSchema}. */
export type ContactSubmitResponse = z.infer<typeof contactSubmitResponseSchema>;
