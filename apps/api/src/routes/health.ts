import type { FastifyPluginAsync } from 'fastify';

/**
 * Probes: `GET /healthz` answers 200 while the process is up; `GET /readyz` answers 200 when the
 * database is reachable and migrated, else 503 (load balancers stop sending traffic).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const reachable = await app.db.isReachable().catch(() => false);
    if (!reachable)
      return reply.code(503).send({ status: 'unavailable', error: 'The database is unreachable.' });
    return { status: 'ready', database: app.db.target.kind };
  });
};
