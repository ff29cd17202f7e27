import { visitorProfileRequestSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';
import { saveVisitorProfile } from './recommendations.ts';

/**
 * Stores (replaces) the session's visitor profile. Input: `visitorProfileRequestSchema` (profile plus
 * `sessionId`, with its `X-Session-Token`). Output: `{ sessionId, profile, updatedAt }` with every default
 * applied. Errors: BAD_REQUEST; NOT_FOUND (404) without the session's token; SERVICE_UNAVAILABLE. tRPC
 * `recommendations.saveProfile`; REST `POST /api/visitor-profile`.
 */
export const visitorProfileSave = defineOperation({
  kind: 'mutation',
  input: visitorProfileRequestSchema,
  run: async (ctx, input) => {
    await requireVisitorSession(ctx, input.sessionId);
    return saveVisitorProfile(ctx.db.em(), input);
  },
});
