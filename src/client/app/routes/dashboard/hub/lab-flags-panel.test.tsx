/**
 * The dashboard's lab panel and the /wellness tool cards are gated by the feature registry (plan
 * and edition), not by "is the user paid": a paid plan on the Wellness edition, which has no lab
 * uploads, is refused, and never even asks for the reports.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '#shared/contracts/billing.contract';
import { WellnessDashboard } from '#client/features/dashboard/components/wellness-dashboard';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import type { FakeHandler } from '../../../../../../tests/setup/fake-fetch';
import { FREE_STATUS, PAID_STATUS } from '../../../../../../tests/setup/billing-fixtures';
import { renderWithProviders } from '../../../../../../tests/setup/render-with-providers';
import { makeAnalysisResult, makeMarker, makeReport } from '#client/features/labs/test-fixtures';
import type { LabReportDetail, LabReportSummary } from '#shared/contracts/labs.contract';
import { LabFlagsPanel } from './lab-flags-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="wellnest-edition"]')?.remove();
});

function useEdition(edition: 'health' | 'wellness'): void {
  const meta = document.createElement('meta');
  meta.name = 'wellnest-edition';
  meta.content = edition;
  document.head.appendChild(meta);
}

function api(status: SubscriptionStatus): FakeHandler {
  return ({ path }) => {
    if (path.startsWith('/api/subscription')) return { body: status };
    if (path === '/api/labs') return { body: { reports: [], uploads: [] } };
    return { body: null };
  };
}

const labRequests = () =>
  vi.mocked(globalThis.fetch).mock.calls.filter(([url]) => String(url).startsWith('/api/labs'))
    .length;

describe('LabFlagsPanel', () => {
  it('opens for a paid plan in the Health edition and reads the reports', async () => {
    useEdition('health');
    renderWithProviders(<LabFlagsPanel />, { auth: 'signed-in', api: api(PAID_STATUS) });
    expect(await screen.findByText(/No analysed report yet/)).toBeInTheDocument();
    expect(labRequests()).toBeGreaterThan(0);
  });

  it('refuses a paid plan on the Wellness edition, which has no lab uploads', async () => {
    useEdition('wellness');
    renderWithProviders(<LabFlagsPanel />, { auth: 'signed-in', api: api(PAID_STATUS) });
    expect(
      await screen.findByText(/Lab report uploads are offered only in the Health edition/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Health edition plans' })).toBeInTheDocument();
    expect(screen.queryByText(/No analysed report yet/)).not.toBeInTheDocument();
    expect(labRequests()).toBe(0);
  });

  it('offers the upgrade to a free plan in the Health edition', async () => {
    useEdition('health');
    renderWithProviders(<LabFlagsPanel />, { auth: 'signed-in', api: api(FREE_STATUS) });
    expect(await screen.findByRole('link', { name: 'Part of Wellness Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(labRequests()).toBe(0);
  });
});

describe('the latest report’s date (ADR 086)', () => {
  /** One analysed report, uploaded and analysed on 20 Nov, collected when `collected_on` says. */
  function withReport(collected_on: string | null): FakeHandler {
    const detail: LabReportDetail = makeReport({
      status: 'analyzed',
      collected_on,
      analysis: {
        id: 'a1',
        lab_report_id: 'r1',
        test_type: 'blood',
        created_at: '2026-11-20T10:05:00.000Z',
        analysis_result: makeAnalysisResult({
          markers: [makeMarker({ name: 'Potassium', flag: 'high', value: 5.3 })],
        }),
      },
    });
    const summary: LabReportSummary = {
      id: 'r1',
      status: 'analyzed',
      test_type: 'blood',
      source: 'upload',
      file: detail.file,
      biomarker_count: 1,
      flagged_count: 1,
      analyzed_at: '2026-11-20T10:05:00.000Z',
      collected_on,
      created_at: detail.created_at,
    };
    return ({ path }) => {
      if (path.startsWith('/api/subscription')) return { body: PAID_STATUS };
      if (path === '/api/labs') return { body: { reports: [summary], uploads: [] } };
      if (path === '/api/labs/r1') return { body: detail };
      return { body: null };
    };
  }

  it('dates the report by the day the sample was collected, not the upload day', async () => {
    useEdition('health');
    renderWithProviders(<LabFlagsPanel />, { auth: 'signed-in', api: withReport('2026-11-02') });
    expect(
      await screen.findByText(
        '1 result outside the range in your latest report (collected Nov 2, 2026):',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-20|Nov 20/)).not.toBeInTheDocument();
  });

  it('says it is the upload day when the report gives no collection date', async () => {
    useEdition('health');
    renderWithProviders(<LabFlagsPanel />, { auth: 'signed-in', api: withReport(null) });
    expect(
      await screen.findByText(
        '1 result outside the range in your latest report (uploaded Nov 20, 2026):',
      ),
    ).toBeInTheDocument();
  });
});

function WellnessTools() {
  const access = usePlanAccess();
  if (access.isLoading) return <p>Loading</p>;
  return <WellnessDashboard profile={null} access={access} />;
}

describe('the /wellness tool cards', () => {
  it('show the lab upload cards to a paid plan only where the edition has uploads', async () => {
    useEdition('health');
    const { unmount } = renderWithProviders(<WellnessTools />, {
      auth: 'signed-in',
      api: api(PAID_STATUS),
    });
    const health = within(await screen.findByRole('region', { name: 'Your tools' }));
    expect(health.getByRole('link', { name: /Blood Test Upload/ })).toBeInTheDocument();
    expect(health.getByRole('link', { name: /Urine Test Upload/ })).toBeInTheDocument();
    unmount();
    document.head.querySelector('meta[name="wellnest-edition"]')?.remove();

    useEdition('wellness');
    renderWithProviders(<WellnessTools />, { auth: 'signed-in', api: api(PAID_STATUS) });
    const wellness = within(await screen.findByRole('region', { name: 'Your tools' }));
    expect(wellness.queryByRole('link', { name: /Blood Test Upload/ })).not.toBeInTheDocument();
    expect(wellness.queryByRole('link', { name: /Urine Test Upload/ })).not.toBeInTheDocument();
    expect(wellness.getByRole('link', { name: /Natural Remedies/ })).toBeInTheDocument();
    expect(screen.queryByText(/from lab uploads/)).not.toBeInTheDocument();
  });
});
