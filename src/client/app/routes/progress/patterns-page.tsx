/** /dashboard/patterns and /dashboard/insights: pattern insights first (paid), then the charts behind them. */
import type { ReactElement } from 'react';
import { PatternInsightsPanel } from '#client/features/insights/components/pattern-insights';
import { TrendsPanel } from '#client/features/trends/components/trends-panel';
import { InsightPageLayout } from './insight-page-layout';
import { PremiumFeatureGate } from '#client/features/billing/components/premium-feature-gate';

export default function PatternsPage(): ReactElement {
  return (
    <InsightPageLayout
      title="Pattern insights"
      lead="Habits, activities, sleep and symptoms that go with higher or lower mood and energy in your own logs."
    >
      <PremiumFeatureGate feature="pattern_insights">
        <PatternInsightsPanel />
      </PremiumFeatureGate>
      <TrendsPanel title="The data behind the patterns" />
    </InsightPageLayout>
  );
}
