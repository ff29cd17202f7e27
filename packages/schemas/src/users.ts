/**
 * Users (specification §3 "Users", schema only: no sign-in screen, §6). The password is plain input here;
 * storing it as a slow salted hash, never in plain text, is the API's job.
 */
import * as z from 'zod/mini';
import { safeString, tooLong } from './text.ts';

/** Longest accepted username and password, in characters (abuse limits: hashing cost grows with length). */
export const USER_FIELD_MAX = { username: 50, password: 128 } as const;

/**
 * A new user: a username (trimmed, required: 'Username is required') and a password (kept as typed, required:
 * 'Password is required'). Uniqueness of the username is checked by the database.
 */
export const newUserSchema = z.object({
  username: safeString('Username', 'Username is required').check(
    z.trim(),
    z.minLength(1, 'Username is required'),
    z.maxLength(USER_FIELD_MAX.username, tooLong('Username', USER_FIELD_MAX.username)),
  ),
  password: safeString('Password', 'Password is required').check(
    z.minLength(1, 'Password is required'),
    z.maxLength(USER_FIELD_MAX.password, tooLong('Password', USER_FIELD_MAX.password)),
  ),
});

/** See {@link newUserSchema}. */
export type NewUser = z.infer<typeof newUserSchema>;

/** A stored user as it may leave the database layer: id and username, never the password or its hash (§3). */
export interface User {
  id: string;
  username: string;
}
