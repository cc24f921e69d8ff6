/** Logged symptoms, newest first, each with its severity, time, triggers, note and a Delete that asks first. */
import type { ReactElement } from 'react';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import type { Symptom } from '#shared/contracts/tracking.contract';
import { useDeleteSymptom } from '../api/delete-symptom';
import { trackingErrorMessage } from '../api/tracking-error-message';
import { formatDateTime } from '../lib/dates';
import { SeverityBadge } from './severity-badge';

export function SymptomHistory({
  symptoms,
  emptyText,
}: {
  symptoms: readonly Symptom[];
  emptyText: string;
}): ReactElement {
  if (symptoms.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {symptoms.map((symptom) => (
        <SymptomItem key={symptom.id} symptom={symptom} />
      ))}
    </ul>
  );
}

function SymptomItem({ symptom }: { symptom: Symptom }): ReactElement {
  const remove = useDeleteSymptom();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{symptom.name}</span>
          <SeverityBadge severity={symptom.severity} />
        </p>
        <p className="text-sm text-slate-600">
          <time dateTime={symptom.occurred_at}>{formatDateTime(symptom.occurred_at)}</time>
        </p>
        {symptom.triggers.length > 0 && (
          <p className="text-sm text-slate-700">Possible triggers: {symptom.triggers.join(', ')}</p>
        )}
        {symptom.note && <p className="text-sm break-words text-slate-700">{symptom.note}</p>}
      </div>
      <DeleteConfirmButton
        triggerLabel={`Delete ${symptom.name}, ${formatDateTime(symptom.occurred_at)}`}
        title={`Delete this ${symptom.name} entry?`}
        description="It is removed from your history, calendar and trends. This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={remove.isPending}
        errorMessage={
          remove.isError
            ? trackingErrorMessage(remove.error, 'It could not be deleted. Please try again.')
            : null
        }
        onConfirm={(close) => remove.mutate(symptom.id, { onSuccess: close })}
        onClosed={() => remove.reset()}
      />
    </li>
  );
}
