import { chatHandoffInputSchema, HANDOFF_PHONE_INVALID, type HandoffStatus } from '@northline/schemas';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DomainError, invalidField } from '../errors.ts';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession, SESSION_NOT_FOUND_MESSAGE } from '../visitor-sessions.ts';
import { leaveHandoffContact, requestHandoff } from './live-chat.ts';

/** The region a phone number without a country code is read in: the office's (Toronto, +1). */
const PHONE_REGION = 'CA';

/**
 * A phone number as typed in E.164 (`(416) 555-0177` → `+14165550177`), read with libphonenumber-js (numbers without
 * a country code as {@link PHONE_REGION}'s; an extension is not part of the number).
 *
 * @throws DomainError invalid (400, issue on `phone`) {@link HANDOFF_PHONE_INVALID} when the text is not a possible
 *   phone number
 */
export function handoffPhone(text: string): string {
  const parsed = parsePhoneNumberFromString(text.trim(), PHONE_REGION);
  if (!parsed?.isPossible()) throw invalidField('phone', HANDOFF_PHONE_INVALID);
  return parsed.number;
}

/**
 * The widget's "Talk to a person" and its follow-up form: moves the session to `waiting` (reason
 * `visitor-request`), stores the e-mail and the phone number (in E.164) the visitor leaves where the session has
 * none (conversations/live-chat.ts `leaveHandoffContact`, with the lead's `lead.contact_updated` and, while waiting,
 * the new status on the streams), makes the session a lead and alerts sales (`chat.handoff_requested`): at once
 * for the client address's first HANDOFF_ALERTS_PER_HOUR requests of the hour, with the next alert batch for its
 * later ones (decision 060). Idempotent: a session already waiting or live answers where it stands with
 * `alreadyRequested: true`, alerts nobody and counts nothing. Input: `{ sessionId, email?, phone? }` with the
 * session's `X-Session-Token`. Output: `HandoffStatus` (whether a consultant can answer now, the next opening in
 * Toronto time when not, whether to ask for contact details: not once an e-mail or phone is known). Errors:
 * BAD_REQUEST (400, with the field's issue: an e-mail that is not one, a phone number that is not one); NOT_FOUND
 * (404) for an unknown session (one that never sent a message) or without its token; TOO_MANY_REQUESTS (429, with
 * `Retry-After`) past the address's HANDOFF_REQUESTS_PER_HOUR; SERVICE_UNAVAILABLE (503). tRPC `chat.handoff`;
 * REST `POST /api/chat/{sessionId}/handoff`. The details never reach a log line.
 */
export const chatHandoff = defineOperation({
  kind: 'mutation',
  input: chatHandoffInputSchema,
  run: async (ctx, input): Promise<HandoffStatus> => {
    await requireVisitorSession(ctx, input.sessionId);
    const em = ctx.db.em();
    const phone = input.phone ? handoffPhone(input.phone) : undefined;
    const left = await leaveHandoffContact(
      em,
      input.sessionId,
      { email: input.email || undefined, phone },
      ctx.clock(),
    );
    try {
      const { status, moved } = await requestHandoff(em, {
        sessionId: input.sessionId,
        reason: 'visitor-request',
        now: ctx.clock(),
        admit: () => ctx.liveLimits.admitHandoff(ctx.http.request),
      });
      ctx.desk.assignSoon();
      ctx.log.info({ moved, live: status.live, left }, 'hand-off requested');
      return status;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not-found')
        throw new DomainError('not-found', SESSION_NOT_FOUND_MESSAGE);
      throw error;
    }
  },
});
