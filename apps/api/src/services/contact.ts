import type { EntityManager } from '@mikro-orm/core';
import { contactApiMessages } from '@northline/content';
import type { ContactRequest as ContactRequestInput, ContactSubmitResponse } from '@northline/schemas';
import { ContactRequest } from '../db/contact-request.entity.ts';

/**
 * Stores one lead (specification §3 "Contact request", §7 `POST /api/contact`).
 *
 * @param em a request-scoped entity manager
 * @param input a contact request already validated by `contactRequestSchema`
 * @returns the stored id, submittedAt (ISO 8601) and the message the success toast shows (§8)
 * @throws the driver's error when the database is unreachable (mapped to 503 by the error boundaries)
 */
export async function submitContactRequest(
  em: EntityManager,
  input: ContactRequestInput,
): Promise<ContactSubmitResponse> {
  const lead = em.create(ContactRequest, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    company: input.company,
    employees: input.employees,
    message: input.message ? input.message : null,
    source: input.source ? input.source : null,
  });
  await em.flush();
  return { id: lead.id, submittedAt: lead.submittedAt.toISOString(), message: contactApiMessages.success };
}
