import { liveEventsInputSchema } from '@northline/schemas';
import { TRPCError, tracked } from '@trpc/server';
import { liveClaim } from '../../conversations/live-claim.ts';
import { liveClose, liveRelease } from '../../conversations/live-end.ts';
import { liveGet } from '../../conversations/live-get.ts';
import { liveList } from '../../conversations/live-list.ts';
import { liveOfferTimes, liveSend } from '../../conversations/live-send.ts';
import { liveTyping } from '../../conversations/live-typing.ts';
import { domainEventStream } from '../../events/log.ts';
import { staffEventOf } from '../../events/streams.ts';
import { STAFF_SESSION_COOKIE } from '../../staff/staff-auth.ts';
import { startPresenceHeartbeat } from '../../staff/staff-presence.ts';
import { procedureOf } from '../procedure-of.ts';
import { router, SIGNED_OUT_MESSAGE, staffSubscriptionProcedure } from '../trpc.ts';

/** The staff *Live chats* (a consultant takes over a chat; packages/schemas/src/live-chat.ts). Staff only. */
export const liveRouter = router({
  /** {@link liveList}: the sessions waiting for a consultant and those being answered. */
  list: procedureOf(liveList),
  /** {@link liveGet}: everything a consultant sees of one session. */
  get: procedureOf(liveGet),
  /** {@link liveClaim}: takes a waiting chat (409 when another consultant has it). */
  claim: procedureOf(liveClaim),
  /** {@link liveSend}: the consultant's message to the visitor. */
  send: procedureOf(liveSend),
  /** {@link liveOfferTimes}: the consultant offers the free IT assessment's times (the widget's booking panel). */
  offerTimes: procedureOf(liveOfferTimes),
  /** {@link liveTyping}: the consultant's typing indicator. */
  typing: procedureOf(liveTyping),
  /** {@link liveRelease}: returns the chat to the assistant. */
  release: procedureOf(liveRelease),
  /** {@link liveClose}: ends the conversation. */
  close: procedureOf(liveClose),
  /**
   * The staff stream (SSE through tRPC's `httpSubscriptionLink`): every hand-off change, message and typing
   * indicator of live sessions and every new or changed lead, each yielded as `tracked(id, event)` with the event's
   * id. Input `{ lastEventId? }`: the client's reconnect sends the last id it saw and the stream first replays what
   * came after it, in order, once. The stream follows its session (staff/staff-session-watch.ts): when the
   * session ends (sign-out, sign out everywhere, the account disabled, its idle or absolute lifetime) the stream
   * ends with UNAUTHORIZED, within STAFF_STREAM_RECHECK_MS at the latest, at once when notified. While it is open
   * it is the member's presence (db/staff-presence.ts): a heartbeat at once and every PRESENCE_HEARTBEAT_MS. Errors:
   * UNAUTHORIZED (401) without a staff session, or as the stream's last event when its session ended.
   */
  events: staffSubscriptionProcedure.input(liveEventsInputSchema).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    const watch = ctx.staffSessionWatch.watch(ctx.http.request.cookies[STAFF_SESSION_COOKIE], ctx.staff.id);
    const heartbeat = startPresenceHeartbeat(() => ctx.db.em(), ctx.staff.id, ctx.clock, ctx.log);
    try {
      const rows = domainEventStream(ctx.liveEvents, () => ctx.db.em(), {
        afterId: input.lastEventId ?? null,
        filter: { audience: 'staff' },
        signal: signal ? AbortSignal.any([signal, watch.signal]) : watch.signal,
      });
      for await (const row of rows) {
        const event = staffEventOf(row);
        if (event) yield tracked(row.id, event);
      }
    } finally {
      heartbeat.stop();
      watch.stop();
    }
    if (watch.signal.aborted && !signal?.aborted) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGNED_OUT_MESSAGE });
    }
  }),
});
