/**
 * The login form: email, password
 * with show/hide, and the banners that lead here (the route guard's message, 'Email confirmed',
 * 'Check your email'). Success starts the checkout of a stored subscription intent; otherwise it
 * waits 500 ms, then goes to ?returnTo, the guarded page, the subscription setup screen (premium or
 * pro sign-ups) or the dashboard.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { z } from 'zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signInBodySchema, signUpBodySchema } from '#shared/contracts/auth.contract';
import { AUTH_MESSAGES } from '#shared/domain/auth-rules';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { sessionQueryKey, useAuth, type SessionData } from '#client/lib/auth';
import { useContractForm } from '#client/lib/use-contract-form';
import { useIntentCheckout } from '#client/features/billing/hooks/use-intent-checkout';
import { authErrorMessage } from '../api/auth-error-message';
import { useSignIn } from '../api/sign-in';
import { LOGIN_REDIRECT_MS } from '../constants';
import { usePostLoginPath, withSubscriptionSetup } from '../hooks/use-post-login-path';
import { AuthNotice } from './auth-notice';
import { CheckEmailNotice } from './check-email-notice';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

/** What other pages may pass in router state when they send the user here. */
interface LoginLocationState {
  message?: unknown;
  registeredEmail?: unknown;
}

function readState(state: unknown): { message: string | null; registeredEmail: string | null } {
  const value = (state && typeof state === 'object' ? state : {}) as LoginLocationState;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() && v.length <= 300 ? v : null);
  return { message: text(value.message), registeredEmail: text(value.registeredEmail) };
}

/**
 * The sign-in body's two fields. The email is checked with the account's email rules (the same
 * sentences as sign-up, trimmed and lower-cased as the sign-in does anyway), and the password
 * must not be empty.
 */
const signInFieldsSchema = z.object({
  email: signUpBodySchema.shape.email,
  password: signInBodySchema.shape.password.min(1, AUTH_MESSAGES.passwordRequired),
});

const SWITCH_LINK = 'rounded underline-offset-4 hover:underline';

export interface LoginFormProps {
  /** Set after a sign-up on the register tab: keeps 'Check your email' in view. */
  registeredEmail?: string | null;
  /** 'Don't have an account? Sign up'. Defaults to a link to /register. */
  onSwitchToRegister?: () => void;
}

export function LoginForm({ registeredEmail, onSwitchToRegister }: LoginFormProps): ReactElement {
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const runIntentCheckout = useIntentCheckout();
  const { user } = useAuth();
  const signIn = useSignIn(user);
  const destination = usePostLoginPath();
  const routerState = readState(location.state);
  const noticeEmail = registeredEmail ?? routerState.registeredEmail;

  // After a refused submit, the first invalid field has the focus and each message goes once
  // its field is right.
  const form = useContractForm({
    schema: signInFieldsSchema,
    defaultValues: { email: '', password: '' },
  });
  const [revealed, setRevealed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'idle' | 'already-signed-in' | 'signed-in'>('idle');
  const [isStartingCheckout, setIsStartingCheckout] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const signInWith = form.handleSubmit(async (credentials) => {
    let result;
    try {
      result = await signIn.mutateAsync(credentials);
    } catch (error) {
      setFormError(authErrorMessage(error, 'sign-in'));
      return;
    }
    setOutcome(result);
    if (result !== 'signed-in') return;
    // A paid plan chosen at sign-up becomes a checkout now (or a failure notice and /pricing).
    setIsStartingCheckout(true);
    const intent = await runIntentCheckout();
    if (intent === 'redirecting' || intent === 'failed') return;
    setIsStartingCheckout(false);
    const signedInUser = queryClient.getQueryData<SessionData | null>(sessionQueryKey)?.user;
    const next = withSubscriptionSetup(destination, signedInUser?.selected_plan);
    redirectTimer.current = setTimeout(
      () => void navigate(next, { replace: true }),
      LOGIN_REDIRECT_MS,
    );
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending || outcome === 'signed-in') return;
    setFormError(null);
    setOutcome('idle');
    await signInWith(event);
  };

  const busy = signIn.isPending || outcome === 'signed-in';

  return (
    <div className="space-y-4">
      {routerState.message && <AuthNotice tone="error">{routerState.message}</AuthNotice>}
      {search.get('verified') === 'true' && (
        <AuthNotice tone="success" title="Email confirmed">
          Your email is verified. Please sign in.
        </AuthNotice>
      )}
      {noticeEmail && <CheckEmailNotice email={noticeEmail} />}

      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-4"
        aria-busy={busy}
      >
        {formError && <AuthNotice tone="error">{formError}</AuthNotice>}
        {outcome === 'already-signed-in' && (
          <AuthNotice tone="info" title="Already logged in">
            <p>You are already signed in with this email.</p>
            <Link
              to="/dashboard"
              className={buttonVariants({ variant: 'primary', size: 'sm', className: 'mt-2' })}
            >
              Go to Dashboard
            </Link>
          </AuthNotice>
        )}
        {outcome === 'signed-in' && (
          <AuthNotice tone="success">
            {isStartingCheckout
              ? 'Signed in. Starting your subscription checkout...'
              : 'Signed in. Taking you there now...'}
          </AuthNotice>
        )}

        <FormField id="login-email" label="Email" error={form.error('email')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('email')}
            />
          )}
        </FormField>

        <FormField id="login-password" label="Password" error={form.error('password')}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              {...form.register('password')}
              revealed={revealed}
              onRevealedChange={setRevealed}
            />
          )}
        </FormField>

        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>

      <p className="text-center text-sm text-slate-700">
        {onSwitchToRegister ? (
          <button type="button" onClick={onSwitchToRegister} className={SWITCH_LINK}>
            Don&apos;t have an account? <span className="font-semibold text-teal-800">Sign up</span>
          </button>
        ) : (
          <Link to="/register" className={SWITCH_LINK}>
            Don&apos;t have an account? <span className="font-semibold text-teal-800">Sign up</span>
          </Link>
        )}
      </p>
    </div>
  );
}
