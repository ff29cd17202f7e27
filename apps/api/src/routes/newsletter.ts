import formbody from '@fastify/formbody';
import { blogPage, company, newsletterConsentPages, routePath } from '@northline/content';
import { type NewsletterLinkResult, newsletterSubscriptionSchema, toFieldIssues } from '@northline/schemas';
import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable } from '../errors.ts';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '../newsletter/newsletter-consent.ts';
import { newsletterConfirm, newsletterUnsubscribe } from '../newsletter/newsletter-link.ts';
import { newsletterSubscribe } from '../newsletter/newsletter-subscribe.ts';
import { contextFor } from '../operations/context.ts';
import { API_GET, API_POST } from '../plugins/app/route-traits.ts';
import { escapeHtml, formFields, leadFormRoute, type NativeForm, sendPage } from './form-post.ts';
import { callOperation } from './rest-route.ts';

/** Checkbox values a browser posts for a ticked consent box: ours sends `true`, a default checkbox `on`. */
const TICKED = new Set(['true', 'on']);

/** The newsletter form posted without JavaScript (decision 003), sent to `/thank-you/newsletter`. */
function nativeNewsletterForm(fields: Record<string, string>): NativeForm {
  const copy = blogPage.newsletter;
  const values = {
    email: fields.email ?? '',
    ...(TICKED.has(fields.consent ?? '') ? { consent: true } : {}),
  };
  return {
    formPage: `${routePath(blogPage.route)}#newsletter`,
    labels: { email: copy.emailLabel, consent: copy.consentLabel },
    thankYou: '/thank-you/newsletter',
    check: () => {
      const checked = newsletterSubscriptionSchema.safeParse(values);
      return checked.success ? { values } : { issues: toFieldIssues(checked.error.issues) };
    },
  };
}

/** The token of a link request: the query's `token`, else the posted form's or JSON body's `token`. */
function linkToken(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.token;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const fromBody = formFields(request.body).token;
  return fromBody ?? '';
}

const link = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The page of a link's outcome (copy: `newsletterConsentPages`). */
function sendOutcomePage(reply: FastifyReply, result: NewsletterLinkResult): FastifyReply {
  const copy = newsletterConsentPages;
  switch (result.outcome) {
    case 'confirmed':
    case 'already-confirmed':
      return sendPage(
        reply,
        200,
        copy.confirmed.title,
        paragraph(copy.confirmed.text) + link(routePath(blogPage.route), copy.confirmed.link),
      );
    case 'unsubscribed':
    case 'already-unsubscribed':
      return sendPage(
        reply,
        200,
        copy.unsubscribed.title,
        paragraph(copy.unsubscribed.text) + link(routePath('home'), copy.unsubscribed.link),
      );
    case 'invalid':
      return sendInvalidLinkPage(reply);
  }
}

/** Status 400 and the way to sign up again: the link is malformed, forged, expired or names nothing. */
function sendInvalidLinkPage(reply: FastifyReply): FastifyReply {
  const copy = newsletterConsentPages.invalid;
  return sendPage(
    reply,
    400,
    copy.title,
    paragraph(copy.text) + link(`${routePath(blogPage.route)}#newsletter`, copy.link),
  );
}

/**
 * Runs a link's operation and answers with its page: the outcome's page; the invalid-link page (400) for a token
 * the schema refuses; a 503 page when the database is unreachable. Anything else goes to the error boundary.
 */
async function answerLink(
  reply: FastifyReply,
  call: () => Promise<NewsletterLinkResult>,
): Promise<FastifyReply> {
  try {
    return sendOutcomePage(reply, await call());
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'BAD_REQUEST') return sendInvalidLinkPage(reply);
    if (
      (error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE') ||
      isDatabaseUnreachable(error)
    ) {
      reply.server.databaseOutage.refused(error instanceof TRPCError ? (error.cause ?? error) : error);
      const copy = newsletterConsentPages.unavailable;
      const phone = company.phones.main;
      const [before = '', after = ''] = copy.text.split('{phone}');
      return sendPage(
        reply,
        503,
        copy.title,
        `<p>${escapeHtml(before)}<a href="${escapeHtml(phone.href)}">${escapeHtml(phone.display)}</a>${escapeHtml(after)}</p>`,
      );
    }
    throw error;
  }
}

