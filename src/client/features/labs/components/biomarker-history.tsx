/**
 * /wellness/biomarkers: each marker's values across the user's analysed reports as a chart over its
 * range band, with a picker. The chosen marker lives in the URL (?marker=) so a report's 'See the
 * trend' link opens the right one.
 */
import { useId, useMemo, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { SeriesChart } from '#client/components/charts/series-chart';
import { cn } from '#client/lib/cn';
import type { BiomarkerSeries } from '#shared/contracts/labs.contract';
import { formatLabDay } from '../lib/lab-day';
import { FlagBadge } from './flag-badge';
import { formatReferenceRange } from '#shared/domain/text-format';
import { formatDecimal } from '#shared/domain/en-us-format';
const numberFormat = { format: (value: number) => formatDecimal(value, 3) };

function rangeWords(
  range: { low: number | null; high: number | null },
  unit: string | null,
): string {
  return formatReferenceRange(range.low, range.high, unit) ?? 'not known';
}

export function BiomarkerHistory({ series }: { series: BiomarkerSeries[] }): ReactElement {
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const sorted = useMemo(
    () =>
      [...series].sort(
        (a, b) =>
          (a.system_label ?? 'zz').localeCompare(b.system_label ?? 'zz') ||
          a.name.localeCompare(b.name),
      ),
    [series],
  );
  const requested = params.get('marker');
  const selected =
    sorted.find((entry) => entry.marker_id === requested) ??
    // Default to a marker that was ever out of range: the one most worth watching.
    sorted.find((entry) =>
      entry.points.some((point) => point.flag !== 'normal' && point.flag !== 'unknown'),
    ) ??
    sorted[0];

  const groups = useMemo(() => {
    const bySystem = new Map<string, BiomarkerSeries[]>();
    for (const entry of sorted) {
      const label = entry.system_label ?? 'Other';
      bySystem.set(label, [...(bySystem.get(label) ?? []), entry]);
    }
    return [...bySystem.entries()];
  }, [sorted]);

  if (!selected) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        No data yet. Analyse a report and each marker’s history appears here.
      </p>
    );
  }

  const latest = selected.points[selected.points.length - 1];
  const select = (markerId: string) => {
    const next = new URLSearchParams(params);
    next.set('marker', markerId);
    setParams(next, { replace: true });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <div>
        <label
          htmlFor={pickerId}
          className="mb-1 block text-sm font-medium text-slate-800 lg:sr-only"
        >
          Marker
        </label>
        <select
          id={pickerId}
          value={selected.marker_id}
          onChange={(event) => select(event.target.value)}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 lg:hidden"
        >
          {groups.map(([label, entries]) => (
            <optgroup key={label} label={label}>
              {entries.map((entry) => (
                <option key={entry.marker_id} value={entry.marker_id}>
                  {entry.name} ({entry.points.length})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <nav aria-label="Markers" className="hidden max-h-[32rem] overflow-y-auto pr-1 lg:block">
          {groups.map(([label, entries]) => (
            <div key={label} className="mb-3">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {label}
              </p>
              <ul className="mt-1 space-y-0.5">
                {entries.map((entry) => {
                  const isCurrent = entry.marker_id === selected.marker_id;
                  return (
                    <li key={entry.marker_id}>
                      <button
                        type="button"
                        onClick={() => select(entry.marker_id)}
                        aria-current={isCurrent ? 'true' : undefined}
                        className={cn(
                          'w-full rounded-md px-2 py-1.5 text-left text-sm',
                          isCurrent
                            ? 'bg-teal-50 font-semibold text-teal-900'
                            : 'text-slate-800 hover:bg-slate-100',
                        )}
                      >
                        {entry.name}
                        <span className="text-slate-600"> ({entry.points.length})</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="min-w-0 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{selected.name}</h2>
            <p className="text-sm text-slate-700">
              {selected.system_label ?? 'Other'}
              {selected.unit ? ` · ${selected.unit}` : ''}
            </p>
          </div>
          {latest && <FlagBadge flag={latest.flag} />}
        </div>
        <SeriesChart
          title={`${selected.name} over time${selected.unit ? ` (${selected.unit})` : ''}`}
          unit={selected.unit ?? undefined}
          band={selected.range}
          bandLabel={selected.range_source === 'lab' ? 'Lab range' : 'Typical range'}
          points={selected.points.map((point) => ({ date: point.date, value: point.value }))}
        />
        {selected.range_source === 'lab' && selected.reference_range && (
          <p className="text-sm text-slate-700">
            The shaded band is the range printed on your latest report that gave one; each reading
            is flagged against its own report’s range. Typical range for you:{' '}
            {rangeWords(selected.reference_range, selected.unit)}.
          </p>
        )}
        <table
          className="w-full text-left text-sm"
          aria-label={`Every reading of ${selected.name}`}
        >
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 font-medium">
                Value
              </th>
              <th scope="col" className="py-2 font-medium">
                Flag
              </th>
            </tr>
          </thead>
          <tbody>
            {[...selected.points].reverse().map((point) => (
              <tr key={`${point.analysis_id}-${point.date}`} className="border-b border-slate-100">
                <td className="py-2">
                  {formatLabDay(point.date)}
                  {point.date_source === 'uploaded' && (
                    <span className="block text-xs text-slate-600">upload date</span>
                  )}
                  {point.date_source === 'earlier_column' && (
                    <span className="block text-xs text-slate-600">
                      earlier column of a later report
                    </span>
                  )}
                </td>
                <td className="py-2">
                  {numberFormat.format(point.value)}
                  {selected.unit ? ` ${selected.unit}` : ''}
                  {point.reported_unit && point.reported_unit !== selected.unit && (
                    <span className="block text-xs text-slate-600">
                      reported as {numberFormat.format(point.reported_value)} {point.reported_unit}
                    </span>
                  )}
                </td>
                <td className="py-2">
                  <FlagBadge flag={point.flag} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
