/**
 * The medicines in the cabinet: what each name resolved to in our knowledge base (or that it is
 * not there yet), its type, dose and schedule, a switch for whether it is taken now, and edit and
 * delete (delete asks first). Inactive medicines stay listed but are left out of every check.
 */
import { lazy, Suspense, useId, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import { Switch } from '#client/components/ui/switch';
import { BookCheck, CircleHelp, Pencil, Pill, X } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import { cn } from '#client/lib/cn';
import { SUBSTANCE_KIND_LABELS } from '#shared/domain/substance-kinds';
import type { CabinetMedication } from '#shared/contracts/medications.contract';
import { useDeleteMedication } from '../api/delete-medication';
import { medicationErrorMessage } from '../api/medication-error-message';
import { useUpdateMedication } from '../api/update-medication';
import { formatCalendarDate } from './format-time';

// The edit form (the form library, zod and the cabinet's schema) loads when a member points at,
// focuses or taps an Edit button, not with the cabinet's first screen: most visits edit nothing.
const loadMedicationForm = () => import('./medication-form');
const MedicationForm = lazy(() =>
  loadMedicationForm().then((module) => ({ default: module.MedicationForm })),
);
const preloadMedicationForm = () => void loadMedicationForm();

export const NOT_IN_KNOWLEDGE_BASE = 'Not in our knowledge base yet';
const SAVE_FAILED = "We couldn't save your changes. Please try again.";
const DELETE_FAILED = "We couldn't remove that medicine. Please try again.";

/** '1 tablet · 500 mg', or null when neither is known. */
export function doseText(
  medication: Pick<CabinetMedication, 'dosage' | 'strength'>,
): string | null {
  return [medication.dosage, medication.strength].filter(Boolean).join(' · ') || null;
}

/** 'St. John’s wort' and 'St John's wort' are the same name: case, spaces and punctuation aside. */
export function comparable(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

function Resolution({ medication }: { medication: CabinetMedication }): ReactElement {
  const { substance } = medication;
  if (!substance) return <Unresolved medication={medication} />;
  const isSameName = comparable(substance.name) === comparable(medication.name);
  return (
    <p className="flex items-start gap-1.5 text-sm text-slate-700">
      <BookCheck className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
      <span>
        {isSameName ? (
          'In our knowledge base'
        ) : (
          <>
            Checked as <span className="font-semibold text-slate-900">{substance.name}</span>
          </>
        )}{' '}
        · {SUBSTANCE_KIND_LABELS[substance.kind]}
      </span>
    </p>
  );
}

/**
 * A name we could not match: said plainly, with the closest names we know offered as "did you
 * mean" (never applied on our own: choosing one renames the entry, so the check uses it).
 */
function Unresolved({ medication }: { medication: CabinetMedication }): ReactElement {
  const update = useUpdateMedication();
  return (
    <div className="text-sm text-slate-700">
      <p className="flex items-start gap-1.5">
        <CircleHelp className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span>
          {NOT_IN_KNOWLEDGE_BASE}.{' '}
          <span className="text-slate-600">
            We can&apos;t check it for interactions; ask your pharmacist about it.
          </span>
        </span>
      </p>
      {medication.suggestions.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-2 pl-5">
          <span className="text-slate-800">Did you mean:</span>
          {medication.suggestions.map((suggestion) => (
            <Button
              key={suggestion.id}
              variant="secondary"
              size="sm"
              disabled={update.isPending}
              aria-label={`Use ${suggestion.name} instead of ${medication.name}`}
              onClick={() => update.mutate({ id: medication.id, patch: { name: suggestion.name } })}
            >
              {suggestion.name}
            </Button>
          ))}
        </div>
      )}
      {update.isError && (
        <p role="alert" className="mt-1 text-red-800">
          {medicationErrorMessage(update.error, SAVE_FAILED)}
        </p>
      )}
    </div>
  );
}

function ActiveSwitch({ medication }: { medication: CabinetMedication }): ReactElement {
  const switchId = useId();
  const update = useUpdateMedication();
  // Shows the requested state at once; the list refresh confirms it.
  const isChecked =
    update.isPending && update.variables
      ? update.variables.patch.active === true
      : medication.active;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Switch
          id={switchId}
          checked={isChecked}
          disabled={update.isPending}
          onCheckedChange={(active) => update.mutate({ id: medication.id, patch: { active } })}
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60 data-[state=checked]:bg-teal-700"
          thumbClassName="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]"
        />
        <label htmlFor={switchId} className="text-sm text-slate-800">
          Taking it now<span className="sr-only">: {medication.name}</span>
        </label>
      </div>
      {update.isError && (
        <p role="alert" className="text-sm text-red-800">
          {medicationErrorMessage(update.error, SAVE_FAILED)}
        </p>
      )}
    </div>
  );
}

