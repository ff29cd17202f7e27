import { chatHandoffInputSchema, type HandoffStatus } from '@northline/schemas';
import { DomainError } from '../errors.ts';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession, SESSION_NOT_FOUND_MESSAGE } from '../visitor-sessions.ts';
import { requestHandoff } from './live-chat.ts';

/**
 * The widget's "Talk to a person": moves the session to `waiting` (reason `visitor-request`), stores the e-mail
 * when one is given, makes the session a lead and alerts sales (`chat.handoff_requested`): at once for the client
 * address's first HANDOFF_ALERTS_PER_HOUR requests of the hour, with the next alert batch for its later ones
 * (decision 060). Idempotent: a session already waiting or live answers where it stands with
 * `alreadyRequested: true`, alerts nobody and counts nothing. Input: `{ sessionId, email? }` with the session's
 * `X-Session-Token`. Output: `HandoffStatus` (whether a consultant can answer now, the next opening in Toronto
 * time when not, whether to ask for contact details). Errors: BAD_REQUEST (400); NOT_FOUND (404) for an unknown
 * session (one that never sent a message) or without its token; TOO_MANY_REQUESTS (429, with `Retry-After`) past
 * the address's HANDOFF_REQUESTS_PER_HOUR; SERVICE_UNAVAILABLE (503). tRPC `chat.handoff`; REST
 * `POST /api/chat/{sessionId}/handoff`.
 */
export const chatHandoff = defineOperation({
  kind: 'mutation',
  input: chatHandoffInputSchema,
  run: async (ctx, input): Promise<HandoffStatus> => {
    await requireVisitorSession(ctx, input.sessionId);
    const em = ctx.db.em();
    const email = input.email?.trim();
    if (email) {
      await em
        .getConnection()
        .execute('update "chat_session" set "visitor_email" = coalesce("visitor_email", ?) where "id" = ?', [
          email,
          input.sessionId,
        ]);
    }
    try {
      const { status, moved } = await requestHandoff(em, {
        sessionId: input.sessionId,
        reason: 'visitor-request',
        now: ctx.clock(),
        admit: () => ctx.liveLimits.admitHandoff(ctx.http.request),
      });
      ctx.desk.assignSoon();
      ctx.log.info({ moved, live: status.live }, 'hand-off requested');
      return status;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not-found')
        throw new DomainError('not-found', SESSION_NOT_FOUND_MESSAGE);
      throw error;
    }
  },
});
