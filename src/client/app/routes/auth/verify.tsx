/**
 * /auth, where the email-verification link lands. ?verified=true shows 'Email
 * confirmed', waits 1 s, checks the session and goes to /dashboard (signed in) or to
 * /login?verified=true. ?error=... explains and links to /login (a signed-in user goes on to the
 * dashboard: there is nothing to verify). Anything else goes to /login, which does the same.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactElement } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_MESSAGES } from '#shared/domain/auth-errors';
import { buttonVariants } from '#client/components/ui/button';
import { getSession, sessionQueryKey } from '#client/lib/auth';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { AuthNotice } from '#client/features/auth/components/auth-notice';
import { VERIFICATION_WAIT_MS } from '#client/features/auth/constants';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useSignedInRedirect } from './signed-in-redirect';

export default function VerifyEmailPage(): ReactElement {
  usePageMeta();
  const [search] = useSearchParams();
  const verified = search.get('verified') === 'true';
  const error = search.get('error');

  // An error wins: Better Auth appends it to the callback URL, which already says verified=true.
  if (error) return <VerificationError />;
  if (verified) return <Verified />;
  return <Navigate to="/login" replace />;
}

function VerificationError(): ReactElement {
  const signedInTo = useSignedInRedirect();
  if (signedInTo) return <Navigate to={signedInTo} replace />;
  return (
    <AuthCard title="Email verification">
      <div className="space-y-4">
        <AuthNotice tone="error">{LOGIN_MESSAGES.verificationIssue}</AuthNotice>
        <Link to="/login" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Go to Sign In
        </Link>
      </div>
    </AuthCard>
  );
}

function Verified(): ReactElement {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      // fetchQuery also refreshes the cached session the rest of the app reads.
      queryClient
        .fetchQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 0 })
        .catch(() => null)
        .then((session) => {
          if (cancelled) return;
          void navigate(session ? '/dashboard' : '/login?verified=true', { replace: true });
        })
        .catch(() => undefined);
    }, VERIFICATION_WAIT_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [navigate, queryClient]);

  return (
    <AuthCard title="Email confirmed">
      <div role="status" className="flex flex-col items-center gap-3 text-center text-slate-700">
        <span
          className="h-8 w-8 animate-spin rounded-full border-4 border-teal-200 border-t-teal-700"
          aria-hidden="true"
        />
        <p>Your email is verified. Checking your session...</p>
      </div>
    </AuthCard>
  );
}
