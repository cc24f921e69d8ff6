/**
 * The dashboard as the hub: Today (what is logged and what is left, one tap each), the
 * cabinet's safety status, the latest lab flags, the Action Center with the interaction first, and
 * shortcuts to every area, all above the diagnostic cards; axe finds nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import type { SafetyFinding, SafetySummary } from '#shared/contracts/safety-summary.contract';
import type { DailyLog } from '#shared/contracts/tracking.contract';
import { PAID_STATUS } from '../../../../../tests/setup/billing-fixtures';
import {
  createFakeProfileApi,
  renderWithProfileApi,
} from '../../../../../tests/setup/fake-profile-api';
import { makeActionPlan, WELLNESS_SCORE } from '../../../../../tests/setup/fake-progress-api';
import { makeAnalysisResult, makeMarker, makeReport } from '#client/features/labs/test-fixtures';
import { readyAnalysis } from '../safety/test-fixtures';
import DashboardPage from './dashboard';
import { SHORTCUTS } from './hub/shortcuts-panel';

const PROFILE = {
  personal_info: { age: 44, gender: 'female' as const },
  medical_history: { noConditions: true },
  symptoms: { currentSymptoms: ['Headache'] },
  medications: {
    current: ['Warfarin', 'Ibuprofen', "St John's wort"].map((name, i) => ({
      id: `m${i}`,
      name,
      active: true,
    })),
  },
  dietary_info: { dietType: 'vegetarian' as const },
  onboarding_progress: { interactionsCompleted: true },
  health_goals: { primary: ['Better sleep'] },
};

const majorPair = (second: string): SafetyFinding => ({
  key: `warfarin|${second.toLowerCase()}`,
  kind: 'interaction',
  severity: 'major',
  reason: null,
  medicines: ['Warfarin', second],
  because: null,
  title: `Warfarin and ${second}`,
  message: 'Raises the risk of bleeding.',
  sources: [],
});

const SAFETY_SUMMARY: SafetySummary = {
  medication_count: 3,
  medicines: ['Warfarin', 'Ibuprofen', "St John's wort"],
  profile_used: true,
  counts: {
    total: { major: 2, moderate: 0, minor: 0 },
    interactions: { major: 2, moderate: 0, minor: 0 },
    cautions: { major: 0, moderate: 0, minor: 0 },
    cautions_by_reason: { condition: 0, allergy: 0, pregnancy: 0, age: 0, lab: 0 },
    duplicates: 0,
    findings: 2,
  },
  findings: [majorPair('Ibuprofen'), majorPair("St John's wort")],
  result: null,
};

const CHECK: CheckResponse = {
  items: ['Warfarin', 'Ibuprofen', "St John's wort"].map((query) => ({
    query,
    resolved: { id: query.toLowerCase(), name: query, kind: 'drug' },
    matched: null,
    suggestions: [],
  })),
  interactions: [
    {
      id: 'warfarin-x-ibuprofen',
      between: [0, 1],
      severity: 'major',
      summary: 'Raises the risk of bleeding.',
      mechanism: null,
      management: 'Avoid unless your doctor says otherwise.',
      separate_hours: null,
      evidence: null,
      sources: [{ title: 'FDA label', url: 'https://example.org/fda' }],
    },
    {
      id: 'warfarin-x-sjw',
      between: [0, 2],
      severity: 'major',
      summary: 'Lowers the effect of warfarin.',
      mechanism: null,
      management: 'Do not combine.',
      separate_hours: null,
      evidence: null,
      sources: [{ title: 'NCCIH', url: 'https://example.org/nccih' }],
    },
  ],
  duplicates: [],
  cautions: [],
  detail: 'full',
  profile_used: true,
  knowledge_version: 'test',
};

function dayLog(date: string): DailyLog {
  return {
    date,
    mood: null,
    symptoms: [],
    habits: [
      { id: 'h1', name: 'Evening walk', schedule: 'daily', times_per_week: null, done: false },
    ],
    sleep_hours: null,
    water_glasses: null,
    medications: [
      {
        medication_id: 'm0',
        name: 'Warfarin',
        dosage: '5 mg',
        frequency: 'Once daily',
        schedule_note: null,
        status: 'taken',
        doses_per_day: 1,
        doses: ['taken'],
      },
      {
        medication_id: 'm1',
        name: 'Ibuprofen',
        dosage: null,
        frequency: 'As needed',
        schedule_note: null,
        status: null,
        doses_per_day: 1,
        doses: [null],
      },
    ],
    updated_at: null,
  };
}

function renderHub() {
  const api = createFakeProfileApi(PROFILE, { onboarding_completed: true });
  const labReport = makeReport({
    id: 'lab-1',
    status: 'analyzed',
    analysis: {
      id: 'a1',
      lab_report_id: 'lab-1',
      test_type: 'blood',
      created_at: '2026-11-18T10:00:00.000Z',
      analysis_result: makeAnalysisResult({
        markers: [
          makeMarker({ name: 'Ferritin', flag: 'low' }),
          makeMarker({ name: 'Potassium', flag: 'normal' }),
        ],
      }),
    },
  });
  api.on({
    'GET /api/subscription': { body: PAID_STATUS },
    'GET /api/daily-log/:date': ({ params }) => ({ body: dayLog(params.date!) }),
    'PUT /api/daily-log/:date': ({ params }) => ({ body: dayLog(params.date!) }),
    'PUT /api/habits/:id/check-ins/:date': { status: 500, body: { code: 'X', message: 'x' } },
    'GET /api/medications/safety': { body: readyAnalysis(CHECK, 3) },
    // The one safety summary (ADR 079): the card counts what it counts.
    'GET /api/safety/summary': { body: SAFETY_SUMMARY },
    'GET /api/labs': {
      body: {
        reports: [
          {
            id: 'lab-1',
            status: 'analyzed',
            test_type: 'blood',
            source: 'upload',
            file: null,
            biomarker_count: 2,
            flagged_count: 1,
            analyzed_at: '2026-11-18T10:00:00.000Z',
            collected_on: null,
            created_at: '2026-11-18T09:00:00.000Z',
          },
        ],
      },
    },
    'GET /api/labs/:id': { body: labReport },
    'GET /api/action-plans': {
      body: {
        action_plans: [
          makeActionPlan({
            action_id: 'p1',
            title: 'Major interaction: Warfarin and Ibuprofen',
            priority: 'high',
            rule_key: 'interaction:major:ibuprofen+warfarin',
            steps: ['What to do: Avoid.', 'Talk to your pharmacist', 'Source: FDA label'],
          }),
          makeActionPlan({
            action_id: 'p2',
            title: 'Track your water for a week',
            priority: 'low',
          }),
        ],
        pending_count: 2,
        quick_tip: 'Start with the interaction.',
      },
    },
    'GET /api/wellness-score': { body: WELLNESS_SCORE },
    'GET /api/profile/recovery-status': {
      body: {
        hasRecoverableData: false,
        data_found: { questionnaire: false, medications: false, diet: false },
        user_id: 'u1',
      },
    },
    'POST /api/system-check': {
      body: {
        checks: {
          authentication: 'good',
          dataRetrieval: 'good',
          featureGating: 'good',
          dataSaving: 'good',
          crossMigration: 'good',
        },
        profileScore: 36,
        subscriptionTier: 'wellness_plus',
        hasRecoverableData: false,
        lastSystemCheck: '2026-11-20T10:00:00.000Z',
      },
    },
  });
  return { api, ...renderWithProfileApi(<DashboardPage />, api, { path: '/dashboard' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const region = (name: string) => screen.getByRole('region', { name });

describe('/dashboard as the hub', () => {
  it('shows Today with what is left and logs a medicine in one tap', async () => {
    const user = userEvent.setup();
    const { api } = renderHub();
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 5000 });
    expect(await within(today).findByText('Not logged yet')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Log mood' })).toHaveAttribute('href', '/mood');
    // 1 of 3: Warfarin taken; mood and the walk still to do. Ibuprofen is 'as needed': not due.
    expect(within(today).getByText('1 of 3 logged')).toBeInTheDocument();
    // Warfarin reads 'Taken'; Ibuprofen has the 'Taken' button.
    expect(within(today).getAllByText('Taken')).toHaveLength(2);
    await user.click(within(today).getByRole('button', { name: 'Mark Ibuprofen taken today' }));
    const saves = () =>
      api.calls.filter((call) => call.method === 'PUT' && call.path.startsWith('/api/daily-log/'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({
      medication_doses: [{ medication_id: 'm1', dose: 1, status: 'taken' }],
    });
    expect(
      within(today).getByRole('button', { name: 'Mark Evening walk done today' }),
    ).toBeEnabled();
  });

  it('shows the safety status, the lab flags, the Action Center with the interaction first, and every shortcut', async () => {
    renderHub();
    const safety = await screen.findByRole(
      'region',
      { name: 'Medicine safety' },
      { timeout: 5000 },
    );
    expect(
      await within(safety).findByText('3 medicines checked: 2 major, 0 moderate, 0 minor'),
    ).toBeInTheDocument();
    expect(within(safety).getByText('Warfarin + Ibuprofen')).toBeInTheDocument();
    expect(
      within(safety).getByRole('link', { name: 'See the details and what to do' }),
    ).toHaveAttribute('href', '/dashboard/medication-safety');

    const labs = region('Lab results');
    expect(await within(labs).findByText('Ferritin: low')).toBeInTheDocument();
    expect(within(labs).queryByText(/Potassium/)).toBeNull();
    expect(within(labs).getByRole('link', { name: 'Open the report' })).toHaveAttribute(
      'href',
      '/labs/lab-1',
    );

    // The Action Center and the shortcuts sit below the first screen and load their own code.
    const titles = await screen.findAllByText(
      /Major interaction: Warfarin and Ibuprofen|Track your water/,
      {},
      { timeout: 15_000 },
    );
    expect(titles[0]).toHaveTextContent('Major interaction: Warfarin and Ibuprofen');

    const shortcuts = await screen.findByRole(
      'region',
      { name: 'Everything in Wellnest' },
      { timeout: 15_000 },
    );
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(SHORTCUTS.map((shortcut) => shortcut.to));
  });

  it('puts the diagnostic cards below the user’s own content, with the plan in plain words, and passes axe', async () => {
    const { container } = renderHub();
    await screen.findByRole('region', { name: 'Today' }, { timeout: 5000 });
    expect(await screen.findByText('Wellness Pro', {}, { timeout: 15_000 })).toBeInTheDocument();
    await screen.findByText('System Status', {}, { timeout: 15_000 });
    expect(screen.queryByText(/wellness_plus/i)).toBeNull();
    const order = [
      screen.getByRole('heading', { name: 'Today' }),
      screen.getByRole('heading', { name: 'Medicine safety' }),
      screen.getByRole('heading', { name: 'Everything in Wellnest' }),
      screen.getByRole('heading', { name: 'Your data and the app' }),
      screen.getByText('System Status'),
    ];
    for (let i = 1; i < order.length; i += 1)
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    await screen.findByText('Ferritin: low');
    const results = await axe.run(container, { resultTypes: ['violations'] });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('stacks its panels in one column on a phone (no fixed widths, columns only from md up)', async () => {
    renderHub();
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 5000 });
    await screen.findByRole('region', { name: 'Everything in Wellnest' }, { timeout: 15_000 });
    const safetyGrid = region('Medicine safety').parentElement!;
    expect(safetyGrid.className).toMatch(/(^| )grid( |$)/);
    expect(safetyGrid.className).not.toMatch(/(^| )grid-cols-/);
    expect(today.innerHTML).not.toMatch(/\bw-\[\d{3,}px\]|min-w-\[\d{3,}px\]/);
    // Two columns of shortcuts at phone width, more from sm up.
    expect(region('Everything in Wellnest').querySelector('ul')?.className).toContain(
      'grid-cols-2',
    );
  });
});
