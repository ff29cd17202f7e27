/** Helpers of the unit tests (not exported from the package). */
import type * as z from 'zod/mini';
import { toFieldIssues } from './errors.ts';

/**
 * The message of the first issue at `path` (dotted, `''` for the value itself) when `schema` rejects `input`,
 * or undefined when it accepts it or has no issue there.
 */
export function messageAt(schema: z.ZodMiniType, input: unknown, path: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return toFieldIssues(result.error.issues).find((issue) => issue.path === path)?.message;
}

/** A copy of `base` with the value at dotted `path` replaced (or removed when `value` is `REMOVE`). */
export function withValue<T extends object>(base: T, path: string, value: unknown): T {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target: Record<string, unknown> = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === REMOVE) delete target[last];
  else target[last] = value;
  return copy as T;
}

/** Marker for {@link withValue}: remove the field. */
export const REMOVE: unique symbol = Symbol('remove');
