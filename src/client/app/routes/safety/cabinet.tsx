/**
 * /safety/cabinet and /medications (signed in): the medicine cabinet. Add, edit, pause and remove
 * medicines; the background safety analysis (about 1 s after each change) is shown with the
 * interactions feature's results; side effects and warnings are looked up on request.
 *
 * The first screen is the heading and the list. What follows it (the add form, the detailed
 * results, side effects) is rendered, and its code loaded, when scrolled near: with a few medicines
 * it starts well below a phone's screen (1,560 px down at 412 px wide with four), and rendering it
 * with the list made the page's load one long task. With an empty cabinet it is near at once.
 */
import { lazy, useId, type ReactElement } from 'react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { BelowTheFold } from '#client/components/ui/below-the-fold';
import { usePageMeta } from '#client/lib/use-page-meta';
import { SourceLinks } from '#client/components/ui/source-links';
import { countActive, useMedications } from '#client/features/medications/api/list-medications';
import { useSafetyAnalysis } from '#client/features/medications/api/get-safety-analysis';
import { useUpdateMedication } from '#client/features/medications/api/update-medication';
import { CabinetList } from '#client/features/medications/components/cabinet-list';
import { MultipleMedicationsNotice } from '#client/features/medications/components/multiple-medications-notice';
import { SafetyStatus } from '#client/features/medications/components/safety-status';
import { SafetyToolsNav } from '#client/features/medications/components/safety-tools-nav';
import { CABINET_PAGE_CLASS, CabinetIntro } from './cabinet-intro';

const AddMedicationCard = lazy(() =>
  import('#client/features/medications/components/add-medication-card').then((module) => ({
    default: module.AddMedicationCard,
  })),
);
const CheckResults = lazy(() =>
  import('#client/features/interactions/components/check-results').then((module) => ({
    default: module.CheckResults,
  })),
);
const SideEffectsPanel = lazy(() =>
  import('#client/features/medications/components/side-effects-panel').then((module) => ({
    default: module.SideEffectsPanel,
  })),
);

export default function MedicineCabinetPage(): ReactElement {
  usePageMeta();
  const listHeadingId = useId();
  const safetyHeadingId = useId();
  const medications = useMedications();
  const safety = useSafetyAnalysis();
  const update = useUpdateMedication();
  const list = medications.data ?? [];
  const activeNames = list
    .filter((medication) => medication.active)
    .map((medication) => medication.name);
  const result = safety.data?.status === 'ready' ? safety.data.result : null;

  // 'Did you mean' on an unknown name renames that medicine in the cabinet, which re-runs the check.
  const replaceItem = (index: number, name: string) => {
    const query = result?.items[index]?.query.toLowerCase();
    const medication = list.find(
      (candidate) => candidate.active && candidate.name.toLowerCase() === query,
    );
    if (medication) update.mutate({ id: medication.id, patch: { name } });
  };

  return (
    <div className={CABINET_PAGE_CLASS}>
      <header className="space-y-4">
        <CabinetIntro />
        <SafetyToolsNav />
      </header>

      <section aria-labelledby={listHeadingId} className="space-y-4">
        <h2 id={listHeadingId} className="text-xl font-semibold text-slate-900">
          Your medicines{medications.data ? ` (${list.length})` : ''}
        </h2>
        <MultipleMedicationsNotice activeCount={countActive(list)} />
        {medications.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your cabinet...
          </p>
        ) : medications.isError ? (
          <SectionErrorCard onRetry={() => void medications.refetch()} />
        ) : (
          <CabinetList medications={list} />
        )}
      </section>

      {/* What follows the list appears once the list has loaded: shown while it loads, it would
          jump down by the list's height when it arrives (a layout shift the reader sees). */}
      {!medications.isPending && (
        <>
          <BelowTheFold placeholderHeight="36rem">
            <AddMedicationCard />
          </BelowTheFold>

          <section aria-labelledby={safetyHeadingId} className="space-y-4">
            <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <h2 id={safetyHeadingId} className="text-xl font-semibold text-slate-900">
                Automatic safety check
              </h2>
              <p className="text-sm text-slate-700">
                About a second after every change, we check the medicines you take now against each
                other and against your health profile.
              </p>
              <SafetyStatus
                analysis={safety.data}
                isError={safety.isError}
                onRetry={() => void safety.refetch()}
              />
            </div>
            {result && (
              <BelowTheFold placeholderHeight="24rem">
                <CheckResults result={result} onReplaceItem={replaceItem} />
              </BelowTheFold>
            )}
          </section>

          <BelowTheFold placeholderHeight="16rem">
            <SideEffectsPanel
              names={activeNames}
              renderSources={(sources) => <SourceLinks sources={sources} />}
            />
          </BelowTheFold>

          <p className="text-center text-sm text-slate-600">
            Educational only — not medical advice.
          </p>
        </>
      )}
    </div>
  );
}