function EditButton({ medication }: { medication: CabinetMedication }): ReactElement {
  const [isOpen, setIsOpen] = useState(false);
  const update = useUpdateMedication();
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) update.reset();
      }}
    >
      <Dialog.Trigger
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        aria-label={`Edit ${medication.name}`}
        onPointerEnter={preloadMedicationForm}
        onPointerDown={preloadMedicationForm}
        onFocus={preloadMedicationForm}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Edit
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold break-words text-slate-900">
              Edit {medication.name}
            </Dialog.Title>
            <Dialog.Close
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              aria-label="Close"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Suspense
            fallback={
              <p role="status" className="text-sm text-slate-600">
                Loading the form...
              </p>
            }
          >
            <MedicationForm
              initial={medication}
              submitLabel="Save changes"
              busyLabel="Saving..."
              isSubmitting={update.isPending}
              error={update.isError ? medicationErrorMessage(update.error, SAVE_FAILED) : null}
              actions={
                <Dialog.Close className={buttonVariants({ variant: 'secondary' })}>
                  Cancel
                </Dialog.Close>
              }
              onSubmit={async (patch) => {
                try {
                  await update.mutateAsync({ id: medication.id, patch });
                  setIsOpen(false);
                } catch {
                  // The form shows the failure and keeps the edits.
                }
                return false;
              }}
            />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DeleteButton({ medication }: { medication: CabinetMedication }): ReactElement {
  const remove = useDeleteMedication();
  return (
    <DeleteConfirmButton
      triggerLabel={`Delete ${medication.name}`}
      title={`Remove ${medication.name} from your cabinet?`}
      description={
        <>
          It will no longer be part of your safety checks. If you only stopped taking it for now,
          switch off &lsquo;Taking it now&rsquo; instead.
        </>
      }
      confirmLabel="Remove"
      busyLabel="Removing..."
      isBusy={remove.isPending}
      errorMessage={remove.isError ? medicationErrorMessage(remove.error, DELETE_FAILED) : null}
      onConfirm={(close) => remove.mutate(medication.id, { onSuccess: close })}
      onClosed={() => remove.reset()}
    />
  );
}

function MedicationItem({ medication }: { medication: CabinetMedication }): ReactElement {
  const headingId = useId();
  const dose = doseText(medication);
  const details = [medication.type, dose, medication.frequency].filter(Boolean).join(' · ');
  const extra = [
    medication.indication ? `For ${medication.indication}` : null,
    medication.start_date ? `Since ${formatCalendarDate(medication.start_date)}` : null,
    medication.prescribing_doctor ? `Prescribed by ${medication.prescribing_doctor}` : null,
  ].filter(Boolean);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border p-4',
        medication.active
          ? 'border-slate-200 bg-white'
          : 'border-dashed border-slate-300 bg-slate-50',
      )}
    >
      <div className="flex items-start gap-3">
        <Pill
          className={cn(
            'mt-0.5 h-5 w-5 shrink-0',
            medication.active ? 'text-teal-700' : 'text-slate-500',
          )}
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={headingId} className="font-semibold break-words text-slate-900">
              {/* Its own page: what it meets in the cabinet, its facts and their sources. */}
              <Link
                to={`/medications/${encodeURIComponent(medication.id)}`}
                className="text-slate-900 underline decoration-teal-700/40 underline-offset-2 hover:decoration-teal-700"
              >
                {medication.name}
              </Link>
            </h3>
            {!medication.active && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
                Not taking now
              </span>
            )}
          </div>
          <Resolution medication={medication} />
          <p className="text-sm break-words text-slate-800">{details}</p>
          {medication.schedule_note && (
            // The schedule as a record or the person wrote it, when the frequency does not say
            // all of it ('every 12 hours as needed'): kept verbatim, never replaced (ADR 077).
            <p className="text-sm break-words text-slate-700">
              As written: {medication.schedule_note}
            </p>
          )}
          {extra.length > 0 && (
            <p className="text-sm break-words text-slate-600">{extra.join(' · ')}</p>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <ActiveSwitch medication={medication} />
        <div className="flex flex-wrap gap-2">
          <EditButton medication={medication} />
          <DeleteButton medication={medication} />
        </div>
      </div>
    </article>
  );
}

export function CabinetList({
  medications,
}: {
  medications: readonly CabinetMedication[];
}): ReactElement {
  if (medications.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
        Your cabinet is empty. Add the medicines and supplements you take, and we will check them
        against each other.
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {medications.map((medication) => (
        <li key={medication.id}>
          <MedicationItem medication={medication} />
        </li>
      ))}
    </ul>
  );
}
