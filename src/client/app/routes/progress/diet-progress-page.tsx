/** /dashboard/diet-progress: the food log over the last days, water and diet goals, then every series with water first. */
import type { ReactElement } from 'react';
import { useToday } from '#client/lib/use-today';
import { FoodLogTrends } from '#client/features/nutrition/components/food-log-trends';
import { GoalsProgressPanel } from './goals-progress-panel';
import { seriesStartingWith } from '#client/components/charts/trend-series-display';
import { TrendsPanel } from '#client/features/trends/components/trends-panel';
import { InsightPageLayout } from './insight-page-layout';

const DIET_SERIES = seriesStartingWith(['water_glasses', 'energy', 'symptom_count']);

export default function DietProgressPage(): ReactElement {
  const today = useToday();
  return (
    <InsightPageLayout
      title="Diet progress"
      lead="What you ate over the last days against your targets, your water and diet goals, and how water goes along with the rest of what you track."
    >
      <FoodLogTrends today={today} />
      <GoalsProgressPanel focus="diet" showStreaks={false} />
      <TrendsPanel series={DIET_SERIES} title="Water and your other trends" />
    </InsightPageLayout>
  );
}
