/**
 * The staff app's API client: the typed tRPC client over `/trpc` with TanStack Query
 * (`@trpc/tanstack-react-query`). Loaded only by the /staff routes: public pages post to the REST adapters with
 * `fetch` and never ship this (decision 001).
 */
import type { AppRouter } from '@northline/api';
import { QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpLink,
  httpSubscriptionLink,
  splitLink,
  TRPCClientError,
  type TRPCLink,
} from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

/**
 * The typed procedures' React bindings: `useTRPC()` gives `queryOptions`/`mutationOptions` per procedure;
 * `useTRPCClient()` the plain client, for calls that need no cache or pending state (a typing indicator).
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** What a staff client is built with; the browser's own when absent (component tests pass fakes). */
export interface StaffClientOptions {
  /** The link that carries subscriptions (`staff.live.events`); `httpSubscriptionLink` on `/trpc` when absent. */
  subscriptions?: TRPCLink<AppRouter>;
}

/**
 * A tRPC client on this origin's `/trpc`. Queries and mutations go one call per request (`httpLink`: the API
 * refuses batches); subscriptions go over server-sent events (`httpSubscriptionLink`), which reconnects by
 * itself and resumes after the last tracked event id it saw. The session cookie travels with every call and
 * every stream (same origin: an `EventSource` sends this origin's cookies).
 *
 * @param fetch the fetch to send with (component tests pass a fake `/trpc`); the browser's when absent
 * @param options the subscription link to use instead of the server-sent events one (component tests)
 */
export function createStaffClient(fetch?: typeof globalThis.fetch, options: StaffClientOptions = {}) {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: options.subscriptions ?? httpSubscriptionLink({ url: '/trpc' }),
        false: httpLink({ url: '/trpc', ...(fetch ? { fetch } : {}) }),
      }),
    ],
  });
}

/** The HTTP status of a failed call (0 when the network failed). */
export function statusOf(error: unknown): number {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    return typeof status === 'number' ? status : 0;
  }
  return 0;
}

/**
 * The staff app's query cache: no retry for answers a retry cannot change (4xx), data fresh for 15 s, and a
 * refetch when the tab regains focus (a sales team keeps the inbox open all day).
 */
export function createStaffQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (count, error) => statusOf(error) >= 500 && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
