/**
 * Test helpers for the auth screens: a fresh QueryClient and MemoryRouter per render and a probe
 * that shows the current location (fetch is faked with tests/setup/fake-fetch).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';

export const signedInSession = (
  email = 'jane@example.com',
  extra: Record<string, unknown> = {},
) => ({
  user: {
    id: 'u1',
    email,
    name: 'Jane Doe',
    emailVerified: true,
    first_name: 'Jane',
    last_name: 'Doe',
    ...extra,
  },
  session: { id: 's1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
});

export function LocationProbe(): ReactElement {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface RenderOptions {
  entry?: InitialEntry;
  /** Extra routes, e.g. a stand-in for the page a redirect lands on. */
  routes?: Array<{ path: string; element: ReactNode }>;
  path?: string;
  queryClient?: QueryClient;
}

/** Renders `ui` at `path` (default: the entry's path) inside fresh providers. */
export function renderRoute(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const entry = options.entry ?? '/';
  const entryPath = typeof entry === 'string' ? entry : (entry.pathname ?? '/');
  const path = options.path ?? entryPath.split('?')[0] ?? '/';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={ui} />
          {(options.routes ?? []).map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
