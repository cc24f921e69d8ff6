/**
 * Charts of the tracked series over 7, 30 or 90 days, each with how many days actually have data,
 * so a line drawn from three check-ins never passes for a month of evidence. Pages choose which
 * series to show and in what order; the window comes from the address (?days=).
 */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { SeriesChart } from '#client/components/charts/series-chart';
import type { TrendsResponse } from '#shared/contracts/trends.contract';
import { TREND_SERIES, TREND_SERIES_LABELS, type TrendSeries } from '#shared/domain/trend-series';
import { useTrends } from '../api/get-trends';
import { useTrendWindow } from '../hooks/use-trend-window';
import { QueryState } from '#client/components/ui/query-state';
import { RangeSelector } from './range-selector';
import { SectionHeading, type SectionHeadingLevel } from '#client/components/ui/section-heading';
import {
  SERIES_DISPLAY,
  axisMaxFor,
  formatSeriesValue,
} from '#client/components/charts/trend-series-display';

interface TrendsPanelProps {
  /** The series to chart, in order (default: every series). */
  series?: readonly TrendSeries[];
  title?: string;
  description?: string;
  headingLevel?: SectionHeadingLevel;
  /** Smaller charts, e.g. on the overview. */
  isCompact?: boolean;
}

export function TrendsPanel({
  series = TREND_SERIES,
  title = 'Your trends',
  description = 'Each chart shows one thing you track. Days you did not log are gaps, not zeros.',
  headingLevel = 2,
  isCompact = false,
}: TrendsPanelProps): ReactElement {
  const headingId = useId();
  const [days, setDays] = useTrendWindow();
  const trends = useTrends(days);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <SectionHeading id={headingId} level={headingLevel}>
            {title}
          </SectionHeading>
          <p className="mt-1 text-sm text-slate-700">{description}</p>
        </div>
        <RangeSelector value={days} onChange={setDays} />
      </div>
      <QueryState
        query={trends}
        loading="Loading your trends..."
        failed="Your trends could not be loaded"
      >
        {(data) => (
          <TrendCharts
            data={data}
            series={series}
            isCompact={isCompact}
            isRefreshing={trends.isPlaceholderData}
          />
        )}
      </QueryState>
    </section>
  );
}

function TrendCharts({
  data,
  series,
  isCompact,
  isRefreshing,
}: {
  data: TrendsResponse;
  series: readonly TrendSeries[];
  isCompact: boolean;
  isRefreshing: boolean;
}): ReactElement {
  return (
    <div className="space-y-4" aria-busy={isRefreshing || undefined}>
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {daysWithDataSentence(data.days_with_data, data.window_days)}
      </p>
      {data.days_with_data === 0 && (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          Nothing logged in this window yet. A{' '}
          <Link to="/mood" className="font-semibold text-teal-800 underline underline-offset-4">
            daily check-in
          </Link>{' '}
          takes a few seconds, and your charts fill in from there.
        </p>
      )}
      <ul className={isCompact ? 'grid gap-4 md:grid-cols-2' : 'grid gap-6 lg:grid-cols-2'}>
        {series.map((key) => (
          <li key={key} className="min-w-0 rounded-xl border border-slate-100 p-3">
            <TrendChart data={data} series={key} height={isCompact ? 160 : 200} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function daysWithDataSentence(daysWithData: number, windowDays: number): string {
  if (daysWithData === 0) return `No days with data in the last ${windowDays} days.`;
  return `You logged something on ${daysWithData} of the last ${windowDays} days.`;
}

function TrendChart({
  data,
  series,
  height,
}: {
  data: TrendsResponse;
  series: TrendSeries;
  height: number;
}): ReactElement {
  const display = SERIES_DISPLAY[series];
  const summary = data.summary[series];
  const points = data.days.map((day) => ({ date: day.date, value: day[series] }));
  return (
    <>
      <SeriesChart
        title={TREND_SERIES_LABELS[series]}
        points={points}
        variant={display.variant}
        yMin={display.yMin}
        yMax={axisMaxFor(
          series,
          points.map((point) => point.value),
        )}
        unit={display.unit}
        formatValue={display.formatValue}
        height={height}
      />
      <p className="mt-1 text-xs text-slate-700">
        {summary?.days_with_data ?? 0} of {data.window_days} days with data
        {summary?.average != null && <> · average {formatSeriesValue(series, summary.average)}</>}
      </p>
    </>
  );
}
