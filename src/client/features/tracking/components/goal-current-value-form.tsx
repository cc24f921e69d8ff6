/**
 * A goal the member measures themselves (weight, their own): its latest value, updated in place.
 * Loaded when the member starts to edit it (goal-card.tsx, form-on-edit.tsx).
 */
import { useId, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import { goalCurrentValueSchema, type Goal } from '#shared/contracts/tracking.contract';
import { useUpdateGoal } from '../api/update-goal';
import { goalUnit } from './goal-words';

/** For weight and custom goals: the user's own latest value. */
export function CurrentValueForm({ goal }: { goal: Goal }): ReactElement {
  const inputId = useId();
  const errorId = useId();
  const update = useUpdateGoal();
  const form = useContractForm<typeof goalCurrentValueSchema, { value: string }>({
    schema: goalCurrentValueSchema,
    defaultValues: { value: goal.current_value === null ? '' : String(goal.current_value) },
    toInput: ({ value }) => ({ current_value: value.trim() === '' ? Number.NaN : Number(value) }),
  });
  const error = form.error('current_value');
  const unit = goalUnit(goal);

  const submit = form.handleSubmit((patch) => update.mutate({ id: goal.id, patch }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <div>
        <Label htmlFor={inputId}>Now{unit ? ` (${unit})` : ''}</Label>
        <Input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...form.invalidProps('current_value', errorId)}
          {...form.register('value')}
          className="w-32"
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        disabled={update.isPending}
        aria-label={`Update ${goal.title}`}
      >
        Update
      </Button>
      {error && (
        <p id={errorId} className="w-full text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
