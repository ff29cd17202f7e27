/**
 * A scripted stand-in of the API's form endpoints for the forms' component tests (jsdom has no server at the
 * page's origin): a `fetch` that answers `GET /api/form-token` with numbered tokens and each lead-creating POST
 * with the next scripted answer, and records every call.
 */
import { vi } from 'vitest';

/** One call the forms made. */
export interface RecordedCall {
  method: string;
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The parsed JSON body of a POST. */
  body?: Record<string, unknown>;
}

/** An answer of the scripted POST endpoint: a status and a JSON body. */
export interface ScriptedAnswer {
  status: number;
  body: unknown;
}

/**
 * Stubs the global `fetch` (undo with `vi.unstubAllGlobals()`).
 *
 * @param answers the answers of the POSTs, in order; once used up, the last one repeats (default a 201)
 */
export function fakeFormApi(answers: ScriptedAnswer[] = []) {
  const calls: RecordedCall[] = [];
  let tokens = 0;
  let posts = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, path, headers, ...(body ? { body } : {}) });
    if (path === '/api/form-token') {
      tokens += 1;
      return Response.json({ token: `token-${tokens}` });
    }
    const answer = answers[Math.min(posts, answers.length - 1)] ?? {
      status: 201,
      body: { id: '1', submittedAt: '2026-11-23T10:00:00.000Z', message: 'Stored.' },
    };
    posts += 1;
    return Response.json(answer.body, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The POSTs to a path. */
    postsTo: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path),
    /** How many form tokens were fetched. */
    tokenFetches: () => calls.filter((call) => call.path === '/api/form-token').length,
  };
}
