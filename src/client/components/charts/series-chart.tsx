/**
 * One value over time as a plain SVG chart (no chart library): a shaded range band, points outside
 * it marked by shape and letter as well as colour, and the same data as a table for screen readers.
 * It measures its container, so text stays readable from 320 px phones to wide screens.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactElement,
} from 'react';
import { cn } from '#client/lib/cn';
import {
  computeDomain,
  defaultFormatValue,
  niceDomain,
  niceTicks,
  parseChartDate,
  spreadIndexes,
  statusFor,
  type PointStatus,
  type RangeBand,
} from './chart-scale';
import { formatReferenceRange } from '#shared/domain/text-format';
import { localTimeFormat } from '#client/lib/local-time-format';
import { formatCalendarDay } from '#shared/domain/en-us-format';

export interface SeriesPoint {
  /** 'YYYY-MM-DD' or an ISO timestamp. */
  date: string;
  /** null draws a gap (nothing recorded that day). */
  value: number | null;
}

export interface SeriesChartProps {
  title: string;
  points: SeriesPoint[];
  unit?: string;
  /** The normal range, shaded; either end may be open. */
  band?: RangeBand | null;
  /** What the band is, as the legend and caption name it ('Lab range', 'Typical range'). */
  bandLabel?: string;
  yMin?: number;
  yMax?: number;
  /** Height of the drawing in px (default 220). */
  height?: number;
  formatValue?: (value: number) => string;
  variant?: 'line' | 'bar';
  className?: string;
}

const MARGIN = { top: 16, right: 16, bottom: 30, left: 48 };
const DEFAULT_WIDTH = 640;
const COLORS: Record<PointStatus, string> = {
  within: '#0f766e', // teal-700
  'no-range': '#0f766e',
  above: '#b45309', // amber-700, as the High flag badge
  below: '#0369a1', // sky-700, as the Low flag badge
};
const STATUS_WORDS: Record<PointStatus, string> = {
  within: 'Within range',
  'no-range': 'No range',
  above: 'Above range',
  below: 'Below range',
};

interface PlottedPoint {
  key: string;
  date: string;
  time: number;
  value: number | null;
  status: PointStatus | null;
}

interface DateFormats {
  day: { format: (time: number) => string };
  monthYear: { format: (time: number) => string };
  full: { format: (time: number) => string };
}

const DAY = { month: 'short', day: 'numeric' } as const;
const MONTH_YEAR = { month: 'short', year: '2-digit' } as const;
const FULL = { year: 'numeric', month: 'short', day: 'numeric' } as const;

/** Moments ('2026-11-20T08:30:00Z'): the day they fall on where the reader is. */
const MOMENT_FORMATS: DateFormats = {
  day: localTimeFormat('en-US', DAY),
  monthYear: localTimeFormat('en-US', MONTH_YEAR),
  full: localTimeFormat('en-US', FULL),
};

/**
 * Calendar days ('2026-11-20', placed at noon UTC by parseChartDate): the day as written, in
 * every zone. Read in the reader's zone, noon UTC is the next day from UTC+12 on (New Zealand
 * in summer, Samoa, Kiribati).
 */
