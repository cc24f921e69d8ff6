/**
 * An in-memory stand-in for the profile API (GET/PATCH /api/profile, PUT sections, preferences,
 * integrity check) on the shared fetch fake, with switches to fail or hold saves and `on` for other
 * endpoints. Also renders a component the way the app does, signed in as TEST_SESSION's user.
 */
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import type { Profile } from '#shared/contracts/profile.contract';
import { fakeFetch, type FakeAnswer, type FakeFetch, type FetchCall } from './fake-fetch';
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

export type SaveFailure = 'network' | number | null;

export interface Preferences {
  onboarding_completed: boolean;
  health_journey_level: 'maintain' | 'improve' | 'transform';
  updated_at: string | null;
}

export interface FakeProfileApi {
  profile: Profile;
  preferences: Preferences;
  calls: FetchCall[];
  callsTo: (key: string) => FetchCall[];
  /** Adds routes in front of the profile API (other endpoints, or a failing answer for one). */
  on: FakeFetch['on'];
  /** Makes profile and preference writes fail: a dropped connection or an HTTP status. */
  failWrites: SaveFailure;
  /** While true, writes wait until release() is called. */
  holdWrites: boolean;
  release: () => void;
  fetch: Mock<typeof fetch>;
}

export function createFakeProfileApi(
  initial: Partial<Profile> = {},
  preferences: Partial<Preferences> = {},
): FakeProfileApi {
  const held: Array<() => void> = [];
  const write = async (answer: () => FakeAnswer): Promise<FakeAnswer> => {
    if (api.holdWrites) await new Promise<void>((resume) => held.push(resume));
    if (api.failWrites === 'network') throw new TypeError('Failed to fetch');
    if (typeof api.failWrites === 'number')
      return {
        status: api.failWrites,
        body: { code: 'FAILED', message: `Failed with ${api.failWrites}` },
      };
    return answer();
  };

  const fake = fakeFetch({
    'GET /api/auth/get-session': { body: TEST_SESSION },
    'GET /api/profile': () => ({ body: { profile: api.profile } }),
    'PATCH /api/profile': ({ body }) =>
      write(() => {
        const { onboarding_completed: completed, ...sections } = body as Record<string, unknown>;
        api.profile = {
          ...api.profile,
          ...(sections as Partial<Profile>),
          ...(completed ? { onboarding_completed: true } : {}),
        };
        if (completed) api.preferences = { ...api.preferences, onboarding_completed: true };
        return { body: { profile: api.profile } };
      }),
    'PUT /api/profile/sections/:section': ({ body, params }) =>
      write(() => {
        api.profile = { ...api.profile, [params.section as keyof Profile]: body };
        return { body: { profile: api.profile } };
      }),
    'GET /api/preferences': () => ({ body: api.preferences }),
    'PUT /api/preferences': ({ body }) =>
      write(() => {
        api.preferences = {
          ...api.preferences,
          ...(body as Partial<Preferences>),
          updated_at: new Date().toISOString(),
        };
        return { body: api.preferences };
      }),
    'POST /api/profile/integrity-check': { body: { isValid: true, score: 0, issues: [] } },
  });

  const api: FakeProfileApi = {
    profile: makeProfile(initial),
    preferences: {
      onboarding_completed: false,
      health_journey_level: 'improve',
      updated_at: null,
      ...preferences,
    },
    calls: fake.calls,
    callsTo: fake.callsTo,
    on: fake.on,
    failWrites: null,
    holdWrites: false,
    release: () => held.splice(0).forEach((resume) => resume()),
    fetch: fake.fetch,
  };
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
