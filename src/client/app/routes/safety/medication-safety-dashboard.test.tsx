import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_RESULT } from '#client/features/interactions/test-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import MedicationSafetyDashboardPage from './medication-safety-dashboard';
import {
  fakeCabinetApi,
  makeMedication,
  readyAnalysis,
  type FakeCabinetOptions,
} from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDashboard(options: FakeCabinetOptions, path = '/dashboard/medication-safety') {
  const api = fakeCabinetApi(options);
  renderInProviders(<MedicationSafetyDashboardPage />, createTestQueryClient('signed-in'), path);
  return api;
}

const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('/dashboard/medication-safety', () => {
  it('counts the medicines taken now and the stored analysis by severity, most serious first', async () => {
    const cabinet = ['Tylenol', 'Warfarin', 'NyQuil', 'Iron', 'Levothyroxine'].map((name) =>
      makeMedication({ name }),
    );
    renderDashboard({
      medications: [...cabinet, makeMedication({ name: 'Paused', active: false })],
      analyses: [readyAnalysis(CHECK_RESULT, 5)],
    });
    expect(await screen.findByText('Most important interactions')).toBeInTheDocument();
    expect(stat('Medicines taken now')).toBe('5');
    expect(stat('Major interactions')).toBe('1');
    expect(stat('Moderate interactions')).toBe('1');
    expect(stat('Minor interactions')).toBe('1');
    const top = screen.getByRole('list', { name: 'Most important interactions' });
    const items = Array.from(top.children) as HTMLElement[];
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Tylenol + Warfarin',
      'NyQuil + Warfarin',
      'Iron + Levothyroxine',
    ]);
    expect(within(items[0]!).getByText('Major')).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('link', { name: /FDA label: Coumadin/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Multiple Medications Detected' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Safety overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('invites a user with an empty cabinet to add medicines', async () => {
    renderDashboard({ medications: [] }, '/dashboard/safety');
    expect(await screen.findByRole('link', { name: 'Add your medicines' })).toHaveAttribute(
      'href',
      '/safety/cabinet',
    );
    expect(stat('Medicines taken now')).toBe('0');
    expect(stat('Major interactions')).toBe('–');
    expect(screen.getByRole('link', { name: 'Safety overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
