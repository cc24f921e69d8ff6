import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { browserTimeZone, timeZoneOptions } from '../api/unit-preferences';
import { UnitsCard } from './units-card';

function withPreferences(preferences: Record<string, unknown>) {
  return fakeFetch({
    'GET /api/profile': { body: { profile: { preferences } } },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('timeZoneOptions', () => {
  it('lists the browser zone first, then every other zone once', () => {
    const zones = timeZoneOptions('Europe/Paris');
    expect(zones[0]).toBe('Europe/Paris');
    expect(zones).toContain('Asia/Tokyo');
    expect(zones).toContain('UTC');
    expect(zones.filter((zone) => zone === 'Europe/Paris')).toHaveLength(1);
  });
});

describe('UnitsCard', () => {
  it('suggests the browser zone, then saves units and zone keeping the other keys', async () => {
    const fake = withPreferences({ lastSystemCheck: '2026-11-22T10:00:00.000Z' });
    fake.on({
      'PUT /api/profile/sections/preferences': (call) => ({
        body: { profile: { preferences: call.body } },
      }),
    });
    renderInProviders(<UnitsCard />, createTestQueryClient('signed-in'), '/account');

    expect(await screen.findByRole('radio', { name: /metric/i })).toBeChecked();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue(browserTimeZone());
    expect(screen.getByText(/None is saved yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /imperial/i }));
    await userEvent.selectOptions(zone, 'Asia/Tokyo');
    await userEvent.click(screen.getByRole('button', { name: 'Save units and time zone' }));

    expect(await screen.findByText('Units and time zone saved.')).toHaveAttribute('role', 'status');
    expect(fake.callsTo('PUT /api/profile/sections/preferences')[0]?.body).toEqual({
      lastSystemCheck: '2026-11-22T10:00:00.000Z',
      units: 'imperial',
      time_zone: 'Asia/Tokyo',
    });
    expect(screen.getByRole('radio', { name: /imperial/i })).toBeChecked();
    expect(zone).toHaveValue('Asia/Tokyo');
  });

  it('starts from the saved values and shows a refusal from the server', async () => {
    const fake = withPreferences({ units: 'imperial', time_zone: 'America/Chicago' });
    fake.on({
      'PUT /api/profile/sections/preferences': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Time zone must be a time zone name such as Europe/London',
        },
      },
    });
    renderInProviders(<UnitsCard />, createTestQueryClient('signed-in'), '/account');

    expect(await screen.findByRole('radio', { name: /imperial/i })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
    await userEvent.click(screen.getByRole('button', { name: 'Save units and time zone' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Time zone must be a time zone name such as Europe/London',
      ),
    );
  });
});
