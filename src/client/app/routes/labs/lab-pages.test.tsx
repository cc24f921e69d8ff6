import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FetchCall, type FakeAnswer } from '../../../../../tests/setup/fake-fetch';
import { makeAnalysisResult, makeBiomarker, makeReport } from '#client/features/labs/test-fixtures';
import type { BiomarkerSeries, LabAnalysis } from '#shared/contracts/labs.contract';
import { FREE_STATUS, PAID_STATUS } from '../../../../../tests/setup/billing-fixtures';
import {
  createTestQueryClient,
  renderInProviders,
  type TestAuth,
} from '../../../../../tests/setup/render-with-providers';
import BiomarkersPage from './biomarkers';
import LabReportPage from './lab-report';
import SampleReportPage from './sample-report';
import TestKitsPage from './test-kits';
import UploadPage from './upload';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Who = 'paid' | 'free' | 'visitor';

function renderAs(
  who: Who,
  page: ReactElement,
  path: string,
  answer: (call: FetchCall) => FakeAnswer | undefined = () => undefined,
) {
  const api = fakeFetch((call) => {
    if (call.path === '/api/subscription')
      return { body: who === 'paid' ? PAID_STATUS : FREE_STATUS };
    return answer(call);
  });
  const auth: TestAuth = who === 'visitor' ? 'signed-out' : 'signed-in';
  renderInProviders(page, createTestQueryClient(auth), path);
  return { api, user: userEvent.setup() };
}

const violations = () => axeViolations();

const ANALYSIS: LabAnalysis = {
  id: 'a1',
  lab_report_id: 'r1',
  test_type: 'blood',
  created_at: '2026-11-20T10:05:00.000Z',
  analysis_result: makeAnalysisResult(),
};

