/** /notifications: safety alerts and sent reminders, on every plan; the header's bell opens it. */
import type { ReactElement } from 'react';
import { NotificationsPanel } from '#client/features/notifications/components/notifications-list';
import { InsightPageLayout } from './insight-page-layout';

export default function NotificationsPage(): ReactElement {
  return (
    <InsightPageLayout
      title="Notifications"
      lead="Safety alerts about your medicines and lab results, and the reminders you set."
    >
      <NotificationsPanel heading="All notifications" limit={50} />
    </InsightPageLayout>
  );
}
