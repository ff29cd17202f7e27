import { describe, expect, it } from 'vitest';
import { createSessionId, SESSION_ID_MAX_LENGTH, sessionIdSchema, sessionParamsSchema } from './session.ts';
import { messageAt } from './test-utils.ts';

describe('session id (specification §3 "Chat session")', () => {
  it.each([
    'test-session-1736600000000-k3j9x0qa2b',
    'demo_1736600000000_abc',
    'x',
    'a'.repeat(SESSION_ID_MAX_LENGTH),
  ])('accepts %j', (id) => {
    expect(sessionIdSchema.safeParse(id).success).toBe(true);
  });

  it.each([
    [undefined, 'Session id is required'],
    ['', 'Session id is required'],
    ['a'.repeat(SESSION_ID_MAX_LENGTH + 1), 'Session id must be at most 100 characters'],
    ['demo 123', 'Session id may contain only letters, digits, hyphens and underscores'],
    ['../etc/passwd', 'Session id may contain only letters, digits, hyphens and underscores'],
    [42, 'Session id is required'],
  ])('rejects %j with "%s"', (id, message) => {
    expect(messageAt(sessionIdSchema, id, '')).toBe(message);
  });

  it('validates the path parameters of /api/chat/{sessionId}/end', () => {
    expect(messageAt(sessionParamsSchema, { sessionId: 'a/b' }, 'sessionId')).toBe(
      'Session id may contain only letters, digits, hyphens and underscores',
    );
  });
});

describe('createSessionId', () => {
  it('joins prefix, time and a random string into a valid id', () => {
    const id = createSessionId('test-session', 1736600000000);
    expect(id).toMatch(/^test-session-1736600000000-[a-z0-9]{10}$/);
    expect(sessionIdSchema.safeParse(id).success).toBe(true);
  });

  it('gives a different id on each call', () => {
    expect(createSessionId('demo', 1)).not.toBe(createSessionId('demo', 1));
  });

  it('stays within the length bound for the longest prefix', () => {
    const id = createSessionId('p'.repeat(60), Number.MAX_SAFE_INTEGER);
    expect(sessionIdSchema.safeParse(id).success).toBe(true);
  });

  it.each(['', 'has space', '-leading', 'p'.repeat(61)])('refuses the prefix %j', (prefix) => {
    expect(() => createSessionId(prefix)).toThrow(RangeError);
  });
});
