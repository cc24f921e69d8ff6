/** The interaction engine's records for an oil or a remedy: severity, with what, what to do, sources. */
import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import type { InteractionRecordRef } from '#shared/contracts/aromatherapy.contract';
import { CitedSources } from './cited-sources';

const SEVERITY_STYLES: Record<InteractionRecordRef['severity'], string> = {
  major: 'bg-red-100 text-red-900 ring-red-300',
  moderate: 'bg-amber-100 text-amber-950 ring-amber-300',
  minor: 'bg-sky-100 text-sky-950 ring-sky-300',
};

const SEVERITY_LABELS: Record<InteractionRecordRef['severity'], string> = {
  major: 'Major',
  moderate: 'Moderate',
  minor: 'Minor',
};

export function SeverityBadge({
  severity,
}: {
  severity: InteractionRecordRef['severity'];
}): ReactElement {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        SEVERITY_STYLES[severity],
      )}
    >
      {SEVERITY_LABELS[severity]}
    </span>
  );
}

/** Inside a warning: what to do, from the record. */
export function InteractionRecordDetails({
  record,
}: {
  record: InteractionRecordRef;
}): ReactElement {
  return (
    <p className="mt-1 text-slate-800">
      <SeverityBadge severity={record.severity} />{' '}
      <span className="font-semibold">What to do:</span> {record.management}
    </p>
  );
}

export function InteractionRecordList({
  records,
  subject,
}: {
  records: readonly InteractionRecordRef[];
  /** The oil's or remedy's name, for the list's accessible name. */
  subject: string;
}): ReactElement {
  if (records.length === 0)
    return (
      <p className="text-sm text-slate-700">
        Our interaction records hold nothing for {subject}. That is not proof that it is safe with
        every medicine: ask a pharmacist if you take any.
      </p>
    );
  return (
    <ul aria-label={`Interactions of ${subject}`} className="space-y-2">
      {records.map((record) => (
        <li key={record.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <SeverityBadge severity={record.severity} />
            <span className="font-semibold text-slate-900">With {record.with}</span>
          </p>
          <p className="mt-1 text-slate-800">{record.summary}</p>
          <p className="mt-1 text-slate-800">
            <span className="font-semibold">What to do:</span> {record.management}
          </p>
          <CitedSources sources={record.sources} compact className="mt-2" />
        </li>
      ))}
    </ul>
  );
}
