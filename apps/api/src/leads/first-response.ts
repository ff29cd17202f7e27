/**
 * A lead's first response (decision 041): the fact that stops its first-response clock (desk/lead-sla.ts reads
 * it), recorded by whichever feature responded: a consultant's live-chat reply, a move to `contacted`.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { appendEventsSql, leadEventSelectSql, payloadJson } from '../events/log.ts';

/**
 * Stops the clock of a lead (by id) or of a chat session's lead: sets `first_response_at` when it is not set and
 * appends `lead.first_response` (who responded, and how) with it, in one statement (in the caller's transaction
 * when there is one). Nothing for a lead already answered.
 *
 * @param by the staff member who responded (null: not known) and the channel of the response
 */
export async function recordFirstResponse(
  em: EntityManager,
  of: { leadId: string } | { chatSessionId: string },
  now: Date,
  by: { staffUserId: string | null; channel: 'status' | 'live_chat' },
): Promise<void> {
  const [column, id] = 'leadId' in of ? ['id', of.leadId] : ['chat_session_id', of.chatSessionId];
  const event = appendEventsSql(
    leadEventSelectSql(
      1,
      'lead.first_response',
      { lead: 'r."id"', payload: 'cast(? as jsonb)', actor: '?', at: 'cast(? as timestamptz)' },
      'from "responded" r',
    ),
  );
  await (em as SqlEntityManager).execute(
    `with "responded" as (update "lead" set "first_response_at" = ? where "${column}" = ?
        and "first_response_at" is null returning "id"), ${event.ctes.join(', ')}
      select ${event.notified} as "notified"`,
    [now, id, payloadJson({ type: 'lead.first_response', version: 1, payload: by }), by.staffUserId, now],
  );
}
