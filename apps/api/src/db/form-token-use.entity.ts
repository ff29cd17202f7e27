import { defineEntity, p } from '@mikro-orm/core';

/**
 * A form token's nonce once a submission used it (decision 003): a second submission with the same
 * token is a replay and is flagged as spam. Written by leads/lead-capture.ts `judgeSubmission` in the lead's
 * transaction. No personal data. Kept a day (a token's lifetime). Table `form_token_use` (migration
 * `Migration20261123100000_lead_capture`).
 */
export const FormTokenUseSchema = defineEntity({
  name: 'FormTokenUse',
  tableName: 'form_token_use',
  properties: {
    nonce: p.string().length(64).primary(),
    usedAt: p.datetime(),
  },
});

/** A used form token (see {@link FormTokenUseSchema}). */
export class FormTokenUse extends FormTokenUseSchema.class {}
FormTokenUseSchema.setClass(FormTokenUse);
