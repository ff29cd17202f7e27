import type { FormTokenResponse } from '@northline/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { API_GET } from '../plugins/app/route-traits.ts';

/**
 * `GET /api/form-token` (decision 003): a fresh signed, time-stamped form token `{ token }` that a
 * form fetches on its first focus and sends as `formToken`; `Cache-Control: no-store`. It carries no personal
 * data and needs no database. Rate-limited like every API call (429).
 */
export const formTokenRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/form-token',
    { config: { traits: API_GET } },
    async (): Promise<FormTokenResponse> => ({ token: app.formTokens.issue() }),
  );
};
