import { type StaffMember, toFieldIssues } from '@northline/schemas';
import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import {
  ADMIN_ONLY_MESSAGE,
  DomainError,
  type DomainErrorKind,
  isDatabaseUnreachable,
  SIGNED_OUT_MESSAGE,
} from '../errors.ts';
import type { Context } from '../operations/context.ts';
import type { Access } from '../operations/operation.ts';
import type { RouteTraits } from '../plugins/app/route-traits.ts';
import { STAFF_SESSION_COOKIE, staffForToken } from '../staff/staff-auth.ts';

/** Issues of an input-validation failure (a Standard Schema or zod error in `cause`), else undefined. */
function validationIssues(cause: unknown) {
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues)) {
    return toFieldIssues(cause.issues as { path: PropertyKey[]; message: string }[]);
  }
  return undefined;
}

/**
 * A procedure's meta is what its route is (plugins/app/route-traits.ts): its rate-limit bucket and whether it
 * is staff-only, read per call by the one place that applies them.
 */
const t = initTRPC
  .context<Context>()
  .meta<RouteTraits>()
  .create({
    // Subscriptions (the staff stream `staff.live.events`) send a ping every 15 s so proxies keep them open, and
    // the client reconnects, naming its last event id, when it hears nothing for 20 s.
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 20_000 } },
    /**
     * The tRPC error boundary (one per surface): adds `issues` ({ path, message }[]) to validation errors and
     * hides internals of 5xx errors.
     */
    errorFormatter({ shape, error }) {
      const issues = error.code === 'BAD_REQUEST' ? validationIssues(error.cause) : undefined;
      const hidden = shape.data.httpStatus >= 500;
      return {
        ...shape,
        message: issues
          ? 'Invalid request'
          : hidden && error.code !== 'SERVICE_UNAVAILABLE'
            ? 'Internal server error'
            : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          issues,
          ...(error.cause instanceof DomainError && error.cause.details
            ? { details: error.cause.details }
            : {}),
        },
      };
    },
  });

/** The tRPC code of each {@link DomainErrorKind} (the REST boundary maps the code to its HTTP status). */
const DOMAIN_CODES: Record<DomainErrorKind, TRPCError['code']> = {
  invalid: 'BAD_REQUEST',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  unprocessable: 'UNPROCESSABLE_CONTENT',
  'rate-limited': 'TOO_MANY_REQUESTS',
  unauthenticated: 'UNAUTHORIZED',
};

/**
 * The transport error of a failure a service throws (the one place a service's refusal becomes a transport's
 * error): a {@link DomainError} gets its kind's tRPC code and keeps its message; an unreachable
 * database is SERVICE_UNAVAILABLE (503). Anything else is not the transport's to name (undefined).
 */
export function transportErrorOf(error: unknown): TRPCError | undefined {
  if (error instanceof DomainError && error.kind === 'invalid') {
    // The issues travel in `cause` as a schema's do, so the error boundaries answer them as `issues`.
    return new TRPCError({
      code: 'BAD_REQUEST',
      message: error.message,
      cause: { issues: error.issues ?? [] },
    });
  }
  if (error instanceof DomainError) {
    return new TRPCError({ code: DOMAIN_CODES[error.kind], message: error.message, cause: error });
  }
  if (isDatabaseUnreachable(error)) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unavailable. Please try again shortly.',
      cause: error,
    });
  }
  return undefined;
}

/** Applies {@link transportErrorOf} to the failure of every procedure. */
const transportErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const mapped = result.ok ? undefined : transportErrorOf(result.error.cause ?? result.error);
  if (mapped) throw mapped;
  return result;
});

/** The message of the 403 answered to a state-changing staff call from another origin (CSRF). */
export const CROSS_SITE_MESSAGE = 'This request did not come from the staff app.';
export { ADMIN_ONLY_MESSAGE, SIGNED_OUT_MESSAGE };

/**
 * The CSRF defence of state-changing staff calls (OWASP CSRF cheat sheet "Verifying origin with
 * standard headers"), on top of the session cookie's `SameSite=Lax`: the request's `Origin` must be this
 * server's own origin (its Host, as `trustProxy` resolves it); without an Origin, `Sec-Fetch-Site` must say
 * `same-origin`. Anything else is refused.
 *
 * @throws TRPCError FORBIDDEN (403) with {@link CROSS_SITE_MESSAGE}
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin) {
    try {
      // Both sides through URL, so a default port (`:80`, `:443`) compares equal to none.
      const own = new URL(`${request.protocol}://${request.host}`);
      const from = new URL(origin);
      if (from.protocol === own.protocol && from.host === own.host) return;
    } catch {
      // A malformed Origin or Host is refused below.
    }
  } else if (request.headers['sec-fetch-site'] === 'same-origin') {
    return;
  }
  throw new TRPCError({ code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE });
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** A procedure any visitor may call. */
export const publicProcedure = t.procedure.use(transportErrors);

/**
 * The signed-in staff member of a call: the `nl_staff` session cookie must name a live session
 * (staff/staff-auth.ts).
 *
 * @throws TRPCError UNAUTHORIZED (401) with {@link SIGNED_OUT_MESSAGE} without a valid session
 */
export async function staffOf(ctx: Pick<Context, 'db' | 'http'>) {
  const staff = await staffForToken(ctx.db.em(), ctx.http.request.cookies[STAFF_SESSION_COOKIE]);
  if (!staff) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGNED_OUT_MESSAGE });
  return staff;
}

/**
 * Checks who may run an operation, the same way on every transport (see {@link Access}): a `public` one anyone; a
 * `same-origin` mutation only from the staff app's own origin; a `staff` one a staff session, and as a mutation
 * the staff app's own origin; an `admin` one as `staff`, by an admin.
 *
 * @returns the signed-in staff member for `staff` and `admin`, else undefined
 * @throws TRPCError FORBIDDEN (403) for a cross-site mutation ({@link CROSS_SITE_MESSAGE}) or a sales user calling an
 *   admin operation ({@link ADMIN_ONLY_MESSAGE}); UNAUTHORIZED (401) without a staff session
 */
export async function authorize(
  access: Access | undefined,
  kind: 'query' | 'mutation',
  ctx: Pick<Context, 'db' | 'http'>,
): Promise<StaffMember | undefined> {
  if (access === undefined || access === 'public') return undefined;
  if (kind === 'mutation') assertSameOrigin(ctx.http.request);
  if (access === 'same-origin') return undefined;
  const staff = await staffOf(ctx);
  if (access === 'admin' && staff.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: ADMIN_ONLY_MESSAGE });
  }
  return staff;
}

/**
 * A subscription for signed-in staff (the staff app's live stream): a staff route (never cached, never indexed)
 * whose caller must hold a staff session; adds `ctx.staff`. Queries and mutations are operations instead
 * (`procedureOf`, trpc/procedure-of.ts); a subscription streams, so it has no operation of its own.
 *
 * @throws TRPCError UNAUTHORIZED (401) with {@link SIGNED_OUT_MESSAGE} without a valid session
 */
export const staffSubscriptionProcedure = publicProcedure
  .meta({ staff: true })
  .use(async ({ ctx, next }) => next({ ctx: { staff: await staffOf(ctx) } }));

export { validationIssues };
