import { defineEntity, p } from '@mikro-orm/core';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@northline/schemas';

/**
 * One `Idempotency-Key` of a lead-creating call (decision 003; IETF draft): the key per operation
 * (`scope`), a SHA-256 fingerprint of the request's input, and the answer once the operation committed (null
 * while it runs). Written and read by leads/lead-capture.ts `runOnce` in the lead's own transaction. Holds
 * no personal data beyond the answer (a lead id and a fixed message). Kept a day. Table `idempotency_record`
 * (migration `Migration20261123100000_lead_capture`).
 */
export const IdempotencyRecordSchema = defineEntity({
  name: 'IdempotencyRecord',
  tableName: 'idempotency_record',
  properties: {
    scope: p.string().length(40).primary(),
    key: p.string().length(IDEMPOTENCY_KEY_MAX_LENGTH).primary(),
    fingerprint: p.string().length(64),
    response: p.json<unknown>().nullable(),
    createdAt: p.datetime().index(),
  },
});

/** A stored idempotency key (see {@link IdempotencyRecordSchema}). */
export class IdempotencyRecord extends IdempotencyRecordSchema.class {}
IdempotencyRecordSchema.setClass(IdempotencyRecord);
