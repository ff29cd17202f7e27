/**
 * What the live hand-off's e-mails to a chat visitor say (texts: `liveChatEmails` of packages/content), built when
 * the outbox sends them: the transcript after a live chat closed, or the consultant replies the visitor did not
 * see, with a link back to the conversation. The link carries a fresh random resume token; only its SHA-256 is
 * stored (`chat_session.resume_token_hash`), never the session id. The transcript quotes each message line by line
 * under its author's label (`quotedLines`), so what the visitor typed never reads as the e-mail's own sentences
 * (docs/decisions/057); the e-mail goes only to a stored address that is one address.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { liveChatEmails } from '@northline/content';
import { formatTorontoDateTime } from '@northline/content/business-hours';
import type { LeadTopic } from '../db/delivery.entity.ts';
import { isEmailAddress, quotedLines } from '../visitor-text.ts';

/** The page a resume link opens: the token is in the fragment, so it reaches no server log or referrer. */
export const RESUME_PATH = '/chat/resume';

/** What `chat_session.resume_token_hash` stores of a resume token: its SHA-256, in hex (64 characters). */
export function resumeTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Who a transcript line is from, as the visitor met them: "You", "Assistant", or the consultant's first name with
 * the company ("Dana, Northline IT"); "Northline IT" for a consultant whose account is gone.
 */
function authorLabel(message: { role: string; author: string | null }): string {
  const t = liveChatEmails;
  const first = message.author?.trim().split(/\s+/)[0];
  if (message.role === 'consultant' && first) return t.consultantRole(first);
  return t.roles[message.role] ?? message.role;
}

/**
 * The e-mail of a visitor notification, or undefined when the lead's session has no e-mail address, or one that is
 * not a single address (nothing is sent). A `chat.unseen_reply` stores the hash of a new resume token.
 *
 * @param leadId the notification's lead (a chat lead)
 * @param siteUrl the site's origin (SITE_URL) for the link
 */
export async function chatVisitorEmail(
  em: EntityManager,
  leadId: string,
  event: LeadTopic,
  siteUrl: string,
): Promise<{ to: string; subject: string; text: string } | undefined> {
  const sql = em as SqlEntityManager;
  const [session] = await sql.execute<{ id: string; email: string | null; seen: string | null }[]>(
    `select s."id", s."visitor_email" as "email", s."visitor_seen_event_id"::text as "seen" from "lead" l
      join "chat_session" s on s."id" = l."chat_session_id" where l."id" = ?`,
    [leadId],
  );
  if (!session || !isEmailAddress(session.email)) return undefined;
  const t = liveChatEmails;
  if (event === 'chat.transcript') {
    const messages = await sql.execute<{ role: string; content: string; author: string | null }[]>(
      `select m."role", m."content", u."name" as "author" from "chat_message" m
        left join "staff_user" u on u."id" = m."author_id" where m."session_id" = ? order by m."position"`,
      [session.id],
    );
    const meetings = await sql.execute<{ starts_at: Date | string }[]>(
      `select "starts_at" from "meeting" where "lead_id" = ? and "status" = 'booked' order by "starts_at"`,
      [leadId],
    );
    const lines = messages.map((message) => `${authorLabel(message)}:\n${quotedLines(message.content)}`);
    const booked = meetings.map((meeting) =>
      t.meetingBooked(formatTorontoDateTime(new Date(meeting.starts_at))),
    );
    return {
      to: session.email,
      subject: t.transcriptSubject,
      text: `${t.transcriptIntro}\n\n${[...lines, ...booked].join('\n\n')}\n\n${t.signature}\n`,
    };
  }
  const unseen = await sql.execute<{ content: string }[]>(
    `select e."payload"->'message'->>'content' as "content" from "domain_event" e where e."session_id" = ?
      and e."type" = 'conversation.message' and e."payload"->'message'->>'role' = 'consultant'
      and e."id" > coalesce(?::bigint, 0) order by e."id"`,
    [session.id, session.seen],
  );
  const token = randomBytes(32).toString('base64url');
  await sql.execute('update "chat_session" set "resume_token_hash" = ? where "id" = ?', [
    resumeTokenHash(token),
    session.id,
  ]);
  const link = `${siteUrl}${RESUME_PATH}#${token}`;
  return {
    to: session.email,
    subject: t.unseenSubject,
    text: `${t.unseenIntro}\n\n${unseen.map((row) => row.content).join('\n\n')}\n\n${t.resume(link)}\n\n${t.signature}\n`,
  };
}
