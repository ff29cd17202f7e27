import { toFieldIssues } from '@northline/schemas';
import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { isDatabaseUnreachable } from '../errors.ts';

/** What every procedure receives: the database and the request's logger (which carries the request id). */
export interface Context {
  db: Database;
  log: FastifyBaseLogger;
}

/** Issues of an input-validation failure (a Standard Schema or zod error in `cause`), else undefined. */
function validationIssues(cause: unknown) {
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues)) {
    return toFieldIssues(cause.issues as { path: PropertyKey[]; message: string }[]);
  }
  return undefined;
}

const t = initTRPC.context<Context>().create({
  /**
   * The tRPC error boundary (STYLE.md): adds `issues` ({ path, message }[]) to validation errors and
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
      data: { ...shape.data, stack: undefined, issues },
    };
  },
});

/** Maps "database unreachable" failures of any procedure to SERVICE_UNAVAILABLE (503). */
const databaseErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnreachable(result.error.cause ?? result.error)) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unavailable. Please try again shortly.',
      cause: result.error,
    });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** A procedure any visitor may call. */
export const publicProcedure = t.procedure.use(databaseErrors);
export { validationIssues };
