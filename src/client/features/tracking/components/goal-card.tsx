/**
 * One goal: where it came from, its target in words, progress as a bar with the numbers, an
 * update field for goals the user measures themselves, mark done or reopen, delete with a confirm.
 */
import { useId, type ReactElement } from 'react';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import { cn } from '#client/lib/cn';
import { formOnEdit } from '#client/lib/form-on-edit';
import type { Goal } from '#shared/contracts/tracking.contract';
import { useDeleteGoal } from '../api/delete-goal';
import { trackingErrorMessage } from '../api/tracking-error-message';
import { useUpdateGoal } from '../api/update-goal';
import { SELF_REPORTED_METRICS, targetText } from './goal-words';
import { ProgressBar } from './progress-bar';

// The update field's form (the form library and its rule) loads when the member starts to edit it.
const CurrentValueForm = formOnEdit(() =>
  import('./goal-current-value-form').then((module) => module.CurrentValueForm),
);

export function GoalCard({ goal }: { goal: Goal }): ReactElement {
  const headingId = useId();
  const update = useUpdateGoal();
  const remove = useDeleteGoal();
  const isCompleted = goal.status === 'completed';
  const target = targetText(goal);

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        isCompleted && 'bg-slate-50',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {goal.title}
          </h3>
          <p className="text-sm text-slate-600">
            {goal.source === 'profile' && goal.profile_goal
              ? `From your profile: ${goal.profile_goal}`
              : 'Your own goal'}
            {isCompleted && ' · Completed'}
          </p>
        </div>
        {goal.progress?.is_met && (
          <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
            On target
          </span>
        )}
      </div>
      {target && <p className="text-sm text-slate-800">Target: {target}</p>}
      {goal.progress ? (
        <ProgressBar
          label={`Progress: ${goal.title}`}
          value={goal.progress.percent}
          max={100}
          valueText={goal.progress.summary}
        />
      ) : (
        <p className="text-sm text-slate-600">Add a target to see your progress.</p>
      )}
      {SELF_REPORTED_METRICS.includes(goal.metric) && !isCompleted && (
        <CurrentValueForm goal={goal} />
      )}
      {update.isError && (
        <p role="alert" className="text-sm text-red-800">
          {trackingErrorMessage(update.error, 'The goal could not be changed. Please try again.')}
        </p>
      )}
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button
          variant="ghost"
          size="sm"
          disabled={update.isPending}
          aria-label={`${isCompleted ? 'Reopen' : 'Mark completed'}: ${goal.title}`}
          onClick={() =>
            update.mutate({ id: goal.id, patch: { status: isCompleted ? 'active' : 'completed' } })
          }
        >
          {isCompleted ? (
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          )}
          {isCompleted ? 'Reopen' : 'Mark completed'}
        </Button>
        <DeleteConfirmButton
          triggerLabel={`Delete ${goal.title}`}
          title={`Delete ${goal.title}?`}
          description="The goal and its progress are removed. Your tracked days stay."
          confirmLabel="Delete goal"
          busyLabel="Deleting..."
          isBusy={remove.isPending}
          errorMessage={
            remove.isError
              ? trackingErrorMessage(remove.error, 'It could not be deleted. Please try again.')
              : null
          }
          onConfirm={(close) => remove.mutate(goal.id, { onSuccess: close })}
          onClosed={() => remove.reset()}
        />
      </div>
    </article>
  );
}
