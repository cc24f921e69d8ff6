/**
 * The food log over the last days: energy against the target band (±10%) and protein, as charts
 * with their numbers in words; days with nothing logged are gaps, not zeros.
 */
import { useId, useState, type ReactElement } from 'react';
import { SeriesChart } from '#client/components/charts/series-chart';
import { DaysPicker } from '#client/components/ui/days-picker';
import { daysEndingOn } from '#shared/domain/dates';
import { useFoodLogDays } from '../api/get-food-log';
import { formatAmount, isWithinTenPercent } from '../lib/nutrients';
import { formatCount } from '#shared/domain/plural';

const WINDOWS = [7, 14, 30] as const;

export function FoodLogTrends({
  today,
  headingLevel = 2,
}: {
  today: string;
  headingLevel?: 2 | 3;
}): ReactElement {
  const headingId = useId();
  const [windowDays, setWindowDays] = useState<(typeof WINDOWS)[number]>(7);
  const dates = daysEndingOn(today, windowDays);
  const days = useFoodLogDays(dates);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isPending = days.some((day) => day.isPending);
  const isError = days.some((day) => day.isError);
  const logs = days.map((day) => day.data);
  const logged = logs.filter((log) => log && log.entries.length > 0);
  const target = [...logs].reverse().find((log) => log?.targets)?.targets ?? null;
  const energyPoints = dates.map((date, index) => {
    const log = logs[index];
    return {
      date,
      value: log && log.entries.length > 0 ? Math.round(log.totals.energy_kcal) : null,
    };
  });
  const proteinPoints = dates.map((date, index) => {
    const log = logs[index];
    return { date, value: log && log.entries.length > 0 ? Math.round(log.totals.protein_g) : null };
  });
  const average =
    logged.length > 0
      ? logged.reduce((sum, log) => sum + (log?.totals.energy_kcal ?? 0), 0) / logged.length
      : null;
  const onTarget = target
    ? logged.filter((log) => isWithinTenPercent(log!.totals.energy_kcal, target.energy_kcal)).length
    : 0;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-lg font-semibold text-slate-900">
          Your food log over {windowDays} days
        </Heading>
        <DaysPicker choices={WINDOWS} value={windowDays} onChange={setWindowDays} />
      </div>
      {isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your food log...
        </p>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-800">
          Some days of your food log could not be loaded. Please try again later.
        </p>
      ) : logged.length === 0 ? (
        <p className="text-sm text-slate-700">
          Nothing logged in these {windowDays} days. Log what you eat on the food log page and your
          trends appear here.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-800">
            {logged.length} of {windowDays} days logged. Average {formatAmount(average ?? 0)} kcal a
            day
            {target
              ? ` against a target of ${formatAmount(target.energy_kcal)} kcal; ${formatCount(onTarget, 'day')} within 10% of it.`
              : '.'}
          </p>
          <SeriesChart
            title="Energy"
            unit="kcal"
            points={energyPoints}
            variant="bar"
            yMin={0}
            band={
              target
                ? {
                    low: Math.round(target.energy_kcal * 0.9),
                    high: Math.round(target.energy_kcal * 1.1),
                  }
                : null
            }
            bandLabel="Target ±10%"
          />
          <SeriesChart
            title="Protein"
            unit="g"
            points={proteinPoints}
            variant="bar"
            yMin={0}
            band={target ? { low: Math.round(target.protein_g * 0.9), high: null } : null}
            bandLabel="Protein target"
          />
        </>
      )}
    </section>
  );
}
