/**
 * /symptoms and /symptoms/tracker (signed in): log a symptom, see the month on a calendar coloured
 * by the worst severity of each day, and the history of the month or of the day picked.
 */
import { useId, useMemo, useState, type ReactElement } from 'react';
import { Card } from '#client/components/ui/card';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useSymptoms } from '#client/features/tracking/api/list-symptoms';
import {
  SymptomCalendar,
  type DaySymptoms,
} from '#client/features/tracking/components/symptom-calendar';
import { SymptomHistory } from '#client/features/tracking/components/symptom-history';
import { TrackerPage } from '#client/features/tracking/components/tracker-page';
import { formOnEdit } from '#client/lib/form-on-edit';
import { useToday } from '#client/lib/use-today';
import {
  MONTH_NAMES,
  formatLongDate,
  monthOf,
  monthRange,
} from '#client/features/tracking/lib/dates';
import type { Symptom } from '#shared/contracts/tracking.contract';

// The form loads when the member starts to log a symptom, not with the calendar (ADR 181).
const SymptomForm = formOnEdit(() =>
  import('#client/features/tracking/components/symptom-form').then((module) => module.SymptomForm),
);

/** Count and worst severity per day, for the calendar. */
export function summariseByDay(symptoms: readonly Symptom[]): Map<string, DaySymptoms> {
  const days = new Map<string, DaySymptoms>();
  for (const symptom of symptoms) {
    const day = days.get(symptom.occurred_on);
    days.set(symptom.occurred_on, {
      count: (day?.count ?? 0) + 1,
      maxSeverity: Math.max(day?.maxSeverity ?? 0, symptom.severity),
    });
  }
  return days;
}

export default function SymptomsPage(): ReactElement {
  usePageMeta();
  const today = useToday();
  const [[year, monthIndex], setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState<string | null>(null);
  const range = monthRange(year, monthIndex);
  const symptoms = useSymptoms(range);
  const list = useMemo(() => symptoms.data?.symptoms ?? [], [symptoms.data]);
  const byDay = useMemo(() => summariseByDay(list), [list]);
  const shown = selected ? list.filter((symptom) => symptom.occurred_on === selected) : list;
  const ids = { log: useId(), calendar: useId(), history: useId() };

  return (
    <TrackerPage
      title="Symptom tracker"
      intro="Log how you feel in a few taps. Over time the calendar and your trends show when symptoms come and what may set them off."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <section aria-labelledby={ids.log} className="space-y-4">
            <h2 id={ids.log} className="text-xl font-semibold text-slate-900">
              Log a symptom
            </h2>
            <SymptomForm />
          </section>
        </Card>
        <Card className="p-4 sm:p-6">
          <section aria-labelledby={ids.calendar} className="space-y-4">
            <h2 id={ids.calendar} className="text-xl font-semibold text-slate-900">
              Calendar
            </h2>
            <SymptomCalendar
              year={year}
              monthIndex={monthIndex}
              onMonthChange={(nextYear, nextMonth) => {
                setMonth([nextYear, nextMonth]);
                setSelected(null);
              }}
              days={byDay}
              selected={selected}
              onSelect={setSelected}
              today={today}
            />
          </section>
        </Card>
      </div>
      <Card className="p-4 sm:p-6">
        <section aria-labelledby={ids.history} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={ids.history} className="text-xl font-semibold text-slate-900">
              {selected ? formatLongDate(selected) : `History: ${MONTH_NAMES[monthIndex]} ${year}`}
            </h2>
            {selected && (
              <button
                type="button"
                onClick={() => setSelected(null)}
                className="text-sm font-medium text-teal-800 underline-offset-4 hover:underline"
              >
                Show the whole month
              </button>
            )}
          </div>
          {symptoms.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Loading your symptoms...
            </p>
          ) : symptoms.isError ? (
            <SectionErrorCard onRetry={() => void symptoms.refetch()} />
          ) : (
            <SymptomHistory
              symptoms={shown}
              emptyText={
                selected ? 'No symptoms logged on this day.' : 'No symptoms logged this month.'
              }
            />
          )}
        </section>
      </Card>
    </TrackerPage>
  );
}
