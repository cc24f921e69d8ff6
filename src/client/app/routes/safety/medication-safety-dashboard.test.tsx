import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_RESULT } from '#client/features/interactions/test-fixtures';
import type { SafetySummary } from '#shared/contracts/safety-summary.contract';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import MedicationSafetyDashboardPage from './medication-safety-dashboard';
import {
  fakeCabinetApi,
  makeMedication,
  readyAnalysis,
  type FakeCabinetOptions,
} from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDashboard(options: FakeCabinetOptions, path = '/dashboard/medication-safety') {
  const api = fakeCabinetApi(options);
  renderInProviders(<MedicationSafetyDashboardPage />, createTestQueryClient('signed-in'), path);
  return api;
}

const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('/dashboard/medication-safety', () => {
  it('counts the medicines taken now and the stored analysis by severity, most serious first', async () => {
    const cabinet = ['Tylenol', 'Warfarin', 'NyQuil', 'Iron', 'Levothyroxine'].map((name) =>
      makeMedication({ name }),
    );
    renderDashboard({
      medications: [...cabinet, makeMedication({ name: 'Paused', active: false })],
      analyses: [readyAnalysis(CHECK_RESULT, 5)],
    });
    expect(await screen.findByText('Most important interactions')).toBeInTheDocument();
    expect(stat('Medicines taken now')).toBe('5');
    expect(stat('Major interactions')).toBe('1');
    expect(stat('Moderate interactions')).toBe('1');
    expect(stat('Minor interactions')).toBe('1');
    const top = screen.getByRole('list', { name: 'Most important interactions' });
    const items = Array.from(top.children) as HTMLElement[];
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Tylenol + Warfarin',
      'NyQuil + Warfarin',
      'Iron + Levothyroxine',
    ]);
    expect(within(items[0]!).getByText('Major')).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('link', { name: /FDA label: Coumadin/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Multiple Medications Detected' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Safety overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a major caution from the profile beside "No interactions found" (metformin with kidney disease)', async () => {
    const summary: SafetySummary = {
      medication_count: 1,
      medicines: ['Metformin'],
      profile_used: true,
      counts: {
        total: { major: 1, moderate: 0, minor: 0 },
        interactions: { major: 0, moderate: 0, minor: 0 },
        cautions: { major: 1, moderate: 0, minor: 0 },
        cautions_by_reason: { condition: 1, allergy: 0, pregnancy: 0, age: 0, lab: 0 },
        duplicates: 0,
        findings: 1,
      },
      findings: [
        {
          key: 'metformin:ckd',
          kind: 'caution',
          severity: 'major',
          reason: 'condition',
          medicines: ['Metformin'],
          because: 'chronic kidney disease',
          title: 'Metformin and kidney disease',
          message: 'Metformin builds up when the kidneys clear it poorly.',
          sources: [{ title: 'FDA label: Glucophage', url: 'https://www.accessdata.fda.gov/' }],
        },
      ],
      result: null,
    };
    const api = fakeCabinetApi({ medications: [makeMedication({ name: 'Metformin' })] });
    api.on({ 'GET /api/safety/summary': { body: summary } });
    renderInProviders(
      <MedicationSafetyDashboardPage />,
      createTestQueryClient('signed-in'),
      '/dashboard/medication-safety',
    );
    expect(
      await screen.findByRole('heading', {
        name: '1 medicine checked: 1 major, 0 moderate, 0 minor',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cautions from your profile and lab results: 1 major, 0 moderate, 0 minor (1 condition)',
      ),
    ).toBeInTheDocument();
    const cautions = screen.getByRole('list', {
      name: 'Cautions from your profile and lab results',
    });
    expect(within(cautions).getByText('Metformin with chronic kidney disease')).toBeInTheDocument();
    expect(within(cautions).getByText('Major')).toBeInTheDocument();
    expect(
      within(cautions).getByRole('link', { name: /FDA label: Glucophage/ }),
    ).toBeInTheDocument();
  });

  it('shows a lab caution with its result, the day it was collected and its sources (ADR 086)', async () => {
    const summary: SafetySummary = {
      medication_count: 2,
      medicines: ['Metformin', 'Lisinopril'],
      profile_used: true,
      counts: {
        total: { major: 0, moderate: 2, minor: 0 },
        interactions: { major: 0, moderate: 0, minor: 0 },
        cautions: { major: 0, moderate: 2, minor: 0 },
        cautions_by_reason: { condition: 0, allergy: 0, pregnancy: 0, age: 0, lab: 2 },
        duplicates: 0,
        findings: 2,
      },
      findings: [
        {
          key: 'caution:lab:metformin-egfr:metformin',
          kind: 'caution',
          severity: 'moderate',
          reason: 'lab',
          medicines: ['Metformin'],
          because: 'eGFR 38 on 2 Nov 2026',
          title: 'eGFR 38 on 2 Nov 2026 with Metformin',
          message: 'Metformin’s label says not to start it when eGFR is 30 to 45.',
          sources: [{ title: 'FDA Drug Safety Communication', url: 'https://www.fda.gov/' }],
        },
        {
          key: 'caution:lab:potassium-raisers:lisinopril',
          kind: 'caution',
          severity: 'moderate',
          reason: 'lab',
          medicines: ['Lisinopril'],
          because: 'Potassium 5.3 mmol/L on 2 Nov 2026',
          title: 'Potassium 5.3 mmol/L on 2 Nov 2026 with Lisinopril',
          message: 'Potassium is above 5.0, and this medicine raises it.',
          sources: [{ title: 'Lisinopril label (DailyMed)', url: 'https://dailymed.nlm.nih.gov/' }],
        },
      ],
      result: null,
    };
    const api = fakeCabinetApi({
      medications: [makeMedication({ name: 'Metformin' }), makeMedication({ name: 'Lisinopril' })],
    });
    api.on({ 'GET /api/safety/summary': { body: summary } });
    renderInProviders(
      <MedicationSafetyDashboardPage />,
      createTestQueryClient('signed-in'),
      '/dashboard/medication-safety',
    );
    expect(
      await screen.findByText(
        'Cautions from your profile and lab results: 0 major, 2 moderate, 0 minor (2 lab results)',
      ),
    ).toBeInTheDocument();
    const cautions = screen.getByRole('list', {
      name: 'Cautions from your profile and lab results',
    });
    expect(within(cautions).getByText('eGFR 38 on 2 Nov 2026 with Metformin')).toBeInTheDocument();
    expect(
      within(cautions).getByText('Potassium 5.3 mmol/L on 2 Nov 2026 with Lisinopril'),
    ).toBeInTheDocument();
    expect(
      within(cautions).getByRole('link', { name: /FDA Drug Safety Communication/ }),
    ).toBeInTheDocument();
  });

  it('invites a user with an empty cabinet to add medicines', async () => {
    renderDashboard({ medications: [] }, '/dashboard/safety');
    expect(await screen.findByRole('link', { name: 'Add your medicines' })).toHaveAttribute(
      'href',
      '/safety/cabinet',
    );
    expect(stat('Medicines taken now')).toBe('0');
    expect(stat('Major interactions')).toBe('–');
    expect(screen.getByRole('link', { name: 'Safety overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
