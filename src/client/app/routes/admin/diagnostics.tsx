/**
 * /diagnostics (admins only; everyone else: 404): client errors of the last 24 hours grouped by
 * message, with counts and when last seen, and the system's health. Asked again every 10 s.
 */
import type { ReactElement } from 'react';
import type { Diagnostics, ErrorSeverity } from '#shared/contracts/diagnostics.contract';
import { useDiagnostics } from '#client/features/diagnostics/api/get-diagnostics';
import { usePageMeta } from '#client/lib/use-page-meta';
import { AdminGate, AdminLayout, Stat, formatTime } from './admin-gate';

const SEVERITY_STYLE: Record<ErrorSeverity, string> = {
  critical: 'bg-red-100 text-red-900',
  high: 'bg-orange-100 text-orange-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-800',
};

/** More than two polls late: the reminder scheduler is not keeping up (or not running). */
function isSchedulerLate(data: Diagnostics): boolean {
  const oldest = data.health.scheduler.oldest_due_at;
  if (!oldest) return false;
  const lateMs = Date.parse(data.generated_at) - Date.parse(oldest);
  return lateMs > 2 * data.health.scheduler.poll_interval_seconds * 1000;
}

function ErrorGroups({ data }: { data: Diagnostics }): ReactElement {
  const { groups, window_hours, total_reports } = data.errors;
  return (
    <section aria-labelledby="diagnostics-errors" className="space-y-3">
      <h2 id="diagnostics-errors" className="text-lg font-semibold text-slate-900">
        Recent errors ({total_reports} {total_reports === 1 ? 'report' : 'reports'} in the last{' '}
        {window_hours} hours)
      </h2>
      {groups.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          No client errors reported in the last {window_hours} hours.
        </p>
      ) : (
        <ul className="space-y-3">
          {groups.map((group) => (
            <li
              key={`${group.error_type}|${group.error_message}`}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${SEVERITY_STYLE[group.severity]}`}
                >
                  {group.severity}
                </span>
                <span className="font-mono text-sm text-slate-700">{group.error_type}</span>
              </div>
              <p className="mt-2 break-words font-medium text-slate-900">{group.error_message}</p>
              <p className="mt-1 text-sm text-slate-700">
                {group.count} {group.count === 1 ? 'time' : 'times'} in {group.reports}{' '}
                {group.reports === 1 ? 'report' : 'reports'}, {group.users} signed-in{' '}
                {group.users === 1 ? 'user' : 'users'}. Last seen {formatTime(group.last_seen)}
                {group.last_url ? ` on ${group.last_url}` : ''}.
              </p>
              {group.last_stack && (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm text-teal-800">Stack trace</summary>
                  <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-800">
                    {group.last_stack}
                  </pre>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SystemHealth({ data }: { data: Diagnostics }): ReactElement {
  const { database, knowledge, queues, scheduler } = data.health;
  const late = isSchedulerLate(data);
  return (
    <section aria-labelledby="diagnostics-health" className="space-y-3">
      <h2 id="diagnostics-health" className="text-lg font-semibold text-slate-900">
        System health
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat
          label={`Database (${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`}
          value={database.ok ? `OK, ${database.latency_ms ?? '?'} ms` : 'Not reachable'}
        />
        <Stat label="Reminders due now" value={queues.reminders_due} />
        <Stat
          label={
            queues.mail_transport === 'smtp' ? 'Mail (SMTP, sent at once)' : 'Dev outbox, last hour'
          }
          value={
            queues.mail_transport === 'smtp' ? 'no queue' : (queues.mail_outbox_last_hour ?? 0)
          }
        />
        <Stat label="Reminder scheduler" value={late ? 'Behind' : 'On time'} />
      </dl>
      <p className="text-sm text-slate-700">
        The reminder scheduler polls every {scheduler.poll_interval_seconds} s. Last delivery
        recorded: {formatTime(scheduler.last_delivery_at)}. Oldest reminder still due:{' '}
        {scheduler.oldest_due_at ? formatTime(scheduler.oldest_due_at) : 'none'}.
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Knowledge versions</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Knowledge kind
              </th>
              <th scope="col" className="px-3 py-2">
                Version
              </th>
              <th scope="col" className="px-3 py-2">
                Loaded
              </th>
            </tr>
          </thead>
          <tbody>
            {knowledge.map((kind) => (
              <tr key={kind.kind} className="border-t border-slate-100">
                <td className="px-3 py-2 font-medium text-slate-900">{kind.kind}</td>
                <td className="px-3 py-2 font-mono text-slate-800">{kind.version}</td>
                <td className="px-3 py-2 text-slate-700">
                  {new Date(kind.loaded_at).toLocaleString(undefined, {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function DiagnosticsPage(): ReactElement {
  usePageMeta();
  const diagnostics = useDiagnostics();
  return (
    <AdminGate query={diagnostics} title="Diagnostics">
      {(data) => (
        <AdminLayout
          title="Diagnostics"
          intro={`Client errors as the error reporter sends them (queued ones within 30 s), and the system's health. Updated ${formatTime(data.generated_at)}.`}
        >
          <ErrorGroups data={data} />
          <SystemHealth data={data} />
        </AdminLayout>
      )}
    </AdminGate>
  );
}
