import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

/**
 * A failed staff sign-in (rate-limited attempts), counted per account and per client IP across
 * every instance. `key` is the SHA-256 (hex) of `email:<address>` or `ip:<address>` (an IPv6 client by its /64,
 * `ip:2001:db8:1:2::/64`), so the table holds no address in the clear. An attempt under the limits writes its rows
 * before its password is checked, under an advisory lock of each key, and a success deletes them again
 * (staff/staff-auth.ts `signIn`): a row is a failure, or an attempt still being checked. Rows older than
 * the counting window are purged. Table `sign_in_failure`.
 */
export const SignInFailureSchema = defineEntity({
  name: 'SignInFailure',
  tableName: 'sign_in_failure',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    key: p.string().length(64),
    failedAt: p.datetime(),
  },
  indexes: [{ properties: ['key', 'failedAt'] }],
});

/** A stored failed sign-in (see {@link SignInFailureSchema}). */
export class SignInFailure extends SignInFailureSchema.class {}
SignInFailureSchema.setClass(SignInFailure);
