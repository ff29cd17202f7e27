import formbody from '@fastify/formbody';
import { blogPage, routePath } from '@northline/content';
import { newsletterSubscriptionSchema, toFieldIssues } from '@northline/schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createCaller } from '../trpc/router.ts';
import { contextFor } from '../trpc/trpc.ts';
import {
  answerFormPost,
  formFields,
  formTokenOf,
  isFormPost,
  refererAttribution,
  sendInvalidFormPage,
} from './form-post.ts';

/** Checkbox values a browser posts for a ticked consent box: ours sends `true`, a default checkbox `on`. */
const TICKED = new Set(['true', 'on']);

/**
 * The newsletter form posted without JavaScript (decision 003): 303 to `/thank-you/newsletter`, or the 400 page
 * with the form's messages, or the 503 page.
 */
async function answerNativeNewsletter(
  app: Parameters<FastifyPluginAsync>[0],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const fields = formFields(request.body);
  const copy = blogPage.newsletter;
  const formPage = `${routePath(blogPage.route)}#newsletter`;
  const labels = { email: copy.emailLabel, consent: copy.consentLabel };
  const values = {
    email: fields.email ?? '',
    ...(TICKED.has(fields.consent ?? '') ? { consent: true } : {}),
  };
  const checked = newsletterSubscriptionSchema.safeParse(values);
  if (!checked.success) {
    return sendInvalidFormPage(reply, toFieldIssues(checked.error.issues), labels, formPage);
  }
  const caller = createCaller(contextFor(app, request));
  return answerFormPost(
    reply,
    () =>
      caller.newsletter.subscribe({
        ...values,
        website: fields.website,
        formToken: formTokenOf(request, fields),
        attribution: refererAttribution(request),
      } as never),
    { thankYou: '/thank-you/newsletter', formPage, labels },
  );
}

/**
 * REST adapter of `newsletter.subscribe` (issue 12): `POST /api/newsletter`.
 * - JSON { email, consent: true, … }: 201 `{ id, message }` (`Idempotent-Replayed: true` on a replay); 400
 *   `{ error, issues }` for an invalid email or missing consent; 422; 429; 503.
 * - `application/x-www-form-urlencoded`: 303 to `/thank-you/newsletter`, or an HTML page with status 400 or 503.
 */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.post('/api/newsletter', async (request, reply) => {
      if (isFormPost(request)) return answerNativeNewsletter(app, request, reply);
      const context = contextFor(app, request);
      const result = await createCaller(context).newsletter.subscribe(request.body as never);
      if (context.outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result);
    });
  });
};
