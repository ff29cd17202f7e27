import formbody from '@fastify/formbody';
import { type ContactFormConfig, contactForms, routePath } from '@northline/content';
import { contactFormMessages, createContactSchema, SIZE_BANDS, toFieldIssues } from '@northline/schemas';
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

/** The contact request's fields as a native form posts them. */
const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'employees',
  'message',
] as const;

/** The form a native post came from, by its hidden `source`; the contact page's when unknown. */
function formOf(source: string | undefined): ContactFormConfig {
  return Object.values(contactForms).find((config) => config.source === source) ?? contactForms.contact;
}

/**
 * A contact form posted without JavaScript (decision 003): checked with that page's own schema and messages
 * (§5), then stored by the same procedure as a JSON submission, with the form token of the page's cookie and
 * the `Referer` path as landing page. 303 to `/thank-you/<form>`, or the 400 / 503 page.
 */
async function answerNativeContact(
  app: Parameters<FastifyPluginAsync>[0],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const fields = formFields(request.body);
  const config = formOf(fields.source);
  const formPage = `${routePath(config.route)}#${config.anchorId}`;
  const labels: Record<string, string> = { ...config.labels };
  const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, fields[name] ?? '']));
  const pageSchema = createContactSchema(
    contactFormMessages(config.schema, config.messageOverrides),
    SIZE_BANDS[config.sizeBands],
  );
  const checked = pageSchema.safeParse(values);
  if (!checked.success) {
    return sendInvalidFormPage(reply, toFieldIssues(checked.error.issues), labels, formPage);
  }
  const caller = createCaller(contextFor(app, request));
  return answerFormPost(
    reply,
    () =>
      caller.contact.submit({
        ...values,
        source: config.source,
        website: fields.website,
        formToken: formTokenOf(request, fields),
        attribution: refererAttribution(request),
      } as never),
    { thankYou: `/thank-you/${config.page}`, formPage, labels },
  );
}

/**
 * REST adapter of `contact.submit` (specification §7; issue 12): `POST /api/contact`.
 * - JSON (the site's script): 201 `{ id, submittedAt, message }` (a replay of an `Idempotency-Key` answers the
 *   same, with `Idempotent-Replayed: true`); 400 `{ error, issues }`; 413; 422; 429; 503.
 * - `application/x-www-form-urlencoded` (a browser without the script): 303 to the form's thank-you page,
 *   or an HTML page with status 400 (field messages) or 503.
 * The procedure is the one implementation; this only translates HTTP.
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.post('/api/contact', async (request, reply) => {
      if (isFormPost(request)) return answerNativeContact(app, request, reply);
      const context = contextFor(app, request);
      const result = await createCaller(context).contact.submit(request.body as never);
      if (context.outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result);
    });
  });
};
