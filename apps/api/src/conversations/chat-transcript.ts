import { sessionParamsSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { getChatTranscript } from './chat.ts';

/**
 * The stored conversation, for signed-in staff only (transcripts and visitor details are staff data): the session
 * (timestamps, lead quality, services, visitor info, employees), every message and the lead-quality history with
 * the rules that fired. Input: `{ sessionId }`. Output: `ChatTranscript` (conversations/chat.ts). Errors: BAD_REQUEST;
 * UNAUTHORIZED (401) without a staff session; NOT_FOUND (404); SERVICE_UNAVAILABLE. tRPC `chat.transcript`; REST
 * `GET /api/chat/{sessionId}` (with the staff session cookie).
 */
export const chatTranscript = defineOperation({
  kind: 'query',
  input: sessionParamsSchema,
  access: 'staff',
  run: (ctx, input) => getChatTranscript(ctx.db.em(), input.sessionId),
});
