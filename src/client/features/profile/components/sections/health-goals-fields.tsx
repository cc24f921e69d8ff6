/**
 * Health Goals: primary goals, timeframe, and targets that appear only with their goal:
 * target weight with 'Lose weight' or 'Gain weight', a fitness target with 'Improve fitness', a
 * sleep target (4-12 h) with 'Better sleep'. Notes and approach preferences complete it.
 */
import type { ReactElement } from 'react';
import { useUnitSystem } from '#client/features/account/api/unit-preferences';
import type { HealthGoals } from '#shared/contracts/profile.contract';
import { PROFILE_MESSAGES, TEXT_MAX } from '#shared/domain/profile-fields';
import { convertWeight, profileWeightUnit } from '#shared/domain/units';
import {
  APPROACH_PREFERENCE_OPTIONS,
  GOAL_TIMEFRAME_LABELS,
  HEALTH_GOAL_OPTIONS,
  WEIGHT_UNIT_LABELS,
} from '../../lib/option-lists';
import {
  addListItem,
  removeListItem,
  setPrimaryGoals,
  showsFitnessTarget,
  showsSleepTarget,
  showsTargetWeight,
} from '../../lib/section-rules';
import { NumberField, optionsFrom, SelectField, TextField } from './field-controls';
import { TagListInput } from './tag-list-input';
import type { SectionFieldsProps } from './types';

const TIMEFRAME_OPTIONS = optionsFrom(GOAL_TIMEFRAME_LABELS);
const WEIGHT_UNIT_OPTIONS = optionsFrom(WEIGHT_UNIT_LABELS);

type Targets = NonNullable<HealthGoals['specificTargets']>;

export function HealthGoalsFields({
  value,
  onChange,
  idPrefix,
}: SectionFieldsProps<HealthGoals>): ReactElement {
  const id = (name: string) => `${idPrefix}-goals-${name}`;
  const primary = value.primary ?? [];
  const targets: Targets = value.specificTargets ?? {};
  const setTargets = (patch: Partial<Targets>) =>
    onChange({ ...value, specificTargets: { ...targets, ...patch } });
  // Without a saved unit, the account's system (/account); switching converts the number.
  const system = useUnitSystem();
  const weightUnit = targets.weightUnit ?? profileWeightUnit(system);
  const showWeight = showsTargetWeight(primary);
  const showFitness = showsFitnessTarget(primary);
  const showSleep = showsSleepTarget(primary);

  return (
    <div className="space-y-6">
      <TagListInput
        id={id('primary')}
        label="Your main goals"
        options={HEALTH_GOAL_OPTIONS}
        value={primary}
        customLabel="Other goal"
        onAdd={(item) => onChange(setPrimaryGoals(value, addListItem(primary, item)))}
        onRemove={(item) => onChange(setPrimaryGoals(value, removeListItem(primary, item)))}
      />
      <SelectField
        id={id('timeframe')}
        label="Timeframe"
        value={value.timeframe}
        options={TIMEFRAME_OPTIONS}
        onChange={(timeframe) => onChange({ ...value, timeframe })}
        className="sm:max-w-sm"
      />

      {(showWeight || showFitness || showSleep) && (
        <div className="grid gap-5 sm:grid-cols-2">
          {showWeight && (
            <div className="flex items-start gap-2">
              <NumberField
                id={id('target-weight')}
                label={`Target weight (${weightUnit})`}
                value={targets.targetWeight}
                min={1}
                max={1000}
                step={0.1}
                error={PROFILE_MESSAGES.weight}
                className="min-w-0 flex-1"
                onChange={(targetWeight) => setTargets({ targetWeight, weightUnit })}
              />
              <SelectField
                id={id('target-weight-unit')}
                label="Target weight unit"
                value={weightUnit}
                options={WEIGHT_UNIT_OPTIONS}
                onChange={(unit) => {
                  const next = unit ?? weightUnit;
                  const weight = targets.targetWeight;
                  setTargets({
                    targetWeight: weight == null ? weight : convertWeight(weight, weightUnit, next),
                    weightUnit: next,
                  });
                }}
                className="w-24 shrink-0"
                placeholder="Unit"
              />
            </div>
          )}
          {showFitness && (
            <TextField
              id={id('fitness-target')}
              label="Fitness target"
              value={targets.fitnessTarget}
              maxLength={TEXT_MAX}
              placeholder="e.g. walk 30 minutes a day"
              onChange={(fitnessTarget) => setTargets({ fitnessTarget })}
            />
          )}
          {showSleep && (
            <NumberField
              id={id('sleep-target')}
              label="Sleep target (hours per night)"
              value={targets.sleepTarget}
              min={4}
              max={12}
              step={0.5}
              error={PROFILE_MESSAGES.sleepTarget}
              onChange={(sleepTarget) => setTargets({ sleepTarget })}
            />
          )}
        </div>
      )}

      <TextField
        id={id('notes')}
        label="Notes"
        value={targets.notes}
        maxLength={TEXT_MAX}
        multiline
        placeholder="Anything else about your goals"
        onChange={(notes) => setTargets({ notes })}
      />
      <TagListInput
        id={id('approach')}
        label="How you like to work on goals"
        options={APPROACH_PREFERENCE_OPTIONS}
        value={value.preferences}
        customLabel="Other approach"
        onAdd={(item) => onChange({ ...value, preferences: addListItem(value.preferences, item) })}
        onRemove={(item) =>
          onChange({ ...value, preferences: removeListItem(value.preferences, item) })
        }
      />
    </div>
  );
}
