import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateOf } from '#client/lib/use-today';
import type { DoseHistory } from '#shared/contracts/tracking.contract';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import DoseHistoryPage from './dose-history';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const today = localDateOf();

function historyOf(days: number, taken: number): DoseHistory {
  return {
    from: '2026-10-29',
    to: today,
    days,
    medicines: [
      {
        medication_id: 'm1',
        name: 'Metformin',
        dosage: '500 mg',
        frequency: 'Twice daily',
        stopped: false,
        doses_per_day: 2,
        since: '2026-10-29',
        taken,
        skipped: 1,
        not_marked: 3,
        taken_percent: Math.round((100 * taken) / (taken + 4)),
        days: [
          { date: '2026-10-29', taken: 2, skipped: 0, due: 2 },
          { date: today, taken: 0, skipped: 0, due: 2 },
        ],
      },
      {
        medication_id: 'm2',
        name: 'Ibuprofen',
        dosage: null,
        frequency: 'As needed',
        stopped: false,
        doses_per_day: null,
        since: '2026-10-29',
        taken: 2,
        skipped: 0,
        not_marked: null,
        taken_percent: null,
        days: [],
      },
      {
        medication_id: 'm3',
        name: 'Atorvastatin',
        dosage: '20 mg',
        frequency: 'Once daily',
        stopped: true,
        doses_per_day: null,
        since: '2026-10-29',
        taken: 4,
        skipped: 1,
        not_marked: null,
        taken_percent: null,
        days: [],
      },
    ],
  };
}

describe('/dose-history', () => {
  it("shows each medicine's doses over 30 days, then over 7 when asked, and passes axe", async () => {
    const api = fakeFetch({
      'GET /api/dose-history/:date': (call) => {
        const days = Number(call.search.get('days') ?? 30);
        return { body: historyOf(days, days === 7 ? 5 : 20) };
      },
    });
    renderInProviders(<DoseHistoryPage />, createTestQueryClient('signed-in'), '/dose-history');

    const metformin = (await screen.findByText('Metformin')).closest('li')!;
    expect(within(metformin).getByText('83% taken')).toBeTruthy();
    expect(within(metformin).getByText('20 taken, 1 skipped, 3 not marked')).toBeTruthy();
    expect(within(metformin).getByText('500 mg · Twice daily · 2 doses a day')).toBeTruthy();
    const ibuprofen = screen.getByText('Ibuprofen').closest('li')!;
    expect(within(ibuprofen).getByText('2 taken, 0 skipped (no daily schedule)')).toBeTruthy();
    expect(within(ibuprofen).getByText('—')).toBeTruthy();
    // A medicine stopped since keeps the doses marked for it, with no due.
    const stopped = screen.getByText('Atorvastatin').closest('li')!;
    expect(within(stopped).getByText('Stopped · 20 mg · Once daily')).toBeTruthy();
    expect(within(stopped).getByText('4 taken, 1 skipped (stopped since)')).toBeTruthy();
    // The first request is the page's declared first data: today's window, no query.
    expect(api.calls.map((call) => call.url)).toEqual([`/api/dose-history/${today}`]);
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByText('56% taken')).toBeTruthy();
    expect(api.calls.at(-1)?.url).toBe(`/api/dose-history/${today}?days=7`);
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('sends a member with an empty cabinet to add medicines', async () => {
    fakeFetch({
      'GET /api/dose-history/:date': { body: { ...historyOf(30, 0), medicines: [] } },
    });
    renderInProviders(<DoseHistoryPage />, createTestQueryClient('signed-in'), '/dose-history');
    expect(await screen.findByText(/No medicines in your cabinet yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your medicines' }).getAttribute('href')).toBe(
      '/safety/cabinet',
    );
  });
});
