/** Lifestyle: exercise, activity, smoking and alcohol, sleep (3-12 h) and stress (1-10). */
import type { ReactElement } from 'react';
import type { Lifestyle } from '#shared/contracts/profile.contract';
import { DEFAULT_SLEEP_HOURS, DEFAULT_STRESS_LEVEL } from '#shared/domain/profile-scores';
import {
  ACTIVITY_LEVEL_LABELS,
  ALCOHOL_LABELS,
  EXERCISE_FREQUENCY_LABELS,
  SMOKING_STATUS_LABELS,
} from '../../lib/option-lists';
import { optionsFrom, RangeField, SelectField } from './field-controls';
import type { SectionFieldsProps } from './types';

const EXERCISE_OPTIONS = optionsFrom(EXERCISE_FREQUENCY_LABELS);
const ACTIVITY_OPTIONS = optionsFrom(ACTIVITY_LEVEL_LABELS);
const SMOKING_OPTIONS = optionsFrom(SMOKING_STATUS_LABELS);
const ALCOHOL_OPTIONS = optionsFrom(ALCOHOL_LABELS);

export function LifestyleFields({
  value,
  onChange,
  idPrefix,
}: SectionFieldsProps<Lifestyle>): ReactElement {
  const id = (name: string) => `${idPrefix}-lifestyle-${name}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        id={id('exercise')}
        label="Exercise frequency"
        value={value.exerciseFrequency}
        options={EXERCISE_OPTIONS}
        onChange={(exerciseFrequency) => onChange({ ...value, exerciseFrequency })}
      />
      <SelectField
        id={id('activity')}
        label="Activity level"
        value={value.activityLevel}
        options={ACTIVITY_OPTIONS}
        onChange={(activityLevel) => onChange({ ...value, activityLevel })}
      />
      <SelectField
        id={id('smoking')}
        label="Smoking"
        value={value.smokingStatus}
        options={SMOKING_OPTIONS}
        onChange={(smokingStatus) => onChange({ ...value, smokingStatus })}
      />
      <SelectField
        id={id('alcohol')}
        label="Alcohol"
        value={value.alcoholConsumption}
        options={ALCOHOL_OPTIONS}
        onChange={(alcoholConsumption) => onChange({ ...value, alcoholConsumption })}
      />
      <RangeField
        id={id('sleep')}
        label="Sleep per night"
        value={value.sleepHours}
        defaultValue={DEFAULT_SLEEP_HOURS}
        min={3}
        max={12}
        step={0.5}
        format={(n) => `${n} hours`}
        minLabel="3 h"
        maxLabel="12 h"
        onChange={(sleepHours) => onChange({ ...value, sleepHours })}
      />
      <RangeField
        id={id('stress')}
        label="Stress level"
        value={value.stressLevel}
        defaultValue={DEFAULT_STRESS_LEVEL}
        min={1}
        max={10}
        step={1}
        format={(n) => `${n} of 10`}
        minLabel="1 calm"
        maxLabel="10 very stressed"
        onChange={(stressLevel) => onChange({ ...value, stressLevel })}
      />
    </div>
  );
}
