import { describe, expect, it } from 'vitest';
import { messageAt, REMOVE, withValue } from './test-utils.ts';
import { newUserSchema } from './users.ts';

const user = { username: 'admin', password: ' correct horse battery staple ' };

describe('new user (specification §3 "Users")', () => {
  it('trims the username and keeps the password exactly as typed', () => {
    expect(newUserSchema.parse({ ...user, username: ' admin ' })).toEqual(user);
  });

  it.each([
    ['username', REMOVE, 'Username is required'],
    ['username', '   ', 'Username is required'],
    ['username', 'u'.repeat(51), 'Username must be at most 50 characters'],
    ['password', REMOVE, 'Password is required'],
    ['password', '', 'Password is required'],
    ['password', 'p'.repeat(129), 'Password must be at most 128 characters'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(newUserSchema, withValue(user, path, value), path)).toBe(message);
  });
});
