/**
 * /dose-history (signed in): each cabinet medicine's doses over the last 7, 30 or 90 days, as
 * marked in the daily log (ADR 132): taken of those due, skipped, not marked, and a strip of days.
 */
import { useId, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/card';
import { DaysPicker } from '#client/components/ui/days-picker';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { cn } from '#client/lib/cn';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useToday } from '#client/lib/use-today';
import {
  DEFAULT_DOSE_HISTORY_DAYS,
  useDoseHistory,
} from '#client/features/tracking/api/get-dose-history';
import { TrackerPage } from '#client/features/tracking/components/tracker-page';
import { formatMonthDay } from '#client/features/tracking/lib/dates';
import { DOSE_HISTORY_DAYS, type DoseHistoryMedicine } from '#shared/contracts/tracking.contract';

export default function DoseHistoryPage(): ReactElement {
  usePageMeta();
  const today = useToday();
  const [days, setDays] = useState<(typeof DOSE_HISTORY_DAYS)[number]>(DEFAULT_DOSE_HISTORY_DAYS);
  const history = useDoseHistory(today, days);
  const headingId = useId();
  const data = history.data;

  return (
    <TrackerPage
      title="Dose history"
      intro="The doses you marked taken or skipped in your daily log, medicine by medicine."
    >
      <DaysPicker choices={DOSE_HISTORY_DAYS} value={days} onChange={setDays} />
      {history.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your doses...
        </p>
      ) : history.isError || !data ? (
        <SectionErrorCard onRetry={() => void history.refetch()} />
      ) : data.medicines.length === 0 ? (
        <Card className="p-4 sm:p-6">
          <p className="text-slate-700">
            No medicines in your cabinet yet.{' '}
            <Link to="/safety/cabinet" className="font-medium text-teal-800 underline">
              Add your medicines
            </Link>{' '}
            and mark each dose in your{' '}
            <Link to="/log" className="font-medium text-teal-800 underline">
              daily log
            </Link>
            .
          </p>
        </Card>
      ) : (
        <Card className="p-4 sm:p-6">
          <section aria-labelledby={headingId} className="space-y-4">
            <h2 id={headingId} className="text-xl font-semibold text-slate-900">
              {formatMonthDay(data.from)} to {formatMonthDay(data.to)}
            </h2>
            <ul className="divide-y divide-slate-200">
              {data.medicines.map((medicine) => (
                <MedicineRow key={medicine.medication_id} medicine={medicine} />
              ))}
            </ul>
            <p className="text-sm text-slate-600">
              Today counts once its doses are marked. Mark doses in your{' '}
              <Link to="/log" className="font-medium text-teal-800 underline">
                daily log
              </Link>
              .
            </p>
          </section>
        </Card>
      )}
    </TrackerPage>
  );
}

function summaryOf({
  taken,
  skipped,
  not_marked: notMarked,
  stopped,
}: DoseHistoryMedicine): string {
  // No count of doses not marked where no day was due: taken as needed, weekly, every other day,
  // a schedule we could not read, or a medicine stopped since (the day it stopped is not kept).
  if (stopped) return `${taken} taken, ${skipped} skipped (stopped since)`;
  return notMarked === null
    ? `${taken} taken, ${skipped} skipped (no daily schedule)`
    : `${taken} taken, ${skipped} skipped, ${notMarked} not marked`;
}

function MedicineRow({ medicine }: { medicine: DoseHistoryMedicine }): ReactElement {
  const detail = [
    medicine.stopped ? 'Stopped' : null,
    medicine.dosage,
    medicine.frequency,
    medicine.doses_per_day && medicine.doses_per_day > 1
      ? `${medicine.doses_per_day} doses a day`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{medicine.name}</p>
          {detail && <p className="text-sm text-slate-600">{detail}</p>}
        </div>
        <p className="text-lg font-semibold text-slate-900">
          {medicine.taken_percent === null ? '—' : `${medicine.taken_percent}% taken`}
        </p>
      </div>
      <p className="text-sm text-slate-700">{summaryOf(medicine)}</p>
      <DayStrip medicine={medicine} />
    </li>
  );
}

type StripDay = DoseHistoryMedicine['days'][number];

/** A day's square: every due dose taken, some taken, only skipped, nothing marked, not counted. */
function dayColour({ taken, skipped, due }: StripDay): string {
  if (due !== null && taken >= due) return 'bg-teal-600';
  if (taken > 0) return 'bg-teal-300';
  if (skipped > 0) return 'bg-amber-400';
  return due === null ? 'bg-slate-100' : 'bg-slate-300';
}

/**
 * One square a day, oldest first, as a picture: the totals beside it say in words what it shows
 * (each square's day and counts are in its tooltip too).
 */
function DayStrip({ medicine }: { medicine: DoseHistoryMedicine }): ReactElement {
  return (
    <div aria-hidden="true" className="flex flex-wrap gap-0.5">
      {medicine.days.map((day) => (
        <span
          key={day.date}
          title={`${formatMonthDay(day.date)}: ${day.taken} taken, ${day.skipped} skipped`}
          className={cn('h-3 w-3 rounded-sm', dayColour(day))}
        />
      ))}
    </div>
  );
}
