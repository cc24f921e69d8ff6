/** /dashboard/reminders: habit and medicine reminders (paid 'automated_reminders'), and the in-app notifications. */
import type { ReactElement } from 'react';
import { NotificationsPanel } from '#client/features/notifications/components/notifications-list';
import { RemindersManager } from '#client/features/reminders/components/reminders-manager';
import { InsightPageLayout } from './insight-page-layout';
import { PremiumFeatureGate } from '#client/features/billing/components/premium-feature-gate';

export default function RemindersPage(): ReactElement {
  return (
    <InsightPageLayout
      title="Reminders"
      lead="A nudge for a habit or a medicine at your local time, in the app, by email or both."
    >
      <PremiumFeatureGate feature="automated_reminders">
        <RemindersManager />
      </PremiumFeatureGate>
      <NotificationsPanel />
    </InsightPageLayout>
  );
}
