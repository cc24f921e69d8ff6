/**
 * Units and time zone on /account: metric or imperial, the units new weights and heights start in
 * (a saved measure keeps its own unit), and the zone new reminders run in. Saved on the profile's
 * preferences section.
 */
import { useId, useState, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import { preferencesSectionSchema } from '#shared/contracts/profile.contract';
import { UNIT_SYSTEMS, type UnitSystem } from '#shared/domain/units';
import {
  browserTimeZone,
  timeZoneOptions,
  useSaveUnitPreferences,
  useUnitPreferences,
} from '../api/unit-preferences';
import { Status, errorText } from './form-bits';

const UNIT_LABELS: Record<UnitSystem, { title: string; hint: string }> = {
  metric: { title: 'Metric', hint: 'kg and cm' },
  imperial: { title: 'Imperial', hint: 'lb, and ft and in' },
};

export function UnitsCard(): ReactElement {
  const preferences = useUnitPreferences();
  if (preferences.isPending) return <p className="text-sm text-slate-700">Loading...</p>;
  if (preferences.isError)
    return <p className="text-sm text-slate-700">Your settings could not be loaded.</p>;
  return (
    // The form starts from the saved values once they have loaded.
    <UnitsForm units={preferences.units} savedTimeZone={preferences.savedTimeZone} />
  );
}

function UnitsForm({
  units: savedUnits,
  savedTimeZone,
}: {
  units: UnitSystem;
  savedTimeZone: string | null;
}): ReactElement {
  const legendId = useId();
  const zoneId = useId();
  const hintId = useId();
  const browserZone = browserTimeZone();
  // Checked with the preferences section's own rules (a unit system, a zone the runtime knows).
  const form = useContractForm<
    typeof preferencesSectionSchema,
    { units: UnitSystem; time_zone: string }
  >({
    schema: preferencesSectionSchema,
    defaultValues: { units: savedUnits, time_zone: savedTimeZone ?? browserZone },
  });
  const [saved, setSaved] = useState(false);
  const save = useSaveUnitPreferences();
  const zone = form.watch('time_zone');
  const zones = timeZoneOptions(browserZone);
  if (!zones.includes(zone)) zones.splice(1, 0, zone);

  const submit = form.handleSubmit(({ units = savedUnits, time_zone = zone }) => {
    setSaved(false);
    save.mutate({ units, time_zone }, { onSuccess: () => setSaved(true) });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-slate-900">
          Units for weight and height
        </legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {UNIT_SYSTEMS.map((system) => (
            <label key={system} className="flex items-center gap-2 text-sm text-slate-800">
              <input {...form.registerRadio('units', system)} className="h-4 w-4 accent-teal-700" />
              {UNIT_LABELS[system].title}{' '}
              <span className="text-slate-600">({UNIT_LABELS[system].hint})</span>
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-600">
          New weights, heights and weight goals start in these units; a value already saved keeps
          its own, and changing its unit on your profile converts it.
        </p>
      </fieldset>
      <div>
        <Label htmlFor={zoneId}>Time zone</Label>
        <select
          id={zoneId}
          {...form.register('time_zone')}
          aria-describedby={hintId}
          className="h-11 w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {zones.map((name) => (
            <option key={name} value={name}>
              {name === browserZone ? `${name} (this browser)` : name}
            </option>
          ))}
        </select>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          New reminders run in this zone.{' '}
          {savedTimeZone
            ? null
            : `None is saved yet; this browser's zone, ${browserZone}, is suggested.`}
        </p>
      </div>
      <div aria-live="polite">
        <Status
          error={save.isError ? errorText(save.error) : null}
          success={saved ? 'Units and time zone saved.' : null}
        />
      </div>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save units and time zone'}
      </Button>
    </form>
  );
}