describe('/upload and its presets', () => {
  it('shows a free user what uploads give and the upgrade link, never the form', async () => {
    const { api } = renderAs('free', <UploadPage />, '/upload');
    expect(
      await screen.findByRole('heading', {
        name: 'Blood and urine test uploads needs Wellness Pro',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Upgrade for Blood and urine test uploads' }),
    ).toHaveAttribute('href', '/upgrade/lab_uploads');
    expect(screen.getByRole('link', { name: 'sample report' })).toHaveAttribute(
      'href',
      '/sample-report',
    );
    expect(screen.queryByLabelText('Lab report file')).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/labs')).toHaveLength(0);
  });

  it('gives a paid user the upload form with the route’s test type, and their reports', async () => {
    renderAs('paid', <UploadPage />, '/urine-test-upload', (call) =>
      call.path === '/api/labs'
        ? {
            body: {
              reports: [
                {
                  id: 'r9',
                  status: 'analyzed',
                  test_type: 'urine',
                  source: 'upload',
                  file: { kind: 'png', size: 1000, display_name: 'dipstick.png' },
                  biomarker_count: 9,
                  flagged_count: 2,
                  analyzed_at: '2026-11-01T10:00:00.000Z',
                  collected_on: '2026-10-30',
                  created_at: '2026-11-01T09:00:00.000Z',
                },
                {
                  id: 'r8',
                  status: 'review',
                  test_type: 'blood',
                  source: 'import',
                  file: null,
                  biomarker_count: 3,
                  flagged_count: 0,
                  analyzed_at: null,
                  collected_on: '2026-09-02',
                  created_at: '2026-11-01T08:00:00.000Z',
                },
              ],
            },
          }
        : undefined,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload a urine test' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Urine test' })).toBeChecked();
    expect(screen.getByLabelText('Lab report file')).toBeInTheDocument();
    // Named by the collection day printed on the report, not the upload day.
    expect(
      await screen.findByRole('link', { name: 'Urine test, collected Oct 30, 2026' }),
    ).toHaveAttribute('href', '/labs/r9');
    // A report from a records import says so, not 'Entered by hand'.
    expect(screen.getByText(/Imported from health records · 3 results/)).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('lets a paid user type results in by hand, then stores and analyses them', async () => {
    const { api, user } = renderAs('paid', <UploadPage />, '/blood-test-upload', (call) => {
      if (call.path === '/api/labs' && call.method === 'GET') return { body: { reports: [] } };
      if (call.path === '/api/labs' && call.method === 'POST')
        return { status: 201, body: makeReport({ id: 'r2', source: 'manual' }) };
      if (call.path === '/api/labs/r2/analyze') return { body: ANALYSIS };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Enter by hand' }));
    const row = screen.getByRole('group', { name: /Result 1/ });
    await user.type(within(row).getByLabelText('Name'), 'Ferritin');
    await user.type(within(row).getByLabelText('Value'), '8');
    await user.type(within(row).getByLabelText('Unit'), 'ng/mL');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/labs/r2'));
    const created = api.calls.find((call) => call.method === 'POST' && call.path === '/api/labs');
    expect(created?.body).toMatchObject({
      test_type: 'blood',
      biomarkers: [{ name: 'Ferritin', value: 8, unit: 'ng/mL' }],
    });
    expect(api.calls.some((call) => call.path === '/api/labs/r2/analyze')).toBe(true);
  }, 20_000);
});

function renderReport(answer: (call: FetchCall) => FakeAnswer | undefined) {
  return renderAs(
    'paid',
    <Routes>
      <Route path="/labs/:id" element={<LabReportPage />} />
    </Routes>,
    '/labs/r1',
    answer,
  );
}

describe('/labs/:id', () => {
  it('reviews the extracted rows, sends the corrected ones to the analysis, then shows the flags and the PDF link', async () => {
    let analysed = false;
    const rows = [
      makeBiomarker(),
      makeBiomarker({
        id: 'b2',
        name: 'Ferritin',
        value: 80,
        unit: 'ng/mL',
        marker_id: 'ferritin',
      }),
    ];
    const { api, user } = renderReport((call) => {
      if (call.path === '/api/labs/r1/analyze') {
        analysed = true;
        return { body: ANALYSIS };
      }
      if (call.path === '/api/labs/r1')
        return {
          body: analysed
            ? makeReport({
                status: 'analyzed',
                biomarkers: rows,
                analysis: ANALYSIS,
                updated_at: '2026-11-20T10:05:00.000Z',
              })
            : makeReport({
                biomarkers: rows,
                warnings: ['Page 2 could not be read.'],
                collected_on: '2026-11-02',
              }),
        };
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Check your results' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 could not be read.')).toBeInTheDocument();
    // The collection date read from the report is shown for review; a future one is refused here.
    const date = screen.getByLabelText('Collection date');
    expect(date).toHaveValue('2026-11-02');
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    expect(screen.getByText('The collection date cannot be in the future.')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2026-10-31' } });
    const ferritin = screen.getByRole('group', { name: /Ferritin/ });
    await user.clear(within(ferritin).getByLabelText('Value'));
    await user.type(within(ferritin).getByLabelText('Value'), '8');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));

    expect(await screen.findByRole('heading', { name: 'At a glance' })).toBeInTheDocument();
    const analyzeCall = api.calls.find((call) => call.path === '/api/labs/r1/analyze');
    expect(analyzeCall?.body).toMatchObject({
      biomarkers: [
        { name: 'Potassium', value: 4.2 },
        { name: 'Ferritin', value: 8 },
      ],
      collected_on: '2026-10-31',
    });
    expect(screen.getAllByText('Low').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/labs/r1/pdf',
    );
    expect(screen.getByRole('link', { name: 'See the trend for Ferritin' })).toHaveAttribute(
      'href',
      '/wellness/biomarkers?marker=ferritin',
    );
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('says so when the report does not exist (or is someone else’s)', async () => {
    renderReport(() => undefined);
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeInTheDocument();
  });
});

const SERIES: BiomarkerSeries[] = [
  {
    marker_id: 'ferritin',
    name: 'Ferritin',
    unit: 'ng/mL',
    specimen: 'blood',
    system: 'iron',
    system_label: 'Iron and blood',
    // The latest report printed its own range (30-400): the chart draws that one.
    range: { low: 30, high: 400 },
    range_source: 'lab',
    reference_range: { low: 15, high: 150 },
    points: [
      {
        report_id: 'r0',
        analysis_id: 'a0',
        date: '2026-05-01T10:00:00.000Z',
        date_source: 'uploaded',
        value: 40,
        flag: 'normal',
        reported_value: 40,
        reported_unit: 'ng/mL',
        lab_range: null,
      },
      {
        report_id: 'r1',
        analysis_id: 'a1',
        date: '2026-11-20T10:00:00.000Z',
        date_source: 'uploaded',
        value: 8,
        flag: 'low',
        reported_value: 8,
        reported_unit: 'ng/mL',
        lab_range: { low: 30, high: 400 },
      },
    ],
  },
  {
    marker_id: 'potassium',
    name: 'Potassium',
    unit: 'mmol/L',
    specimen: 'blood',
    system: 'electrolytes',
    system_label: 'Electrolytes and kidneys',
    range: { low: 3.5, high: 5.1 },
    range_source: 'reference',
    reference_range: { low: 3.5, high: 5.1 },
    points: [
      {
        report_id: 'r1',
        analysis_id: 'a1',
        date: '2026-11-20T10:00:00.000Z',
        date_source: 'uploaded',
        value: 4.2,
        flag: 'normal',
        reported_value: 4.2,
        reported_unit: 'mmol/L',
        lab_range: null,
      },
    ],
  },
];

describe('/wellness/biomarkers', () => {
  it('charts the chosen marker over its range band for a paid user', async () => {
    const { user } = renderAs(
      'paid',
      <BiomarkersPage />,
      '/wellness/biomarkers?marker=ferritin',
      (call) =>
        call.path === '/api/biomarkers/history' ? { body: { series: SERIES } } : undefined,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Ferritin' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Ferritin over time.*Latest 8 ng\/mL \(below range\)/ }),
    ).toBeInTheDocument();
    // The band is the lab's printed range, and the chart says so.
    expect(screen.getByText('Lab range 30–400 ng/mL')).toBeInTheDocument();
    expect(screen.getByText(/Typical range for you: 15–150 ng\/mL/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Marker'), 'potassium');
    expect(await screen.findByRole('heading', { level: 2, name: 'Potassium' })).toBeInTheDocument();
    expect(screen.getByText('Typical range 3.5–5.1 mmol/L')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('shows a visitor the free marker guide and what tracking adds, without asking for data', async () => {
    const { api } = renderAs('visitor', <BiomarkersPage />, '/wellness/biomarkers');
    expect(await screen.findByRole('link', { name: 'Explore the marker guide' })).toHaveAttribute(
      'href',
      '/markers-education',
    );
    expect(api.calls.some((call) => call.path === '/api/biomarkers/history')).toBe(false);
  });

  it('shows a free user the upgrade prompt', async () => {
    renderAs('free', <BiomarkersPage />, '/wellness/biomarkers');
    expect(
      await screen.findByRole('heading', { name: 'Biomarker tracking needs Wellness Pro' }),
    ).toBeInTheDocument();
  });
});

describe('public lab pages', () => {
  it('/sample-report labels the fictional report and shows the same analysis', async () => {
    renderAs('visitor', <SampleReportPage />, '/sample-report', (call) =>
      call.path === '/api/labs/sample'
        ? {
            body: {
              sample: true,
              label: 'Sample report with fictional values, for illustration only.',
              title: 'Sample blood and urine report',
              test_type: 'combined',
              biomarkers: [],
              analysis_result: makeAnalysisResult(),
            },
          }
        : undefined,
    );
    expect(screen.getByText('Sample report', { selector: 'p' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sample blood and urine report' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/fictional values/)).toBeInTheDocument();
    // The analysis renders from a deferred value, just after the answer.
    expect(
      await screen.findByRole('heading', { name: 'Results by body system' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See the trend/ })).toBeNull();
    expect(await violations()).toEqual([]);
  }, 30_000);

  it('/test-kits explains the kinds of tests with sources and sells nothing', async () => {
    renderAs('visitor', <TestKitsPage />, '/test-kits');
    expect(
      screen.getByRole('heading', { name: 'Full blood count (complete blood count, CBC)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Urinalysis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'At-home kits' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\$\d|add to cart|buy now/i);
    expect(await violations()).toEqual([]);
  }, 30_000);
});
