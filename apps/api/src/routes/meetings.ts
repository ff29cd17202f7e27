import formbody from '@fastify/formbody';
import { meetingApiMessages, meetingBookingPage, meetingManagePage, meetingPaths } from '@northline/content';
import type { FieldIssue, MeetingManageView, MeetingSlotsResponse } from '@northline/schemas';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable } from '../errors.ts';
import { BookingLimitError } from '../meetings/meeting-limits.ts';
import { consultantFeed } from '../meetings/meeting-staff.ts';
import { bookingReferenceContact, SlotTakenError } from '../meetings/meetings.ts';
import { meetingsBook } from '../meetings/meetings-book.ts';
import { meetingsCancel, meetingsManage, meetingsReschedule } from '../meetings/meetings-manage.ts';
import { meetingsSlots } from '../meetings/meetings-slots.ts';
import { contextFor } from '../operations/context.ts';
import { API_GET } from '../plugins/app/route-traits.ts';
import { transportErrorOf, validationIssues } from '../trpc/trpc.ts';
import {
  bookingReferenceCookieOf,
  bookingReferenceIn,
  clearBookingReferenceCookie,
} from './booking-reference.ts';
import { formFields, isFormPost, refererAttribution } from './form-post.ts';
import {
  type BookingValues,
  bookingPage,
  linkProblemPage,
  type ManageState,
  managePage,
  sendMeetingPage,
  unavailablePage,
} from './meeting-pages.ts';
import { acceptEmptyJsonBody, callOperation, restTraits } from './rest-route.ts';

/** Answers a slot taken meanwhile with 409 `{ error, nextSlots }`; anything else goes to the error boundary. */
function slotTaken(error: unknown, reply: FastifyReply): FastifyReply {
  if (error instanceof TRPCError && error.cause instanceof SlotTakenError) {
    return reply.code(409).send({ error: error.message, nextSlots: error.cause.nextSlots });
  }
  throw error;
}

/** A feed URL's secret: 43 base64url characters and `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** How many Toronto days with free slots the booking and manage pages offer. */
export const PAGE_SLOT_DAYS = 5;

/** What a failed call of a native post comes to, for the page that answers it. */
type Failure =
  | { kind: 'invalid'; issues: FieldIssue[] }
  | { kind: 'taken' }
  | { kind: 'limited'; status: 409 | 429; message: string }
  | { kind: 'link'; status: 404 | 409; message: string }
  | { kind: 'unavailable' };

/**
 * What a page answers for an operation's error: a validation failure (400 with its issues), a slot taken
 * meanwhile (409), a booking bound (409 for the e-mail address, 429 for the client address or the chat, with its
 * Retry-After set on the reply here), a link that does not work (404, or 409 replaced, expired or cancelled), an
 * unreachable database (503, counted by the outage log). Anything else is rethrown to the app's error boundary.
 */
