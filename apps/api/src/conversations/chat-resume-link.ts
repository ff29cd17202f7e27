/**
 * The resume link of the unseen-reply e-mail (conversations/chat-visitor-email.ts): the page `/chat/resume#<token>`
 * sends the token, and gets the conversation back in the widget on the same session. The token is looked up by its
 * SHA-256 (`chat_session.resume_token_hash`); it stays valid until the next unseen-reply e-mail replaces it or the
 * session is purged, and opens nothing once the session expired (decision 022).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { liveChatMessages } from '@northline/content';
import type { ChatResume, LeadQuality, TranscriptRole } from '@northline/schemas';
import type { PageCitation } from '../chat/index.ts';
import { DomainError } from '../errors.ts';
import {
  SESSION_NOT_FOUND_MESSAGE,
  type VisitorSessionContext,
  visitorSessionActive,
} from '../visitor-sessions.ts';
import { citationsOf } from './chat.ts';
import { resumeTokenHash } from './chat-visitor-email.ts';
import { firstName, handoffStatus, markVisitorSeen } from './live-chat.ts';

/** The message of the 404 for a resume token that names no conversation (unknown, replaced or expired). */
export const RESUME_NOT_FOUND = liveChatMessages.resumeNotFound;

/**
 * The conversation a resume token opens: its session and token, every message (consultants' with their first
 * names), the hand-off's status at `now` (null with the assistant) and the newest event the visitor may see, which
 * also counts as seen (the page shows it). An assistant message carries the pages it cited, with their absolute
 * URLs on `siteUrl`. Whether the session expired is judged as every visitor call judges it
 * (its own time base); `now` is the business clock of the hand-off's status.
 *
 * @param ctx the session tokens (to sign the session) and the database
 * @param token the link's token (43 base64url characters)
 * @param siteUrl the site's public URL (SITE_URL) for the citations' URLs (default the catalogue's)
 * @throws DomainError not-found (404) {@link RESUME_NOT_FOUND} for a token of no session or of an expired one
 */
export async function resumeChat(
  ctx: Omit<VisitorSessionContext, 'sessionToken'>,
  token: string,
  now: Date,
  siteUrl?: string,
): Promise<ChatResume> {
  const em: EntityManager = ctx.db.em();
  const sql = em as SqlEntityManager;
  const [session] = await sql.execute<
    { id: string; lead_quality: LeadQuality; interested_services: string[] | string }[]
  >('select "id", "lead_quality", "interested_services" from "chat_session" where "resume_token_hash" = ?', [
    resumeTokenHash(token),
  ]);
  if (!session) throw new DomainError('not-found', RESUME_NOT_FOUND);
  const sessionToken = ctx.sessionTokens.tokenFor(session.id);
  if (!(await visitorSessionActive({ ...ctx, sessionToken }, session.id))) {
    throw new DomainError('not-found', RESUME_NOT_FOUND);
  }
  const messages = await sql.execute<
    {
      id: string;
      role: TranscriptRole;
      content: string;
      created_at: Date | string;
      author_name: string | null;
      citations: PageCitation[] | string | null;
    }[]
  >(
    `select m."id", m."role", m."content", m."created_at", m."citations", u."name" as "author_name" from "chat_message" m
      left join "staff_user" u on u."id" = m."author_id" where m."session_id" = ? order by m."position"`,
    [session.id],
  );
  const [newest] = await sql.execute<{ id: string | null }[]>(
    `select max("id")::text as "id" from "domain_event" where "session_id" = ? and "audience" <> 'staff'`,
    [session.id],
  );
  const lastEventId = newest?.id ?? null;
  if (lastEventId) await markVisitorSeen(em, session.id, lastEventId);
  const status = await handoffStatus(em, session.id, now);
  if (!status) throw new DomainError('not-found', SESSION_NOT_FOUND_MESSAGE);
  const services = session.interested_services;
  return {
    sessionId: session.id,
    sessionToken,
    messages: messages.map((row) => ({
      id: row.id,
      role: row.role,
      ...(row.role === 'consultant' && row.author_name ? { authorName: firstName(row.author_name) } : {}),
      content: row.content,
      timestamp: new Date(row.created_at).toISOString(),
      ...citationsOf(
        typeof row.citations === 'string' ? (JSON.parse(row.citations) as PageCitation[]) : row.citations,
        siteUrl,
      ),
    })),
    handoff: status.state === 'assistant' ? null : status,
    lastEventId,
    leadQuality: session.lead_quality,
    interestedServices: typeof services === 'string' ? (JSON.parse(services) as string[]) : services,
  };
}
