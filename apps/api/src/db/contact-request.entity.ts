import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { CONTACT_FIELD_MAX, SESSION_ID_MAX_LENGTH } from '@northline/schemas';
import { attributionProperties, spamProperties } from './lead-capture.properties.ts';

/** The trigger on `contact_request` that deletes a deleted request's lead (function `contact_request_<name>_fn`). */
export const CONTACT_REQUEST_LEAD_DELETED_TRIGGER = 'lead_contact_request_deleted';

/** The body of {@link CONTACT_REQUEST_LEAD_DELETED_TRIGGER}'s function (PL/pgSQL, between `begin` and `end`). */
export const CONTACT_REQUEST_LEAD_DELETED_BODY =
  'delete from "lead" where "contact_request_id" = old."id"; return old;';

/**
 * A lead: one contact request from any page's form (specification §3, "Contact request").
 * Table `contact_request`, created by migration `Migration20261121000000_contact_request`.
 * Personal information (PIPEDA): stored here only, never logged.
 */
export const ContactRequestSchema = defineEntity({
  name: 'ContactRequest',
  tableName: 'contact_request',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    firstName: p.string().length(CONTACT_FIELD_MAX.firstName),
    lastName: p.string().length(CONTACT_FIELD_MAX.lastName),
    email: p.string().length(CONTACT_FIELD_MAX.email),
    phone: p.string().length(CONTACT_FIELD_MAX.phone),
    company: p.string().length(CONTACT_FIELD_MAX.company),
    employees: p.string().length(CONTACT_FIELD_MAX.employees),
    message: p.text().nullable(),
    source: p.string().length(CONTACT_FIELD_MAX.source).nullable(),
    submittedAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    ...attributionProperties,
    /** The visitor's chat session when they chatted before sending the form; no foreign key, as
     * the session may be purged before the lead. */
    chatSessionId: p.string().length(SESSION_ID_MAX_LENGTH).nullable(),
    ...spamProperties,
  },
  triggers: [
    {
      // The request's lead goes with it; `lead.contact_request_id` has no foreign key whose cascade would take it
      // (docs/decisions/100-the-lead-row-without-its-request-check.md). The lead's own trigger then takes its events.
      name: CONTACT_REQUEST_LEAD_DELETED_TRIGGER,
      timing: 'after',
      events: ['delete'],
      forEach: 'row',
      body: CONTACT_REQUEST_LEAD_DELETED_BODY,
    },
  ],
});

/** A stored contact request (see {@link ContactRequestSchema}). */
export class ContactRequest extends ContactRequestSchema.class {}
ContactRequestSchema.setClass(ContactRequest);
