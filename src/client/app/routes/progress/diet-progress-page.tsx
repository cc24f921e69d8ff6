/** /dashboard/diet-progress: water and diet goals, then every series with water first. */
import type { ReactElement } from 'react';
import { GoalsProgressPanel } from '#client/features/progress/components/goals-progress';
import { seriesStartingWith } from '#client/features/progress/components/trend-series-display';
import { TrendsPanel } from '#client/features/progress/components/trends-panel';
import { InsightPageLayout } from './insight-page-layout';

const DIET_SERIES = seriesStartingWith(['water_glasses', 'energy', 'symptom_count']);

export default function DietProgressPage(): ReactElement {
  return (
    <InsightPageLayout
      title="Diet progress"
      lead="Your water and diet goals, and how water goes along with the rest of what you track."
    >
      <GoalsProgressPanel focus="diet" showStreaks={false} />
      <TrendsPanel series={DIET_SERIES} title="Water and your other trends" />
    </InsightPageLayout>
  );
}
