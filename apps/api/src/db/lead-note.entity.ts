import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './lead.entity.ts';
import { StaffUser } from './staff-user.entity.ts';

/**
 * One staff note on a lead, part of its timeline (decision 043): who wrote it, when (the app's clock) and what it
 * says (at most 4000 characters). Notes are appended, never edited or removed by staff; a note is personal data
 * when it names the person, so it is searched, exported and deleted with its lead by a privacy request
 * (privacy/privacy.ts) and deleted with its lead by the retention purge. `author` is null when the account was
 * deleted, and for the note carried over from the single note a lead held before the timeline (`carriedOver`).
 * Written by desk/lead-notes.ts only. Table `lead_note` (migration `Migration20261127100000_lead_notes`).
 */
export const LeadNoteSchema = defineEntity({
  name: 'LeadNote',
  tableName: 'lead_note',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    lead: p.manyToOne(Lead).deleteRule('cascade'),
    author: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    body: p.text(),
    /** The lead's note from before the timeline, carried over by the migration: its author and time are unknown. */
    carriedOver: p.boolean().default(false),
    createdAt: p.datetime(),
  },
  indexes: [{ properties: ['lead', 'createdAt'] }],
});

/** A stored note (see {@link LeadNoteSchema}). */
export class LeadNote extends LeadNoteSchema.class {}
LeadNoteSchema.setClass(LeadNote);
