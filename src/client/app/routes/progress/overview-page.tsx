/** /dashboard/overview: the Smart Wellness Dashboard (score and actions), notifications, and compact trends. */
import type { ReactElement } from 'react';
import { SmartWellnessDashboard } from '#client/features/dashboard/components/smart-wellness-dashboard';
import { NotificationsPanel } from '#client/features/notifications/components/notifications-list';
import { TrendsPanel } from '#client/features/trends/components/trends-panel';
import { InsightPageLayout } from './insight-page-layout';

export default function OverviewPage(): ReactElement {
  return (
    <InsightPageLayout
      title="Overview"
      lead="Your wellness score, what to do next, your reminders and how things are trending."
    >
      <SmartWellnessDashboard />
      <NotificationsPanel limit={5} />
      <TrendsPanel isCompact />
    </InsightPageLayout>
  );
}
