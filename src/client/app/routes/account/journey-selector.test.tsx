import { screen } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFakeProfileApi,
  renderWithProfileApi,
  settleProfileApi,
} from '../../../../../tests/setup/fake-profile-api';
import JourneySelectorPage from './journey-selector';

afterEach(settleProfileApi);

describe('/health/journey-selector', () => {
  it('asks a user with no saved level to choose, with one h1, the disclaimer and no axe violations', async () => {
    const api = createFakeProfileApi();
    renderWithProfileApi(
      <main>
        <JourneySelectorPage />
      </main>,
      api,
      { path: '/health/journey-selector' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose Your Health Journey' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Start My Journey' })).toBeEnabled();
    expect(screen.getByText('Educational only — not medical advice.')).toBeInTheDocument();
    expect(await axeViolations(document.body, { withShell: true })).toEqual([]);
  });

  it('lets a user with a saved level update it', async () => {
    const api = createFakeProfileApi(
      {},
      { health_journey_level: 'transform', updated_at: '2026-11-01T00:00:00.000Z' },
    );
    renderWithProfileApi(<JourneySelectorPage />, api, { path: '/health/journey-selector' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Update Your Health Journey' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current Selection' })).toBeDisabled();
  });
});
