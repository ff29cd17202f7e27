/**
 * Forms posted without JavaScript (decision 003): the REST adapters of `POST /api/contact` and
 * `POST /api/newsletter` accept `application/x-www-form-urlencoded` beside JSON, run the same operation, and
 * answer with pages instead of JSON: `303 See Other` to the form's prerendered thank-you page, a 400 page that
 * lists each field's message, or a 503 page when nothing could be stored. Nothing personal is ever put into a
 * URL, a page or a log line: the pages show only the specification's messages and the field labels.
 */
import formbody from '@fastify/formbody';
import { company, nativeFormPages } from '@northline/content';
import type { Attribution, FieldIssue } from '@northline/schemas';
import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/v4/core';
import { isDatabaseUnreachable } from '../errors.ts';
import { contextFor } from '../operations/context.ts';
import type { Operation, OperationKind } from '../operations/operation.ts';
import { API_POST } from '../plugins/app/route-traits.ts';
import { validationIssues } from '../trpc/trpc.ts';
import { callOperation } from './rest-route.ts';

/** Whether a request is a browser's native form post (no script): a urlencoded body. */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
}

/**
 * The fields of a urlencoded body as single strings (the first value of a repeated name).
 * @param body what @fastify/formbody parsed: names to a string or a list of strings
 */
export function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

/**
 * The form's own token of a native post: the hidden field when a script filled it. The page's token (the
 * `nl_form_token` cookie) is read by the operation for every lead request, posted natively or as JSON.
 */
export function formTokenOf(fields: Record<string, string>): string | undefined {
  return fields.formToken || undefined;
}

/**
 * Attribution of a native post (decision 003): a browser without our script stored none, so the path of the
 * `Referer` (the page the form is on) is kept as the landing page, without its query when it is another site.
 */
export function refererAttribution(request: FastifyRequest): Attribution | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return { landingPage: `${url.pathname}${url.search}`.slice(0, 500) };
  } catch {
    return undefined;
  }
}

/** `text` with the five HTML-special characters escaped, for a text node or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A small, self-contained, accessible HTML document (`lang`, a viewport, readable at 320 px), marked `noindex`.
 *
 * @param title the document's title (escaped here)
 * @param main trusted HTML of the `<main>` element, its `h1` included (escape every text with {@link escapeHtml})
 */
