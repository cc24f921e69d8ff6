import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_RESULT } from '#client/features/interactions/test-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import SafetyChecksPage from './checks';
import { fakeCabinetApi, makeMedication, type FakeCabinetOptions } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderChecks(options: FakeCabinetOptions = {}) {
  const api = fakeCabinetApi({ check: CHECK_RESULT, ...options });
  renderInProviders(<SafetyChecksPage />, createTestQueryClient('signed-in'), '/safety/checks');
  return { api, user: userEvent.setup() };
}

describe('/safety/checks', () => {
  it('checks the added items together with every medicine taken now', async () => {
    const { api, user } = renderChecks({
      medications: [
        makeMedication({ name: 'Warfarin' }),
        makeMedication({ name: 'Levothyroxine' }),
        makeMedication({ name: 'Old antibiotic', active: false }),
      ],
    });
    const cabinet = await screen.findByRole('list', { name: 'Included from your cabinet' });
    expect(
      within(cabinet)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Warfarin', 'Levothyroxine']);

    await user.type(
      screen.getByRole('combobox', { name: 'Add a medicine, supplement, herb or food' }),
      'Tylenol{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Check with my cabinet' }));
    expect(
      await screen.findByText('3 interactions: 1 major, 1 moderate, 1 minor'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/interactions/check').map((call) => call.body)).toEqual([
      { items: ['Tylenol', 'Warfarin', 'Levothyroxine'] },
    ]);
  });

  it('checks the cabinet on its own when nothing is added', async () => {
    const { api, user } = renderChecks({
      medications: [makeMedication({ name: 'Warfarin' }), makeMedication({ name: 'Tylenol' })],
    });
    await screen.findByRole('list', { name: 'Included from your cabinet' });
    await user.click(screen.getByRole('button', { name: 'Check with my cabinet' }));
    await screen.findByText('Your results');
    expect(api.callsTo('POST /api/interactions/check')[0]?.body).toEqual({
      items: ['Warfarin', 'Tylenol'],
    });
  });

  it('says when the cabinet is empty and points to it', async () => {
    renderChecks();
    expect(
      await screen.findByText(/No medicines you take now are in your cabinet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your medicines' })).toHaveAttribute(
      'href',
      '/safety/cabinet',
    );
  });
});
