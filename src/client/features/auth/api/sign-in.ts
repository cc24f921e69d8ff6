/**
 * POST /api/auth/sign-in/email, with session handling around it: the same
 * account already signed in is reported rather than signed in again; a different account is signed
 * out globally first, then we wait 500 ms. Success refreshes the cached session.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeEmail } from '#shared/domain/auth-rules';
import { sessionQueryKey, signIn, signOutEverywhere, type SessionUser } from '#client/lib/auth';
import { SIGN_OUT_SETTLE_MS, wait } from '../constants';

export interface SignInInput {
  email: string;
  password: string;
}

export type SignInOutcome = 'signed-in' | 'already-signed-in';

export function useSignIn(currentUser: SessionUser | null) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: async ({ email, password }: SignInInput): Promise<SignInOutcome> => {
      const normalized = normalizeEmail(email);
      if (currentUser && normalizeEmail(currentUser.email) === normalized)
        return 'already-signed-in';
      if (currentUser) {
        await signOutEverywhere();
        queryClient.setQueryData(sessionQueryKey, null);
        await wait(SIGN_OUT_SETTLE_MS);
      }
      await signIn(normalized, password);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return 'signed-in';
    },
  });
}
