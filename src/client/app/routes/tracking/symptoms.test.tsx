import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateOf } from '#client/lib/use-today';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import SymptomsPage from './symptoms';
import { fakeTrackingApi, makeSymptom, type FakeTrackingOptions } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSymptoms(options: FakeTrackingOptions = {}) {
  const api = fakeTrackingApi(options);
  renderInProviders(<SymptomsPage />, createTestQueryClient('signed-in'), '/symptoms');
  return { api, user: userEvent.setup() };
}

const today = localDateOf();
const month = today.slice(0, 7);

describe('/symptoms', () => {
  it('asks for a name, then logs a picked symptom with severity, local time, triggers and note', async () => {
    const { api, user } = renderSymptoms();
    await user.click(await screen.findByRole('button', { name: 'Log symptom' }));
    expect(screen.getByText('Enter a symptom or pick one from the list.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/symptoms')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Symptom (required)' }), 'head');
    await user.click(await screen.findByRole('button', { name: 'Headache' }));
    const slider = screen.getByRole('slider', { name: 'Severity' });
    fireEvent.change(slider, { target: { value: '7' } });
    expect(slider).toHaveAttribute('aria-valuetext', '7 of 10, severe');
    expect(screen.getByText('7/10 Severe')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('When'), { target: { value: `${today}T08:30` } });
    await user.click(screen.getByRole('button', { name: 'Stress' }));
    await user.click(screen.getByRole('button', { name: 'Poor sleep' }));
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'after lunch');
    await user.click(screen.getByRole('button', { name: 'Log symptom' }));

    expect(await screen.findByText('Headache was logged.')).toBeInTheDocument();
    const body = api.callsTo('POST /api/symptoms')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Headache',
      severity: 7,
      note: 'after lunch',
      triggers: ['Stress', 'Poor sleep'],
    });
    // The local time with its offset: the server files it under the day as written.
    expect(body.occurred_at).toMatch(new RegExp(`^${today}T08:30:00[+-]\\d{2}:\\d{2}$`));
  });

  it('marks days on the calendar with the worst severity and filters the history by day', async () => {
    const { api, user } = renderSymptoms({
      symptoms: [
        makeSymptom({
          id: 'a',
          name: 'Headache',
          severity: 3,
          occurred_on: `${month}-01`,
          occurred_at: `${month}-01T09:00:00+00:00`,
        }),
        makeSymptom({
          id: 'b',
          name: 'Nausea',
          severity: 8,
          occurred_on: `${month}-01`,
          occurred_at: `${month}-01T18:00:00+00:00`,
        }),
        makeSymptom({
          id: 'c',
          name: 'Fatigue',
          severity: 2,
          occurred_on: `${month}-02`,
          occurred_at: `${month}-02T09:00:00+00:00`,
        }),
      ],
    });
    const first = await screen.findByRole('button', {
      name: /: 2 symptoms, worst 8 of 10 \(severe\)$/,
    });
    expect(
      screen.getByRole('button', { name: /: 1 symptom, worst 2 of 10 \(mild\)$/ }),
    ).toBeInTheDocument();
    const history = () =>
      within(screen.getByRole('heading', { name: /^History|day/ }).closest('section')!);
    expect(history().getByText('Fatigue')).toBeInTheDocument();
    await user.click(first);
    await waitFor(() => expect(history().queryByText('Fatigue')).not.toBeInTheDocument());
    expect(history().getByText('Nausea')).toBeInTheDocument();
    expect(history().getByText('Headache')).toBeInTheDocument();
    const call = api.callsTo('GET /api/symptoms')[0]!;
    expect(call.search.get('from')).toBe(`${month}-01`);
  });

  it('moves between days with the arrow keys (one tab stop)', async () => {
    const { user } = renderSymptoms();
    const grid = await screen.findByRole('grid');
    const focusable = grid.querySelectorAll('button[tabindex="0"]');
    expect(focusable).toHaveLength(1);
    (focusable[0] as HTMLButtonElement).focus();
    const start = document.activeElement!.getAttribute('data-day')!;
    await user.keyboard('{ArrowRight}');
    const next = document.activeElement!.getAttribute('data-day')!;
    expect(next > start).toBe(true);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement!.getAttribute('data-day')).toBe(start);
  });
});
