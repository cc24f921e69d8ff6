import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_RESULT } from '#client/features/interactions/test-fixtures';
import { STORAGE_KEYS } from '#client/lib/storage';
import type { AnalyzeMedicationsResponse } from '#shared/contracts/medications.contract';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import MedicineCabinetPage from './cabinet';
import {
  fakeCabinetApi,
  makeMedication,
  pendingAnalysis,
  readyAnalysis,
  type FakeCabinetOptions,
} from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCabinet(options: FakeCabinetOptions = {}) {
  const api = fakeCabinetApi(options);
  renderInProviders(<MedicineCabinetPage />, createTestQueryClient('signed-in'), '/safety/cabinet');
  return { api, user: userEvent.setup() };
}

const warfarin = makeMedication({
  id: 'm1',
  name: 'Warfarin',
  substance: { id: 'warfarin', name: 'Warfarin', kind: 'drug' },
  type: 'Prescription',
});
const tylenol = makeMedication({
  id: 'm2',
  name: 'Tylenol',
  substance: { id: 'acetaminophen', name: 'Acetaminophen', kind: 'drug' },
  dosage: '2 tablets',
  strength: '500 mg',
  frequency: 'As needed',
});
const iron = makeMedication({
  id: 'm3',
  name: 'Iron',
  substance: { id: 'iron', name: 'Iron', kind: 'supplement' },
  type: 'Supplement',
});
const mystery = makeMedication({ id: 'm4', name: 'Zzyzx tonic', substance: null, type: 'Herbal' });