const CALENDAR_DAY_FORMATS: DateFormats = {
  day: { format: (time) => formatCalendarDay(time, 'monthDay') },
  monthYear: { format: (time) => formatCalendarDay(time, 'monthYear') },
  full: { format: (time) => formatCalendarDay(time, 'medium') },
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The formats a chart's dates need: calendar days' when every point is one, else moments'. */
function dateFormatsOf(points: readonly { date: string }[]): DateFormats {
  return points.every((point) => CALENDAR_DAY.test(point.date))
    ? CALENDAR_DAY_FORMATS
    : MOMENT_FORMATS;
}

/**
 * Follows the container's width so the SVG is drawn at real pixels (text never shrinks). A callback
 * ref, so a container that appears later (after the empty state) is still observed.
 *
 * Both updates are transitions: React calls the ref while it commits a hydrated page, and a plain
 * update there re-renders the chart synchronously in that same task; as a transition the redraw
 * at the measured width is rendered in slices that yield to the browser.
 */
function useContainerWidth(): [(element: HTMLDivElement | null) => void, number] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const observe = useCallback((next: HTMLDivElement | null) => {
    startTransition(() => setElement(next));
  }, []);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured && measured > 0) startTransition(() => setWidth(Math.round(measured)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [observe, width];
}

function bandText(band: RangeBand, format: (value: number) => string, unit: string): string {
  return formatReferenceRange(band.low, band.high, unit, format) ?? '';
}

function describeSeries(
  plotted: PlottedPoint[],
  format: (value: number) => string,
  unit: string,
  dates: DateFormats,
): string {
  const withValues = plotted.filter((point) => point.value !== null);
  const first = withValues[0];
  const last = withValues[withValues.length - 1];
  if (!first || !last || last.value === null) return 'No data yet.';
  const suffix = unit ? ` ${unit}` : '';
  const outside = withValues.filter(
    (point) => point.status === 'above' || point.status === 'below',
  ).length;
  const span =
    withValues.length === 1
      ? `1 reading on ${dates.full.format(first.time)}.`
      : `${withValues.length} readings from ${dates.full.format(first.time)} to ${dates.full.format(last.time)}.`;
  const latestStatus =
    last.status && last.status !== 'no-range'
      ? ` (${STATUS_WORDS[last.status].toLowerCase()})`
      : '';
  const outsideText = outside > 0 ? ` ${outside} outside the range.` : '';
  return `${span} Latest ${format(last.value)}${suffix}${latestStatus}.${outsideText}`;
}

/** A triangle pointing up (above the range) or down (below it), centred on x, y. */
function trianglePath(x: number, y: number, pointsUp: boolean, size = 6): string {
  const tip = pointsUp ? y - size : y + size;
  const base = pointsUp ? y + size * 0.7 : y - size * 0.7;
  return `M${x},${tip} L${x - size},${base} L${x + size},${base} Z`;
}

function PointMarker({
  x,
  y,
  status,
  label,
}: {
  x: number;
  y: number;
  status: PointStatus;
  label: string;
}): ReactElement {
  const color = COLORS[status];
  const isOutside = status === 'above' || status === 'below';
  return (
    <g>
      <title>{label}</title>
      {isOutside ? (
        <>
          <path
            d={trianglePath(x, y, status === 'above')}
            fill={color}
            stroke="#fff"
            strokeWidth={1.5}
          />
          <text
            x={x}
            y={status === 'above' ? y - 10 : y + 20}
            textAnchor="middle"
            fontSize={11}
            fontWeight={700}
            fill={color}
          >
            {status === 'above' ? 'H' : 'L'}
          </text>
        </>
      ) : (
        <circle cx={x} cy={y} r={4.5} fill={color} stroke="#fff" strokeWidth={1.5} />
      )}
    </g>
  );
}

export function SeriesChart({
  title,
  points,
  unit = '',
  band = null,
  bandLabel = 'Range',
  yMin,
  yMax,
  height = 220,
  formatValue = defaultFormatValue,
  variant = 'line',
  className,
}: SeriesChartProps): ReactElement {
  const [containerRef, width] = useContainerWidth();
  const captionId = useId();
  const suffix = unit ? ` ${unit}` : '';

  const plotted = useMemo<PlottedPoint[]>(
    () =>
      points
        .map((point, index) => ({
          key: `${point.date}-${index}`,
          date: point.date,
          time: parseChartDate(point.date),
          value: point.value !== null && Number.isFinite(point.value) ? point.value : null,
          status: null as PointStatus | null,
        }))
        .map((point) => ({
          ...point,
          status: point.value === null ? null : statusFor(point.value, band),
        }))
        .sort((a, b) => a.time - b.time),
    [points, band],
  );
  const values = plotted.flatMap((point) => (point.value === null ? [] : [point.value]));
  const hasBand = band !== null && (band.low !== null || band.high !== null);

  if (values.length === 0) {
    return (
      <figure className={cn('m-0', className)}>
        <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
        <p className="mt-2 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          No data yet
        </p>
      </figure>
    );
  }

  const tickCount = height < 160 ? 3 : 5;
  const [domainMin, domainMax] = niceDomain(
    computeDomain({ values, band, yMin, yMax, includeZero: variant === 'bar' }),
    tickCount,
    { yMin, yMax },
  );
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(40, height - MARGIN.top - MARGIN.bottom);
  const yOf = (value: number) => {
    const clamped = Math.min(domainMax, Math.max(domainMin, value));
    return MARGIN.top + plotHeight - ((clamped - domainMin) / (domainMax - domainMin)) * plotHeight;
  };

  // Lines place points by time; bars sit in equal slots, one per reading.
  const firstTime = plotted[0]?.time ?? 0;
  const lastTime = plotted[plotted.length - 1]?.time ?? 0;
  const slot = plotWidth / plotted.length;
  const xOf = (point: PlottedPoint, index: number) => {
    if (variant === 'bar') return MARGIN.left + slot * (index + 0.5);
    if (lastTime === firstTime) return MARGIN.left + plotWidth / 2;
    return MARGIN.left + ((point.time - firstTime) / (lastTime - firstTime)) * plotWidth;
  };

  const spansYears = lastTime - firstTime > 300 * 24 * 3600 * 1000;
  const dates = dateFormatsOf(plotted);
  const axisDate = (time: number) => (spansYears ? dates.monthYear : dates.day).format(time);
  const labelIndexes = spreadIndexes(plotted.length, Math.max(2, Math.floor(plotWidth / 70)));
  const ticks = niceTicks(domainMin, domainMax, tickCount);

  // Consecutive recorded values join into one line; a null breaks it.
  const segments: string[] = [];
  let current: string[] = [];
  plotted.forEach((point, index) => {
    if (point.value === null) {
      if (current.length) segments.push(current.join(' '));
      current = [];
      return;
    }
    current.push(`${current.length ? 'L' : 'M'}${xOf(point, index)},${yOf(point.value)}`);
  });
  if (current.length) segments.push(current.join(' '));

  const bandTop = band?.high != null ? yOf(band.high) : MARGIN.top;
  const bandBottom = band?.low != null ? yOf(band.low) : MARGIN.top + plotHeight;
  const zeroY = yOf(Math.max(domainMin, 0));
  const barWidth = Math.min(36, slot * 0.6);
  const summary = describeSeries(plotted, formatValue, unit, dates);
  const hasAbove = plotted.some((point) => point.status === 'above');
  const hasBelow = plotted.some((point) => point.status === 'below');

  return (
    <figure className={cn('m-0', className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-sm font-semibold text-slate-900">
        {title}
      </figcaption>
      <div ref={containerRef} className="mt-2 w-full">
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={`${title}. ${summary}`}
          className="block max-w-full overflow-visible"
        >
          {hasBand && (
            <rect
              x={MARGIN.left}
              y={Math.min(bandTop, bandBottom)}
              width={plotWidth}
              height={Math.max(0, Math.abs(bandBottom - bandTop))}
              fill="#ccfbf1"
              data-testid="range-band"
            />
          )}
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={yOf(tick)}
                y2={yOf(tick)}
                stroke="#e2e8f0"
              />
              <text
                x={MARGIN.left - 6}
                y={yOf(tick)}
                dy="0.32em"
                textAnchor="end"
                fontSize={12}
                fill="#475569"
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
          <line
            x1={MARGIN.left}
            x2={MARGIN.left + plotWidth}
            y1={MARGIN.top + plotHeight}
            y2={MARGIN.top + plotHeight}
            stroke="#94a3b8"
          />
          {labelIndexes.map((index) => {
            const point = plotted[index];
            if (!point) return null;
            return (
              <text
                key={point.key}
                x={xOf(point, index)}
                y={height - 8}
                textAnchor={
                  variant === 'line' && plotted.length > 1
                    ? index === 0
                      ? 'start'
                      : index === plotted.length - 1
                        ? 'end'
                        : 'middle'
                    : 'middle'
                }
                fontSize={12}
                fill="#475569"
              >
                {axisDate(point.time)}
              </text>
            );
          })}
          {variant === 'bar'
            ? plotted.map((point, index) => {
                if (point.value === null || point.status === null) return null;
                const x = xOf(point, index);
                const y = yOf(point.value);
                const isOutside = point.status === 'above' || point.status === 'below';
                return (
                  <g key={point.key}>
                    <title>{`${dates.full.format(point.time)}: ${formatValue(point.value)}${suffix}`}</title>
                    <rect
                      x={x - barWidth / 2}
                      y={Math.min(y, zeroY)}
                      width={barWidth}
                      height={Math.max(1, Math.abs(zeroY - y))}
                      rx={3}
                      fill={COLORS[point.status]}
                    />
                    {isOutside && (
                      <text
                        x={x}
                        y={Math.min(y, zeroY) - 4}
                        textAnchor="middle"
                        fontSize={11}
                        fontWeight={700}
                        fill={COLORS[point.status]}
                      >
                        {point.status === 'above' ? 'H' : 'L'}
                      </text>
                    )}
                  </g>
                );
              })
            : segments.map((path) => (
                <path key={path} d={path} fill="none" stroke="#0f766e" strokeWidth={2} />
              ))}
          {variant === 'line' &&
            plotted.map((point, index) =>
              point.value === null || point.status === null ? null : (
                <PointMarker
                  key={point.key}
                  x={xOf(point, index)}
                  y={yOf(point.value)}
                  status={point.status}
                  label={`${dates.full.format(point.time)}: ${formatValue(point.value)}${suffix} (${STATUS_WORDS[point.status].toLowerCase()})`}
                />
              ),
            )}
        </svg>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
        {hasBand && band && (
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-3 w-4 rounded-sm bg-teal-100 ring-1 ring-teal-200" />
            {bandLabel} {bandText(band, formatValue, unit)}
          </li>
        )}
        {hasAbove && (
          <li className="flex items-center gap-1 font-medium text-amber-700">▲ H: above range</li>
        )}
        {hasBelow && (
          <li className="flex items-center gap-1 font-medium text-sky-700">▼ L: below range</li>
        )}
      </ul>
      {/* sr-only on a wrapper: a table ignores a 1px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>
            {title}
            {hasBand && band
              ? `, ${bandLabel.toLowerCase()} ${bandText(band, formatValue, unit)}`
              : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Value</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {plotted.map((point) => (
              <tr key={point.key}>
                <td>{dates.full.format(point.time)}</td>
                <td>
                  {point.value === null ? 'No value' : `${formatValue(point.value)}${suffix}`}
                </td>
                <td>{point.status === null ? '' : STATUS_WORDS[point.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
