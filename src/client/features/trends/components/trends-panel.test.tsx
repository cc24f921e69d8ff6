import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { fakeProgressApi } from '../../../../../tests/setup/fake-progress-api';
import { TrendsPanel } from './trends-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TrendsPanel', () => {
  it('charts every series for 30 days by default, with the days that have data', async () => {
    const api = fakeProgressApi();
    renderInProviders(<TrendsPanel />, createTestQueryClient('signed-in'), '/trends');
    expect(
      await screen.findByText('You logged something on 6 of the last 30 days.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(api.callsTo('GET /api/trends').map((call) => call.search.get('days'))).toEqual(['30']);
    // The window ends on the browser's own day.
    expect(api.callsTo('GET /api/trends')[0]?.search.get('today')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Plain DOM queries: role queries over eight SVG charts are slow in jsdom.
    const charts = [...document.querySelectorAll('li')];
    expect(charts).toHaveLength(8);
    expect(charts[0]!.querySelector('figcaption')).toHaveTextContent('Mood (1-5)');
    expect(
      within(charts[0]!).getByText('6 of 30 days with data · average 3.5'),
    ).toBeInTheDocument();
    // Medicines were never logged: the chart says so instead of drawing zeros.
    expect(within(charts[7]!).getByText('No data yet')).toBeInTheDocument();
    expect(within(charts[7]!).getByText('0 of 30 days with data')).toBeInTheDocument();
  }, 15_000);

  it('switches to 7 and 90 days, asking the API for each window', async () => {
    const api = fakeProgressApi();
    const user = userEvent.setup();
    renderInProviders(
      <TrendsPanel series={['mood']} />,
      createTestQueryClient('signed-in'),
      '/trends',
    );
    await screen.findByText('You logged something on 6 of the last 30 days.');
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(
      await screen.findByText('You logged something on 6 of the last 7 days.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(
      await screen.findByText('You logged something on 6 of the last 90 days.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/trends').map((call) => call.search.get('days'))).toEqual([
      '30',
      '7',
      '90',
    ]);
    expect(screen.getByText('6 of 90 days with data · average 3.5')).toBeInTheDocument();
  });

  it('starts from the window in the address and charts the series in the order given', async () => {
    fakeProgressApi();
    renderInProviders(
      <TrendsPanel series={['water_glasses', 'mood']} />,
      createTestQueryClient('signed-in'),
      '/trends?days=90',
    );
    expect(
      await screen.findByText('You logged something on 6 of the last 90 days.'),
    ).toBeInTheDocument();
    const charts = [...document.querySelectorAll('li')];
    expect(charts.map((item) => item.querySelector('figcaption')?.textContent)).toEqual([
      'Water (glasses)',
      'Mood (1-5)',
    ]);
  });
});
