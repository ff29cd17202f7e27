/**
 * The floor of a chat's first reply for `pnpm bench:chat`: a bare Fastify route `POST /api/chat` that does what a
 * question on a fresh session costs the database, nothing else: the session's read and one statement inserting the
 * session and its two messages, both prepared, with `pg` (no validation, no session token, no rate limit, no
 * engine, no ORM, no events). The same load against it and against the API measures what the API adds; what the
 * floor itself costs is this machine's (its cores shared by the load, the server and PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';

/** The floor's fixed answer, the length of a short reply of the built-in engine. */
const REPLY = 'Managed IT is priced per user per month; the free assessment gives your exact figure.';

/**
 * Starts the floor on an ephemeral port of 127.0.0.1, on the migrated database at `databaseUrl`, with a pool of
 * the API's size (10 connections).
 *
 * @returns its origin, and `close` (the server, then the pool)
 */
export async function startBareChat(
  databaseUrl: string,
): Promise<{ base: string; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.post('/api/chat', async (request) => {
    const { message, sessionId } = request.body as { message: string; sessionId: string };
    await pool.query({
      name: 'bare_session',
      text: 'select * from "chat_session" where "id" = $1',
      values: [sessionId],
    });
    const now = new Date();
    await pool.query({
      name: 'bare_turn',
      text: `with "session" as (insert into "chat_session" ("id", "created_at", "updated_at", "lead_quality",
          "interested_services") values ($1, $2, $2, 'cold', '[]') returning "id")
        insert into "chat_message" ("id", "session_id", "position", "role", "content", "created_at")
        select m."id", s."id", m."position", m."role", m."content", $2 from "session" s
        cross join (values (cast($3 as uuid), 0, 'user', cast($4 as text)), (cast($5 as uuid), 1, 'assistant', cast($6 as text)))
          as m("id", "position", "role", "content")`,
      values: [sessionId, now, randomUUID(), message, randomUUID(), REPLY],
    });
    return { response: REPLY, leadQuality: 'cold', interestedServices: [], sessionId };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
