import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_RESULT } from '#client/features/interactions/test-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import MedicineCabinetPage from './cabinet';
import SafetyChecksPage from './checks';
import MedicationSafetyDashboardPage from './medication-safety-dashboard';
import { fakeCabinetApi, makeMedication, readyAnalysis } from './test-fixtures';

const violations = () => axeViolations();

afterEach(() => {
  vi.unstubAllGlobals();
});

const CABINET = [
  makeMedication({
    name: 'Tylenol',
    substance: { id: 'acetaminophen', name: 'Acetaminophen', kind: 'drug' },
    dosage: '2 tablets',
    strength: '500 mg',
  }),
  makeMedication({
    name: 'Warfarin',
    indication: 'blood clots',
    start_date: '2026-01-31',
    prescribing_doctor: 'Dr. Patel',
  }),
  makeMedication({ name: 'Iron', active: false }),
  makeMedication({ name: 'Zzyzx tonic', substance: null }),
];

function renderPage(page: ReactElement, path: string) {
  fakeCabinetApi({
    medications: CABINET,
    analyses: [readyAnalysis(CHECK_RESULT, 3)],
    check: CHECK_RESULT,
  });
  renderInProviders(page, createTestQueryClient('signed-in'), path);
}

describe('medication safety pages: no axe violations', () => {
  it('/safety/cabinet with medicines, the notice and the background result', async () => {
    renderPage(<MedicineCabinetPage />, '/safety/cabinet');
    await screen.findByText('3 interactions: 1 major, 1 moderate, 1 minor');
    expect(await violations()).toEqual([]);
  });

  it('/safety/cabinet with the delete confirmation open', async () => {
    renderPage(<MedicineCabinetPage />, '/safety/cabinet');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete Tylenol' }));
    expect(await violations()).toEqual([]);
  });

  it('/safety/checks with a result', async () => {
    renderPage(<SafetyChecksPage />, '/safety/checks');
    await screen.findByRole('list', { name: 'Included from your cabinet' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check with my cabinet' }));
    await screen.findByText('Your results');
    expect(await violations()).toEqual([]);
  });

  it('/dashboard/medication-safety', async () => {
    renderPage(<MedicationSafetyDashboardPage />, '/dashboard/medication-safety');
    await screen.findByText('Most important interactions');
    expect(await violations()).toEqual([]);
  });
});
