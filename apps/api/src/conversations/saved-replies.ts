/**
 * The sales team's saved replies (packages/schemas/src/saved-replies.ts): the one writer of `saved_reply`. A reply
 * is added with its author and the app's time and deleted by any member; it is never edited. The team keeps at
 * most {@link SAVED_REPLIES_MAX}: adding is refused (409) once that many exist, checked under a table lock so two
 * members adding at once never pass it together. Reply text is the team's, yet callers log ids only.
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { staffSavedReplies } from '@northline/content';
import {
  SAVED_REPLIES_MAX,
  type SavedReply,
  type SavedReplyAdd,
  type SavedReplyList,
  type StaffMember,
} from '@northline/schemas';
import { DomainError } from '../errors.ts';

/** A stored reply with its author's name, as {@link listSavedReplies} and {@link addSavedReply} read it. */
interface ReplyRow {
  id: string;
  title: string;
  body: string;
  author_name: string | null;
  created_at: Date | string;
}

const replyOf = (row: ReplyRow): SavedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  authorName: row.author_name,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * The team's saved replies, by title (case-insensitive, A to Z; ties oldest first), with the most the team keeps.
 */
export async function listSavedReplies(em: EntityManager): Promise<SavedReplyList> {
  const rows = await (em as SqlEntityManager).execute<ReplyRow[]>(
    `select r."id", r."title", r."body", r."created_at", u."name" as "author_name"
      from "saved_reply" r left join "staff_user" u on u."id" = r."author_id"
      order by lower(r."title"), r."created_at", r."id"`,
  );
  return { replies: rows.map(replyOf), max: SAVED_REPLIES_MAX };
}

/**
 * Adds a saved reply for the whole team.
 *
 * @param input `{ title, body }`, checked by the operation's schema (trimmed; 1-80 and 1-2000 characters)
 * @param staff the author
 * @param now when it is added (the app's clock)
 * @returns the reply as the list shows it
 * @throws DomainError 'conflict' (409) when the team already keeps {@link SAVED_REPLIES_MAX} replies
 */
export async function addSavedReply(
  em: EntityManager,
  input: SavedReplyAdd,
  staff: StaffMember,
  now: Date,
): Promise<SavedReply> {
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    // Share row exclusive conflicts with itself and not with reads: adds wait for each other, the list does not.
    await sql.execute('lock table "saved_reply" in share row exclusive mode');
    const [counted] = await sql.execute<{ count: string | number }[]>(
      'select count(*) as "count" from "saved_reply"',
    );
    if (Number(counted?.count ?? 0) >= SAVED_REPLIES_MAX) {
      throw new DomainError('conflict', staffSavedReplies.api.full(SAVED_REPLIES_MAX));
    }
    const [row] = await sql.execute<ReplyRow[]>(
      `insert into "saved_reply" ("id", "title", "body", "author_id", "created_at")
        values (gen_random_uuid(), ?, ?, ?, ?)
        returning "id", "title", "body", "created_at", ? as "author_name"`,
      [input.title, input.body, staff.id, now, staff.name],
    );
    return replyOf(row as ReplyRow);
  });
}

/**
 * Deletes a saved reply.
 *
 * @throws DomainError 'not-found' (404) when no reply has that id (deleted meanwhile by someone else)
 */
export async function deleteSavedReply(em: EntityManager, id: string): Promise<void> {
  const rows = await (em as SqlEntityManager).execute<{ id: string }[]>(
    'delete from "saved_reply" where "id" = ? returning "id"',
    [id],
  );
  if (rows.length === 0) throw new DomainError('not-found', staffSavedReplies.api.unknown);
}
