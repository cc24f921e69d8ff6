/**
 * Renders a component the way the app does (query client, page table, toasts, router) with a
 * chosen auth state. The session is put straight into the query cache, and fetch is faked
 * (fake-fetch.ts) so no test reaches the network.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { PAGE_TABLE } from '#client/app/page-table-source';
import { ToastProvider } from '#client/components/ui/toast';
import { sessionQueryKey, type SessionData } from '#client/lib/auth';
import { PageTableProvider } from '#client/lib/page-table';
import { fakeFetch, type FakeHandler, type FakeReply, type FakeRoutes } from './fake-fetch';

export const TEST_SESSION: SessionData = {
  user: {
    id: 'user-1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    emailVerified: true,
    first_name: 'Ada',
  },
  session: { id: 'session-1', expiresAt: '2999-01-01T00:00:00.000Z' },
};

/** 'loading' leaves the session unanswered, as on a prerendered page before the first reply. */
export type TestAuth = 'signed-in' | 'signed-out' | 'loading';

export function createTestQueryClient(auth: TestAuth): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  if (auth !== 'loading')
    queryClient.setQueryData(sessionQueryKey, auth === 'signed-in' ? TEST_SESSION : null);
  return queryClient;
}

/** Shows the router's current path, so tests can see where a click navigated. */
export function LocationProbe(): ReactElement {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

interface Options {
  auth?: TestAuth;
  path?: string;
  /** Answers the faked fetch (default: 200 with `null` for every request). */
  api?: FakeRoutes | FakeHandler;
}

export function renderWithProviders(
  ui: ReactNode,
  { auth = 'signed-out', path = '/', api = () => ({ body: null }) }: Options = {},
): RenderResult & { queryClient: QueryClient } {
  // A pending session would otherwise trigger a real request; keep it pending forever instead.
  fakeFetch(auth === 'loading' ? () => new Promise<FakeReply>(() => undefined) : api);
  return renderInProviders(ui, createTestQueryClient(auth), path);
}

/** The app's providers around `ui`, with a router at `path` and a location probe. */
export function renderInProviders(
  ui: ReactNode,
  queryClient: QueryClient,
  path = '/',
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <PageTableProvider value={PAGE_TABLE}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </PageTableProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
