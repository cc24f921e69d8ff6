/** Sign Out (§4 'Auth'): clear local keys, sign out globally, forget the session, go to /login. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionQueryKey, signOutEverywhere } from '#client/lib/auth';

export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setIsSigningOut(true);
    await signOutEverywhere(); // never throws; gives up after 5 s
    // Leave first: a protected page seeing a null session would bounce to /login with the guard message.
    await navigate('/login', { replace: true });
    queryClient.setQueryData(sessionQueryKey, null);
  }, [navigate, queryClient]);
  return { signOut, isSigningOut };
}
