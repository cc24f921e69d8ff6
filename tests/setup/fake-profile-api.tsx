/**
 * An in-memory stand-in for the profile API (GET/PATCH /api/profile, PUT sections, preferences,
 * integrity check) for component tests, with switches to fail or hold saves. Also renders a
 * component the way the app does, signed in as TEST_SESSION's user.
 */
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Profile } from '#shared/contracts/profile.contract';
import { createTestQueryClient, renderInProviders, TEST_SESSION } from './render-with-providers';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: TEST_SESSION.user.id,
    personal_info: {},
    health_assessment: {},
    medical_history: {},
    lifestyle_data: {},
    dietary_info: {},
    medications: {},
    supplements: {},
    symptoms: {},
    conditions: {},
    health_goals: {},
    preferences: {},
    onboarding_progress: {},
    onboarding_completed: false,
    data_completeness_score: 0,
    last_updated_sections: {},
    additional_data: {},
    completed_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export type SaveFailure = 'network' | number | null;

export interface Preferences {
  onboarding_completed: boolean;
  health_journey_level: 'maintain' | 'improve' | 'transform';
  updated_at: string | null;
}

export interface FakeProfileApi {
  profile: Profile;
  preferences: Preferences;
  calls: ApiCall[];
  callsTo: (key: string) => ApiCall[];
  /** Makes profile and preference writes fail: a dropped connection or an HTTP status. */
  failWrites: SaveFailure;
  /** While true, writes wait until release() is called. */
  holdWrites: boolean;
  release: () => void;
  fetch: ReturnType<typeof vi.fn>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createFakeProfileApi(
  initial: Partial<Profile> = {},
  preferences: Partial<Preferences> = {},
): FakeProfileApi {
  const held: Array<() => void> = [];
  const api: FakeProfileApi = {
    profile: makeProfile(initial),
    preferences: {
      onboarding_completed: false,
      health_journey_level: 'improve',
      updated_at: null,
      ...preferences,
    },
    calls: [],
    callsTo: (key) => api.calls.filter((call) => `${call.method} ${call.path}` === key),
    failWrites: null,
    holdWrites: false,
    release: () => held.splice(0).forEach((resume) => resume()),
    fetch: vi.fn(),
  };

  const write = async (answer: () => Response): Promise<Response> => {
    if (api.holdWrites) await new Promise<void>((resume) => held.push(resume));
    if (api.failWrites === 'network') throw new TypeError('Failed to fetch');
    if (typeof api.failWrites === 'number')
      return json(api.failWrites, { code: 'FAILED', message: `Failed with ${api.failWrites}` });
    return answer();
  };

  api.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    api.calls.push({ method, path: url.pathname, body });
    const key = `${method} ${url.pathname}`;
    if (key === 'GET /api/auth/get-session') return json(200, TEST_SESSION);
    if (key === 'GET /api/profile') return json(200, { profile: api.profile });
    if (key === 'PATCH /api/profile')
      return write(() => {
        const { onboarding_completed: completed, ...sections } = body as Record<string, unknown>;
        api.profile = {
          ...api.profile,
          ...(sections as Partial<Profile>),
          ...(completed ? { onboarding_completed: true } : {}),
        };
        if (completed) api.preferences = { ...api.preferences, onboarding_completed: true };
        return json(200, { profile: api.profile });
      });
    if (method === 'PUT' && url.pathname.startsWith('/api/profile/sections/'))
      return write(() => {
        const section = url.pathname.split('/').pop() as keyof Profile;
        api.profile = { ...api.profile, [section]: body };
        return json(200, { profile: api.profile });
      });
    if (key === 'GET /api/preferences') return json(200, api.preferences);
    if (key === 'PUT /api/preferences')
      return write(() => {
        api.preferences = {
          ...api.preferences,
          ...(body as Partial<Preferences>),
          updated_at: new Date().toISOString(),
        };
        return json(200, api.preferences);
      });
    if (key === 'POST /api/profile/integrity-check')
      return json(200, { isValid: true, score: 0, issues: [] });
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** Renders signed in, with the profile already in the cache so nothing waits for the first read. */
export function renderWithProfileApi(
  ui: ReactNode,
  api: FakeProfileApi,
  { path = '/', seedProfile = true }: { path?: string; seedProfile?: boolean } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = createTestQueryClient('signed-in');
  if (seedProfile) queryClient.setQueryData(['profile'], api.profile);
  return renderInProviders(ui, queryClient, path);
}

/**
 * For afterEach: unmounting the profile saver sends whatever is still queued, so unmount while
 * this test's fake API is installed, let that finish, then forget it and any backup it wrote.
 */
export async function settleProfileApi(): Promise<void> {
  cleanup();
  vi.useRealTimers();
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
  window.localStorage.clear();
}
