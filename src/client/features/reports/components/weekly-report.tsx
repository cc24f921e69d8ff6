/**
 * The weekly report (Monday to Sunday): averages, best and worst day, habits, symptoms, goals,
 * badges and highlights, with earlier weeks one click away. Wellness Pro adds the PDF download and
 * 'Email me this report'; the route decides who may, and passes the upgrade prompt for the rest.
 */
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Download, Mail } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import type { WeeklyReport } from '#shared/contracts/reports.contract';
import { addDays, isoWeekOf } from '#shared/domain/dates';
import { useEmailWeeklyReport } from '../api/email-weekly-report';
import { useWeeklyReport, weeklyReportPdfUrl } from '../api/get-weekly-report';
import { localDateOf, useToday } from '#client/lib/use-today';
import { QueryState } from '#client/components/ui/query-state';
import { SectionHeading, type SectionHeadingLevel } from '#client/components/ui/section-heading';
import { formatSeriesValue } from '#client/components/charts/trend-series-display';
import { formatCalendarDay } from '#shared/domain/en-us-format';

interface WeeklyReportPanelProps {
  headingLevel?: SectionHeadingLevel;
  /** The plan includes the PDF and the email (pdf_reports, email_reports). */
  canExport: boolean;
  /** Shown instead of the export buttons when `canExport` is false (an upgrade prompt). */
  exportLocked?: ReactNode;
}

const formatDay = (date: string) =>
  formatCalendarDay(new Date(`${date}T00:00:00Z`), 'weekdayShort');

export function WeeklyReportPanel({
  headingLevel = 2,
  canExport,
  exportLocked,
}: WeeklyReportPanelProps): ReactElement {
  const headingId = useId();
  // null: the current week, whatever the server's calendar says it is.
  const [week, setWeek] = useState<string | null>(null);
  const report = useWeeklyReport(week);
  const data = report.data;
  const isLatest = !data || data.to >= localDateOf();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <SectionHeading id={headingId} level={headingLevel}>
            Weekly report
          </SectionHeading>
          <p className="mt-1 text-sm text-slate-700" aria-live="polite">
            {data
              ? `${formatDay(data.from)} to ${formatDay(data.to)} (${data.week})`
              : 'This week, Monday to Sunday.'}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={!data}
            onClick={() => data && setWeek(isoWeekOf(addDays(data.from, -7)))}
          >
            Previous week
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!data || isLatest}
            onClick={() => data && setWeek(isoWeekOf(addDays(data.from, 7)))}
          >
            Next week
          </Button>
        </div>
      </div>
      <QueryState
        query={report}
        loading="Loading the report..."
        failed="The report could not be loaded"
      >
        {(loaded) => <ReportBody report={loaded} />}
      </QueryState>
      {canExport ? <ReportExport week={week} /> : exportLocked}
    </section>
  );
}

function ReportExport({ week }: { week: string | null }): ReactElement {
  const email = useEmailWeeklyReport();
  const today = useToday();
  return (
    <div className="space-y-2 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap gap-3">
        <a
          href={weeklyReportPdfUrl(week, today)}
          download
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Download PDF
        </a>
        <Button size="sm" onClick={() => email.mutate({ week, today })} disabled={email.isPending}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          {email.isPending ? 'Sending...' : 'Email me this report'}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm">
        {email.isSuccess && <span className="text-teal-800">Sent to {email.data.to}.</span>}
        {email.isError && (
          <span className="font-medium text-red-800">Not sent: {email.error.message}</span>
        )}
      </p>
    </div>
  );
}

const AVERAGE_ROWS = [
  ['mood', 'Mood (1-5)'],
  ['energy', 'Energy (1-5)'],
  ['sleep_hours', 'Sleep'],
  ['water_glasses', 'Water (glasses)'],
  ['habit_completion', 'Habits done'],
  ['medicines_taken_ratio', 'Medicines taken'],
] as const;

function ReportBody({ report }: { report: WeeklyReport }): ReactElement {
  if (report.days_with_data === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        Nothing was logged this week, so there is nothing to report yet.
      </p>
    );
  }
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p className="font-medium text-slate-900">{report.days_with_data} of 7 days with data.</p>
      {report.highlights.length > 0 && (
        <ul className="list-disc space-y-1 pl-5">
          {report.highlights.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {AVERAGE_ROWS.map(([key, label]) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">
              {report.averages[key] === null ? '—' : formatSeriesValue(key, report.averages[key])}
            </dd>
          </div>
        ))}
      </dl>
      {report.best_day && report.worst_day && report.best_day.date !== report.worst_day.date && (
        <p>
          Best day: {formatDay(report.best_day.date)} (mood {report.best_day.mood}). Hardest day:{' '}
          {formatDay(report.worst_day.date)} (mood {report.worst_day.mood}).
        </p>
      )}
      <ReportList
        title="Habits"
        items={report.habits.map((habit) => `${habit.name}: ${habit.done} of ${habit.target}`)}
      />
      <ReportList
        title="Symptoms"
        items={report.symptoms.map(
          (symptom) => `${symptom.name}: ${symptom.count}× (worst ${symptom.max_severity}/10)`,
        )}
      />
      <ReportList
        title="Goals"
        items={report.goals.map((goal) =>
          goal.progress_percent === null
            ? goal.title
            : `${goal.title}: ${Math.round(goal.progress_percent)}%`,
        )}
      />
      <ReportList title="Badges earned" items={report.achievements.map((badge) => badge.title)} />
    </div>
  );
}

function ReportList({ title, items }: { title: string; items: string[] }): ReactElement | null {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="font-semibold text-slate-900">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
