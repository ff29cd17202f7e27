import { PRIVACY_PHONE_INVALID, privacyRequestSchema } from '@northline/schemas';
import * as z from 'zod/mini';
import { normalisePhone } from '../services/privacy.ts';

/**
 * A privacy request's input: `privacyRequestSchema` `{ email?, phone? }` (at least one), and a phone number
 * libphonenumber-js reads as a possible number (E.164, region CA); 400 'Please enter a valid phone number'
 * otherwise.
 */
export const privacyInputSchema = privacyRequestSchema.check(
  z.refine((input) => !input.phone || normalisePhone(input.phone) !== null, {
    message: PRIVACY_PHONE_INVALID,
    path: ['phone'],
  }),
);
