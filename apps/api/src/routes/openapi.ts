import type { FastifyPluginAsync } from 'fastify';
import { buildOpenApiDocument } from '../openapi/document.ts';
import { renderReferencePage } from '../openapi/reference-page.ts';
import { API_GET } from '../plugins/app/route-traits.ts';

/** Both answers are the same for everyone and carry nothing personal: shared caches may keep them 5 minutes. */
const CACHE = 'public, max-age=300';

/**
 * The REST API's description (decision 014), built once at start from the route table
 * (src/openapi/rest-routes.ts) and the zod schemas of @northline/schemas:
 * - `GET /api/openapi.json` → 200 the OpenAPI 3.1 document;
 * - `GET /api/docs` → 200 the same as an HTML page for people (server-rendered tables, no script).
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = buildOpenApiDocument();
  const page = renderReferencePage(document);
  app.get('/api/openapi.json', { config: { traits: API_GET } }, async (_request, reply) => {
    return reply.header('cache-control', CACHE).type('application/json; charset=utf-8').send(document);
  });
  app.get('/api/docs', { config: { traits: API_GET } }, async (_request, reply) => {
    return reply.header('cache-control', CACHE).type('text/html; charset=utf-8').send(page);
  });
};
