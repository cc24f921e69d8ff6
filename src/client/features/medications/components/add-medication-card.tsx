/** 'Add a medicine': the medication form wired to POST /api/medications, with the outcome said aloud. */
import { useId, useState, type ReactElement } from 'react';
import { PlusCircle } from 'lucide-react';
import { useCreateMedication } from '../api/create-medication';
import { medicationErrorMessage } from '../api/medication-error-message';
import { MedicationForm } from './medication-form';

const ADD_FAILED = "We couldn't add that medicine. Please try again.";

export function AddMedicationCard(): ReactElement {
  const headingId = useId();
  const create = useCreateMedication();
  const [added, setAdded] = useState<string | null>(null);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <PlusCircle className="h-5 w-5 text-teal-700" aria-hidden="true" />
        Add a medicine
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">
        Prescriptions, over-the-counter medicines, supplements, vitamins and herbal products all
        count.
      </p>
      <MedicationForm
        submitLabel="Add medicine"
        busyLabel="Adding..."
        isSubmitting={create.isPending}
        error={create.isError ? medicationErrorMessage(create.error, ADD_FAILED) : null}
        onSubmit={async (fields) => {
          setAdded(null);
          try {
            const medication = await create.mutateAsync(fields);
            setAdded(`${medication.name} was added to your cabinet.`);
            return true;
          } catch {
            return false;
          }
        }}
      />
      <p role="status" className="mt-2 min-h-5 text-sm text-teal-900">
        {added ?? ''}
      </p>
    </section>
  );
}
