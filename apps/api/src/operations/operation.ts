import { TRPCError } from '@trpc/server';
import * as z from 'zod/v4/core';
import type { RouteTraits } from '../plugins/app/route-traits.ts';
import type { Context } from './context.ts';

/** Whether an operation reads (`query`) or changes state (`mutation`). */
export type OperationKind = 'query' | 'mutation';

/**
 * Who may run an operation:
 * - `public`: any visitor;
 * - `same-origin`: anyone, but a mutation only from the staff app's own origin (sign-in, sign-out: the CSRF
 *   defence of calls that set the staff cookie);
 * - `staff`: a signed-in staff member (the `nl_staff` session; a mutation also same-origin only);
 * - `admin`: as `staff`, and the member's role is admin.
 *
 * `staff` and `admin` operations receive the member as `context.staff`.
 */
export type Access = 'public' | 'same-origin' | 'staff' | 'admin';

/**
 * One use case of the API, free of any transport: what it takes (a schema), what it answers (a type, and a schema
 * when the answer is checked and stripped), and one `run(context, input)`. The tRPC procedure wraps it with
 * `procedureOf` (trpc/procedure-of.ts) and a REST route with `restRoute` (routes/rest-route.ts); both validate the
 * input with `input`, check `access`, map a service's refusal to its status and count the call in `rateLimit`'s
 * bucket, so an operation behaves the same on every transport.
 *
 * @typeParam Input the input schema (zod or zod/mini), or undefined for an operation that takes nothing
 * @typeParam Output what `run` answers
 * @typeParam Kind `query` or `mutation`
 * @typeParam Extra what a transport may pass beside the input (the chat stream's callbacks), never required
 */
export interface Operation<
  Input extends z.$ZodType | undefined,
  Output,
  Kind extends OperationKind = OperationKind,
  Extra = never,
> {
  /** `query` reads (tRPC GET), `mutation` changes state (tRPC POST). */
  kind: Kind;
  /** The input schema; its messages are the ones a visitor sees (400 with `issues`). */
  input: Input;
  /** The answer's schema, when the answer is checked and stripped to it (a mismatch is a 500). */
  output?: z.$ZodType<Output> | undefined;
  /** Who may run it; `public` when absent. */
  access?: Access | undefined;
  /**
   * The per-IP rate-limit bucket it counts in beyond its transport's: `chat` (CHAT_RATE_LIMIT_MAX per minute) for
   * a chat message, whichever transport carries it.
   */
  rateLimit?: 'chat' | undefined;
  /**
   * Does the work. Throws a `DomainError` for a refusal (mapped to 404/409/422/429/401 by the transport) and lets
   * an unreachable database's error through (503).
   */
  run(context: Context, input: InputOf<Input>, extra?: Extra): Promise<Output> | Output;
}

/** What `run` receives: the schema's output (defaults applied), or undefined for an operation without input. */
export type InputOf<Input extends z.$ZodType | undefined> = Input extends z.$ZodType
  ? z.output<Input>
  : undefined;

/** Any operation, as the transports hold them. */
export type AnyOperation = Operation<z.$ZodType | undefined, unknown, OperationKind, unknown>;

/**
 * Declares an operation (see {@link Operation}); an identity function that checks the shape and keeps its types.
 *
 * @example
 * export const faqList = defineOperation({ kind: 'query', input: undefined, run: () => listFaqs() });
 */
export function defineOperation<
  Input extends z.$ZodType | undefined,
  Output,
  Kind extends OperationKind,
  Extra = never,
>(operation: Operation<Input, Output, Kind, Extra>): Operation<Input, Output, Kind, Extra> {
  return operation;
}

/**
 * The input of a call, checked with the operation's schema (its defaults applied); undefined for an operation
 * without input.
 *
 * @throws TRPCError BAD_REQUEST with the schema's issues in `cause` (400 with `issues` at either transport)
 */
export function inputOf<Input extends z.$ZodType | undefined>(
  operation: Operation<Input, unknown, OperationKind, unknown>,
  raw: unknown,
): InputOf<Input> {
  if (operation.input === undefined) return undefined as InputOf<Input>;
  const parsed = z.safeParse(operation.input, raw);
  if (!parsed.success) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid request', cause: parsed.error });
  }
  return parsed.data as InputOf<Input>;
}

/**
 * Runs an operation on a checked input and checks its answer against `output` when it has one (stripped to the
 * schema; a mismatch is a bug, thrown as it is).
 */
export async function answerOf<Input extends z.$ZodType | undefined, Output, Extra>(
  operation: Operation<Input, Output, OperationKind, Extra>,
  context: Context,
  input: InputOf<Input>,
  extra?: Extra,
): Promise<Output> {
  const result = await operation.run(context, input, extra);
  return operation.output ? z.parse(operation.output, result) : result;
}

/**
 * What an operation makes of any route that carries it, on either transport: its rate-limit bucket when it has
 * its own (`chat`), and a staff route (never cached, never indexed) for any access but `public`.
 */
export function traitsOfOperation(operation: AnyOperation): RouteTraits {
  return {
    ...(operation.rateLimit ? { rateLimit: operation.rateLimit } : {}),
    ...(operation.access && operation.access !== 'public' ? { staff: true } : {}),
  };
}
