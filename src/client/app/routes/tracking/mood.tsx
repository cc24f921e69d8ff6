/**
 * /mood, /mood-tracking and /dashboard/mood-tracker (signed in): today's check-in (editable all
 * day) and the year in pixels.
 */
import { useId, useMemo, useState, type ReactElement } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useMoods } from '#client/features/tracking/api/list-moods';
import { MoodCheckIn } from '#client/features/tracking/components/mood-check-in';
import { TrackerPage } from '#client/features/tracking/components/tracker-page';
import { YearInPixels } from '#client/features/tracking/components/year-in-pixels';
import { useToday } from '#client/lib/use-today';

export default function MoodPage(): ReactElement {
  usePageMeta();
  const today = useToday();
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const todays = useMoods({ from: today, to: today });
  const yearMoods = useMoods({ from: `${year}-01-01`, to: `${year}-12-31` });
  const moods = useMemo(
    () => new Map((yearMoods.data?.entries ?? []).map((entry) => [entry.date, entry.mood])),
    [yearMoods.data],
  );
  const ids = { checkIn: useId(), year: useId() };
  const todaysEntry = todays.data?.entries.find((entry) => entry.date === today) ?? null;

  return (
    <TrackerPage
      title="Mood and energy"
      intro="Two taps and Save: a daily check-in takes seconds. Add tags or a note if you like."
    >
      <Card className="p-4 sm:p-6">
        <section aria-labelledby={ids.checkIn} className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={ids.checkIn} className="text-xl font-semibold text-slate-900">
              Today’s check-in
            </h2>
            <Link
              to="/log"
              className="text-sm font-medium text-teal-800 underline-offset-4 hover:underline"
            >
              Log another day
            </Link>
          </div>
          {todays.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Loading today’s check-in...
            </p>
          ) : todays.isError ? (
            <SectionErrorCard onRetry={() => void todays.refetch()} />
          ) : (
            <MoodCheckIn key={today} date={today} entry={todaysEntry} dayLabel="today" />
          )}
        </section>
      </Card>
      <Card className="p-4 sm:p-6">
        <section aria-labelledby={ids.year} className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={ids.year} className="text-xl font-semibold text-slate-900">
              Your year in pixels: {year}
            </h2>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setYear(year - 1)}
                aria-label="Previous year"
              >
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setYear(year + 1)}
                disabled={year >= thisYear}
                aria-label="Next year"
              >
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          </div>
          {yearMoods.isError ? (
            <SectionErrorCard onRetry={() => void yearMoods.refetch()} />
          ) : (
            <>
              <p className="text-sm text-slate-700">
                {yearMoods.isPending
                  ? 'Loading your year...'
                  : `${moods.size} ${moods.size === 1 ? 'day' : 'days'} checked in this year.`}
              </p>
              <YearInPixels year={year} moods={moods} today={today} />
            </>
          )}
        </section>
      </Card>
    </TrackerPage>
  );
}
