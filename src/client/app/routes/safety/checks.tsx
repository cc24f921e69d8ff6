/**
 * /safety/checks (signed in): check something new (a supplement, a cold remedy, a food) together
 * with every medicine taken now. The cabinet is added to the check automatically; the result is
 * the interactions feature's.
 */
import { useEffect, useId, useRef, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Pill } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { CheckForm } from '#client/features/interactions/components/check-form';
import { CheckResults } from '#client/features/interactions/components/check-results';
import { SeverityLegend } from '#client/features/interactions/components/severity-legend';
import { useInteractionCheck } from '#client/features/interactions/hooks/use-interaction-check';
import { useMedications } from '#client/features/medications/api/list-medications';
import { SafetyToolsNav } from '#client/features/medications/components/safety-tools-nav';

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900';

export default function SafetyChecksPage(): ReactElement {
  usePageMeta('/safety/checks');
  const cabinetHeadingId = useId();
  const medications = useMedications();
  const check = useInteractionCheck();
  const resultsRef = useRef<HTMLDivElement>(null);
  const cabinetNames = (medications.data ?? [])
    .filter((medication) => medication.active)
    .map((medication) => medication.name);

  // A new result moves focus (and the view) to it, so keyboard and screen reader users land there.
  useEffect(() => {
    if (check.checked) resultsRef.current?.focus();
  }, [check.checked]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-8">
        <header className="space-y-4 print:hidden">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
              Check something new with your cabinet
            </h1>
            <p className="mt-2 text-slate-700">
              Thinking of a new supplement, a cold remedy or grapefruit juice? Add it here: we check
              it together with every medicine you take now.
            </p>
          </div>
          <SafetyToolsNav />
        </header>

        <section
          aria-labelledby={cabinetHeadingId}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden"
        >
          <h2
            id={cabinetHeadingId}
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Pill className="h-5 w-5 text-teal-700" aria-hidden="true" />
            Included from your cabinet
          </h2>
          {medications.isPending ? (
            <p role="status" className="mt-2 text-sm text-slate-600">
              Loading your cabinet...
            </p>
          ) : medications.isError ? (
            <div className="mt-3">
              <SectionErrorCard onRetry={() => void medications.refetch()} />
            </div>
          ) : cabinetNames.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              No medicines you take now are in your cabinet, so only the items below are checked.{' '}
              <Link to="/safety/cabinet" className={linkClass}>
                Add your medicines
              </Link>{' '}
              so every check includes them.
            </p>
          ) : (
            <>
              <ul aria-labelledby={cabinetHeadingId} className="mt-3 flex flex-wrap gap-2">
                {cabinetNames.map((name, index) => (
                  <li
                    key={`${name}-${index}`}
                    className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm break-words text-slate-900"
                  >
                    {name}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-slate-700">
                Medicines you have paused are left out.{' '}
                <Link to="/safety/cabinet" className={linkClass}>
                  Manage your cabinet
                </Link>
              </p>
            </>
          )}
        </section>

        <CheckForm
          check={check}
          title="What else do you want to check?"
          intro="Add a supplement, herb, food, drink or another medicine. Your cabinet is checked with it."
          extraItems={cabinetNames}
          submitLabel="Check with my cabinet"
        />

        {check.checked && (
          <div ref={resultsRef} tabIndex={-1} className="outline-none">
            <CheckResults result={check.checked.result} onReplaceItem={check.replaceItem} />
          </div>
        )}
        <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
      </div>
      <aside className="print:hidden" aria-label="About the results">
        <SeverityLegend />
      </aside>
    </div>
  );
}