describe('/safety/cabinet', () => {
  it('lists each medicine with what it resolved to, its type, dose and schedule', async () => {
    renderCabinet({ medications: [tylenol, mystery] });
    const item = (await screen.findByRole('heading', { name: 'Tylenol' })).closest('article')!;
    // The name opens the medicine's own page.
    expect(within(item).getByRole('link', { name: 'Tylenol' })).toHaveAttribute(
      'href',
      '/medications/m2',
    );
    expect(within(item).getByText('Acetaminophen')).toBeInTheDocument();
    expect(
      within(item).getByText('Over-the-counter · 2 tablets · 500 mg · As needed'),
    ).toBeInTheDocument();
    const unknown = screen.getByRole('heading', { name: 'Zzyzx tonic' }).closest('article')!;
    expect(within(unknown).getByText(/Not in our knowledge base yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your medicines (2)' })).toBeInTheDocument();
  });

  it('keeps Add disabled while the name is blank and posts the form as the contract reads it', async () => {
    const { api, user } = renderCabinet();
    const add = await screen.findByRole('button', { name: 'Add medicine' });
    expect(add).toBeDisabled();
    const name = screen.getByRole('combobox', { name: 'Medicine name (required)' });
    await user.type(name, '   ');
    expect(add).toBeDisabled();
    await user.clear(name);
    await user.type(name, ' Warfarin ');
    expect(add).toBeEnabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Prescription');
    await user.selectOptions(screen.getByRole('combobox', { name: 'How often' }), 'Twice daily');
    await user.type(screen.getByRole('textbox', { name: 'Dose' }), '1 tablet');
    await user.type(screen.getByRole('textbox', { name: 'Strength' }), '5 mg');
    await user.click(screen.getByText('More details (optional)'));
    await user.type(screen.getByRole('textbox', { name: 'What it is for' }), 'blood clots');
    await user.type(screen.getByLabelText('Start date'), '2026-01-31');
    await user.type(screen.getByRole('textbox', { name: 'Prescribing doctor' }), 'Dr. Patel');
    await user.click(add);

    expect(await screen.findByText('Warfarin was added to your cabinet.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/medications').map((call) => call.body)).toEqual([
      {
        name: 'Warfarin',
        type: 'Prescription',
        dosage: '1 tablet',
        strength: '5 mg',
        frequency: 'Twice daily',
        indication: 'blood clots',
        prescribing_doctor: 'Dr. Patel',
        start_date: '2026-01-31',
      },
    ]);
    // The form clears, and the list and the background analysis are asked for again.
    expect(name).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'Warfarin' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/medications/safety').length).toBeGreaterThanOrEqual(2);
  });

  it('shows what follows the list only once the list has loaded, so nothing jumps when it arrives', async () => {
    renderCabinet({ medications: [warfarin, iron] });
    expect(screen.getByText('Loading your cabinet...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add medicine' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Automatic safety check' }),
    ).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Your medicines (2)' });
    expect(screen.getByRole('button', { name: 'Add medicine' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Automatic safety check' })).toBeInTheDocument();
  });

  it('sends empty optional fields as null', async () => {
    const { api, user } = renderCabinet();
    await user.type(
      await screen.findByRole('combobox', { name: 'Medicine name (required)' }),
      'Iron{Enter}',
    );
    await screen.findByText('Iron was added to your cabinet.');
    expect(api.callsTo('POST /api/medications')[0]?.body).toEqual({
      name: 'Iron',
      type: 'Prescription',
      dosage: null,
      strength: null,
      frequency: 'Once daily',
      indication: null,
      prescribing_doctor: null,
      start_date: null,
    });
  });

  it("shows 'Multiple Medications Detected' for 3 medicines taken now", async () => {
    renderCabinet({ medications: [warfarin, tylenol, iron] });
    const notice = await screen.findByRole('region', { name: 'Multiple Medications Detected' });
    expect(notice).toHaveTextContent('You take 3 medicines');
    expect(
      within(notice).getByRole('link', { name: 'Check it with your cabinet' }),
    ).toHaveAttribute('href', '/safety/checks');
  });

  it('does not show it for 2 medicines taken now, however many are paused', async () => {
    renderCabinet({ medications: [warfarin, tylenol, { ...iron, active: false }] });
    expect(await screen.findByRole('heading', { name: 'Iron' })).toBeInTheDocument();
    expect(screen.getByText('Not taking now')).toBeInTheDocument();
    expect(screen.queryByText('Multiple Medications Detected')).not.toBeInTheDocument();
  });

  it('shows the checking state while the background analysis is pending, then its result', async () => {
    const { api } = renderCabinet({
      medications: [warfarin, tylenol],
      analyses: [pendingAnalysis(2), readyAnalysis(CHECK_RESULT, 2)],
    });
    expect(await screen.findByText('Checking your cabinet...')).toBeInTheDocument();
    expect(screen.queryByText('Your results')).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        '3 interactions: 1 major, 1 moderate, 1 minor',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Checking your cabinet...')).not.toBeInTheDocument();
    expect(screen.getByText(/Last checked/)).toHaveTextContent('2 medicines taken now');
    expect(screen.getByText(/Last checked/).querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-11-21T09:30:00.000Z',
    );
    // Polling stops once the answer is ready.
    const asked = api.callsTo('GET /api/medications/safety').length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(api.callsTo('GET /api/medications/safety')).toHaveLength(asked);
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const { api, user } = renderCabinet({ medications: [warfarin, tylenol] });
    await user.click(await screen.findByRole('button', { name: 'Delete Warfarin' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Warfarin from your cabinet?' });
    expect(api.callsTo('DELETE /api/medications/m1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/medications/m1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Warfarin' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Warfarin' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE /api/medications/m1')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Tylenol' })).toBeInTheDocument();
  });

  it('shows an unresolved name as such, with the closest names offered as "did you mean"', async () => {
    const sortis = makeMedication({
      id: 'm5',
      name: 'Sortis',
      substance: null,
      suggestions: [{ id: 'cortisone', name: 'Cortisone', kind: 'drug' }],
    });
    const { api, user } = renderCabinet({ medications: [sortis] });
    const item = (await screen.findByRole('heading', { name: 'Sortis' })).closest('article')!;
    expect(within(item).getByText(/Not in our knowledge base yet/)).toBeInTheDocument();
    expect(within(item).queryByText(/Checked as/)).not.toBeInTheDocument();
    expect(within(item).getByText('Did you mean:')).toBeInTheDocument();
    // Nothing is applied until the person picks a name.
    expect(api.callsTo('PATCH /api/medications/m5')).toHaveLength(0);
    await user.click(within(item).getByRole('button', { name: 'Use Cortisone instead of Sortis' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/medications/m5').map((call) => call.body)).toEqual([
        { name: 'Cortisone' },
      ]),
    );
  });

  it('pauses a medicine with its switch and edits it in a dialog', async () => {
    const { api, user } = renderCabinet({ medications: [warfarin] });
    const toggle = await screen.findByRole('switch', { name: 'Taking it now: Warfarin' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByText('Not taking now')).toBeInTheDocument());
    expect(api.callsTo('PATCH /api/medications/m1').map((call) => call.body)).toEqual([
      { active: false },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit Warfarin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Warfarin' });
    // The form's code loads when the dialog is first asked for.
    await user.type(await within(dialog).findByRole('textbox', { name: 'Dose' }), '1 tablet');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The edit never touches the active flag.
    expect(api.callsTo('PATCH /api/medications/m1')[1]?.body).toMatchObject({
      name: 'Warfarin',
      dosage: '1 tablet',
    });
    expect(api.callsTo('PATCH /api/medications/m1')[1]?.body).not.toHaveProperty('active');
  });

  it('looks up side effects and warnings for the medicines taken now and remembers when', async () => {
    const analysis: AnalyzeMedicationsResponse = {
      medications: [
        {
          name: 'Warfarin',
          substance: { id: 'warfarin', name: 'Warfarin', kind: 'drug' },
          sideEffects: ['Bruising'],
          detailedSideEffects: ['Bleeding that does not stop'],
          warnings: ['Tell every doctor and dentist you take it.'],
          sources: [
            {
              title: 'MedlinePlus: Warfarin',
              url: 'https://medlineplus.gov/druginfo/meds/a682277.html',
            },
          ],
        },
      ],
      interactions: { ...CHECK_RESULT, items: [], interactions: [], duplicates: [], cautions: [] },
      analyzed_at: '2026-11-21T10:00:00.000Z',
    };
    const { api, user } = renderCabinet({
      medications: [warfarin, { ...iron, active: false }],
      analyze: analysis,
    });
    await user.click(await screen.findByRole('button', { name: 'Show side effects and warnings' }));
    expect(await screen.findByText('Bleeding that does not stop')).toBeInTheDocument();
    expect(screen.getByText('Bruising')).toBeInTheDocument();
    expect(screen.getByText('Tell every doctor and dentist you take it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /MedlinePlus: Warfarin/ })).toHaveAttribute(
      'href',
      'https://medlineplus.gov/druginfo/meds/a682277.html',
    );
    expect(api.callsTo('POST /api/medications/analyze').map((call) => call.body)).toEqual([
      { medications: ['Warfarin'] },
    ]);
    expect(
      JSON.parse(window.localStorage.getItem(STORAGE_KEYS.lastMedicationAnalysis) ?? 'null'),
    ).toEqual({ timestamp: '2026-11-21T10:00:00.000Z', count: 1 });
    expect(screen.getByText(/Last looked up on this device/)).toHaveTextContent('for 1 medicine.');
  });
});
