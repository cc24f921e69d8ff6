/**
 * What the knowledge base says of one medicine: common side effects, serious ones that need
 * medical help, and warnings; or that we do not know it, or know nothing of it to list. The
 * cabinet's side-effects panel and a medicine's own page show it alike.
 */
import type { ReactElement } from 'react';
import { CircleHelp } from 'lucide-react';
import type { AnalyzeMedicationsResponse } from '#shared/contracts/medications.contract';
import { NOT_IN_KNOWLEDGE_BASE } from './cabinet-list';

type MedicationAnalysis = AnalyzeMedicationsResponse['medications'][number];

function Facts({
  title,
  facts,
  tone,
}: {
  title: string;
  facts: string[];
  tone?: 'serious';
}): ReactElement | null {
  if (facts.length === 0) return null;
  return (
    <div>
      <h3
        className={
          tone === 'serious' ? 'font-semibold text-red-900' : 'font-semibold text-slate-900'
        }
      >
        {title}
      </h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </div>
  );
}

/** The number of facts listed for a medicine (side effects of both kinds and warnings). */
function factCount(medication: MedicationAnalysis): number {
  return (
    medication.sideEffects.length +
    medication.detailedSideEffects.length +
    medication.warnings.length
  );
}

export function MedicineFacts({ medication }: { medication: MedicationAnalysis }): ReactElement {
  const { substance } = medication;
  const isEmpty = factCount(medication) === 0;
  return (
    <>
      {!substance ? (
        <p className="flex items-start gap-1.5 text-slate-700">
          <CircleHelp className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {NOT_IN_KNOWLEDGE_BASE}. Its leaflet and your pharmacist can tell you its side effects.
        </p>
      ) : isEmpty ? (
        <p className="text-slate-700">
          We have no side effects or warnings on record for it. Its leaflet lists them.
        </p>
      ) : (
        <>
          <Facts title="Common side effects" facts={medication.sideEffects} />
          <Facts
            title="Serious side effects: get medical help"
            facts={medication.detailedSideEffects}
            tone="serious"
          />
          <Facts title="Warnings" facts={medication.warnings} />
        </>
      )}
    </>
  );
}
