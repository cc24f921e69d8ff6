import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateOf } from '#client/lib/use-today';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import MoodPage from './mood';
import { fakeTrackingApi, makeMood, type FakeTrackingOptions } from './test-fixtures';

// The page draws a whole year (366 named cells): jsdom needs longer than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderMood(options: FakeTrackingOptions = {}) {
  const api = fakeTrackingApi(options);
  renderInProviders(<MoodPage />, createTestQueryClient('signed-in'), '/mood');
  return { api, user: userEvent.setup() };
}

/** Role queries scoped to the check-in: the year grid's 366 named cells make page-wide ones slow in jsdom. */
async function checkIn() {
  await screen.findByRole('button', { name: /check-in$/ }, { timeout: 3000 });
  return within(screen.getByText('Today’s check-in').closest('section')!);
}

function pixel(name: string): Element | null {
  return document.querySelector(`[role="img"][aria-label="${name}"]`);
}

const today = localDateOf();
const year = today.slice(0, 4);

describe('/mood', () => {
  it('saves a check-in in two taps with the body the contract reads', async () => {
    const { api, user } = renderMood();
    const form = await checkIn();
    await user.click(form.getByRole('radio', { name: '4 Good' }));
    await user.click(form.getByRole('radio', { name: '3 Steady' }));
    await user.click(form.getByRole('button', { name: 'Exercise' }));
    await user.type(form.getByRole('textbox', { name: 'Note (optional)' }), ' walk ');
    await user.click(form.getByRole('button', { name: 'Save check-in' }));
    expect(await form.findByText('Check-in saved.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/mood/${today}`).map((call) => call.body)).toEqual([
      { mood: 4, energy: 3, tags: ['Exercise'], note: 'walk' },
    ]);
  });

  it('says what is missing and sends nothing without a mood and an energy', async () => {
    const { api, user } = renderMood();
    const form = await checkIn();
    await user.click(form.getByRole('button', { name: 'Save check-in' }));
    expect(screen.getByText('Pick how you feel (1-5).')).toBeInTheDocument();
    expect(screen.getByText('Pick your energy (1-5).')).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: '2 Low' }));
    await user.click(form.getByRole('button', { name: 'Save check-in' }));
    expect(screen.queryByText('Pick how you feel (1-5).')).not.toBeInTheDocument();
    expect(screen.getByText('Pick your energy (1-5).')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/mood/${today}`)).toHaveLength(0);
  });

  it("loads today's entry for editing, its own tags included, and updates it", async () => {
    const { api, user } = renderMood({
      moods: [makeMood({ date: today, mood: 2, energy: 5, tags: ['Gardening'], note: 'tired' })],
    });
    const form = await checkIn();
    expect(form.getByRole('radio', { name: '2 Low' })).toBeChecked();
    expect(form.getByRole('radio', { name: '5 Full of energy' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Gardening' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(form.getByRole('radio', { name: '5 Great' }));
    await user.click(form.getByRole('button', { name: 'Update check-in' }));
    expect(await form.findByText('Check-in updated.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/mood/${today}`)[0]?.body).toEqual({
      mood: 5,
      energy: 5,
      tags: ['Gardening'],
      note: 'tired',
    });
  });

  it('names every pixel of the year by day and mood, with a legend in words', async () => {
    const { api } = renderMood({ moods: [makeMood({ date: `${year}-03-03`, mood: 4 })] });
    expect(await screen.findByText('1 day checked in this year.')).toBeInTheDocument();
    expect(pixel('March 3: mood 4 Good')).not.toBeNull();
    expect(pixel('March 2: mood 4 Good')).toBeNull();
    // One named cell per real day: 365 or 366, and no February 30.
    const pixels = document.querySelectorAll('[role="img"][aria-label]');
    expect([365, 366]).toContain(pixels.length);
    expect(document.querySelector('[aria-label^="February 30"]')).toBeNull();
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const word of ['1 Very low', '2 Low', '3 Okay', '4 Good', '5 Great', 'No check-in'])
      expect(legend).toHaveTextContent(word);
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.path === '/api/mood' &&
            call.search.get('from') === `${year}-01-01` &&
            call.search.get('to') === `${year}-12-31`,
        ),
      ).toBe(true),
    );
  });
});
