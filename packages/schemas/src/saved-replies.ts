/**
 * Saved replies: short texts the sales team keeps for the live chat (a title to find one by, a body the
 * consultant inserts into the reply box and may edit before sending). Shared by the whole team; any signed-in
 * member adds or deletes one (`staff.savedReplies.add`, `.delete`, `.list`). Shared by the API and the staff app.
 */
import * as z from 'zod/mini';
import { MAX_CONSULTANT_MESSAGE_LENGTH } from './live-chat.ts';
import { requiredLine, requiredText } from './text.ts';

/** Longest saved reply title, in characters (one line). */
export const SAVED_REPLY_TITLE_MAX = 80;
/** Longest saved reply body, in characters: the longest message a consultant may send. */
export const SAVED_REPLY_BODY_MAX = MAX_CONSULTANT_MESSAGE_LENGTH;
/** How many saved replies the team keeps at most: a list longer than this is no longer read. */
export const SAVED_REPLIES_MAX = 100;

/** The message of an empty saved reply title. */
export const SAVED_REPLY_TITLE_EMPTY = 'Give the reply a title';
/** The message of an empty saved reply body. */
export const SAVED_REPLY_BODY_EMPTY = 'Write the reply';

/**
 * A new saved reply (`staff.savedReplies.add`): a title on one line, trimmed, 1 to {@link SAVED_REPLY_TITLE_MAX}
 * characters, and a body, trimmed, 1 to {@link SAVED_REPLY_BODY_MAX} characters (line breaks kept).
 */
export const savedReplyAddSchema = z.object({
  title: requiredLine(SAVED_REPLY_TITLE_EMPTY, 'Title', SAVED_REPLY_TITLE_MAX),
  body: requiredText(SAVED_REPLY_BODY_EMPTY, 'Reply', SAVED_REPLY_BODY_MAX),
});
/** See {@link savedReplyAddSchema}. */
export type SavedReplyAdd = z.infer<typeof savedReplyAddSchema>;

/** The saved reply to delete (`staff.savedReplies.delete`): its id. */
export const savedReplyDeleteSchema = z.object({ id: z.uuid('Unknown saved reply') });
/** See {@link savedReplyDeleteSchema}. */
export type SavedReplyDelete = z.infer<typeof savedReplyDeleteSchema>;

/** One saved reply as the staff app lists it. */
export interface SavedReply {
  /** A UUID. */
  id: string;
  /** One line, at most {@link SAVED_REPLY_TITLE_MAX} characters. */
  title: string;
  /** Plain text, at most {@link SAVED_REPLY_BODY_MAX} characters. */
  body: string;
  /** The name of the member who added it; null when that account was deleted. */
  authorName: string | null;
  /** ISO 8601 instant it was added. */
  createdAt: string;
}

/** The team's saved replies (`staff.savedReplies.list`), by title (A to Z, case-insensitive). */
export interface SavedReplyList {
  replies: SavedReply[];
  /** {@link SAVED_REPLIES_MAX}, so the staff app says how many more fit. */
  max: number;
}
