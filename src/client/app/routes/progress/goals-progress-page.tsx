/** /dashboard/progress, /dashboard/progress-tracker and /progress-tracker: goals and streaks first, then trends. */
import type { ReactElement } from 'react';
import { GoalsProgressPanel } from './goals-progress-panel';
import { seriesStartingWith } from '#client/components/charts/trend-series-display';
import { TrendsPanel } from '#client/features/trends/components/trends-panel';
import { InsightPageLayout } from './insight-page-layout';

const PROGRESS_SERIES = seriesStartingWith([
  'habit_completion',
  'medicines_taken_ratio',
  'sleep_hours',
]);

export default function GoalsProgressPage(): ReactElement {
  return (
    <InsightPageLayout
      title="Goals and streaks"
      lead="How close you are to each goal this week, and how long your habits have kept going."
    >
      <GoalsProgressPanel />
      <TrendsPanel series={PROGRESS_SERIES} />
    </InsightPageLayout>
  );
}
