// @vitest-environment jsdom
import { CHAT_SESSION_ID_KEY, CHAT_SESSION_TOKEN_KEY, CHAT_STATE_KEY } from '@northline/chat-widget/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chatSessionForLead,
  chatSessionHeaders,
  createFormTokenSource,
  createIdempotencyKeys,
  fetchFormToken,
  leadExtras,
  newIdempotencyKey,
} from './lead-capture.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchFormToken (decision 003)', () => {
  it('answers the token of GET /api/form-token', async () => {
    const fetch = vi.fn(async () => Response.json({ token: '1.abc.sig' }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchFormToken()).toBe('1.abc.sig');
    expect(fetch).toHaveBeenCalledWith('/api/form-token', expect.objectContaining({ cache: 'no-store' }));
  });

  it('answers undefined when the call fails, is refused or answers something else: the lead goes without one', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchFormToken()).toBeUndefined();
    vi.stubGlobal('fetch', async () => Response.json({ error: 'Too many requests' }, { status: 429 }));
    expect(await fetchFormToken()).toBeUndefined();
    vi.stubGlobal('fetch', async () => Response.json({ token: 42 }));
    expect(await fetchFormToken()).toBeUndefined();
    vi.stubGlobal('fetch', async () => Response.json({ token: 'x'.repeat(201) }));
    expect(await fetchFormToken()).toBeUndefined();
  });
});

describe('createFormTokenSource', () => {
  it('fetches once however often it is asked, and again only when renewed', async () => {
    let issued = 0;
    const tokens = createFormTokenSource(async () => `token-${++issued}`);
    tokens.prefetch();
    tokens.prefetch();
    expect(await tokens.current()).toBe('token-1');
    expect(await tokens.current()).toBe('token-1');
    tokens.renew();
    expect(await tokens.current()).toBe('token-2');
    expect(issued).toBe(2);
  });
});

describe('createIdempotencyKeys', () => {
  it('keeps the key while the body is the same, changes it with the body and after a success', () => {
    let made = 0;
    const keys = createIdempotencyKeys(() => `key-${++made}`);
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
    expect(keys.keyFor('{"a":2}')).toBe('key-2');
    keys.succeeded();
    expect(keys.keyFor('{"a":2}')).toBe('key-3');
  });
});

describe('newIdempotencyKey', () => {
  it('is a random v4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});

const TOKEN = 'T'.repeat(43);

describe('chatSessionForLead and leadExtras', () => {
  it('link the chat session only when a conversation exists and its id is one the API accepts', () => {
    expect(chatSessionForLead()).toBeUndefined();
    expect(chatSessionHeaders()).toEqual({});
    sessionStorage.setItem(CHAT_SESSION_ID_KEY, 'chat-1736600000000-k3j9x0qa2b');
    sessionStorage.setItem(CHAT_SESSION_TOKEN_KEY, TOKEN);
    expect(chatSessionForLead()).toBeUndefined();
    sessionStorage.setItem(CHAT_STATE_KEY, '{"version":2}');
    expect(chatSessionForLead()).toEqual({ sessionId: 'chat-1736600000000-k3j9x0qa2b', sessionToken: TOKEN });
    expect(chatSessionHeaders()).toEqual({ 'x-session-token': TOKEN });
    sessionStorage.removeItem(CHAT_SESSION_TOKEN_KEY);
    expect(chatSessionForLead()).toBeUndefined();
    sessionStorage.setItem(CHAT_SESSION_TOKEN_KEY, TOKEN);
    sessionStorage.setItem(CHAT_SESSION_ID_KEY, 'chat/../../x');
    expect(chatSessionForLead()).toBeUndefined();
  });

  it('leave out what has no value and cut the honeypot to the API limit', () => {
    expect(leadExtras({ honeypot: '', formToken: undefined, withChatSession: true })).toEqual({
      website: '',
    });
    sessionStorage.setItem('northline.attribution', '{"utmSource":"google"}');
    sessionStorage.setItem(CHAT_SESSION_ID_KEY, 'chat-1-abc');
    sessionStorage.setItem(CHAT_SESSION_TOKEN_KEY, TOKEN);
    sessionStorage.setItem(CHAT_STATE_KEY, '{"version":2}');
    expect(leadExtras({ honeypot: 'h'.repeat(300), formToken: 't', withChatSession: false })).toEqual({
      website: 'h'.repeat(200),
      formToken: 't',
      attribution: { utmSource: 'google' },
    });
    expect(leadExtras({ honeypot: '', formToken: 't', withChatSession: true }).chatSessionId).toBe(
      'chat-1-abc',
    );
  });
});
