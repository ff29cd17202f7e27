import * as z from 'zod/mini';

/** One field-level problem of a rejected request: `path` is the dotted field path (`''` for the body itself). */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });

/** See {@link fieldIssueSchema}. */
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * The JSON body of every error answer of the API: `{ error, issues? }`.
 * `issues` is present on 400 validation errors, with the schema's own messages.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  issues: z.optional(z.array(fieldIssueSchema)),
});

/** See {@link apiErrorSchema}. */
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Flattens zod issues to `{ path, message }` pairs, the shape the API answers with on a 400.
 *
 * @param issues zod's issues (any zod or zod/mini error's `issues`)
 * @returns one entry per issue, path segments joined with dots
 */
export function toFieldIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
