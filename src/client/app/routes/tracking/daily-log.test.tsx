import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateOf } from '#client/lib/use-today';
import { addDays } from '#shared/domain/dates';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import DailyLogPage from './daily-log';
import { fakeTrackingApi, type FakeTrackingOptions } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLog(options: FakeTrackingOptions = {}) {
  const api = fakeTrackingApi(options);
  renderInProviders(<DailyLogPage />, createTestQueryClient('signed-in'), '/log');
  return { api, user: userEvent.setup() };
}

const today = localDateOf();

describe('/log', () => {
  it('refuses sleep that is not in quarter hours, then saves sleep and water for the day', async () => {
    const { api, user } = renderLog();
    const sleep = await screen.findByRole('spinbutton', { name: 'Sleep (hours)' });
    await user.type(sleep, '7.3');
    await user.click(screen.getByRole('button', { name: 'Save sleep and water' }));
    expect(
      screen.getByText('Sleep hours must be between 0 and 24, in steps of 0.25'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/daily-log/${today}`)).toHaveLength(0);

    await user.clear(sleep);
    await user.type(sleep, '7.5');
    await user.click(screen.getByRole('button', { name: 'One glass more' }));
    await user.click(screen.getByRole('button', { name: 'One glass more' }));
    await user.click(screen.getByRole('button', { name: 'Save sleep and water' }));
    expect(await screen.findByText('Sleep and water saved.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/daily-log/${today}`).map((call) => call.body)).toEqual([
      { sleep_hours: 7.5, water_glasses: 2 },
    ]);
  });

  it('marks a cabinet medicine taken with one tap', async () => {
    const { api, user } = renderLog({
      dailyLog: {
        medications: [
          {
            medication_id: 'm1',
            name: 'Vitamin D',
            dosage: '1000 IU',
            frequency: 'Once daily',
            schedule_note: null,
            status: null,
            doses_per_day: 1,
            doses: [null],
          },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Taken' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/daily-log/${today}`).map((call) => call.body)).toEqual([
        { medication_doses: [{ medication_id: 'm1', dose: 1, status: 'taken' }] },
      ]),
    );
    expect(screen.getByRole('link', { name: 'Your dose history' }).getAttribute('href')).toBe(
      '/dose-history',
    );
  });

  it('switches to the day before and never past today', async () => {
    const { api, user } = renderLog();
    expect(await screen.findByRole('button', { name: 'Next day' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() =>
      expect(api.callsTo(`GET /api/daily-log/${addDays(today, -1)}`)).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Back to today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your medicines' })).toHaveAttribute(
      'href',
      '/safety/cabinet',
    );
  });
});
