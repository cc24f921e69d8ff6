import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecoveryResult, SystemCheck } from '#shared/contracts/profile.contract';
import {
  createFakeProfileApi,
  makeProfile,
  renderWithProfileApi,
} from '../../../../../../tests/setup/fake-profile-api';
import { fakeFetch } from '../../../../../../tests/setup/fake-fetch';
import { renderWithProviders } from '../../../../../../tests/setup/render-with-providers';
import { systemCheckQueryKey } from '../../api/run-system-check';
import { DataRecoveryCard } from './data-recovery-card';

const CHECK: SystemCheck = {
  checks: {
    authentication: 'good',
    dataRetrieval: 'warning',
    featureGating: 'good',
    dataSaving: 'good',
    crossMigration: 'warning',
  },
  profileScore: 0,
  subscriptionTier: 'free',
  hasRecoverableData: true,
  lastSystemCheck: '2026-11-20T10:00:00.000Z',
};
const USER_ID = 'a1b2c3d4-e5f6-7890-abcd-ef0123456789';

const result = (overrides: Partial<RecoveryResult>): RecoveryResult => ({
  success: true,
  error: null,
  migration_result: null,
  data_found: { questionnaire: true, medications: true, diet: false },
  user_id: USER_ID,
  ...overrides,
});

async function renderCard({ recoverable = true, initialDebug = false } = {}) {
  const rendered = renderWithProviders(
    <DataRecoveryCard
      profile={makeProfile({ user_id: USER_ID, personal_info: { age: 30 } })}
      isLoading={false}
      userId={USER_ID}
      initialDebug={initialDebug}
    />,
    { auth: 'signed-in' },
  );
  rendered.queryClient.setQueryData(systemCheckQueryKey, {
    ...CHECK,
    hasRecoverableData: recoverable,
  });
  // Query caches tell their observers on the next tick.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DataRecoveryCard', () => {
  it('stays hidden without recoverable data unless debug is on', async () => {
    await renderCard({ recoverable: false });
    expect(screen.queryByText('Previous Data Found')).not.toBeInTheDocument();
  });

  it('shows what exists, the short user id and the section badges', async () => {
    await renderCard();
    expect(screen.getByRole('heading', { name: 'Previous Data Found' })).toBeInTheDocument();
    expect(screen.getByText('a1b2c3d4')).toBeInTheDocument();
    expect(screen.queryByText(USER_ID)).not.toBeInTheDocument();
    expect(screen.getByText('Personal Info: present')).toBeInTheDocument();
    expect(screen.getByText('Medical History: missing')).toBeInTheDocument();
    expect(screen.getByText('Medications: missing')).toBeInTheDocument();
    expect(screen.getByText('Earlier questionnaire').nextSibling).toHaveTextContent('Not found');
    expect(screen.getByText('Earlier user details').nextSibling).toHaveTextContent('Found');
    expect(screen.getByText(/migrated and preserved/)).toBeInTheDocument();
  });

  it('shows the earlier questionnaire and user details from the recovery status before any system check', async () => {
    const api = createFakeProfileApi();
    api.on({
      'GET /api/profile/recovery-status': {
        body: {
          hasRecoverableData: true,
          data_found: { questionnaire: true, medications: false, diet: true },
          user_id: USER_ID,
        },
      },
    });
    renderWithProfileApi(
      <DataRecoveryCard
        profile={makeProfile({ user_id: USER_ID })}
        isLoading={false}
        userId={USER_ID}
      />,
      api,
    );
    expect(await screen.findByRole('heading', { name: 'Previous Data Found' })).toBeInTheDocument();
    expect(screen.getByText('Earlier questionnaire').nextSibling).toHaveTextContent('Found');
    expect(screen.getByText('Earlier user details').nextSibling).toHaveTextContent('Found');
    expect(screen.getByText('0%')).toBeInTheDocument();
  });

  it('stays hidden while loading', async () => {
    const api = createFakeProfileApi();
    renderWithProfileApi(
      <DataRecoveryCard profile={null} isLoading userId={USER_ID} initialDebug />,
      api,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('Previous Data Found')).not.toBeInTheDocument();
  });

  it.each([
    [
      result({ migration_result: { action: 'created_profile', completeness_score: 62 } }),
      'Profile created with migrated data! Completeness: 62%',
    ],
    [
      result({ migration_result: { action: 'updated_profile', completeness_score: 70 } }),
      'Profile updated with recovered data! Completeness: 70%',
    ],
    [
      result({ migration_result: { action: 'none', completeness_score: 70 } }),
      'Data recovery completed successfully!',
    ],
    [
      result({ success: false, error: 'No legacy data found for user' }),
      'No additional data found to recover. Your profile is up to date.',
    ],
    [
      result({ success: false, error: 'Migration conflict' }),
      'Recovery failed: Migration conflict',
    ],
    [result({ success: false, error: null }), 'Recovery failed: Unknown error occurred'],
  ])('toasts the outcome of a recovery (%#)', async (answer, message) => {
    const user = userEvent.setup();
    await renderCard();
    let release: () => void = () => undefined;
    fakeFetch({
      'POST /api/profile/recover': () =>
        new Promise((resolve) => (release = () => resolve({ body: answer }))),
    });
    await user.click(screen.getByRole('button', { name: 'Recover My Data' }));
    expect(await screen.findByRole('button', { name: 'Recovering Data...' })).toBeDisabled();
    act(() => release());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says to contact support when the recovery request fails outright', async () => {
    const user = userEvent.setup();
    await renderCard();
    fakeFetch(() => ({ status: 500, body: { code: 'INTERNAL', message: 'Something broke' } }));
    await user.click(screen.getByRole('button', { name: 'Recover My Data' }));
    expect(
      await screen.findByText('Failed to recover data. Please contact support if this continues.'),
    ).toBeInTheDocument();
  });

  it('runs a connection test from the debug view and reports a failure', async () => {
    const user = userEvent.setup();
    await renderCard({ recoverable: false, initialDebug: true });
    expect(screen.getByRole('heading', { name: 'Previous Data Found' })).toBeInTheDocument();
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'Run Connection Test' }));
    expect(
      await screen.findByText(
        'Database connection failed: Network error. Please check your connection.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Debug' }));
    expect(screen.queryByText('Previous Data Found')).not.toBeInTheDocument();
  });
});
