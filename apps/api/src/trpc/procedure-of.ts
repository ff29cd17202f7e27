import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/v4/core';
import {
  type AnyOperation,
  answerOf,
  type InputOf,
  type Operation,
  type OperationKind,
  traitsOfOperation,
} from '../operations/operation.ts';
import { API_GET, API_POST, type RouteTraits } from '../plugins/app/route-traits.ts';
import { authorize, publicProcedure } from './trpc.ts';

/** The procedure every operation starts from: its traits as meta, then its access check (before its input). */
const baseOf = (operation: AnyOperation) =>
  publicProcedure.meta(traitsOfOperation(operation)).use(async ({ ctx, type, next }) => {
    const staff = await authorize(operation.access, type === 'query' ? 'query' : 'mutation', ctx);
    return next({ ctx: { staff } });
  });

type WithInput<Input extends z.$ZodType, Output, Kind extends OperationKind = OperationKind> = Operation<
  Input,
  Output,
  Kind,
  unknown
>;
type WithoutInput<Output, Kind extends OperationKind = OperationKind> = Operation<
  undefined,
  Output,
  Kind,
  unknown
>;

/*
 * tRPC checked `input` with the operation's own schema, but cannot name its type for a schema that is a type
 * parameter: `checked` says it is the schema's output, which it is.
 */
const checked = <Input extends z.$ZodType>(input: unknown) => input as InputOf<Input>;

const queryWithInput = <Input extends z.$ZodType, Output>(operation: WithInput<Input, Output>) =>
  baseOf(operation)
    .input(operation.input)
    .query(({ ctx, input }) => answerOf(operation, ctx, checked<Input>(input)));
const mutationWithInput = <Input extends z.$ZodType, Output>(operation: WithInput<Input, Output>) =>
  baseOf(operation)
    .input(operation.input)
    .mutation(({ ctx, input }) => answerOf(operation, ctx, checked<Input>(input)));
const queryWithoutInput = <Output>(operation: WithoutInput<Output>) =>
  baseOf(operation).query(({ ctx }) => answerOf(operation, ctx, undefined));
const mutationWithoutInput = <Output>(operation: WithoutInput<Output>) =>
  baseOf(operation).mutation(({ ctx }) => answerOf(operation, ctx, undefined));

/**
 * The tRPC procedure of an operation: a query or a mutation as the operation's `kind` says, its input checked by
 * tRPC with the operation's schema (400 with `issues`), its access checked first (401, 403), its answer checked
 * against `output`, its traits (rate-limit bucket, staff) as the procedure's meta. The one way an operation
 * becomes a procedure: `send: procedureOf(chatSend)`.
 */
export function procedureOf<Input extends z.$ZodType, Output>(
  operation: WithInput<Input, Output, 'query'>,
): ReturnType<typeof queryWithInput<Input, Output>>;
export function procedureOf<Input extends z.$ZodType, Output>(
  operation: WithInput<Input, Output, 'mutation'>,
): ReturnType<typeof mutationWithInput<Input, Output>>;
export function procedureOf<Output>(
  operation: WithoutInput<Output, 'query'>,
): ReturnType<typeof queryWithoutInput<Output>>;
export function procedureOf<Output>(
  operation: WithoutInput<Output, 'mutation'>,
): ReturnType<typeof mutationWithoutInput<Output>>;
export function procedureOf(operation: AnyOperation) {
  if (operation.input === undefined) {
    const withoutInput: WithoutInput<unknown> = { ...operation, input: undefined };
    return operation.kind === 'query' ? queryWithoutInput(withoutInput) : mutationWithoutInput(withoutInput);
  }
  const withInput: WithInput<z.$ZodType, unknown> = { ...operation, input: operation.input };
  return operation.kind === 'query' ? queryWithInput(withInput) : mutationWithInput(withInput);
}

/** A procedure of a router's record, or a record of more. */
type RecordEntry =
  | {
      _def?: {
        procedure?: boolean;
        type?: 'query' | 'mutation' | 'subscription';
        meta?: RouteTraits;
        record?: object;
      };
    }
  | object;

/** One procedure of a router as the tRPC route sees it: its route traits and its kind. */
interface ProcedureEntry {
  traits: RouteTraits;
  type: 'query' | 'mutation' | 'subscription';
}

/**
 * Every procedure of a router by its path (`staff.live.events`), read from tRPC's procedure definitions once: a
 * mutation has the traits of an API POST (never compressed), a query or subscription those of an API GET, each in
 * its meta's rate-limit bucket (else `api`) and staff-only when its meta says so.
 */
function procedureTable(appRouter: { _def: { record: object } }): Map<string, ProcedureEntry> {
  const byPath = new Map<string, ProcedureEntry>();
  const walk = (record: object, prefix: string) => {
    for (const [key, entry] of Object.entries(record) as [string, RecordEntry][]) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      const def = '_def' in entry ? entry._def : undefined;
      if (def?.procedure) {
        const type = def.type ?? 'query';
        const base = type === 'mutation' ? API_POST : API_GET;
        byPath.set(path, { type, traits: { ...base, ...def.meta, rateLimit: def.meta?.rateLimit ?? 'api' } });
      } else if (def?.record) walk(def.record, path);
      else if (typeof entry === 'object' && entry !== null) walk(entry, path);
    }
  };
  walk(appRouter._def.record, '');
  return byPath;
}

/**
 * The paths of the subscriptions only signed-in staff may open (meta `staff`): the tRPC route checks their session
 * before the stream starts, since once the SSE headers are sent an error can only travel inside the stream.
 */
export function staffSubscriptionsOf(appRouter: { _def: { record: object } }): Set<string> {
  const paths = new Set<string>();
  for (const [path, entry] of procedureTable(appRouter)) {
    if (entry.type === 'subscription' && entry.traits.staff) paths.add(path);
  }
  return paths;
}

/**
 * What a call behind `/trpc/:path` is, read from the called procedure's meta ({@link procedureOf} sets it from the
 * operation; the staff procedures set `staff`): an API route (never cached; a mutation never compressed) in the
 * procedure's rate-limit bucket, else the `api` one; staff-only when the meta says so. The table is made once, at start; an unknown path is an
 * API route of the `api` bucket (its answer is a 404).
 *
 * @returns the traits of a request to the tRPC route, for its `config.traits`
 */
export function procedureTraitsOf(appRouter: {
  _def: { record: object };
}): (request: FastifyRequest) => RouteTraits {
  const byPath = new Map([...procedureTable(appRouter)].map(([path, entry]) => [path, entry.traits]));
  return (request) => {
    const { path } = request.params as { path?: string };
    return (path !== undefined && byPath.get(path)) || API_GET;
  };
}
