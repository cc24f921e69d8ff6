/**
 * /log and /dashboard/daily-tracking (signed in): one day on one page (today unless another is
 * picked): mood, symptoms, habits, sleep, water and the cabinet's medicines taken or skipped.
 */
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/card';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useDailyLog } from '#client/features/tracking/api/get-daily-log';
import { DailyHabits } from '#client/features/tracking/components/daily-habits';
import { DateSwitcher } from '#client/features/tracking/components/date-switcher';
import { MedicationDoses } from '#client/features/tracking/components/medication-doses';
import { MoodCheckIn } from '#client/features/tracking/components/mood-check-in';
import { SleepWaterForm } from '#client/features/tracking/components/sleep-water-form';
import { SymptomForm } from '#client/features/tracking/components/symptom-form';
import { SymptomHistory } from '#client/features/tracking/components/symptom-history';
import { TrackerPage } from '#client/features/tracking/components/tracker-page';
import { useToday } from '#client/lib/use-today';
import { formatLongDate, formatMonthDay } from '#client/features/tracking/lib/dates';

const linkClass = 'text-sm font-medium text-teal-800 underline-offset-4 hover:underline';

function LogSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

export default function DailyLogPage(): ReactElement {
  usePageMeta();
  const today = useToday();
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked && picked <= today ? picked : today;
  const isToday = date === today;
  const log = useDailyLog(date);
  const data = log.data;

  return (
    <TrackerPage
      title="Daily log"
      intro="Everything about one day in one place. Fill in what you like; each part saves on its own."
    >
      <div className="space-y-2">
        <p className="text-lg font-semibold text-slate-900">
          {isToday ? `Today, ${formatLongDate(date)}` : formatLongDate(date)}
        </p>
        <DateSwitcher date={date} today={today} onChange={setPicked} />
      </div>

      {log.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the day...
        </p>
      ) : log.isError || !data ? (
        <SectionErrorCard onRetry={() => void log.refetch()} />
      ) : (
        <div className="space-y-6">
          <LogSection
            title="Mood and energy"
            action={
              <Link to="/mood" className={linkClass}>
                Year in pixels
              </Link>
            }
          >
            <MoodCheckIn
              key={date}
              date={date}
              entry={data.mood}
              dayLabel={isToday ? 'today' : `on ${formatMonthDay(date)}`}
            />
          </LogSection>

          <LogSection title="Sleep and water">
            <SleepWaterForm
              key={date}
              date={date}
              sleepHours={data.sleep_hours}
              waterGlasses={data.water_glasses}
            />
          </LogSection>

          <LogSection
            title="Habits"
            action={
              <Link to="/habits" className={linkClass}>
                Manage habits
              </Link>
            }
          >
            {data.habits.length === 0 ? (
              <p className="text-sm text-slate-700">
                No habits yet.{' '}
                <Link to="/habits" className={linkClass}>
                  Add a habit
                </Link>{' '}
                to check it off here.
              </p>
            ) : (
              <DailyHabits date={date} today={today} habits={data.habits} />
            )}
          </LogSection>

          <LogSection
            title="Medicines"
            action={
              <Link to="/safety/cabinet" className={linkClass}>
                Open your cabinet
              </Link>
            }
          >
            {data.medications.length === 0 ? (
              <p className="text-sm text-slate-700">
                No medicines in your cabinet.{' '}
                <Link to="/safety/cabinet" className={linkClass}>
                  Add your medicines
                </Link>{' '}
                to mark each one taken or skipped.
              </p>
            ) : (
              <>
                <MedicationDoses date={date} medications={data.medications} />
                <p className="mt-3">
                  <Link to="/dose-history" className={linkClass}>
                    Your dose history
                  </Link>
                </p>
              </>
            )}
          </LogSection>

          <LogSection
            title={`Symptoms (${data.symptoms.length})`}
            action={
              <Link to="/symptoms" className={linkClass}>
                Symptom calendar
              </Link>
            }
          >
            <SymptomHistory symptoms={data.symptoms} emptyText="No symptoms logged on this day." />
            <details className="rounded-xl border border-slate-200 p-3">
              <summary className="cursor-pointer font-medium text-slate-900">Log a symptom</summary>
              <div className="mt-4">
                <SymptomForm key={date} defaultTime={isToday ? undefined : `${date}T12:00`} />
              </div>
            </details>
          </LogSection>
        </div>
      )}
    </TrackerPage>
  );
}
