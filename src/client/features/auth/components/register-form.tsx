/**
 * Registration: step 1 picks a
 * plan, step 2 takes the details. Success resets the form and asks the user to verify their email;
 * a paid plan stores the subscription intent for checkout after verification, and a free plan
 * returns to sign-in after 1.5 s.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { signUpBodySchema } from '#shared/contracts/auth.contract';
import { AUTH_MESSAGES, type PlanChoice } from '#shared/domain/auth-rules';
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
import { useContractForm } from '#client/lib/use-contract-form';
import { authErrorMessage } from '../api/auth-error-message';
import { useSignUp } from '../api/sign-up';
import { FREE_PLAN_REDIRECT_MS } from '../constants';
import { AuthNotice } from './auth-notice';
import { CheckEmailNotice } from './check-email-notice';
import { FormField } from './form-field';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';
import { PlanPicker } from './plan-picker';

const signUpFields = signUpBodySchema.shape;

/**
 * Both steps as one form, with the sign-up contract's rules for each field. The plan must be
 * chosen (the contract would fall back to the free plan). The password rules are checked only
 * once both passwords are typed and the same: a mistyped confirmation is the first thing to fix.
 */
const registrationSchema = z
  .object({
    plan: signUpFields.selected_plan.unwrap(),
    cycle: signUpFields.billing_cycle.unwrap(),
    firstName: signUpFields.first_name,
    lastName: signUpFields.last_name,
    email: signUpFields.email,
    password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
  })
  .superRefine(({ password, confirmPassword }, context) => {
    if (!password || !confirmPassword) return;
    if (password !== confirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: AUTH_MESSAGES.passwordsDoNotMatch,
      });
      return;
    }
    const [problem] = signUpFields.password.safeParse(password).error?.issues ?? [];
    if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem.message });
  });

/** What the fields hold: no plan until one is picked. */
type RegistrationFields = Omit<z.input<typeof registrationSchema>, 'plan'> & {
  plan: PlanChoice | null;
};

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
  // The plan and cycle are set by the picker's radios, which leave the page on the details step;
  // the form keeps their values across both steps.
  const form = useContractForm<typeof registrationSchema, RegistrationFields>({
    schema: registrationSchema,
    defaultValues: {
      plan: initialPlan,
      cycle: initialCycle,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
    messages: { plan: AUTH_MESSAGES.planRequired },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const plan = form.watch('plan');
  const cycle = form.watch('cycle');

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
        error={form.error('plan')}
        onPlanChange={(value) => form.setValue('plan', value, { shouldValidate: true })}
        onCycleChange={(value) => form.setValue('cycle', value)}
        onContinue={() => {
          void form.trigger('plan').then((isChosen) => {
            if (isChosen) setStep('details');
          });
        }}
        footer={footer}
      />
    );
  }

  const signUpWith = form.handleSubmit(async (details) => {
    const { email } = details;
    try {
      await signUp.mutateAsync({
        firstName: details.firstName,
        lastName: details.lastName,
        email,
        password: details.password,
        selectedPlan: details.plan,
        billingCycle: details.plan === PAID_PLAN_ID ? details.cycle : DEFAULT_BILLING_CYCLE,
      });
    } catch (error) {
      setFormError(authErrorMessage(error, 'sign-up'));
      return;
    }
    if (details.plan === PAID_PLAN_ID) {
      saveSubscriptionIntent(buildSubscriptionIntent(PAID_PLAN_ID, details.cycle));
    }
    form.reset();
    setRevealed(false);
    setRegistered({ email, plan: details.plan, cycle: details.cycle });
    onRegistered?.(email);
    if (details.plan === FREE_PLAN_ID) {
      returnTimer.current = setTimeout(() => returnToLogin(email), FREE_PLAN_REDIRECT_MS);
    }
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    setFormError(null);
    // Only reachable without a plan if the picker was skipped: send the user back to choose one.
    if (!plan) {
      await form.trigger('plan');
      setStep('plan');
      return;
    }
    await signUpWith(event);
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
        <FormField id="register-first-name" label="First name" error={form.error('firstName')}>
          {(control) => (
            <Input {...control} autoComplete="given-name" {...form.register('firstName')} />
          )}
        </FormField>
        <FormField id="register-last-name" label="Last name" error={form.error('lastName')}>
          {(control) => (
            <Input {...control} autoComplete="family-name" {...form.register('lastName')} />
          )}
        </FormField>
      </div>

      <FormField id="register-email" label="Email" error={form.error('email')}>
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

      <FormField
        id="register-password"
        label="Password"
        error={form.error('password')}
        hintId="register-password-rules"
        after={<PasswordChecklist id="register-password-rules" password={form.watch('password')} />}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            {...form.register('password')}
            revealed={revealed}
            onRevealedChange={setRevealed}
            controls="register-password register-confirm-password"
          />
        )}
      </FormField>

      <FormField
        id="register-confirm-password"
        label="Confirm password"
        error={form.error('confirmPassword')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
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
