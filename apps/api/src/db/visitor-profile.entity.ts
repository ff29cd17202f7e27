import { defineEntity, p } from '@mikro-orm/core';
import { SESSION_ID_MAX_LENGTH, type VisitorProfile as VisitorProfileData } from '@northline/schemas';

/**
 * A visitor profile (specification §3 "Visitor profile", §7 `POST /api/visitor-profile`), one per
 * client session id, replaced by each push of the test page. `profile` holds the validated profile (every
 * default applied, without the session id). Its `contactInfo` is personal information (PIPEDA): stored here
 * only, never logged and never sent to a phrasing model. Table `visitor_profile` (migration
 * `Migration20261122000100_recommendations`).
 */
export const VisitorProfileSchema = defineEntity({
  name: 'VisitorProfile',
  tableName: 'visitor_profile',
  properties: {
    sessionId: p.string().length(SESSION_ID_MAX_LENGTH).primary(),
    profile: p.json<VisitorProfileData>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A stored visitor profile (see {@link VisitorProfileSchema}). */
export class VisitorProfile extends VisitorProfileSchema.class {}
VisitorProfileSchema.setClass(VisitorProfile);
