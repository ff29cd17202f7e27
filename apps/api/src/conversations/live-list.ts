import type { LiveChatSummary } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { listLiveChats } from './live-chat.ts';

/**
 * The *Live chats* list: sessions waiting for a consultant (oldest request first), each with who it is offered to
 * (the members present now, db/staff-presence.ts), and those a consultant answers. No input. Output `{ waiting: LiveChatSummary[]; active: LiveChatSummary[] }`. Errors: UNAUTHORIZED (401) without
 * a staff session; SERVICE_UNAVAILABLE (503). tRPC `staff.live.list`.
 */
export const liveList = defineOperation({
  kind: 'query',
  input: undefined,
  access: 'staff',
  run: (ctx): Promise<{ waiting: LiveChatSummary[]; active: LiveChatSummary[] }> =>
    listLiveChats(ctx.db.em(), ctx.clock()),
});
