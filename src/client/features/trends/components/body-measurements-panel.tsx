/**
 * The body measurements a member imported (Apple Health, a FHIR record) charted over the trends'
 * window: weight, BMI, blood pressure, resting heart rate and steps, each with its latest reading
 * and that reading's category (BMI by the CDC/WHO adult categories, blood pressure by the 2017
 * ACC/AHA ones). The healthy range is shaded and readings outside it are marked on the chart.
 */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { SeriesChart } from '#client/components/charts/series-chart';
import { QueryState } from '#client/components/ui/query-state';
import { SectionHeading, type SectionHeadingLevel } from '#client/components/ui/section-heading';
import { MEASURE_BANDS, type MeasureFlag } from '#shared/domain/body-metric-flags';
import type { BodyMetricList } from '#shared/contracts/fhir.contract';
import { useBodyMeasurements } from '../api/get-body-measurements';
import { useTrendWindow } from '../hooks/use-trend-window';
import { measureSeries, type MeasureKey, type MeasureSeries } from './body-measurements';

const MEASURES: Record<
  MeasureKey,
  {
    title: string;
    unit: string;
    band?: { low: number; high: number };
    bandLabel?: string;
    variant?: 'bar';
  }
> = {
  weight: { title: 'Weight', unit: 'kg' },
  bmi: { title: 'BMI', unit: 'kg/m²', band: MEASURE_BANDS.bmi, bandLabel: 'Healthy weight' },
  systolic: {
    title: 'Blood pressure, systolic',
    unit: 'mmHg',
    band: MEASURE_BANDS.systolic,
    bandLabel: 'Normal',
  },
  diastolic: {
    title: 'Blood pressure, diastolic',
    unit: 'mmHg',
    band: MEASURE_BANDS.diastolic,
    bandLabel: 'Normal',
  },
  heart_rate: {
    title: 'Heart rate',
    unit: 'beats/min',
    band: MEASURE_BANDS.heart_rate,
    bandLabel: 'Usual resting range',
  },
  steps: { title: 'Steps', unit: 'steps', variant: 'bar' },
};

const FLAG_STYLE: Record<MeasureFlag, string> = {
  normal: 'bg-teal-50 text-teal-900',
  low: 'bg-sky-50 text-sky-900',
  high: 'bg-amber-50 text-amber-900',
  urgent: 'bg-red-50 text-red-900',
};

interface BodyMeasurementsPanelProps {
  headingLevel?: SectionHeadingLevel;
  isCompact?: boolean;
}

export function BodyMeasurementsPanel({
  headingLevel = 2,
  isCompact = false,
}: BodyMeasurementsPanelProps): ReactElement {
  const headingId = useId();
  const [days] = useTrendWindow();
  const { from, today, query } = useBodyMeasurements(days);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <SectionHeading id={headingId} level={headingLevel}>
          Body measurements
        </SectionHeading>
        <p className="mt-1 text-sm text-slate-700">
          What you imported from Apple Health or a health record over the last {days} days. The
          categories are the general adult ones, not a diagnosis.
        </p>
      </div>
      <QueryState
        query={query}
        loading="Loading your measurements..."
        failed="Your measurements could not be loaded"
      >
        {(data) => <Measurements data={data} from={from} today={today} isCompact={isCompact} />}
      </QueryState>
    </section>
  );
}

function Measurements({
  data,
  from,
  today,
  isCompact,
}: {
  data: BodyMetricList;
  from: string;
  today: string;
  isCompact: boolean;
}): ReactElement {
  const series = measureSeries(data.metrics, from, today, data.latest_height_cm);
  if (series.length === 0)
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        No measurements in this window.{' '}
        <Link
          to="/account#records"
          className="font-semibold text-teal-800 underline underline-offset-4"
        >
          Import from Apple Health or a health record
        </Link>{' '}
        to chart your weight, blood pressure, heart rate and steps here.
      </p>
    );
  const heightMissing = !data.latest_height_cm && series.some((item) => item.key === 'weight');
  return (
    <div className="space-y-3">
      {heightMissing && (
        <p className="text-sm text-slate-700">
          A BMI needs your height: import it with your measurements to see it here.
        </p>
      )}
      <ul className={isCompact ? 'grid gap-4 md:grid-cols-2' : 'grid gap-6 lg:grid-cols-2'}>
        {series.map((item) => (
          <li key={item.key} className="min-w-0 rounded-xl border border-slate-100 p-3">
            <MeasureChart series={item} height={isCompact ? 160 : 200} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MeasureChart({ series, height }: { series: MeasureSeries; height: number }): ReactElement {
  const measure = MEASURES[series.key];
  return (
    <>
      <SeriesChart
        title={measure.title}
        points={series.points}
        unit={measure.unit}
        band={measure.band ?? null}
        bandLabel={measure.bandLabel}
        variant={measure.variant}
        height={height}
      />
      {series.latest && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-900">
          <span>
            Latest {series.latest.text} on {series.latest.date}
          </span>
          {series.latest.category && (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${FLAG_STYLE[series.latest.category.flag]}`}
              title={series.latest.category.source}
            >
              {series.latest.category.label}
            </span>
          )}
        </p>
      )}
    </>
  );
}
