/**
 * Pattern insights (paid 'pattern_insights'): each factor that goes with a higher or lower mood or
 * energy, in plain words, with the size of the difference in words and the day counts behind it. With too little data
 * it says exactly what is still needed instead of guessing. The plan gate sits in the route page.
 */
import { useId, type ReactElement } from 'react';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type { Pattern, PatternsResponse } from '#shared/contracts/insights.contract';
import { effectSizeWords } from '#shared/domain/correlations';
import { usePatterns } from '../api/get-patterns';
import { QueryState } from '#client/components/ui/query-state';
import { SectionHeading, type SectionHeadingLevel } from '#client/components/ui/section-heading';
import { formatDecimal } from '#shared/domain/en-us-format';

interface PatternInsightsPanelProps {
  headingLevel?: SectionHeadingLevel;
  /** How many patterns to list (the strongest first); all by default. */
  limit?: number;
}

export function PatternInsightsPanel({
  headingLevel = 2,
  limit,
}: PatternInsightsPanelProps): ReactElement {
  const headingId = useId();
  const patterns = usePatterns(true);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <SectionHeading id={headingId} level={headingLevel}>
          Pattern insights
        </SectionHeading>
        <p className="mt-1 text-sm text-slate-700">
          What goes with your better and worse days. These are associations in your own logs, not
          causes.
        </p>
      </div>
      <QueryState
        query={patterns}
        loading="Looking for patterns..."
        failed="Pattern insights could not be loaded"
      >
        {(data) => <PatternList data={data} limit={limit} />}
      </QueryState>
    </section>
  );
}

/** The too-little-data rule in plain words, with the server's threshold. */
export function dataNeededSentence(minDaysPerGroup: number): string {
  return `Log at least ${minDaysPerGroup} days with and ${minDaysPerGroup} without a factor`;
}

export function PatternList({
  data,
  limit,
}: {
  data: PatternsResponse;
  limit?: number;
}): ReactElement {
  const shown = limit === undefined ? data.patterns : data.patterns.slice(0, limit);
  const needed = dataNeededSentence(data.min_days_per_group);
  if (shown.length === 0) {
    const hasTooFewDays = data.days_analysed < data.min_days_per_group * 2;
    return (
      <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          {hasTooFewDays ? 'Not enough data for patterns yet.' : 'No clear pattern yet.'}
        </p>
        <p className="mt-1">
          {needed} (a habit, a tag, your sleep or a symptom) to see how it goes with your mood and
          energy. You have logged your mood on {data.days_analysed} of the last {data.window_days}{' '}
          days.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {shown.map((pattern) => (
          <PatternItem key={`${pattern.factor}-${pattern.outcome}`} pattern={pattern} />
        ))}
      </ul>
      <p className="text-xs text-slate-700">
        Found in {data.days_analysed} days with a mood entry out of the last {data.window_days}. A
        factor is shown only with at least {data.min_days_per_group} days with it and{' '}
        {data.min_days_per_group} without.
      </p>
    </div>
  );
}

const points = (value: number) => formatDecimal(value, 1);

/** 'Evening walk: mood 1.2 points higher' — the factor's own name first, then the effect in points. */
export function patternHeadline(pattern: Pattern): string {
  const size = Math.abs(pattern.effect);
  const label = pattern.label.charAt(0).toUpperCase() + pattern.label.slice(1);
  return `${label}: ${pattern.outcome} ${points(size)} ${size === 1 ? 'point' : 'points'} ${pattern.direction}`;
}

function PatternItem({ pattern }: { pattern: Pattern }): ReactElement {
  const isHigher = pattern.direction === 'higher';
  const Arrow = isHigher ? ArrowUpRight : ArrowDownRight;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="flex items-start gap-2 font-semibold text-slate-900">
        <Arrow
          className={cn('mt-0.5 h-5 w-5 shrink-0', isHigher ? 'text-teal-700' : 'text-amber-700')}
          aria-hidden="true"
        />
        <span>{patternHeadline(pattern)}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">{pattern.summary}</p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {[
          ['Days with:', `${pattern.days_with} (average ${points(pattern.mean_with)})`],
          ['Days without:', `${pattern.days_without} (average ${points(pattern.mean_without)})`],
          // In words only: a bare d ('1.4') reads as points of mood, which it is not.
          ['Size:', effectSizeWords(pattern.effect_size)],
        ].map(([term, value]) => (
          <div key={term} className="flex gap-1">
            <dt>{term}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
