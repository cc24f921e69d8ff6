/**
 * Step 6, the safety check: the user reviews the medication list that interaction checks will use.
 * Checks come from our curated, sourced knowledge base, never from the AI.
 */
import type { ReactElement } from 'react';
import { Pill, ShieldCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { Medications } from '#shared/contracts/profile.contract';
import { isFeatureBuilt } from '#shared/domain/feature-registry';
import { ONBOARDING_MESSAGES } from '../constants';

/** Read from the feature registry, so the step never calls a working checker 'coming'. */
const CHECKER_SENTENCE =
  isFeatureBuilt('interaction_checks') && isFeatureBuilt('medicine_cabinet')
    ? 'The interaction checker and your medicine cabinet check the list below, on every plan, and check it again whenever it changes, so please make sure it is right.'
    : 'The interaction checker arrives in a later update; it will use the list below, so please make sure it is right.';

interface InteractionsStepProps {
  medications: Medications;
  isConfirmed: boolean;
  onConfirmChange: (checked: boolean) => void;
  onEditMedications: () => void;
  idPrefix: string;
}

export function InteractionsStep({
  medications,
  isConfirmed,
  onConfirmChange,
  onEditMedications,
  idPrefix,
}: InteractionsStepProps): ReactElement {
  const list = medications.current ?? [];
  const confirmId = `${idPrefix}-interactions-confirm`;
  return (
    <div className="space-y-5">
      <div className="flex gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4 text-sm text-slate-800">
        <ShieldCheck className="h-5 w-5 shrink-0 text-teal-800" aria-hidden="true" />
        <div className="space-y-2">
          <p>
            Interaction checks compare your list against Wellnest&apos;s curated knowledge base.
            Every warning names its severity, what it means, what to do, and its source (such as the
            FDA drug label or the NIH Office of Dietary Supplements). They never come from the AI
            assistant.
          </p>
          <p>{CHECKER_SENTENCE}</p>
        </div>
      </div>

      <section aria-labelledby={`${idPrefix}-interactions-list`}>
        <h3 id={`${idPrefix}-interactions-list`} className="text-sm font-semibold text-slate-900">
          Your medication list
        </h3>
        {list.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {list.map((med) => (
              <li
                key={med.id}
                className="flex items-start gap-3 rounded-xl border border-slate-200 p-3"
              >
                <Pill className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{med.name}</p>
                  {(med.dosage || med.frequency || med.type) && (
                    <p className="text-sm break-words text-slate-600">
                      {[med.dosage, med.frequency, med.type].filter(Boolean).join(' · ')}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            {medications.none
              ? "You told us you don't take any medications."
              : 'You have not added any medications yet.'}
          </p>
        )}
        <Button variant="link" className="mt-1 h-auto px-0" onClick={onEditMedications}>
          Edit my medications
        </Button>
      </section>

      <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
        <input
          id={confirmId}
          type="checkbox"
          checked={isConfirmed}
          onChange={(event) => onConfirmChange(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-teal-700"
        />
        <label htmlFor={confirmId} className="font-medium text-slate-900">
          {ONBOARDING_MESSAGES.interactionsConfirm}
        </label>
      </div>
      <p className="text-sm text-slate-600">
        Never start, stop or change a medicine because of something you read here: talk to your
        doctor or pharmacist first.
      </p>
    </div>
  );
}
