import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import { renderRoute } from '../test-utils';
import { RegisterForm } from './register-form';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name=wellnest-email-delivery]').forEach((el) => el.remove());
});

type User = ReturnType<typeof userEvent.setup>;

async function pickPlan(
  user: User,
  plan: 'Free Wellness' | 'Wellness Pro',
  cycle?: 'Monthly' | 'Yearly',
) {
  await user.click(screen.getByRole('radio', { name: plan }));
  if (cycle) await user.click(screen.getByRole('radio', { name: new RegExp(`^${cycle}`) }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillDetails(
  user: User,
  details: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>> = {},
) {
  const values = {
    first: 'Jane',
    last: 'Doe',
    email: 'Jane@Example.com ',
    password: 'Sunny-Day-42',
    confirm: 'Sunny-Day-42',
    ...details,
  };
  if (values.first) await user.type(screen.getByLabelText('First name'), values.first);
  if (values.last) await user.type(screen.getByLabelText('Last name'), values.last);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Account' }));

describe('RegisterForm, step 1: plan', () => {
  it('refuses to continue until a plan is chosen', async () => {
    const user = userEvent.setup();
    renderRoute(<RegisterForm />, { entry: '/register' });
    expect(screen.getByText('ALWAYS FREE')).toBeInTheDocument();
    expect(screen.getByText('MOST POPULAR')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a plan to continue');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();

    await pickPlan(user, 'Free Wellness');
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByText('Please choose a plan to continue')).not.toBeInTheDocument();
  });

  it('shows Save $38 on the yearly toggle and the yearly price in the summary', async () => {
    const user = userEvent.setup();
    renderRoute(<RegisterForm />, { entry: '/register' });
    expect(screen.getByRole('radio', { name: /^Yearly/ })).toHaveAccessibleName(/Save \$38/);
    await pickPlan(user, 'Wellness Pro', 'Yearly');
    expect(screen.getByText('Wellness Pro · $190/year')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Plan' }));
    expect(screen.getByRole('radio', { name: 'Wellness Pro' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Yearly/ })).toBeChecked();
  });
});

describe('RegisterForm, step 2: validation', () => {
  it("shows each field's message from the sign-up rules, focuses the first and posts nothing", async () => {
    const fetchStub = fakeFetch({});
    const user = userEvent.setup();
    renderRoute(<RegisterForm />, { entry: '/register' });
    await pickPlan(user, 'Free Wellness');
    await user.type(screen.getByLabelText('Email'), 'jane@example');
    await submit(user);

    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
    expect(fetchStub.callsTo('POST /api/auth/sign-up/email')).toHaveLength(0);

    // A fixed field loses its message as it is typed.
    await user.type(screen.getByLabelText('First name'), 'Jane');
    expect(screen.getByLabelText('First name')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
  });

  it("checks 'Passwords do not match' before the password rules, and links the error to the field", async () => {
    const fetchStub = fakeFetch({});
    const user = userEvent.setup();
    renderRoute(<RegisterForm />, { entry: '/register' });
    await pickPlan(user, 'Free Wellness');
    await fillDetails(user, { password: 'weak', confirm: 'different' });
    await submit(user);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Passwords do not match');
    expect(screen.queryByText(/^Password must/)).not.toBeInTheDocument();
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(confirm).toHaveFocus();
    expect(fetchStub.callsTo('POST /api/auth/sign-up/email')).toHaveLength(0);
  });

  it('shows the first password rule the password breaks', async () => {
    const fetchStub = fakeFetch({});
    const user = userEvent.setup();
    renderRoute(<RegisterForm />, { entry: '/register' });
    await pickPlan(user, 'Free Wellness');
    await fillDetails(user, { password: 'sunny-day-42', confirm: 'sunny-day-42' });
    await submit(user);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must contain at least one uppercase letter',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchStub.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("refuses passwords built on common patterns such as 'password'", async () => {
    fakeFetch({});
    const user = userEvent.setup();
    renderRoute(<RegisterForm />, { entry: '/register' });
    await pickPlan(user, 'Free Wellness');
    await fillDetails(user, { password: 'MyPassword1!', confirm: 'MyPassword1!' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password contains common patterns and is not secure',
    );
  });

  it('ticks the live password checklist as rules are met', async () => {
    const user = userEvent.setup();
    renderRoute(<RegisterForm />, { entry: '/register' });
    await pickPlan(user, 'Free Wellness');
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(list).getByText(/An uppercase letter/).textContent).toMatch(/^Not met/);
    await user.type(screen.getByLabelText('Password'), 'A');
    expect(within(list).getByText(/An uppercase letter/).textContent).toMatch(/^Met/);
    expect(within(list).getByText(/At least 8 characters/).textContent).toMatch(/^Not met/);
  });
});

describe('RegisterForm, submit', () => {
  it('signs up a free account with the metadata, resets, shows Check your email and returns to login after 1.5 s', async () => {
    const fetchStub = fakeFetch({
      'POST /api/auth/sign-up/email': { body: { token: null, user: { id: 'u1' } } },
    });
    const onRegistered = vi.fn();
    const onReturnToLogin = vi.fn();
    const user = userEvent.setup();
    renderRoute(<RegisterForm onRegistered={onRegistered} onReturnToLogin={onReturnToLogin} />, {
      entry: '/register',
    });
    await pickPlan(user, 'Free Wellness');
    await fillDetails(user);
    await submit(user);

    const panel = await screen.findByRole('status', { name: 'Check your email' });
    expect(panel).toHaveTextContent(
      'We sent a verification link to jane@example.com. Click it to activate your account, then sign in.',
    );
    expect(
      within(panel).queryByRole('link', { name: /development outbox/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();

    const [call] = fetchStub.callsTo('POST /api/auth/sign-up/email');
    expect(call?.body).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      password: 'Sunny-Day-42',
      first_name: 'Jane',
      last_name: 'Doe',
      selected_plan: 'wellness',
      billing_cycle: 'monthly',
      callbackURL: '/auth?verified=true',
    });
    expect(window.localStorage.getItem('subscription_intent')).toBeNull();
    expect(onRegistered).toHaveBeenCalledWith('jane@example.com');
    expect(onReturnToLogin).not.toHaveBeenCalled();
    await waitFor(() => expect(onReturnToLogin).toHaveBeenCalledWith('jane@example.com'), {
      timeout: 2500,
    });
  });

  it('stores the subscription intent for a yearly Wellness Pro choice and says payment follows verification', async () => {
    const fetchStub = fakeFetch({ 'POST /api/auth/sign-up/email': { body: { token: null } } });
    const onReturnToLogin = vi.fn();
    const user = userEvent.setup();
    renderRoute(<RegisterForm onReturnToLogin={onReturnToLogin} />, { entry: '/register' });
    await pickPlan(user, 'Wellness Pro', 'Yearly');
    await fillDetails(user);
    await submit(user);

    const panel = await screen.findByRole('status', { name: 'Check your email' });
    expect(panel).toHaveTextContent(/payment step follows/);
    expect(JSON.parse(window.localStorage.getItem('subscription_intent') ?? 'null')).toEqual({
      lookupKey: 'wellness_plus_yearly',
      successUrl: '/subscription-success?pending=true',
      cancelUrl: '/subscription-cancel',
    });
    expect(fetchStub.callsTo('POST /api/auth/sign-up/email')[0]?.body).toMatchObject({
      selected_plan: 'wellness_plus',
      billing_cycle: 'yearly',
    });
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(onReturnToLogin).not.toHaveBeenCalled(); // only the free plan moves on by itself
  });

  it("shows the taken-email message word for word, and 'Processing...' while busy", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeFetch({
      'POST /api/auth/sign-up/email': async () => {
        await gate;
        return {
          status: 422,
          body: { code: 'USER_ALREADY_EXISTS', message: 'User already exists' },
        };
      },
    });
    const user = userEvent.setup();
    renderRoute(<RegisterForm />, { entry: '/register' });
    await pickPlan(user, 'Free Wellness');
    await fillDetails(user);
    await submit(user);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please try logging in instead.',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(window.localStorage.getItem('subscription_intent')).toBeNull();
  });

  it('links to the development outbox only when the server says mail goes there', async () => {
    const meta = document.createElement('meta');
    meta.name = 'wellnest-email-delivery';
    meta.content = 'outbox';
    document.head.append(meta);
    fakeFetch({ 'POST /api/auth/sign-up/email': { body: {} } });
    const user = userEvent.setup();
    renderRoute(<RegisterForm initialPlan="wellness" />, { entry: '/register?plan=wellness' });
    await fillDetails(user);
    await submit(user);
    const link = await screen.findByRole('link', { name: /Open the development outbox/ });
    expect(link).toHaveAttribute('href', '/dev/outbox');
  });

  it('goes to /login with the Check your email notice when used on its own', async () => {
    fakeFetch({ 'POST /api/auth/sign-up/email': { body: {} } });
    const user = userEvent.setup();
    renderRoute(<RegisterForm initialPlan="wellness" />, {
      entry: '/register?plan=wellness',
      routes: [{ path: '/login', element: <p>Login page</p> }],
    });
    await fillDetails(user);
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'Go to Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
