/**
 * /reports, /dashboard/reports and /dashboard/analytics: the weekly report first, with the PDF and
 * 'Email me this report' on Wellness Pro (an upgrade prompt in their place otherwise), then trends.
 */
import type { ReactElement } from 'react';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { TrendsPanel } from '#client/features/trends/components/trends-panel';
import { WeeklyReportPanel } from '#client/features/reports/components/weekly-report';
import { InsightPageLayout } from './insight-page-layout';

export default function ReportsPage(): ReactElement {
  const access = usePlanAccess();
  const exportGate = access.gateFor('pdf_reports');
  return (
    <InsightPageLayout
      title="Weekly report"
      lead="Your week in numbers, Monday to Sunday, to keep or share with someone who helps you."
    >
      <WeeklyReportPanel
        canExport={exportGate === 'open' && access.canUse('email_reports')}
        exportLocked={
          exportGate === 'upgrade' ? <UpgradePrompt feature="pdf_reports" headingLevel={3} /> : null
        }
      />
      <TrendsPanel />
    </InsightPageLayout>
  );
}
