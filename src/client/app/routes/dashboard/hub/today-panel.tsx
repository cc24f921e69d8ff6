/**
 * The dashboard's 'Today' panel: what is logged today and what is left (mood, the cabinet's
 * medicines, today's habits), with one tap to log each. It reads the day's log, the one endpoint
 * that already joins the trackers and the cabinet, so it shows what /log shows.
 */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Circle, CircleDashed, Pill, Smile, Sparkles } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useToday } from '#client/lib/use-today';
import { useDailyLog } from '#client/features/tracking/api/get-daily-log';
import { useSaveDailyLog } from '#client/features/tracking/api/save-daily-log';
import { useSetHabitCheckIn } from '#client/features/tracking/api/set-habit-check-in';
import { DAILY_MEDICATION_FREQUENCIES } from '#shared/domain/medication-frequencies';
import type { DailyLog } from '#shared/contracts/tracking.contract';

const linkClass = 'font-semibold text-teal-800 underline underline-offset-4';

export const isDueToday = (frequency: string): boolean =>
  DAILY_MEDICATION_FREQUENCIES.has(frequency);

/**
 * Items done out of items to do today: a mood check-in, each medicine due every day, each habit.
 * A medicine taken only as needed counts when it was marked, never as left to do.
 */
export function todayProgress(day: DailyLog): { done: number; total: number } {
  const due = day.medications.filter((m) => isDueToday(m.frequency) || m.status !== null);
  const total = 1 + due.length + day.habits.length;
  const done =
    (day.mood ? 1 : 0) +
    due.filter((m) => m.status !== null).length +
    day.habits.filter((h) => h.done).length;
  return { done, total };
}

function Row({
  isDone,
  isOptional = false,
  label,
  detail,
  action,
}: {
  isDone: boolean;
  /** Not due today (as needed, weekly): neither done nor left to do. */
  isOptional?: boolean;
  label: string;
  detail?: string;
  action?: ReactElement;
}): ReactElement {
  const Icon = isDone ? CheckCircle2 : isOptional ? CircleDashed : Circle;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="flex min-w-0 items-start gap-2">
        <Icon
          className={
            isDone
              ? 'mt-0.5 h-5 w-5 shrink-0 text-teal-700'
              : 'mt-0.5 h-5 w-5 shrink-0 text-slate-500'
          }
          aria-hidden="true"
        />
        <span className="min-w-0">
          <span className="font-medium break-words text-slate-900">{label}</span>
          {detail && <span className="block text-sm text-slate-700">{detail}</span>}
          <span className="sr-only">
            {isDone ? ' (done)' : isOptional ? ' (not due today)' : ' (to do)'}
          </span>
        </span>
      </span>
      {action}
    </li>
  );
}

export function TodayPanel(): ReactElement {
  const today = useToday();
  const log = useDailyLog(today);
  const saveLog = useSaveDailyLog();
  const checkIn = useSetHabitCheckIn();
  const day = log.data;

  return (
    <Card className="p-5" aria-labelledby="today-title" role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-title" className="text-lg font-semibold text-slate-900">
          Today
        </h2>
        {day && (
          <p className="text-sm text-slate-700">
            {(() => {
              const { done, total } = todayProgress(day);
              return `${done} of ${total} logged`;
            })()}
          </p>
        )}
      </div>
      {log.isPending && <p className="mt-3 text-sm text-slate-700">Loading today…</p>}
      {log.isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          Today’s log could not be loaded.{' '}
          <button type="button" className={linkClass} onClick={() => void log.refetch()}>
            Try again
          </button>
        </p>
      )}
      {day && (
        <div className="mt-2 grid gap-4 md:grid-cols-3">
          <TodaySection id="today-mood" icon={Smile} title="Mood">
            <ul className="divide-y divide-slate-100">
              <Row
                isDone={day.mood !== null}
                label={day.mood ? `Logged: mood ${day.mood.mood}/5` : 'Not logged yet'}
                action={
                  day.mood ? undefined : (
                    <Link to="/mood" className={buttonVariants({ size: 'sm' })}>
                      Log mood
                    </Link>
                  )
                }
              />
            </ul>
            {day.symptoms.length > 0 && (
              <p className="mt-1 text-sm text-slate-700">
                Symptoms today: {day.symptoms.map((s) => s.name).join(', ')}
              </p>
            )}
            <Link to="/symptoms" className={`${linkClass} mt-1 inline-block text-sm`}>
              Log a symptom
            </Link>
          </TodaySection>

          <TodaySection id="today-medicines" icon={Pill} title="Medicines">
            {day.medications.length === 0 ? (
              <p className="py-2 text-sm text-slate-700">
                Your cabinet is empty.{' '}
                <Link to="/medications" className={linkClass}>
                  Add a medicine
                </Link>
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {day.medications.map((medicine) => {
                  // One tap marks the next dose still to take: twice daily is done after two.
                  const next = medicine.doses.indexOf(null) + 1;
                  const taken = medicine.doses.filter((d) => d === 'taken').length;
                  const many = medicine.doses_per_day > 1;
                  return (
                    <Row
                      key={medicine.medication_id}
                      isDone={medicine.status !== null}
                      // Not due every day: neither done nor left to do until it is marked.
                      isOptional={!isDueToday(medicine.frequency)}
                      label={medicine.name}
                      detail={
                        medicine.status === 'taken'
                          ? 'Taken'
                          : medicine.status === 'skipped'
                            ? 'Skipped'
                            : [
                                medicine.dosage,
                                medicine.frequency,
                                many ? `${taken} of ${medicine.doses_per_day} doses taken` : null,
                              ]
                                .filter(Boolean)
                                .join(' · ')
                      }
                      action={
                        medicine.status === null && next > 0 ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={saveLog.isPending}
                            aria-label={
                              many
                                ? `Mark ${medicine.name} dose ${next} of ${medicine.doses_per_day} taken today`
                                : `Mark ${medicine.name} taken today`
                            }
                            onClick={() =>
                              saveLog.mutate({
                                date: today,
                                changes: {
                                  medication_doses: [
                                    {
                                      medication_id: medicine.medication_id,
                                      dose: next,
                                      status: 'taken',
                                    },
                                  ],
                                },
                              })
                            }
                          >
                            Taken
                          </Button>
                        ) : undefined
                      }
                    />
                  );
                })}
              </ul>
            )}
          </TodaySection>

          <TodaySection id="today-habits" icon={Sparkles} title="Habits">
            {day.habits.length === 0 ? (
              <p className="py-2 text-sm text-slate-700">
                No habits yet.{' '}
                <Link to="/habits" className={linkClass}>
                  Add a habit
                </Link>
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {day.habits.map((habit) => (
                  <Row
                    key={habit.id}
                    isDone={habit.done}
                    label={habit.name}
                    detail={habit.done ? 'Done' : undefined}
                    action={
                      habit.done ? undefined : (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={checkIn.isPending}
                          aria-label={`Mark ${habit.name} done today`}
                          onClick={() =>
                            checkIn.mutate({ habitId: habit.id, date: today, done: true, today })
                          }
                        >
                          Done
                        </Button>
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </TodaySection>
        </div>
      )}
      {(saveLog.isError || checkIn.isError) && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          That was not saved. Please try again.
        </p>
      )}
    </Card>
  );
}

/** One part of the panel (mood, medicines, habits): a titled section with its icon. */
function TodaySection({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: typeof Pill;
  title: string;
  children: ReactNode;
}): ReactElement {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <Icon className="h-4 w-4" aria-hidden="true" /> {title}
      </h3>
      {children}
    </section>
  );
}