export function pageDocument(title: string, main: string): string {
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | ${escapeHtml(nativeFormPages.siteName)}</title>
<style>
body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.75rem;line-height:1.2;color:#1e40af;margin:0 0 1rem}
ul{padding-left:1.25rem}li{margin:.25rem 0}
button{font:inherit;font-weight:600;color:#fff;background:#1e40af;border:0;border-radius:.375rem;padding:.75rem 1.5rem;cursor:pointer}
button:focus-visible{outline:3px solid #1e40af;outline-offset:2px}
.error{color:#b91c1c}
a{color:#1e40af}a:focus-visible{outline:3px solid #1e40af;outline-offset:2px}
</style>
</head>
<body>
<main id="main">
${main}
</main>
</body>
</html>`;
}

/**
 * A small, self-contained, accessible HTML page (one `h1`, see {@link pageDocument}), marked `noindex` and never
 * cached. Also the newsletter's consent pages (routes/newsletter.ts).
 *
 * @param body trusted HTML (escape every text with {@link escapeHtml})
 */
export function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  const html = pageDocument(title, `<h1>${escapeHtml(title)}</h1>\n${body}`);
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * Answers an invalid native post: status 400, the page's field messages (§5) in the form's order, each after its
 * label, and the way back (decision 003: the browser's Back button keeps what was typed).
 *
 * @param issues the validation issues ({ path, message })
 * @param labels the form's field labels by field name; a field without one is named by its name
 * @param formPage the path of the form (and its anchor) to link back to
 */
export function sendInvalidFormPage(
  reply: FastifyReply,
  issues: readonly FieldIssue[],
  labels: Readonly<Record<string, string>>,
  formPage: string,
): FastifyReply {
  const copy = nativeFormPages.invalid;
  const order = Object.keys(labels);
  const rank = (path: string) => {
    const index = order.indexOf(path);
    return index === -1 ? order.length : index;
  };
  const seen = new Set<string>();
  const items = [...issues]
    .sort((a, b) => rank(a.path) - rank(b.path))
    .filter((issue) => !seen.has(issue.path) && seen.add(issue.path))
    .map(
      (issue) =>
        `<li><strong>${escapeHtml(labels[issue.path] ?? issue.path)}</strong>: <span class="error">${escapeHtml(issue.message)}</span></li>`,
    )
    .join('\n');
  return sendPage(
    reply,
    400,
    copy.title,
    `<p>${escapeHtml(copy.intro)}</p>
<ul>
${items}
</ul>
<p>${escapeHtml(copy.back)}</p>
<p><a href="${escapeHtml(formPage)}">${escapeHtml(copy.pageLink)}</a></p>`,
  );
}

/** Answers a native post that could not be stored (database unreachable): status 503 and the way back. */
export function sendUnavailableFormPage(reply: FastifyReply, formPage: string): FastifyReply {
  const copy = nativeFormPages.unavailable;
  const phone = company.phones.main;
  const [before = '', after = ''] = copy.intro.split('{phone}');
  return sendPage(
    reply,
    503,
    copy.title,
    `<p>${escapeHtml(before)}<a href="${escapeHtml(phone.href)}">${escapeHtml(phone.display)}</a>${escapeHtml(after)}</p>
<p>${escapeHtml(copy.back)}</p>
<p><a href="${escapeHtml(formPage)}">${escapeHtml(copy.pageLink)}</a></p>`,
  );
}

/**
 * Runs a native post's operation and answers with a page: 303 to `thankYou` on success; the 400 page for
 * a validation failure the page's own schema let through (e.g. an oversize field); the 503 page when the
 * database is unreachable. Anything else is rethrown to the app's error boundary.
 *
 * @param call the operation's run
 * @param pages where to send the visitor, and the form's labels for the 400 page
 */
export async function answerFormPost(
  reply: FastifyReply,
  call: () => Promise<unknown>,
  pages: { thankYou: string; formPage: string; labels: Readonly<Record<string, string>> },
): Promise<FastifyReply> {
  try {
    await call();
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'BAD_REQUEST') {
      return sendInvalidFormPage(reply, validationIssues(error.cause) ?? [], pages.labels, pages.formPage);
    }
    if (
      (error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE') ||
      isDatabaseUnreachable(error)
    ) {
      reply.server.databaseOutage.refused(error instanceof TRPCError ? (error.cause ?? error) : error);
      return sendUnavailableFormPage(reply, pages.formPage);
    }
    throw error;
  }
  return reply.redirect(pages.thankYou, 303);
}

/** A form as a native post of it is answered: where it lives, its labels, and that page's own check. */
export interface NativeForm {
  /** Path (and anchor) of the form's page, linked from the 400 and 503 pages. */
  formPage: string;
  /** The form's field labels by field name, in the form's order. */
  labels: Readonly<Record<string, string>>;
  /** The thank-you page a stored post is sent to (303). */
  thankYou: string;
  /** The page's own check of the posted fields: the values to submit, or the issues to list. */
  check: () => { values: Record<string, unknown> } | { issues: FieldIssue[] };
}

/** What {@link leadFormRoute} needs to know of one lead-creating form. */
export interface LeadFormRouteOptions<Output> {
  /** The REST path, e.g. `/api/contact`. */
  path: string;
  /** The operation that stores the lead (`contactSubmit`, `newsletterSubscribe`), run by `callOperation`. */
  operation: Operation<z.$ZodType | undefined, Output, OperationKind, unknown>;
  /** Describes a native post of the form from its fields (strings, as posted). */
  nativeForm: (fields: Record<string, string>) => NativeForm;
  /**
   * Runs after a native post was stored, before its 303 is sent: what the answer carries beyond the redirect
   * (the contact forms' booking reference cookie, docs/decisions/042).
   */
  onNativeStored?: ((reply: FastifyReply, result: Output) => void) | undefined;
}

/**
 * The REST adapter of a lead-creating form (decision 003): `POST <path>`, an API POST ({@link API_POST}), with
 * - JSON (the site's script): the operation's answer with 201, `Idempotent-Replayed: true` on a replay; errors
 *   through the app's error boundary (400 with issues, 413, 422, 429, 503);
 * - `application/x-www-form-urlencoded` (a browser without the script, parsed by @fastify/formbody in this
 *   route's scope only): the page's own check (400 page), then the same operation with the honeypot, the form
 *   token (field or cookie) and the `Referer` path as landing page: 303 to the thank-you page (after
 *   `onNativeStored`), or the 400 / 503 page.
 */
export function leadFormRoute<Output>(options: LeadFormRouteOptions<Output>): FastifyPluginAsync {
  return async (app) => {
    await app.register(async (scope) => {
      await scope.register(formbody);
      scope.post(options.path, { config: { traits: API_POST } }, async (request, reply) => {
        const context = contextFor(app, request, { reply });
        if (!isFormPost(request)) {
          const result = await callOperation(options.operation, context, request.body);
          if (context.outcome.replayed) reply.header('idempotent-replayed', 'true');
          return reply.code(201).send(result);
        }
        const fields = formFields(request.body);
        const form = options.nativeForm(fields);
        const checked = form.check();
        if ('issues' in checked) {
          return sendInvalidFormPage(reply, checked.issues, form.labels, form.formPage);
        }
        const input = {
          ...checked.values,
          website: fields.website,
          formToken: formTokenOf(fields),
          attribution: refererAttribution(request),
        };
        return answerFormPost(
          reply,
          async () => {
            const result = await callOperation(options.operation, context, input);
            options.onNativeStored?.(reply, result);
          },
          form,
        );
      });
    });
  };
}
