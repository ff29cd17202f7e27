/**
 * The floor of `POST /api/contact` for `pnpm bench:api`: a bare Fastify route that does the same
 * validation (`contactSubmissionSchema`) and one `INSERT … RETURNING` into `contact_request` with `pg`, nothing
 * else (no rate limit, no headers, no ORM, no transaction). Started by bench/api.ts as a child process.
 * Settings: PORT, DATABASE_URL.
 */
import { contactApiMessages } from '@northline/content';
import { contactSubmissionSchema } from '@northline/schemas';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.post('/api/contact', async (request, reply) => {
  const parsed = contactSubmissionSchema.safeParse(request.body);
  if (!parsed.success) return reply.code(400).send({ error: 'Invalid request' });
  const lead = parsed.data;
  const { rows } = await pool.query<{ id: string; submitted_at: Date }>(
    `insert into contact_request (id, first_name, last_name, email, phone, company, employees, message, source, submitted_at)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, now()) returning id, submitted_at`,
    [
      lead.firstName,
      lead.lastName,
      lead.email,
      lead.phone,
      lead.company,
      lead.employees,
      lead.message || null,
      lead.source || null,
    ],
  );
  const [row] = rows;
  return reply
    .code(201)
    .send({ id: row?.id, submittedAt: row?.submitted_at.toISOString(), message: contactApiMessages.success });
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.('ready');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app.close().then(() => pool.end().then(() => process.exit(0)));
  });
}
