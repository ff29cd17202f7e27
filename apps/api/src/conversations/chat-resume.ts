import { chatResumeInputSchema, chatResumeSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { resumeChat } from './chat-resume-link.ts';

/**
 * Opens the conversation of an unseen-reply e-mail's link (`/chat/resume#<token>`: the page reads the token from
 * the fragment, so it never reaches a server log or a referrer, and sends it in this call's body). Input
 * `{ token }` (43 base64url characters). Output `ChatResume`: the session and its token, the transcript (assistant
 * answers with their cited pages), the hand-off's status and the newest event id (counted as seen). Errors: BAD_REQUEST (400); NOT_FOUND (404) for a
 * token of no conversation, a replaced one or an expired session; SERVICE_UNAVAILABLE (503). tRPC `chat.resume`;
 * REST `POST /api/chat/resume`. Counted in the `chat` rate-limit bucket (tokens cannot be guessed at speed).
 */
export const chatResume = defineOperation({
  kind: 'mutation',
  input: chatResumeInputSchema,
  output: chatResumeSchema,
  rateLimit: 'chat',
  run: (ctx, input) => resumeChat(ctx, input.token, ctx.clock(), ctx.assistant.siteUrl),
});
