/**
 * The read-only summary behind a share link: only the sections the user chose (the server sends
 * null for the others), each interaction with its severity, what to do and its sources.
 */
import type { ReactElement, ReactNode } from 'react';
import { Download } from 'lucide-react';
import {
  SHARED_FHIR_FILE_NAME,
  type SharedLabReportSection,
  type SharedMedicinesSection,
  type SharedSummary,
  type SharedTrendsSection,
} from '#shared/contracts/providers.contract';
import { formatDay, formatMoment } from '../lib/format';
import { formatCount } from '#shared/domain/plural';
import { formatReferenceRange, joinParts } from '#shared/domain/text-format';

const SEVERITY_STYLES = {
  major: 'border-red-300 bg-red-50 text-red-950',
  moderate: 'border-amber-300 bg-amber-50 text-amber-950',
  minor: 'border-slate-200 bg-slate-50 text-slate-900',
} as const;
const SEVERITY_NAMES = { major: 'Major', moderate: 'Moderate', minor: 'Minor' } as const;

const FLAG_NAMES: Record<string, string> = {
  normal: 'In range',
  low: 'Low',
  high: 'High',
  critical_low: 'Critically low',
  critical_high: 'Critically high',
  abnormal: 'Abnormal',
};

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}): ReactElement {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function oneDecimal(value: number | null, unit = ''): string {
  return value === null ? 'no entries' : `${Math.round(value * 10) / 10}${unit}`;
}

function MedicinesSection({ section }: { section: SharedMedicinesSection }): ReactElement {
  return (
    <Section id="shared-medicines" title="Medicines and supplements">
      {section.items.length === 0 ? (
        <p className="text-slate-700">No medicines or supplements are recorded.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {section.items.map((item, index) => (
            <li key={`${item.name}-${index}`} className="py-2">
              <p className="font-medium break-words text-slate-900">{item.name}</p>
              <p className="text-sm break-words text-slate-700">
                {joinParts([item.dosage, item.frequency, item.type])}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-slate-900">Interactions found</h3>
        {section.interactions.length === 0 ? (
          <p className="text-slate-700">
            Wellnest&apos;s checker found no interactions between these entries.
          </p>
        ) : (
          <ul className="space-y-3">
            {section.interactions.map((interaction) => (
              <li
                key={interaction.substances.join('+')}
                className={`rounded-xl border p-4 ${SEVERITY_STYLES[interaction.severity]}`}
              >
                <p className="font-semibold break-words">
                  {SEVERITY_NAMES[interaction.severity]}: {interaction.substances[0]} and{' '}
                  {interaction.substances[1]}
                </p>
                <p className="mt-1 text-sm">{interaction.summary}</p>
                <p className="mt-1 text-sm">
                  <span className="font-medium">What to do:</span> {interaction.management}
                </p>
                {interaction.sources.length > 0 && (
                  <p className="mt-1 text-sm">
                    Sources:{' '}
                    {interaction.sources.map((source, index) => (
                      <span key={source.title}>
                        {index > 0 && '; '}
                        {source.url ? (
                          <a
                            href={source.url}
                            rel="noopener noreferrer"
                            target="_blank"
                            className="underline underline-offset-2"
                          >
                            {source.title}
                          </a>
                        ) : (
                          source.title
                        )}
                      </span>
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        {section.not_assessed.length > 0 && (
          <p className="text-sm text-slate-700">
            Not assessed (the checker does not know them, which does not mean they are safe):{' '}
            {section.not_assessed.join(', ')}.
          </p>
        )}
      </div>
    </Section>
  );
}

function TrendsSection({ section }: { section: SharedTrendsSection }): ReactElement {
  return (
    <Section id="shared-trends" title="Recent trends">
      <p className="text-sm text-slate-700">
        {formatDay(section.from)} to {formatDay(section.to)} ({section.days} days).
      </p>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">Average mood (1-5)</dt>
          <dd className="text-xl font-semibold text-slate-900">
            {oneDecimal(section.mood.average_mood)}
          </dd>
          <dd className="text-xs text-slate-600">
            {formatCount(section.mood.entries, 'day')} logged
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">Average energy (1-5)</dt>
          <dd className="text-xl font-semibold text-slate-900">
            {oneDecimal(section.mood.average_energy)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">Average sleep</dt>
          <dd className="text-xl font-semibold text-slate-900">
            {oneDecimal(section.sleep.average_hours, ' h')}
          </dd>
          <dd className="text-xs text-slate-600">
            {formatCount(section.sleep.nights, 'night')} logged
          </dd>
        </div>
      </dl>
      <h3 className="text-lg font-semibold text-slate-900">Symptoms</h3>
      {section.symptoms.length === 0 ? (
        <p className="text-slate-700">No symptoms were logged in this period.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Symptoms logged in this period</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Symptom
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Times
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Average severity (1-10)
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Worst
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Last on
                </th>
              </tr>
            </thead>
            <tbody>
              {section.symptoms.map((symptom) => (
                <tr key={symptom.name} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {symptom.name}
                  </th>
                  <td className="py-2 pr-3">{symptom.count}</td>
                  <td className="py-2 pr-3">{oneDecimal(symptom.average_severity)}</td>
                  <td className="py-2 pr-3">{symptom.max_severity}</td>
                  <td className="py-2">{formatDay(symptom.last_on)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function LabReportSection({ section }: { section: SharedLabReportSection }): ReactElement {
  return (
    <Section id="shared-lab-report" title="Lab report">
      <p className="text-sm text-slate-700">
        {section.test_type === 'combined'
          ? 'Blood and urine'
          : section.test_type === 'urine'
            ? 'Urine'
            : 'Blood'}{' '}
        test
        {section.collected_on
          ? `, collected ${formatDay(section.collected_on)}`
          : `, added ${formatDay(section.created_at)}`}
        . Ranges are the lab&apos;s own where it printed them.
      </p>
      {section.biomarkers.length === 0 ? (
        <p className="text-slate-700">This report has no results recorded.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Lab results</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Marker
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Result
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Range
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Flag
                </th>
              </tr>
            </thead>
            <tbody>
              {section.biomarkers.map((marker, index) => (
                <tr key={`${marker.name}-${index}`} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {marker.name}
                  </th>
                  <td className="py-2 pr-3">
                    {marker.value ?? marker.value_text ?? '—'} {marker.unit ?? ''}
                  </td>
                  <td className="py-2 pr-3">
                    {formatReferenceRange(marker.ref_low, marker.ref_high) ?? '—'}
                  </td>
                  <td className="py-2">{FLAG_NAMES[marker.flag] ?? marker.flag}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

/** The same sections as a FHIR R4 file, for a clinic's records system. */
function FhirDownload({ href }: { href: string }): ReactElement {
  return (
    <p className="rounded-2xl border border-teal-200 bg-teal-50 p-4 text-sm text-teal-950">
      <a
        href={href}
        download={SHARED_FHIR_FILE_NAME}
        className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-2"
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Download as a FHIR R4 bundle
      </a>
      <span className="block">
        The sections below as one JSON file (application/fhir+json) that health records systems can
        import.
      </span>
    </p>
  );
}

export function SharedSummaryView({ summary }: { summary: SharedSummary }): ReactElement {
  const { medicines, trends, lab_report: labReport } = summary.sections;
  return (
    <div className="space-y-6">
      <dl className="grid gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Shared by</dt>
          <dd className="font-medium text-slate-900">{summary.first_name ?? 'A Wellnest user'}</dd>
        </div>
        {summary.provider && (
          <div>
            <dt className="text-slate-600">Shared with</dt>
            <dd className="font-medium break-words text-slate-900">{summary.provider.name}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">Link works until</dt>
          <dd className="font-medium text-slate-900">{formatMoment(summary.expires_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Data as of</dt>
          <dd className="font-medium text-slate-900">{formatMoment(summary.generated_at)}</dd>
        </div>
      </dl>
      {summary.fhir_bundle_url && <FhirDownload href={summary.fhir_bundle_url} />}
      {medicines && <MedicinesSection section={medicines} />}
      {trends && <TrendsSection section={trends} />}
      {labReport && <LabReportSection section={labReport} />}
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        {summary.disclaimer}
      </p>
    </div>
  );
}
