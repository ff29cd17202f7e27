/**
 * A lead's notes (decision 043): the one writer of `lead_note`. A note is appended with its author and the app's
 * time and never edited, overwritten or removed by staff; it leaves only with its lead (privacy deletion, retention
 * purge). The one change a note takes is a privacy redaction of another person's address or number in it
 * ({@link writeRedactedLeadNote}, decision 064). Note text is personal data when it names the person: never logged (callers log ids only).
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { LeadNoteEntry, StaffMember } from '@northline/schemas';
import { Lead } from '../db/lead.entity.ts';
import { LeadNote } from '../db/lead-note.entity.ts';
import { StaffUser } from '../db/staff-user.entity.ts';
import { DomainError } from '../errors.ts';
import { appendEvent } from '../events/log.ts';
import { UNKNOWN_LEAD_MESSAGE } from './lead-detail.ts';

/**
 * Appends a note to a lead (`staff.leads.addNote`, and `staff.leads.setNote` by its older name), with its
 * `lead.note_added` event (the note's id, never its text) in the same transaction.
 *
 * @param input `{ id, body }`: the lead's id, the note (checked by the operation's schema: trimmed, 1-4000 characters)
 * @param staff the author
 * @param now when it is written (the app's clock)
 * @returns the note as the activity history shows it
 * @throws DomainError 'not-found' (404) for an unknown lead
 */
export async function addLeadNote(
  em: EntityManager,
  input: { id: string; body: string },
  staff: StaffMember,
  now: Date,
): Promise<LeadNoteEntry> {
  const note = await em.transactional(async (tx) => {
    const [lead] = await (tx as SqlEntityManager).execute<{ id: string }[]>(
      'select "id" from "lead" where "id" = ?',
      [input.id],
    );
    if (!lead) throw new DomainError('not-found', UNKNOWN_LEAD_MESSAGE);
    const added = tx.create(LeadNote, {
      lead: tx.getReference(Lead, input.id),
      author: tx.getReference(StaffUser, staff.id),
      body: input.body,
      carriedOver: false,
      createdAt: now,
    });
    await tx.flush();
    await appendEvent(tx, {
      event: { type: 'lead.note_added', version: 1, payload: { noteId: added.id } },
      leadId: input.id,
      actorId: staff.id,
      at: now,
    });
    return added;
  });
  return {
    kind: 'note',
    id: note.id,
    at: now.toISOString(),
    actor: { type: 'staff', id: staff.id, name: staff.name },
    body: note.body,
    earlier: false,
  };
}

/** A stored note with its author's name, as {@link leadNotes} reads it. */
interface NoteRow {
  id: string;
  body: string;
  carried_over: boolean;
  created_at: Date | string;
  author_id: string | null;
  author_name: string | null;
}

/**
 * A lead's notes, oldest first (ties by id), as activity entries: the author (null for a deleted account, and for
 * the carried-over note, which is `earlier`), the time and the text.
 */
export async function leadNotes(em: EntityManager, leadId: string): Promise<LeadNoteEntry[]> {
  const rows = await (em as SqlEntityManager).execute<NoteRow[]>(
    `select n."id", n."body", n."carried_over", n."created_at", n."author_id", u."name" as "author_name"
      from "lead_note" n left join "staff_user" u on u."id" = n."author_id"
      where n."lead_id" = ? order by n."created_at", n."id"`,
    [leadId],
  );
  return rows.map((row) => ({
    kind: 'note',
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    actor: { type: 'staff', id: row.author_id, name: row.author_name },
    body: row.body,
    earlier: row.carried_over,
  }));
}

/**
 * Writes a note's text with a person's contact details taken out (a privacy redaction, `staff.privacy.redactMention`,
 * decision 064): the one change a note takes after it is written. The caller holds the row's lock and passes the
 * text it redacted; author, time and lead stay.
 *
 * @returns whether the note exists
 */
export async function writeRedactedLeadNote(em: EntityManager, id: string, body: string): Promise<boolean> {
  const rows = await (em as SqlEntityManager).execute<{ id: string }[]>(
    'update "lead_note" set "body" = ? where "id" = ? returning "id"',
    [body, id],
  );
  return rows.length === 1;
}