/**
 * The page of a newsletter link (`GET`): a one-button form that posts the token back to the same path. Following
 * the link changes nothing: mail scanners and link previews open links (RFC 8058 has an unsubscribe made by a
 * POST; CASL wants a confirmation the person gave, not one a scanner triggered). A token whose signature fails,
 * or a confirmation link past its days, gets the invalid-link page at once.
 */
function sendLinkFormPage(
  app: Parameters<FastifyPluginAsync>[0],
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: 'confirm' | 'unsubscribe',
): FastifyReply {
  const token = linkToken(request);
  if (!app.newsletterConsent.check(token, purpose).valid) return sendInvalidLinkPage(reply);
  const copy = newsletterConsentPages[purpose];
  const action = purpose === 'confirm' ? NEWSLETTER_CONFIRM_PATH : NEWSLETTER_UNSUBSCRIBE_PATH;
  return sendPage(
    reply,
    200,
    copy.title,
    `${paragraph(copy.text)}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(copy.button)}</button>
</form>`,
  );
}

/**
 * REST adapters of the newsletter:
 * - `POST /api/newsletter` ({@link newsletterSubscribe}). JSON { email, consent: true, … }: 201 `{ id, message }`
 *   (`Idempotent-Replayed: true` on a replay; the signup is pending until confirmed); 400 `{ error, issues }` for
 *   an invalid email or missing consent; 422; 429; 503. `application/x-www-form-urlencoded`: 303 to
 *   `/thank-you/newsletter`, or an HTML page with status 400 or 503.
 * - `GET /api/newsletter/confirm?token=…`: the double opt-in link; a page with a button that confirms (200), or
 *   that the link does not work (400). Opening it changes nothing.
 * - `POST /api/newsletter/confirm` ({@link newsletterConfirm}), the token as the form field (or in the query): a page
 *   saying it is confirmed (200), or that the link does not work (400), or 503.
 * - `GET /api/newsletter/unsubscribe?token=…`: a page with a one-click unsubscribe form (200), or 400.
 * - `POST /api/newsletter/unsubscribe` ({@link newsletterUnsubscribe}), token in the query (RFC 8058 one-click) or the
 *   form: a page saying it is done (200), or 400, or 503.
 */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    leadFormRoute({
      path: '/api/newsletter',
      operation: newsletterSubscribe,
      nativeForm: nativeNewsletterForm,
    }),
  );

  await app.register(async (scope) => {
    await scope.register(formbody);
    // RFC 8058 allows the one-click POST as multipart/form-data too; its body says nothing the link does not.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    // One-click unsubscribe (RFC 8058): a mail client posts `List-Unsubscribe=One-Click` to the link itself (token
    // in the query); the unsubscribe page's form posts the token as a field.
    scope.post(NEWSLETTER_UNSUBSCRIBE_PATH, { config: { traits: API_POST } }, async (request, reply) =>
      answerLink(reply, () =>
        callOperation(newsletterUnsubscribe, contextFor(app, request), { token: linkToken(request) }),
      ),
    );
    // The confirmation page's button posts the token as a field.
    scope.post(NEWSLETTER_CONFIRM_PATH, { config: { traits: API_POST } }, async (request, reply) =>
      answerLink(reply, () =>
        callOperation(newsletterConfirm, contextFor(app, request), { token: linkToken(request) }),
      ),
    );
  });

  app.get(NEWSLETTER_CONFIRM_PATH, { config: { traits: API_GET } }, async (request, reply) =>
    sendLinkFormPage(app, request, reply, 'confirm'),
  );
  app.get(NEWSLETTER_UNSUBSCRIBE_PATH, { config: { traits: API_GET } }, async (request, reply) =>
    sendLinkFormPage(app, request, reply, 'unsubscribe'),
  );
};
