/** /trends and /analytics: every series over 7, 30 or 90 days first, then the strongest patterns. */
import type { ReactElement } from 'react';
import { PatternInsightsPanel } from '#client/features/insights/components/pattern-insights';
import { TrendsPanel } from '#client/features/trends/components/trends-panel';
import { BodyMeasurementsPanel } from '#client/features/trends/components/body-measurements-panel';
import { InsightPageLayout } from './insight-page-layout';
import { PremiumFeatureGate } from '#client/features/billing/components/premium-feature-gate';

export default function TrendsPage(): ReactElement {
  return (
    <InsightPageLayout
      title="Your trends"
      lead="How what you track has moved over the last 7, 30 or 90 days, with the days behind every line."
    >
      <TrendsPanel />
      <BodyMeasurementsPanel />
      <PremiumFeatureGate feature="pattern_insights">
        <PatternInsightsPanel limit={3} />
      </PremiumFeatureGate>
    </InsightPageLayout>
  );
}