function failureOf(error: unknown, reply: FastifyReply): Failure {
  if (error instanceof TRPCError) {
    if (error.code === 'BAD_REQUEST') return { kind: 'invalid', issues: validationIssues(error.cause) ?? [] };
    if (error.code === 'CONFLICT' && error.cause instanceof SlotTakenError) return { kind: 'taken' };
    if (error.cause instanceof BookingLimitError) {
      const retryAfter = error.cause.retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return { kind: 'limited', status: error.code === 'CONFLICT' ? 409 : 429, message: error.message };
    }
    if (error.code === 'NOT_FOUND')
      return { kind: 'link', status: 404, message: meetingApiMessages.linkInvalid };
    if (error.code === 'CONFLICT') return { kind: 'link', status: 409, message: error.message };
  }
  if ((error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE') || isDatabaseUnreachable(error)) {
    reply.server.databaseOutage.refused(error instanceof TRPCError ? (error.cause ?? error) : error);
    return { kind: 'unavailable' };
  }
  throw error;
}

/** The free slots a page offers ({@link PAGE_SLOT_DAYS} days). */
function pageSlots(app: FastifyInstance, request: FastifyRequest): Promise<MeetingSlotsResponse> {
  return callOperation(meetingsSlots, contextFor(app, request), { days: String(PAGE_SLOT_DAYS) });
}

/** A booking form's `attempt`: a random UUID the page rendered into it. */
const ATTEMPT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The fields of the booking form as posted (strings; empty optional fields left out; a `reference` of another
 * shape than a booking reference's left out too, as the visitor cannot fix a hidden field).
 */
function bookingValuesOf(fields: Record<string, string>): BookingValues {
  const optional = (value: string | undefined) => (value?.trim() ? value : undefined);
  return {
    start: optional(fields.start),
    name: fields.name ?? '',
    email: fields.email ?? '',
    company: optional(fields.company),
    phone: optional(fields.phone),
    reference: bookingReferenceIn(fields.reference),
  };
}

/**
 * The form's values for the browser's booking reference (docs/decisions/042): the name and e-mail of the contact
 * request it names, and the reference itself; none when it does not check out.
 */
async function referencedValues(
  app: FastifyInstance,
  request: FastifyRequest,
  reference: string | undefined,
): Promise<BookingValues> {
  if (!reference) return {};
  const contact = await bookingReferenceContact(contextFor(app, request), reference);
  return contact ? { ...contact, reference } : {};
}

/**
 * Answers a booking page (`/book-assessment`, or the 400/409 answer of its post) with fresh slots; with
 * `reference` (the GET's booking reference cookie), its contact request's name and e-mail filled in.
 */
async function sendBookingPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  options: Parameters<typeof bookingPage>[1] = {},
  reference?: string,
): Promise<FastifyReply> {
  let slots: MeetingSlotsResponse;
  let values = options.values;
  try {
    slots = await pageSlots(app, request);
    if (reference) values = { ...(await referencedValues(app, request, reference)), ...values };
  } catch (error) {
    failureOf(error, reply);
    const page = unavailablePage(meetingBookingPage.unavailableTitle, meetingPaths.book);
    return sendMeetingPage(reply, 'book', 503, page.title, page.main);
  }
  const page = bookingPage(slots.days, { ...options, values });
  return sendMeetingPage(reply, 'book', status, page.title, page.main);
}

/**
 * Answers the booking form posted without JavaScript (docs/decisions/035): the same operation as the JSON call,
 * then 303 to the confirmation page (nothing personal in its URL); 400 the form again with each field's message
 * and the typed values; 409 the form with the next free times; 409 or 429 (with Retry-After) the form under the
 * sentence of the booking bound that refused it; 503 a page with the phone. A filled honeypot is
 * answered like a booking and nothing is stored. The form's `attempt` is the post's idempotency key, so the same
 * form posted twice books once (the second post is answered from the first). The form's booking `reference`
 * (docs/decisions/042) joins the booking to its contact request's lead; a booking that carried one ends the
 * browser's booking reference cookie.
 */
async function bookFromForm(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const fields = formFields(request.body);
  const values = bookingValuesOf(fields);
  if (fields.website) {
    request.log.info({ outcome: 'honeypot' }, 'meeting booking dropped');
    return reply.redirect(meetingPaths.booked, 303);
  }
  if (!values.start) {
    const issues = [{ path: 'start', message: meetingApiMessages.notOffered }];
    return sendBookingPage(app, request, reply, 400, { values, issues, state: 'invalid' });
  }
  // The form's page is the landing page; after a 400 or 409 answer the browser's address is the API's path.
  const referer = refererAttribution(request);
  const attribution = referer?.landingPage?.startsWith('/api/')
    ? { landingPage: meetingPaths.book }
    : referer;
  const input = { ...values, attribution };
  const attempt = ATTEMPT.test(fields.attempt ?? '') ? `form-${fields.attempt}` : undefined;
  try {
    try {
      await callOperation(
        meetingsBook,
        { ...contextFor(app, request, { reply }), idempotencyKey: attempt },
        input,
      );
    } catch (error) {
      // The same form sent again with other values (back, edit, send): a new booking, as posted.
      if (!(error instanceof TRPCError && error.code === 'UNPROCESSABLE_CONTENT')) throw error;
      await callOperation(
        meetingsBook,
        { ...contextFor(app, request, { reply }), idempotencyKey: undefined },
        input,
      );
    }
  } catch (error) {
    const failure = failureOf(error, reply);
    if (failure.kind === 'invalid') {
      return sendBookingPage(app, request, reply, 400, { values, issues: failure.issues, state: 'invalid' });
    }
    if (failure.kind === 'taken')
      return sendBookingPage(app, request, reply, 409, { values, state: 'taken' });
    if (failure.kind === 'limited') {
      // The e-mail address's bound (409): the page neither repeats the address nor offers it again.
      return sendBookingPage(app, request, reply, failure.status, {
        values: failure.status === 409 ? { ...values, email: undefined } : values,
        state: 'limited',
        alert: failure.message,
      });
    }
    const page = unavailablePage(meetingBookingPage.unavailableTitle, meetingPaths.book);
    return sendMeetingPage(reply, 'book', 503, page.title, page.main);
  }
  if (values.reference) clearBookingReferenceCookie(reply);
  return reply.redirect(meetingPaths.booked, 303);
}

/** The manage page's path of a token, with an optional query. */
const managePath = (token: string, query = '') =>
  `${meetingPaths.manage}/${encodeURIComponent(token)}${query}`;

/**
 * Answers a manage page: the meeting of `token` and the free slots, or the page of a link that does not work
 * (404, 409) or of an unreachable database (503).
 */
async function sendManagePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  status: number,
  state: ManageState = {},
): Promise<FastifyReply> {
  let view: MeetingManageView;
  let slots: MeetingSlotsResponse;
  try {
    view = await callOperation(meetingsManage, contextFor(app, request), { token });
    slots = await pageSlots(app, request);
  } catch (error) {
    const failure = failureOf(error, reply);
    if (failure.kind === 'link') {
      const page = linkProblemPage(failure.status, failure.message);
      return sendMeetingPage(reply, 'manage', failure.status, page.title, page.main);
    }
    if (failure.kind === 'invalid') {
      const page = linkProblemPage(404, meetingApiMessages.linkInvalid);
      return sendMeetingPage(reply, 'manage', 404, page.title, page.main);
    }
    const page = unavailablePage(meetingManagePage.unavailableTitle, meetingPaths.book);
    return sendMeetingPage(reply, 'manage', 503, page.title, page.main);
  }
  const page = managePage(view, token, slots.days, slots.durationMinutes, state);
  return sendMeetingPage(reply, 'manage', status, page.title, page.main);
}

