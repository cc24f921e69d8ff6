/**
 * Session state for the client. The session lives in an httpOnly cookie set by the server
 * (a script on the page cannot read it); the client only asks who is signed in and calls the
 * auth endpoints.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_ANSWER_PATH } from '#shared/contracts/page-boot.contract';
import { apiRequest } from './api-client';
import { rememberTimeZone } from './first-answers';
import { removeStorageWhere } from './storage';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  // Sign-up metadata, named as the server's user table stores it.
  first_name?: string | null;
  last_name?: string | null;
  selected_plan?: string | null;
  billing_cycle?: string | null;
}

export interface SessionData {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

export const sessionQueryKey = ['auth', 'session'] as const;

export async function getSession(): Promise<SessionData | null> {
  const session = await apiRequest<SessionData | null>(SESSION_ANSWER_PATH);
  if (session) rememberTimeZone();
  return session;
}

export interface AuthState {
  user: SessionUser | null;
  isLoading: boolean;
  isSignedIn: boolean;
  refresh: () => Promise<void>;
}

/** Loading stays true until the first answer about the session. */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 30 * 1000,
    refetchInterval: 30 * 1000, // the session refreshes every 30 s
    retry: false,
  });
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);
  const user = query.data?.user ?? null;
  return { user, isLoading: query.isPending, isSignedIn: user !== null, refresh };
}

export function displayName(user: SessionUser): string {
  return user.first_name?.trim() || user.name?.trim() || user.email.split('@')[0] || 'there';
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  selectedPlan: string;
  billingCycle: string;
}

export async function signUp(input: SignUpInput): Promise<void> {
  await apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: {
      name: `${input.firstName.trim()} ${input.lastName.trim()}`.trim(),
      email: input.email,
      password: input.password,
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      selected_plan: input.selectedPlan,
      billing_cycle: input.billingCycle,
      callbackURL: '/auth?verified=true',
    },
  });
}

export async function signIn(email: string, password: string): Promise<SessionData['user']> {
  const result = await apiRequest<{ user: SessionUser }>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
  });
  return result.user;
}

export const SIGN_OUT_TIMEOUT_MS = 5000;

// Keys a previous auth client may have left behind, cleared at sign-out with the onboarding_ keys.
// The unsaved-profile backup holds health data: it must not outlive the session on a shared device.
const isAuthKey = (key: string) =>
  key.startsWith('onboarding_') ||
  key === 'unified_onboarding_backup' ||
  // How many medicines someone takes is personal: do not leave it on a shared device.
  key === 'lastMedicationAnalysis' ||
  key.startsWith('better-auth') ||
  key.startsWith('wellnest-auth') ||
  /^sb-.*-auth-token$/.test(key);

/** Removes the locally stored auth and onboarding_* keys from both storage areas at sign-out. */
export function clearLocalAuthState(): void {
  removeStorageWhere(isAuthKey, 'local');
  removeStorageWhere(isAuthKey, 'session');
}

/**
 * Signs out everywhere (every session of the account), giving up after 5 s: the caller goes to /login
 * whatever happens, so a slow or failed request never leaves the user stuck.
 */
export async function signOutEverywhere(): Promise<void> {
  clearLocalAuthState();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SIGN_OUT_TIMEOUT_MS);
  try {
    await apiRequest('/api/auth/revoke-sessions', {
      method: 'POST',
      body: {},
      signal: controller.signal,
    }).catch(() => undefined);
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {}, signal: controller.signal });
  } catch {
    // Timed out or failed: the session cookie expires on its own; we still leave.
  } finally {
    clearTimeout(timer);
  }
}
