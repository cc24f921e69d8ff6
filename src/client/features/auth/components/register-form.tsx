/**
 * Registration: step 1 picks a
 * plan, step 2 takes the details. Success resets the form and asks the user to verify their email;
 * a paid plan stores the subscription intent for checkout after verification, and a free plan
 * returns to sign-in after 1.5 s.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AUTH_MESSAGES,
  normalizeEmail,
  validateRegistration,
  type PlanChoice,
} from '#shared/domain/auth-rules';
import {
  DEFAULT_BILLING_CYCLE,
  FREE_PLAN_ID,
  PAID_PLAN_ID,
  PLAN_DISPLAY_NAMES,
  formatPlanPrice,
  type BillingCycle,
} from '#shared/domain/plans';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { buildSubscriptionIntent, saveSubscriptionIntent } from '#client/lib/subscription-intent';
import { authErrorMessage } from '../api/auth-error-message';
import { useSignUp } from '../api/sign-up';
import { FREE_PLAN_REDIRECT_MS } from '../constants';
import { AuthNotice } from './auth-notice';
import { CheckEmailNotice } from './check-email-notice';
import { FormField } from './form-field';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';
import { PlanPicker } from './plan-picker';

type FieldName = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';
type Fields = Record<FieldName, string>;

const EMPTY_FIELDS: Fields = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

const EMAIL_MESSAGES = new Set<string>([
  AUTH_MESSAGES.emailRequired,
  AUTH_MESSAGES.emailTooShort,
  AUTH_MESSAGES.emailTooLong,
  AUTH_MESSAGES.emailInvalid,
  AUTH_MESSAGES.emailUnsafe,
]);

/** Which field a validateRegistration() message belongs to. */
function fieldFor(message: string): FieldName | 'plan' {
  if (message === AUTH_MESSAGES.planRequired) return 'plan';
  if (message === AUTH_MESSAGES.firstNameRequired) return 'firstName';
  if (message === AUTH_MESSAGES.lastNameRequired) return 'lastName';
  if (EMAIL_MESSAGES.has(message)) return 'email';
  if (message === AUTH_MESSAGES.confirmRequired || message === AUTH_MESSAGES.passwordsDoNotMatch)
    return 'confirmPassword';
  return 'password';
}

interface Registered {
  email: string;
  plan: PlanChoice;
  cycle: BillingCycle;
}

export interface RegisterFormProps {
  /** A plan chosen before arriving (/register?plan=...): the form starts at the details step. */
  initialPlan?: PlanChoice | null;
  initialCycle?: BillingCycle;
  /** Called as soon as the account is created, with the address the link was sent to. */
  onRegistered?: (email: string) => void;
  /** Back to sign-in (after 1.5 s for a free plan, or on request). Defaults to /login. */
  onReturnToLogin?: (email: string) => void;
  /** 'Already have an account? Sign in'. Defaults to a link to /login. */
  onSwitchToLogin?: () => void;
}

