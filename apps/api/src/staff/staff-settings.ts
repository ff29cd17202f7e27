/**
 * The signed-in member's own settings of the staff app (docs/decisions/087-the-chime-is-a-setting-of-the-member.md):
 * the chime on a new waiting chat (`staff_user.waiting_sound`), kept on the member so it follows them on every
 * browser, and whether new waiting chats are offered to them now, which is their presence (db/staff-presence.ts).
 * Logs carry the member's id only.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type StaffSettings, waitingSoundInputSchema } from '@northline/schemas';
import { presentMemberSql, presentSince } from '../db/staff-presence.ts';
import { DomainError } from '../errors.ts';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';

/**
 * A member's {@link StaffSettings} at `now` (the app's clock): their chime setting, and whether they are present
 * by the one presence fact ({@link presentMemberSql}).
 *
 * @returns undefined for an unknown account
 */
export async function readStaffSettings(
  em: EntityManager,
  staffUserId: string,
  now: Date,
): Promise<StaffSettings | undefined> {
  const [row] = await (em as SqlEntityManager).execute<{ waiting_sound: boolean; offered: boolean }[]>(
    `select u."waiting_sound", ${presentMemberSql('u')} as "offered" from "staff_user" u where u."id" = ?`,
    [presentSince(now), staffUserId],
  );
  return row ? { waitingSound: row.waiting_sound, offered: row.offered === true } : undefined;
}

/**
 * Turns the chime on a new waiting chat on or off for a member (the one writer of `staff_user.waiting_sound`).
 *
 * @throws DomainError 'not-found' (404) for an unknown or disabled account
 */
export async function setWaitingSound(
  em: EntityManager,
  staffUserId: string,
  on: boolean,
): Promise<{ waitingSound: boolean }> {
  const [row] = await (em as SqlEntityManager).execute<{ waiting_sound: boolean }[]>(
    `update "staff_user" set "waiting_sound" = ? where "id" = ? and "disabled_at" is null returning "waiting_sound"`,
    [on, staffUserId],
  );
  if (!row) throw new DomainError('not-found', 'Unknown staff account');
  return { waitingSound: row.waiting_sound };
}

/**
 * Turns the chime on a new waiting chat on or off for the signed-in member, on every browser they sign in on
 * (decision 087): input `{ on }`, for oneself only (the input names no account; another key is refused). Output
 * `{ waitingSound }`. Errors: BAD_REQUEST (400); UNAUTHORIZED (401) without a staff session; FORBIDDEN (403)
 * cross-site. tRPC `staff.settings.setWaitingSound`.
 */
export const staffSettingsSetWaitingSound = defineOperation({
  kind: 'mutation',
  input: waitingSoundInputSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const result = await setWaitingSound(ctx.db.em(), staff.id, input.on);
    ctx.log.info({ staffId: staff.id, waitingSound: result.waitingSound }, 'waiting sound set');
    return result;
  },
});
