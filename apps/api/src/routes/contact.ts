import { type ContactFormConfig, contactForms, routePath } from '@northline/content';
import { contactFormMessages, createContactSchema, SIZE_BANDS, toFieldIssues } from '@northline/schemas';
import { contactSubmit } from '../leads/contact-submit.ts';
import { setBookingReferenceCookie } from './booking-reference.ts';
import { leadFormRoute, type NativeForm } from './form-post.ts';

/** The contact request's fields as a native form posts them. */
const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'employees',
  'message',
] as const;

/** The form a native post came from, by its hidden `source`; the contact page's when unknown. */
function formOf(source: string | undefined): ContactFormConfig {
  return Object.values(contactForms).find((config) => config.source === source) ?? contactForms.contact;
}

/**
 * A contact form posted without JavaScript (decision 003): checked with that page's own schema and messages
 * (§5), stored with that page's `source`, then sent to `/thank-you/<form>`.
 */
function nativeContactForm(fields: Record<string, string>): NativeForm {
  const config = formOf(fields.source);
  const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, fields[name] ?? '']));
  const pageSchema = createContactSchema(
    contactFormMessages(config.schema, config.messageOverrides),
    SIZE_BANDS[config.sizeBands],
  );
  return {
    formPage: `${routePath(config.route)}#${config.anchorId}`,
    labels: config.labels,
    thankYou: `/thank-you/${config.page}`,
    check: () => {
      const checked = pageSchema.safeParse(values);
      return checked.success
        ? { values: { ...values, source: config.source } }
        : { issues: toFieldIssues(checked.error.issues) };
    },
  };
}

/**
 * REST adapter of {@link contactSubmit} (specification §7): `POST /api/contact`, as JSON (201
 * `{ id, submittedAt, message }`) or as a form posted without JavaScript (303 to the form's thank-you page, or an
 * HTML page with status 400 or 503); see `leadFormRoute`. A native post's 303 also sets the booking reference
 * cookie of the stored request (docs/decisions/042), so a booking from the thank-you page's link joins this lead.
 * The operation runs without tRPC's caller (`callOperation`), the lead path's fast path (decision 004).
 */
export const contactRoutes = leadFormRoute({
  path: '/api/contact',
  operation: contactSubmit,
  nativeForm: nativeContactForm,
  onNativeStored: (reply, result) => setBookingReferenceCookie(reply, result.id),
});
