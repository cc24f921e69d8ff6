import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeProfileApi,
  renderWithProfileApi,
  type FakeProfileApi,
} from '../../../../../../tests/setup/fake-profile-api';
import { ProfileSaverProvider } from '../../hooks/profile-saver';
import { EnhancedHealthDashboard, measureFirstLoad } from './enhanced-health-dashboard';

const PROFILE = {
  personal_info: {
    age: 52,
    gender: 'female' as const,
    height: 165,
    heightUnit: 'cm' as const,
    weight: 70,
    weightUnit: 'kg' as const,
  },
  medical_history: { currentConditions: ['Hypertension'], chronicConditions: ['Asthma'] },
  medications: {
    current: [
      { id: '1', name: 'Lisinopril', active: true },
      { id: '2', name: 'Salbutamol', active: true },
      { id: '3', name: 'Vitamin D', active: true },
    ],
  },
  lifestyle_data: {
    exerciseFrequency: 'daily' as const,
    sleepHours: 8,
    stressLevel: 3,
    smokingStatus: 'never' as const,
    alcoholConsumption: 'none' as const,
  },
};

function renderDashboard(
  api: FakeProfileApi,
  props: Parameters<typeof EnhancedHealthDashboard>[0] = {},
) {
  return renderWithProfileApi(
    <ProfileSaverProvider>
      <EnhancedHealthDashboard {...props} />
    </ProfileSaverProvider>,
    api,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('measureFirstLoad', () => {
  it('is the time from the start of waiting to the first answer, or null for a cached profile', () => {
    expect(measureFirstLoad(1_700_000_000_750, 1_700_000_000_000)).toBe(750);
    expect(measureFirstLoad(1_699_999_999_000, 1_700_000_000_000)).toBeNull();
    expect(measureFirstLoad(0, 1_700_000_000_000)).toBeNull();
  });
});

describe('EnhancedHealthDashboard', () => {
  it('shows the completion badge, the three tabs, the section overview and the data insights', async () => {
    const user = userEvent.setup();
    renderDashboard(createFakeProfileApi(PROFILE));
    // 'Complete' only at 100 %: at 73 % the badge says how much is filled in.
    // The header's badge and the overview's pill say the same.
    expect(screen.getAllByText('73% filled in')).toHaveLength(2);
    expect(screen.queryByText(/^\d+% complete$/i)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Health Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('BMI 25.7')).toBeInTheDocument();
    expect(screen.getByText('Multiple Medications Detected')).toBeInTheDocument();
    expect(screen.getByText('4 of 7 sections completed')).toBeInTheDocument();
    const lifestyle = screen.getByRole('heading', { name: 'Lifestyle' }).closest('li')!;
    expect(within(lifestyle).getByText('Good')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Data Insights' }));
    const insights = screen.getByRole('tabpanel');
    expect(within(insights).getByText('73%')).toBeInTheDocument();
    expect(within(insights).getByText('Medications').nextSibling).toHaveTextContent('3');
    expect(within(insights).getByText('Conditions').nextSibling).toHaveTextContent('2');

    await user.click(screen.getByRole('tab', { name: 'Profile Settings' }));
    expect(screen.getByRole('button', { name: 'Edit Complete Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Health Journey' })).not.toBeInTheDocument();
  });

  it('says Complete only at 100 %: at 81 % (past the spec’s 80) both badges say how much is filled in', async () => {
    renderDashboard(createFakeProfileApi({ ...PROFILE, dietary_info: { dietType: 'vegetarian' } }));
    expect(await screen.findAllByText('81% filled in')).toHaveLength(2);
    // (Sections that are filled in still say 'Complete' on their own cards.)
    const header = screen.getByRole('heading', { name: 'Your Health Profile' }).parentElement!;
    expect(within(header).getByText('81% filled in')).toBeInTheDocument();
    expect(within(header).queryByText('Complete')).not.toBeInTheDocument();
  });

  it("shows 'No known allergies' on the Medical History card, the badge unchanged (ADR 093)", async () => {
    renderDashboard(
      createFakeProfileApi({
        ...PROFILE,
        medical_history: { ...PROFILE.medical_history, noKnownAllergies: true },
      }),
    );
    // 73 % as above: the spec's allergies row counts listed allergies only.
    expect((await screen.findAllByText('73% filled in')).length).toBeGreaterThan(0);
    const medical = screen.getByRole('heading', { name: 'Medical History' }).closest('li')!;
    expect(within(medical).getByText('No known allergies')).toBeInTheDocument();
    expect(within(medical).queryByText('0 allergies')).not.toBeInTheDocument();
  });

  it('measures a slow first load, rates it poor and offers tips; Refresh Data measures again', async () => {
    const user = userEvent.setup();
    renderDashboard(createFakeProfileApi(PROFILE), {
      loadStartedAt: Date.now() - 2500,
      onChangeJourney: () => undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Performance' }));
    expect(screen.getByRole('heading', { name: 'Performance & Reliability' })).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('(Poor)')).toBeInTheDocument();
    expect(screen.getByText('Tips for a faster dashboard')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Load performance' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    await user.click(screen.getByRole('tab', { name: 'Profile Settings' }));
    expect(screen.getByRole('button', { name: 'Change Health Journey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByText('Profile reloaded from database')).toBeInTheDocument();
    expect(screen.getByText('(Excellent)')).toBeInTheDocument();
    expect(screen.queryByText('Tips for a faster dashboard')).not.toBeInTheDocument();
  });

  it.each([
    [{ body: { isValid: true, score: 74, issues: [] } }, 'Data integrity check passed'],
    [
      {
        body: {
          isValid: false,
          score: 40,
          issues: ['Basic personal information is incomplete'],
        },
      },
      'Data integrity issues found: 1',
    ],
    [{ status: 500, body: { code: 'INTERNAL', message: 'Boom' } }, 'Failed to run integrity check'],
  ])('Check Integrity toasts the result (%#)', async (answer, message) => {
    const api = createFakeProfileApi(PROFILE);
    api.on({ 'POST /api/profile/integrity-check': answer });
    const user = userEvent.setup();
    renderDashboard(api);
    await user.click(screen.getByRole('button', { name: 'Performance' }));
    await user.click(screen.getByRole('button', { name: 'Check Integrity' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows Offline with Retry Sync when the browser goes offline', async () => {
    const user = userEvent.setup();
    renderDashboard(createFakeProfileApi(PROFILE));
    await user.click(screen.getByRole('button', { name: 'Performance' }));
    expect(screen.queryByRole('button', { name: 'Retry Sync' })).not.toBeInTheDocument();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('Offline')).toBeInTheDocument();
    // The retry waits for the connection, then reports.
    await user.click(screen.getByRole('button', { name: 'Retry Sync' }));
    onLine.mockRestore();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Data synchronized successfully')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
  });
});
