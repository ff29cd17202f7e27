import { PRIVACY_PHONE_INVALID, privacyRedactSchema, privacyRequestSchema } from '@northline/schemas';
import * as z from 'zod/mini';
import { normalisePhone } from './privacy.ts';

/** The check that a phone number, when given, is one libphonenumber-js reads as possible. */
const possiblePhone = () =>
  z.refine<{ phone?: string | undefined }>((input) => !input.phone || normalisePhone(input.phone) !== null, {
    message: PRIVACY_PHONE_INVALID,
    path: ['phone'],
  });

/**
 * A privacy request's input: `privacyRequestSchema` `{ email?, phone? }` (at least one), and a phone number
 * libphonenumber-js reads as a possible number (E.164, region CA); 400 'Please enter a valid phone number'
 * otherwise.
 */
export const privacyInputSchema = privacyRequestSchema.check(possiblePhone());

/** A redaction's input: `privacyRedactSchema` `{ kind, id, email?, phone? }`, the phone read as in {@link privacyInputSchema}. */
export const privacyRedactInputSchema = privacyRedactSchema.check(possiblePhone());
