/**
 * What the staff pages' component tests share: a page rendered as the staff layout renders it (the signed-in
 * member in the outlet context, the real tRPC client and query cache over a fake `fetch`, a memory router), and
 * axe-core over the document. Imported by tests only.
 */
import type { StaffMember } from '@northline/schemas';
import { ToastProvider } from '@northline/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { createStaffClient, createStaffQueryClient, TRPCProvider } from './trpc.ts';

/** The admin the staff pages' component tests sign in as (Avery Admin). */
export const TEST_ADMIN: StaffMember = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'avery@northline-it.example',
  name: 'Avery Admin',
  role: 'admin',
};

/** Options of {@link renderStaffRoutes}. */
export interface StaffRoutesOptions {
  /** The fake `/trpc` the client calls. */
  fetch: typeof globalThis.fetch;
  /** The signed-in staff member, as the layout passes them to its outlet. */
  user: StaffMember;
  /** The routes under `/staff`. */
  routes: RouteObject[];
  /** The URL the router starts at. */
  path: string;
  /** Whether the toast region wraps the app (pages that confirm with toasts); false unless said. */
  toasts?: boolean;
}

/** Renders `routes` under `/staff` at `path` as the staff layout does; returns the memory router. */
export function renderStaffRoutes({ fetch, user, routes, path, toasts = false }: StaffRoutesOptions) {
  const queryClient = createStaffQueryClient();
  const trpcClient = createStaffClient(fetch);
  const router = createMemoryRouter(
    [{ path: '/staff', element: <Outlet context={user} />, children: routes }],
    {
      initialEntries: [path],
    },
  );
  const app = (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>
  );
  render(toasts ? <ToastProvider>{app}</ToastProvider> : app);
  return { router };
}

/** axe-core on the whole document (contrast off: jsdom lays nothing out, the design tokens are tested elsewhere). */
export async function expectNoAxeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
