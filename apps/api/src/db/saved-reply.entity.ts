import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { StaffUser } from './staff-user.entity.ts';

/**
 * One saved reply of the sales team (packages/schemas/src/saved-replies.ts): a one-line title (at most 80
 * characters), a body (at most 2000, the longest consultant message), who added it and when (the app's clock).
 * Shared by the team, at most 100 in all; added and deleted, never edited. A saved reply is the team's text, not a
 * visitor's: it names nobody. `author` is null when the account was deleted. Written by
 * conversations/saved-replies.ts only. Table `saved_reply` (migration `Migration20261205210000_saved_replies`).
 */
export const SavedReplySchema = defineEntity({
  name: 'SavedReply',
  tableName: 'saved_reply',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    title: p.string().length(80),
    body: p.text(),
    author: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    createdAt: p.datetime(),
  },
});

/** A stored saved reply (see {@link SavedReplySchema}). */
export class SavedReply extends SavedReplySchema.class {}
SavedReplySchema.setClass(SavedReply);
