import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { redactMention } from './privacy.ts';
import { privacyRedactInputSchema } from './staff-privacy-input.ts';

/**
 * Redacts one mention `staff.privacy.find` listed (decision 064): the person's e-mail address and phone number (in
 * any format) in that row's text become `[redacted]`, under the row's lock; the row stays and no other row changes.
 * Writes an audit entry without personal data; logs ids only. Input `{ kind, id, email?, phone? }`. Output
 * `{ redacted: true }`. Errors: 400; 401; 403 (sales, or cross-site); 404 the row is gone; 409 the row no longer
 * mentions the person. tRPC `staff.privacy.redactMention`.
 */
export const staffPrivacyRedactMention = defineOperation({
  kind: 'mutation',
  input: privacyRedactInputSchema,
  access: 'admin',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    await redactMention(ctx.db.em(), input, staff.id, ctx.redactionWriters);
    ctx.log.info({ staffId: staff.id, kind: input.kind, mentionId: input.id }, 'privacy mention redacted');
    return { redacted: true as const };
  },
});
