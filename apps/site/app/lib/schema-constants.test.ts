import * as schemas from '@northline/schemas';
import { describe, expect, it } from 'vitest';
import * as local from './schema-constants.ts';

describe('the zod-free copies of the schemas constants', () => {
  it('equal the values of @northline/schemas', () => {
    expect(local.CONTACT_FIELD_MAX).toEqual(schemas.CONTACT_FIELD_MAX);
    expect(local.PHONE_MIN_LENGTH).toBe(schemas.PHONE_MIN_LENGTH);
    expect(local.NEWSLETTER_EMAIL_MAX).toBe(schemas.NEWSLETTER_EMAIL_MAX);
    expect(local.HONEYPOT_FIELD).toBe(schemas.HONEYPOT_FIELD);
    expect(local.FORM_TOKEN_MAX_LENGTH).toBe(schemas.FORM_TOKEN_MAX_LENGTH);
    expect(local.IDEMPOTENCY_KEY_HEADER).toBe(schemas.IDEMPOTENCY_KEY_HEADER);
    expect(local.SESSION_ID_MAX_LENGTH).toBe(schemas.SESSION_ID_MAX_LENGTH);
    expect(local.SESSION_TOKEN_HEADER).toBe(schemas.SESSION_TOKEN_HEADER);
    expect(local.SESSION_ID_PATTERN.source).toBe(schemas.SESSION_ID_PATTERN.source);
    expect(local.SESSION_ID_PATTERN.flags).toBe(schemas.SESSION_ID_PATTERN.flags);
    expect(local.ATTRIBUTION_MAX).toEqual(schemas.ATTRIBUTION_MAX);
    expect(local.ATTRIBUTION_QUERY_PARAMETERS).toEqual(schemas.ATTRIBUTION_QUERY_PARAMETERS);
  });
});
