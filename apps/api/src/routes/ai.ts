import type { FastifyPluginAsync } from 'fastify';
import { createCaller } from '../trpc/router.ts';
import { contextFor } from '../trpc/trpc.ts';

/**
 * REST adapters of the `ai` procedures (specification §2 AI optimization test page, §7):
 * `GET /api/ai/faq` → 200 `{ faqs: [{ question, answer, route }] }`;
 * `GET /api/ai/suggestions` → 200 `{ quickAnswers: { pricing, response_time, contact }, commonQueries }`.
 */
export const aiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/ai/faq', async (request) => createCaller(contextFor(app, request)).ai.faq());
  app.get('/api/ai/suggestions', async (request) => createCaller(contextFor(app, request)).ai.suggestions());
};
