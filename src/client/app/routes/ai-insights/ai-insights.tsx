/** /ai-insights: the signed-in user's weekly insight over their own data. */
import type { ReactElement } from 'react';
import { usePageMeta } from '#client/lib/use-page-meta';
import { WeeklyInsightPanel } from '#client/features/ai-insights/components/weekly-insight-view';

export default function AiInsightsPage(): ReactElement {
  usePageMeta('/ai-insights');
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Your Weekly Insight
        </h1>
        <p className="mt-1 text-slate-700">
          What your medicines, profile and activity of the last 7 days add up to.
        </p>
      </div>
      <WeeklyInsightPanel />
    </div>
  );
}
