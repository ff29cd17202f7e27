/**
 * Presence is one fact (docs/decisions/082-presence-is-one-fact.md): a staff member is present when their account
 * is active, they are not set away (`availability = 'available'`), and their staff app holds the staff stream open:
 * while it is open the stream writes a heartbeat into `staff_user.last_seen_at` every
 * {@link PRESENCE_HEARTBEAT_MS} (staff/staff-presence.ts), and the member stays present for
 * {@link PRESENCE_WINDOW_MS} after the last one. The heartbeat lives in PostgreSQL, so every API instance reads the
 * same fact.
 *
 * Every reader asks this module: the lead routing (desk/lead-assignment.ts), the contact form's answer
 * (leads/contact.ts) and the chat's promise (conversations/live-chat.ts). The times are the app's clock, the one of
 * the business-time rules, passed in as `now`.
 */

/** Milliseconds between two heartbeats of an open staff stream: its ping interval, 15 s. */
export const PRESENCE_HEARTBEAT_MS = 15_000;

/** How long a member stays present after their last heartbeat: two heartbeat intervals, 30 s. */
export const PRESENCE_WINDOW_MS = 2 * PRESENCE_HEARTBEAT_MS;

/** The oldest heartbeat that still counts at `now` (the parameter of every fragment below). */
export function presentSince(now: Date): Date {
  return new Date(now.getTime() - PRESENCE_WINDOW_MS);
}

/**
 * Whether the `staff_user` row under `alias` is present: a SQL boolean expression with one `?` parameter,
 * {@link presentSince}`(now)`.
 */
export function presentMemberSql(alias: string): string {
  return `(${alias}."disabled_at" is null and ${alias}."availability" = 'available' and ${alias}."last_seen_at" > ?)`;
}

/**
 * Whether any staff member is present: a SQL boolean expression with one `?` parameter, {@link presentSince}`(now)`.
 */
export const ANYONE_PRESENT_SQL = `exists (select 1 from "staff_user" p where ${presentMemberSql('p')})`;
