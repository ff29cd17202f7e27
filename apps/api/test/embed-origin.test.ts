/**
 * partner attribution: a chat session stores the origin of the page the widget ran on when that
 * origin is a listed partner's (CORS_ORIGINS) or the site's own (SITE_URL), else null; the inbox shows it.
 */
import { company } from '@northline/content';
import { createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptedEmbedOrigin } from '../src/embed-origin.ts';
import { leadApp, signedInStaff } from './helper.ts';

const PARTNER = 'https://partner.example';
const SITE = company.defaultSiteUrl;

describe('acceptedEmbedOrigin', () => {
  const accepted = new Set([PARTNER, SITE, 'http://127.0.0.1:3181']);
  it('keeps a listed http(s) origin and refuses anything else', () => {
    expect(acceptedEmbedOrigin(PARTNER, accepted)).toBe(PARTNER);
    expect(acceptedEmbedOrigin('http://127.0.0.1:3181', accepted)).toBe('http://127.0.0.1:3181');
    expect(acceptedEmbedOrigin([SITE, PARTNER], accepted)).toBe(SITE);
    for (const header of [
      undefined,
      '',
      'null',
      'https://evil.example',
      'https://partner.example.evil.example',
      'http://partner.example',
      'javascript:alert(1)',
      `https://${'a'.repeat(300)}.example`,
    ]) {
      expect(acceptedEmbedOrigin(header, accepted)).toBeNull();
    }
  });
});

describe('chat sessions record the embedding origin', () => {
  let app: FastifyInstance;
  let sql: pg.Client;
  beforeAll(async () => {
    ({ app, sql } = await leadApp({ CORS_ORIGINS: [PARTNER], SITE_URL: SITE }));
  });

  const chat = (sessionId: string, message: string, origin?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: origin ? { origin } : {},
      payload: { message, sessionId },
    });
  const storedOrigin = async (sessionId: string) =>
    (await sql.query('select embed_origin from chat_session where id = $1', [sessionId])).rows[0]
      ?.embed_origin;

  it('stores a partner origin, the site origin, and null for an unlisted origin or none', async () => {
    const cases: [string | undefined, string | null][] = [
      [PARTNER, PARTNER],
      [SITE, SITE],
      ['https://evil.example', null],
      [undefined, null],
    ];
    for (const [origin, expected] of cases) {
      const sessionId = createSessionId('chat');
      expect((await chat(sessionId, 'How much is managed IT for 20 people?', origin)).statusCode).toBe(200);
      expect(await storedOrigin(sessionId)).toBe(expected);
    }
  });

  it('keeps the first origin: later messages from elsewhere do not change it', async () => {
    const sessionId = createSessionId('chat');
    await chat(sessionId, 'Hello', PARTNER);
    await chat(sessionId, 'Still here', SITE);
    expect(await storedOrigin(sessionId)).toBe(PARTNER);
  });

  it('shows it in the staff lead detail as embeddedOn', async () => {
    const sessionId = createSessionId('chat');
    await chat(sessionId, 'I am Dana Smith, email dana@acme-dental.example, we need IT support', PARTNER);
    const { rows } = await sql.query('select id from lead where chat_session_id = $1', [sessionId]);
    const staff = await signedInStaff(app, 'sales');
    const input = encodeURIComponent(JSON.stringify({ id: rows[0]?.id }));
    const detail = await app.inject({ url: `/trpc/staff.leads.get?input=${input}`, headers: staff.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().result.data.embeddedOn).toBe(PARTNER);
  });
});
