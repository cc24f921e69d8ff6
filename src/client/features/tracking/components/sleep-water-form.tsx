/** Sleep hours and glasses of water for one day, saved together; empty clears a value. */
import { useId, useState, type ReactElement } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  SLEEP_HOURS_MAX,
  WATER_GLASSES_MAX,
  WATER_GLASS_ML,
  dailyLogInputSchema,
} from '#shared/contracts/tracking.contract';
import { useSaveDailyLog } from '../api/save-daily-log';
import { trackingErrorMessage } from '../api/tracking-error-message';

export interface SleepWaterFormProps {
  date: string;
  sleepHours: number | null;
  waterGlasses: number | null;
}

export const SLEEP_WATER_MESSAGES = {
  saved: 'Sleep and water saved.',
  failed: 'Sleep and water could not be saved. Please try again.',
} as const;

/** '' → null (clears the value); anything else as a number, for the contract to judge. */
function toNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

type SleepWaterFields = { sleep_hours: string; water_glasses: string };

function toChanges(values: SleepWaterFields) {
  return {
    sleep_hours: toNumber(values.sleep_hours),
    water_glasses: toNumber(values.water_glasses),
  };
}

/** Render with `key={date}` so another day starts from its own values. */
export function SleepWaterForm({
  date,
  sleepHours,
  waterGlasses,
}: SleepWaterFormProps): ReactElement {
  const ids = { sleep: useId(), sleepError: useId(), water: useId(), waterError: useId() };
  const save = useSaveDailyLog();
  const form = useContractForm({
    schema: dailyLogInputSchema,
    defaultValues: {
      sleep_hours: sleepHours === null ? '' : String(sleepHours),
      water_glasses: waterGlasses === null ? '' : String(waterGlasses),
    },
    toInput: toChanges,
  });
  const [saved, setSaved] = useState<string | null>(null);

  const stepWater = (by: number) => {
    const parsed = dailyLogInputSchema.shape.water_glasses.safeParse(
      toNumber(form.getValues('water_glasses')),
    );
    const current = (parsed.success ? parsed.data : null) ?? 0;
    form.setValue('water_glasses', String(Math.min(WATER_GLASSES_MAX, Math.max(0, current + by))));
    form.clearErrors('water_glasses');
  };

  const submit = form.handleSubmit(() => {
    save.mutate(
      { date, changes: toChanges(form.getValues()) },
      { onSuccess: () => setSaved(SLEEP_WATER_MESSAGES.saved) },
    );
  });

  return (
    <form
      onSubmit={(event) => {
        setSaved(null);
        void submit(event);
      }}
      noValidate
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={ids.sleep}>Sleep (hours)</Label>
          <Input
            id={ids.sleep}
            type="number"
            inputMode="decimal"
            min={0}
            max={SLEEP_HOURS_MAX}
            step={0.25}
            {...form.invalidProps('sleep_hours', ids.sleepError)}
            {...form.register('sleep_hours')}
          />
          {form.error('sleep_hours') && (
            <p id={ids.sleepError} className="mt-1 text-sm text-red-800">
              {form.error('sleep_hours')}
            </p>
          )}
        </div>
        <div>
          <Label htmlFor={ids.water}>Water (glasses of {WATER_GLASS_ML} ml)</Label>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => stepWater(-1)} aria-label="One glass less">
              <Minus className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Input
              id={ids.water}
              type="number"
              inputMode="numeric"
              min={0}
              max={WATER_GLASSES_MAX}
              step={1}
              {...form.invalidProps('water_glasses', ids.waterError)}
              {...form.register('water_glasses')}
              className="text-center"
            />
            <Button variant="secondary" onClick={() => stepWater(1)} aria-label="One glass more">
              <Plus className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
          {form.error('water_glasses') && (
            <p id={ids.waterError} className="mt-1 text-sm text-red-800">
              {form.error('water_glasses')}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save sleep and water'}
        </Button>
        <p role="status" className="text-sm font-medium text-teal-800">
          {saved}
        </p>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-800">
          {trackingErrorMessage(save.error, SLEEP_WATER_MESSAGES.failed)}
        </p>
      )}
    </form>
  );
}