/**
 * A reschedule or cancel posted without JavaScript: 303 to the manage page (the new link's after a reschedule,
 * with `?changed=rescheduled`; the same link's after a cancel, which then shows the cancelled meeting); 400 or
 * 409 the manage page again with the message; 404/409 for a link that does not work; 503.
 */
async function changeFromForm(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { token: string } }>,
  reply: FastifyReply,
  change: 'reschedule' | 'cancel',
) {
  const { token } = request.params;
  const start = formFields(request.body).start ?? '';
  try {
    if (change === 'cancel') {
      await callOperation(meetingsCancel, contextFor(app, request), { token });
      return reply.redirect(managePath(token), 303);
    }
    if (!start) {
      return sendManagePage(app, request, reply, token, 400, { alert: meetingApiMessages.notOffered });
    }
    const view = await callOperation(meetingsReschedule, contextFor(app, request), { token, start });
    return reply.redirect(managePath(view.token ?? token, '?changed=rescheduled'), 303);
  } catch (error) {
    const failure = failureOf(error, reply);
    if (failure.kind === 'invalid') {
      const message = failure.issues.find((issue) => issue.path === 'start')?.message;
      if (message) return sendManagePage(app, request, reply, token, 400, { alert: message, start });
      const page = linkProblemPage(404, meetingApiMessages.linkInvalid);
      return sendMeetingPage(reply, 'manage', 404, page.title, page.main);
    }
    if (failure.kind === 'taken') {
      return sendManagePage(app, request, reply, token, 409, { alert: meetingApiMessages.slotTaken });
    }
    if (failure.kind === 'link') {
      const page = linkProblemPage(failure.status, failure.message);
      return sendMeetingPage(reply, 'manage', failure.status, page.title, page.main);
    }
    const page = unavailablePage(meetingManagePage.unavailableTitle, meetingPaths.book);
    return sendMeetingPage(reply, 'manage', 503, page.title, page.main);
  }
}

/** The query of a manage page: a change just made, or the cancel step; anything else is ignored. */
function manageStateOf(query: unknown): ManageState {
  const fields = formFields(query);
  return {
    changed: fields.changed === 'rescheduled' ? 'rescheduled' : undefined,
    step: fields.step === 'cancel' ? 'cancel' : undefined,
  };
}

