import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeProfileApi,
  renderWithProfileApi,
  settleProfileApi,
} from '../../../../../tests/setup/fake-profile-api';
import { JourneySelector } from './journey-selector';

afterEach(settleProfileApi);

const slider = () => screen.getByRole('slider', { name: 'Health journey level' });

describe('JourneySelector', () => {
  it('in update mode starts on the saved level with a disabled Current Selection button', async () => {
    const api = createFakeProfileApi(
      {},
      { health_journey_level: 'maintain', updated_at: '2026-11-01T00:00:00.000Z' },
    );
    renderWithProfileApi(<JourneySelector mode="update" />, api);
    expect(screen.getByRole('heading', { name: 'Update Your Health Journey' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Maintain' })).toBeInTheDocument();
    expect(screen.getByText('5-10 min/week')).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Current Selection' })).toBeDisabled();
  });

  it('enables Update Journey for a new choice, saves it and confirms', async () => {
    const user = userEvent.setup();
    const api = createFakeProfileApi(
      {},
      { health_journey_level: 'maintain', updated_at: '2026-11-01T00:00:00.000Z' },
    );
    renderWithProfileApi(<JourneySelector mode="update" />, api);
    await screen.findByRole('heading', { name: 'Maintain' });
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Transform' })).toBeInTheDocument();
    expect(screen.getByText('30+ min/week')).toBeInTheDocument();

    api.holdWrites = true;
    await user.click(screen.getByRole('button', { name: 'Update Journey' }));
    expect(screen.getByRole('button', { name: 'Update Journey' })).toBeDisabled(); // while saving
    api.holdWrites = false;
    api.release();

    expect(await screen.findByText('Health journey updated!')).toBeInTheDocument();
    expect(screen.getByText("You're now on the Transform path.")).toBeInTheDocument();
    expect(api.callsTo('PUT /api/preferences')[0]?.body).toEqual({
      health_journey_level: 'transform',
    });
    expect(await screen.findByRole('button', { name: 'Current Selection' })).toBeDisabled();
  });

  it('in onboarding mode defaults to improve and offers Start My Journey', async () => {
    const api = createFakeProfileApi();
    renderWithProfileApi(<JourneySelector mode="onboarding" />, api);
    expect(screen.getByRole('heading', { name: 'Choose Your Health Journey' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start My Journey' })).toBeEnabled(),
    );
    expect(screen.getByRole('heading', { name: 'Improve' })).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuenow', '1');
  });

  it('says so when the preference cannot be saved', async () => {
    const user = userEvent.setup();
    const api = createFakeProfileApi();
    renderWithProfileApi(<JourneySelector mode="update" />, api);
    await user.click(await screen.findByRole('button', { name: 'Maintain' }));
    api.failWrites = 500;
    await user.click(screen.getByRole('button', { name: 'Update Journey' }));
    expect(await screen.findByText('Failed to update journey preference')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Journey' })).toBeEnabled();
  });
});
