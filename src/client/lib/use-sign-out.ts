/**
 * Sign Out, the one implementation every button uses: clear local keys, sign out
 * globally (gives up after 5 s), leave for /login, then forget the session and every cached answer
 * about this user so the next person on this browser never sees them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionQueryKey, signOutEverywhere } from './auth';

export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setIsSigningOut(true);
    await signOutEverywhere(); // never throws
    // Leave first: a protected page seeing a null session would bounce to /login with the guard message.
    await navigate('/login', { replace: true });
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    setIsSigningOut(false);
  }, [navigate, queryClient]);
  return { signOut, isSigningOut };
}