export function RegisterForm({
  initialPlan = null,
  initialCycle = DEFAULT_BILLING_CYCLE,
  onRegistered,
  onReturnToLogin,
  onSwitchToLogin,
}: RegisterFormProps): ReactElement {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [step, setStep] = useState<'plan' | 'details'>(initialPlan ? 'details' : 'plan');
  const [plan, setPlan] = useState<PlanChoice | null>(initialPlan);
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle);
  const [planError, setPlanError] = useState<string | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [fieldError, setFieldError] = useState<{ field: FieldName; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [registered, setRegistered] = useState<Registered | null>(null);

  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const returnTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(returnTimer.current), []);
  useEffect(() => {
    if (registered) doneHeading.current?.focus();
  }, [registered]);

  const returnToLogin = (email: string) => {
    clearTimeout(returnTimer.current);
    if (onReturnToLogin) onReturnToLogin(email);
    else void navigate('/login', { state: { registeredEmail: email } });
  };

  const switchClass = 'rounded text-slate-700 underline-offset-4 hover:underline';
  const switchLabel = (
    <>
      Already have an account? <span className="font-semibold text-teal-800">Sign in</span>
    </>
  );
  const footer = (
    <p className="text-center text-sm">
      {onSwitchToLogin ? (
        <button type="button" onClick={onSwitchToLogin} className={switchClass}>
          {switchLabel}
        </button>
      ) : (
        <Link to="/login" className={switchClass}>
          {switchLabel}
        </Link>
      )}
    </p>
  );

  if (registered) {
    const isPaid = registered.plan === PAID_PLAN_ID;
    return (
      <CheckEmailNotice
        email={registered.email}
        headingRef={doneHeading}
        action={
          <Button
            variant="secondary"
            className="mt-1"
            onClick={() => returnToLogin(registered.email)}
          >
            Go to Sign In
          </Button>
        }
      >
        {isPaid ? (
          <p>
            You chose {PLAN_DISPLAY_NAMES.wellness_plus} (
            {formatPlanPrice(PAID_PLAN_ID, registered.cycle)}). After you verify your email and sign
            in, a secure payment step follows to start your subscription.
          </p>
        ) : (
          <p>Your {PLAN_DISPLAY_NAMES.wellness} account is ready once your email is verified.</p>
        )}
      </CheckEmailNotice>
    );
  }

  if (step === 'plan') {
    return (
      <PlanPicker
        plan={plan}
        cycle={cycle}
        error={planError}
        onPlanChange={(value) => {
          setPlan(value);
          setPlanError(null);
        }}
        onCycleChange={setCycle}
        onContinue={() => {
          if (!plan) {
            setPlanError(AUTH_MESSAGES.planRequired);
            return;
          }
          setStep('details');
        }}
        footer={footer}
      />
    );
  }

  const setField = (name: FieldName) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
    if (fieldError?.field === name) setFieldError(null);
  };
  const errorFor = (name: FieldName) => (fieldError?.field === name ? fieldError.message : null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    setFormError(null);
    const result = validateRegistration({ ...fields, selectedPlan: plan });
    if (!result.ok) {
      const field = fieldFor(result.message);
      if (field === 'plan') {
        setPlanError(result.message);
        setStep('plan');
        return;
      }
      setFieldError({ field, message: result.message });
      inputs.current[field]?.focus();
      return;
    }
    if (!plan) return; // validateRegistration refused a missing plan above
    setFieldError(null);
    const email = normalizeEmail(fields.email);
    try {
      await signUp.mutateAsync({
        firstName: fields.firstName,
        lastName: fields.lastName,
        email,
        password: fields.password,
        selectedPlan: plan,
        billingCycle: plan === PAID_PLAN_ID ? cycle : DEFAULT_BILLING_CYCLE,
      });
    } catch (error) {
      setFormError(authErrorMessage(error, 'sign-up'));
      return;
    }
    if (plan === PAID_PLAN_ID) saveSubscriptionIntent(buildSubscriptionIntent(PAID_PLAN_ID, cycle));
    setFields(EMPTY_FIELDS);
    setRevealed(false);
    setRegistered({ email, plan, cycle });
    onRegistered?.(email);
    if (plan === FREE_PLAN_ID) {
      returnTimer.current = setTimeout(() => returnToLogin(email), FREE_PLAN_REDIRECT_MS);
    }
  };

  const chosenPlan = plan ?? FREE_PLAN_ID;
  const busy = signUp.isPending;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
      aria-busy={busy}
    >
      <h2 className="text-lg font-semibold text-slate-900">Your details</h2>

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-teal-200 bg-teal-50 p-3">
        <div className="min-w-0 text-sm">
          <p className="text-slate-700">Selected plan</p>
          <p className="font-semibold text-slate-900">
            {PLAN_DISPLAY_NAMES[chosenPlan]} · {formatPlanPrice(chosenPlan, cycle)}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setStep('plan')} disabled={busy}>
          Change Plan
        </Button>
      </div>

      {formError && <AuthNotice tone="error">{formError}</AuthNotice>}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label="First name" error={errorFor('firstName')}>
          {(control) => (
            <Input
              {...control}
              ref={(el) => {
                inputs.current.firstName = el;
              }}
              autoComplete="given-name"
              value={fields.firstName}
              onChange={setField('firstName')}
            />
          )}
        </FormField>
        <FormField id="register-last-name" label="Last name" error={errorFor('lastName')}>
          {(control) => (
            <Input
              {...control}
              ref={(el) => {
                inputs.current.lastName = el;
              }}
              autoComplete="family-name"
              value={fields.lastName}
              onChange={setField('lastName')}
            />
          )}
        </FormField>
      </div>

      <FormField id="register-email" label="Email" error={errorFor('email')}>
        {(control) => (
          <Input
            {...control}
            ref={(el) => {
              inputs.current.email = el;
            }}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={fields.email}
            onChange={setField('email')}
          />
        )}
      </FormField>

      <FormField
        id="register-password"
        label="Password"
        error={errorFor('password')}
        hintId="register-password-rules"
        after={<PasswordChecklist id="register-password-rules" password={fields.password} />}
      >
        {(control) => (
          <PasswordInput
            {...control}
            ref={(el) => {
              inputs.current.password = el;
            }}
            autoComplete="new-password"
            value={fields.password}
            onChange={setField('password')}
            revealed={revealed}
            onRevealedChange={setRevealed}
            controls="register-password register-confirm-password"
          />
        )}
      </FormField>

      <FormField
        id="register-confirm-password"
        label="Confirm password"
        error={errorFor('confirmPassword')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            ref={(el) => {
              inputs.current.confirmPassword = el;
            }}
            autoComplete="new-password"
            value={fields.confirmPassword}
            onChange={setField('confirmPassword')}
            revealed={revealed}
          />
        )}
      </FormField>

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Processing...' : 'Create Account'}
      </Button>
      {footer}
    </form>
  );
}
