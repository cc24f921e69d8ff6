import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingFlow } from '#client/features/onboarding/components/onboarding-flow';
import { SECTION_EDITOR_COMPONENTS } from '#client/features/profile/components/sections';
import {
  createFakeProfileApi,
  renderWithProfileApi,
  settleProfileApi,
} from '../../../../../tests/setup/fake-profile-api';
import OnboardingPage from './onboarding';

afterEach(settleProfileApi);

const patchBodies = (api: ReturnType<typeof createFakeProfileApi>) =>
  api.callsTo('PATCH /api/profile').map((call) => call.body as Record<string, unknown>);

describe('Onboarding page', () => {
  it('starts a new user at step 1 of 7 with one h1 and the disclaimer', async () => {
    const api = createFakeProfileApi();
    renderWithProfileApi(<OnboardingPage />, api, { path: '/onboarding' });
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(screen.queryByText(/Continue your setup/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByText('Educational only — not medical advice.')).toBeInTheDocument();
  });

  it('resumes at the step after the last completed one, with the Continue banner', async () => {
    const api = createFakeProfileApi({ onboarding_progress: { lastCompletedStep: 2 } });
    renderWithProfileApi(<OnboardingPage />, api, { path: '/onboarding' });
    expect(await screen.findByText('Continue your setup - Step 4 of 7')).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 7')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Medications and supplements' }),
    ).toBeInTheDocument();
  });

  it('caps the resume step at the last step', async () => {
    const api = createFakeProfileApi({ onboarding_progress: { lastCompletedStep: 6 } });
    renderWithProfileApi(<OnboardingPage />, api, { path: '/profile-completion' });
    expect(await screen.findByText('Continue your setup - Step 7 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('shows the Continue banner for ?continue=true', async () => {
    const api = createFakeProfileApi();
    renderWithProfileApi(<OnboardingPage />, api, { path: '/onboarding?continue=true' });
    expect(await screen.findByText('Continue your setup - Step 1 of 7')).toBeInTheDocument();
  });

  it('Next records the completed step and saves; Back returns', async () => {
    const user = userEvent.setup();
    const api = createFakeProfileApi();
    renderWithProfileApi(<OnboardingPage />, api, { path: '/onboarding' });
    await user.type(await screen.findByLabelText('Age'), '35');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.click(screen.getByRole('button', { name: /Next/ }));

    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Health conditions' })).toHaveFocus();
    await vi.waitFor(() => expect(api.profile.onboarding_progress.lastCompletedStep).toBe(0));
    expect(api.profile.personal_info).toMatchObject({ age: 35, gender: 'female' });

    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveValue(35);
  });

  it('the safety check lists the medications and records the confirmation', async () => {
    const user = userEvent.setup();
    const api = createFakeProfileApi({
      onboarding_progress: { lastCompletedStep: 4 },
      medications: { current: [{ id: 'm1', name: 'Warfarin', dosage: '5 mg', active: true }] },
    });
    renderWithProfileApi(<OnboardingPage />, api, { path: '/onboarding' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Safety check' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Warfarin')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I have reviewed my medications'));
    await vi.waitFor(
      () => expect(api.profile.onboarding_progress.interactionsCompleted).toBe(true),
      { timeout: 3000 },
    );
  });

  it('Finish marks onboarding complete, welcomes the user and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const api = createFakeProfileApi({ onboarding_progress: { lastCompletedStep: 5 } });
    renderWithProfileApi(
      <OnboardingFlow editors={SECTION_EDITOR_COMPONENTS} onComplete={onComplete} />,
      api,
      { path: '/onboarding' },
    );
    await user.click(await screen.findByRole('button', { name: 'Add Better sleep' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('Welcome! Your profile is now complete')).toBeInTheDocument();
    expect(screen.getByText('You can now access all platform features')).toBeInTheDocument();
    // The router applies the navigation after the toast renders (a transition), so wait for it.
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(patchBodies(api).some((body) => body.onboarding_completed === true)).toBe(true);
    expect(api.profile.onboarding_completed).toBe(true);
    expect(api.profile.health_goals.primary).toEqual(['Better sleep']);
    expect(api.profile.onboarding_progress.lastCompletedStep).toBe(6);
  });

  it('a save without a session asks the user to log in', async () => {
    const user = userEvent.setup();
    const api = createFakeProfileApi({ onboarding_progress: { lastCompletedStep: 5 } });
    renderWithProfileApi(<OnboardingPage />, api, { path: '/onboarding' });
    await screen.findByRole('button', { name: 'Finish' });
    api.failWrites = 401;
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const toast = await screen.findByRole('alert');
    expect(
      within(toast).getByText('Authentication required. Please log in to continue.'),
    ).toBeInTheDocument();
    expect(api.profile.onboarding_completed).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding');
  });

  it.each([
    [-1, 'About you'],
    [4, 'Safety check'],
  ])('has no axe violations (last completed step %i)', async (lastCompletedStep, title) => {
    const api = createFakeProfileApi({
      onboarding_progress: { lastCompletedStep },
      medications: { current: [{ id: 'm1', name: 'Warfarin', active: true }] },
    });
    renderWithProfileApi(
      <main>
        <OnboardingPage />
      </main>,
      api,
      { path: '/onboarding' },
    );
    await screen.findByRole('heading', { level: 2, name: title });
    const result = await axe.run(document.body, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });

  it('saves at least every 2 s while the user keeps typing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const api = createFakeProfileApi();
    renderWithProfileApi(<OnboardingPage />, api, { path: '/onboarding' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const age = screen.getByLabelText('Age');
    // A keystroke every 600 ms never leaves the 1 s pause the saver waits for.
    for (const text of ['3', '33', '3', '34']) {
      fireEvent.change(age, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(600));
    }
    expect(api.callsTo('PATCH /api/profile')).toHaveLength(1);
    expect(api.profile.personal_info.age).toBe(34); // sent at 2 s, before any 1 s pause
  });
});
