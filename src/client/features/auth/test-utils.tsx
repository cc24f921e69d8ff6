/**
 * Test helpers for the auth screens: a fresh QueryClient and MemoryRouter per render, a stubbed
 * fetch that answers by method and path, and a probe that shows the current location.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { vi } from 'vitest';

export interface StubResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FetchRoutes = Record<string, StubResponse | ((body: unknown) => StubResponse)>;

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs global fetch. Keys are 'METHOD /path'; unknown requests answer 404. */
export function stubFetch(routes: FetchRoutes): {
  calls: FetchCall[];
  callsTo: (key: string) => FetchCall[];
} {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function'
        ? route(body)
        : (route ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    return new Response(answer.body === undefined ? 'null' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

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
