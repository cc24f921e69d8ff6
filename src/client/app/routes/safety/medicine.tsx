/**
 * /medications/:id (signed in): one medicine's own page. What the member recorded (dose, schedule,
 * what it is for, who prescribed it), what it meets among the other medicines taken now (the
 * interaction checker's answer, with the member's profile cautions), and its side effects and
 * warnings with their sources. A paused medicine is checked too: the page shows what restarting
 * it would meet. Another member's id, or one nobody has, is 'Medicine not found'.
 */
import { lazy, Suspense, useId, type ReactElement, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { SourceLinks } from '#client/components/ui/source-links';
import { ApiError } from '#client/lib/api-client';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useMedication } from '#client/features/medications/api/get-medication';
import { comparable, doseText } from '#client/features/medications/components/cabinet-list';
import { MedicineFacts } from '#client/features/medications/components/medicine-facts';
import { formatCalendarDate } from '#client/features/medications/components/format-time';
import type { MedicationDetail } from '#shared/contracts/medications.contract';
import { CABINET_PAGE_CLASS } from './cabinet-intro';

const CheckResults = lazy(() =>
  import('#client/features/interactions/components/check-results').then((module) => ({
    default: module.CheckResults,
  })),
);

const linkClass = 'font-medium text-teal-800 underline underline-offset-2';

function BackToCabinet(): ReactElement {
  return (
    <Link
      to="/safety/cabinet"
      className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Your medicine cabinet
    </Link>
  );
}

function Recorded({ medication }: { medication: MedicationDetail['medication'] }): ReactElement {
  const rows: [string, ReactNode][] = [
    ['Type', medication.type],
    ['Dose', doseText(medication)],
    [
      'How often',
      medication.schedule_note
        ? `${medication.frequency} (${medication.schedule_note})`
        : medication.frequency,
    ],
    ['Taken for', medication.indication],
    ['Prescribed by', medication.prescribing_doctor],
    ['Started', medication.start_date ? formatCalendarDate(medication.start_date) : null],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function WithCabinet({ detail }: { detail: MedicationDetail }): ReactElement {
  const headingId = useId();
  const result = detail.with_cabinet;
  const others = result.items.length - 1;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          With your other medicines
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {others === 0
            ? 'It is the only medicine you take now, so there is nothing to check it against yet.'
            : `Checked against the ${others === 1 ? 'other medicine' : `${others} other medicines`} you take now${detail.medication.active ? '' : ', as if you restarted it'}, and against your health profile.`}
        </p>
      </div>
      {others > 0 && (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-600">
              Loading the results...
            </p>
          }
        >
          <CheckResults result={result} />
        </Suspense>
      )}
    </section>
  );
}

function About({ about }: { about: MedicationDetail['about'] }): ReactElement {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-3 text-sm">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Side effects and warnings
        </h2>
        <MedicineFacts medication={about} />
        <SourceLinks sources={about.sources} />
      </Card>
    </section>
  );
}

function Medicine({ detail }: { detail: MedicationDetail }): ReactElement {
  const { medication } = detail;
  const substance = detail.about.substance;
  return (
    <>
      <header className="space-y-3">
        <BackToCabinet />
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {medication.name}
        </h1>
        <p className="text-slate-700">
          {medication.active ? 'You take it now' : 'Paused: not part of your cabinet’s checks'}
          {substance && comparable(substance.name) !== comparable(medication.name)
            ? ` · checked as ${substance.name}`
            : ''}
        </p>
      </header>
      <Card>
        <Recorded medication={medication} />
        <p className="mt-4 text-sm text-slate-600">
          To change or pause it, use{' '}
          <Link to="/safety/cabinet" className={linkClass}>
            your cabinet
          </Link>
          .
        </p>
      </Card>
      <WithCabinet detail={detail} />
      <About about={detail.about} />
    </>
  );
}

export default function MedicinePage(): ReactElement {
  usePageMeta();
  const { id = '' } = useParams();
  const medicine = useMedication(id);
  const notFound = medicine.error instanceof ApiError && medicine.error.status === 404;
  return (
    <div className={CABINET_PAGE_CLASS}>
      {medicine.isPending ? (
        <p role="status" className="text-slate-600">
          Loading the medicine...
        </p>
      ) : notFound ? (
        <Card className="space-y-3">
          <h1 className="text-2xl font-bold text-slate-900">Medicine not found</h1>
          <p className="text-slate-700">It may have been removed from your cabinet.</p>
          <BackToCabinet />
        </Card>
      ) : medicine.isError ? (
        <SectionErrorCard onRetry={() => void medicine.refetch()} />
      ) : (
        <Medicine detail={medicine.data} />
      )}
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
