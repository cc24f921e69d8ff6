/** The weekly insight: headline, short sections, who wrote it, sources, disclaimer. */
import type { ReactElement } from 'react';
import { Bot, FileText } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Card } from '#client/components/ui/card';
import { SourceLinks } from '#client/components/ui/source-links';
import { CHAT_MESSAGES } from '#shared/contracts/chat.contract';
import { INSIGHT_LABELS, type WeeklyInsight } from '#shared/contracts/ai-insights.contract';
import { useWeeklyInsight } from '../api/get-weekly-insight';
import { formatCalendarDay } from '#shared/domain/en-us-format';

const dateFormat = { format: (date: Date | number) => formatCalendarDay(date, 'dayMonthGb') };

function ProviderLabel({ provider }: { provider: WeeklyInsight['provider'] }): ReactElement {
  const isModel = provider !== 'deterministic';
  const Icon = isModel ? Bot : FileText;
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-teal-50 px-3 py-1 text-xs font-medium text-teal-900">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {isModel ? INSIGHT_LABELS.model : INSIGHT_LABELS.deterministic}
    </p>
  );
}

export function WeeklyInsightView({ insight }: { insight: WeeklyInsight }): ReactElement {
  const from = dateFormat.format(new Date(insight.period.from));
  const to = dateFormat.format(new Date(insight.period.to));
  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div className="space-y-2">
        <ProviderLabel provider={insight.provider} />
        <h2 className="text-xl font-semibold break-words text-slate-900">{insight.headline}</h2>
        <p className="text-sm text-slate-600">
          {from} – {to}
        </p>
      </div>
      {insight.sections.map((section, index) => (
        // A model may repeat a title, so the position keeps keys unique.
        <section key={`${index}-${section.title}`} className="space-y-1">
          <h3 className="font-semibold text-slate-900">{section.title}</h3>
          <p className="break-words text-slate-700">{section.body}</p>
        </section>
      ))}
      <SourceLinks sources={insight.sources} />
      <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
        {CHAT_MESSAGES.disclaimer}
      </p>
    </Card>
  );
}

export function WeeklyInsightSkeleton(): ReactElement {
  const block = 'animate-pulse rounded-xl bg-slate-200';
  return (
    <div
      role="status"
      aria-live="polite"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <span className="sr-only">Loading your weekly insight...</span>
      <div className={`${block} h-6 w-48`} aria-hidden="true" />
      <div className={`${block} h-8 w-3/4`} aria-hidden="true" />
      <div className={`${block} h-20`} aria-hidden="true" />
      <div className={`${block} h-20`} aria-hidden="true" />
    </div>
  );
}

/** Loads the insight and shows it, its skeleton or the section error card. */
export function WeeklyInsightPanel(): ReactElement {
  const insight = useWeeklyInsight();
  if (insight.isError) return <SectionErrorCard onRetry={() => void insight.refetch()} />;
  if (insight.isPending) return <WeeklyInsightSkeleton />;
  return <WeeklyInsightView insight={insight.data} />;
}
