import type { FieldIssue } from '@northline/schemas';

/**
 * A non-successful answer of the API. Its message follows the specification §7: the status code, a
 * colon, and the response text (or the status text when empty). `issues` carries the field messages of
 * a 400.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly issues: FieldIssue[];

  constructor(status: number, text: string, issues: FieldIssue[]) {
    super(`${status}: ${text}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.issues = issues;
  }
}

/** Options of {@link postJson}. */
export interface PostJsonOptions {
  /**
   * Extra request headers, e.g. `{ 'idempotency-key': '…' }` (decision 003: a retry of the same values is
   * stored once). They cannot replace the content type or the accept header.
   */
  headers?: Readonly<Record<string, string>>;
}

/**
 * POSTs JSON to the API with the session's credentials (§7) and parses the JSON answer.
 *
 * @param path e.g. '/api/contact'
 * @param body any JSON-serialisable value
 * @param options extra headers
 * @returns the parsed answer of a 2xx response
 * @throws ApiRequestError for a non-2xx answer; TypeError when the network fails
 */
export async function postJson<T>(path: string, body: unknown, options: PostJsonOptions = {}): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { ...options.headers, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    let issues: FieldIssue[] = [];
    let message = text || response.statusText;
    try {
      const parsed = JSON.parse(text) as { error?: string; issues?: FieldIssue[] };
      issues = Array.isArray(parsed.issues) ? parsed.issues : [];
      if (parsed.error) message = parsed.error;
    } catch {
      // Not JSON: keep the raw text.
    }
    throw new ApiRequestError(response.status, message, issues);
  }
  return JSON.parse(text) as T;
}