/**
 * The meeting booking's REST adapters of their own (docs/decisions/033; the table's entries in
 * openapi/rest-routes.ts document them) and its pages (docs/decisions/035):
 * - `GET /api/meetings/slots?days=`: the query string is the input;
 * - `POST /api/meetings`: JSON 201, `Idempotent-Replayed: true` on a replay, 409 `{ error, nextSlots }` for a slot
 *   taken meanwhile, 409 `{ error }` or 429 `{ error }` with Retry-After past a booking bound; a native form post
 *   (urlencoded) is answered with pages (see `bookFromForm`);
 * - `POST /api/meetings/manage/{token}/reschedule`: the token from the path and `{ start }` from the body; 409 as
 *   above; a native form post is answered with a 303 to the new link's page, or a page;
 * - `POST /api/meetings/manage/{token}/cancel`: JSON (an empty body) 200 the view; a native form post 303 to the
 *   link's page, which then shows the cancelled meeting;
 * - `GET /api/meetings/feed/{secret}.ics`: a consultant's private calendar (`text/calendar`, never cached), 404
 *   for an unknown or revoked secret;
 * - `GET /book-assessment` (`?start=` preselects an offered time; the booking reference cookie of a contact form
 *   just sent without JavaScript fills in its name and e-mail, docs/decisions/042) and `GET /meetings/manage/{token}`
 *   (`?step=cancel`, `?changed=rescheduled`): the pages, filled into the site's prerendered shells, never cached or
 *   indexed, counted in the `api` rate-limit bucket; logged by their route pattern, so the token never reaches a
 *   log line.
 * The manage link's read is a plain table route.
 */
export const meetingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formbody);

  app.get('/api/meetings/slots', { config: { traits: restTraits(meetingsSlots, 'get') } }, async (request) =>
    callOperation(meetingsSlots, contextFor(app, request), request.query ?? {}),
  );

  app.post(
    '/api/meetings',
    { config: { traits: restTraits(meetingsBook, 'post') } },
    async (request, reply) => {
      if (isFormPost(request)) return bookFromForm(app, request, reply);
      const context = contextFor(app, request, { reply });
      try {
        const result = await callOperation(meetingsBook, context, request.body);
        if (context.outcome.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(result);
      } catch (error) {
        return slotTaken(error, reply);
      }
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/meetings/manage/:token/reschedule',
    { config: { traits: restTraits(meetingsReschedule, 'post') } },
    async (request, reply) => {
      if (isFormPost(request)) return changeFromForm(app, request, reply, 'reschedule');
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      try {
        const result = await callOperation(meetingsReschedule, contextFor(app, request), {
          ...body,
          token: request.params.token,
        });
        return reply.code(200).send(result);
      } catch (error) {
        return slotTaken(error, reply);
      }
    },
  );

  await app.register(async (scope) => {
    // The cancel takes no body: a JSON call may send an empty one.
    acceptEmptyJsonBody(scope);
    scope.post<{ Params: { token: string } }>(
      '/api/meetings/manage/:token/cancel',
      { config: { traits: restTraits(meetingsCancel, 'post') } },
      async (request, reply) => {
        if (isFormPost(request)) return changeFromForm(app, request, reply, 'cancel');
        return callOperation(meetingsCancel, contextFor(app, request), { token: request.params.token });
      },
    );
  });

  app.get(meetingPaths.book, { config: { traits: API_GET } }, async (request, reply) => {
    const start = formFields(request.query).start;
    return sendBookingPage(
      app,
      request,
      reply,
      200,
      { values: { start } },
      bookingReferenceCookieOf(request),
    );
  });

  // The manage page's path without a token: the page of a link that does not work.
  app.get(meetingPaths.manage, { config: { traits: API_GET } }, async (_request, reply) => {
    const page = linkProblemPage(404, meetingApiMessages.linkInvalid);
    return sendMeetingPage(reply, 'manage', 404, page.title, page.main);
  });

  app.get<{ Params: { token: string } }>(
    `${meetingPaths.manage}/:token`,
    { config: { traits: API_GET } },
    async (request, reply) =>
      sendManagePage(app, request, reply, request.params.token, 200, manageStateOf(request.query)),
  );

  app.get<{ Params: { file: string } }>(
    '/api/meetings/feed/:file',
    { config: { traits: API_GET } },
    async (request, reply) => {
      const secret = FEED_FILE.exec(request.params.file)?.[1];
      try {
        if (!secret) throw new TRPCError({ code: 'NOT_FOUND', message: 'Calendar feed not found' });
        const text = await consultantFeed(app.db.em(), secret, app.meetings, app.meetings.now());
        return reply.header('content-type', 'text/calendar; charset=utf-8').send(text);
      } catch (error) {
        throw transportErrorOf(error) ?? error;
      }
    },
  );
};
