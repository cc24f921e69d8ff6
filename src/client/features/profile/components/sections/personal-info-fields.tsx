/**
 * Personal Information: age (1-120), gender, weight and height with their units. A measure without
 * a saved unit starts in the account's system (/account: lbs and in for imperial); switching a
 * unit converts the number typed, so it keeps meaning the same weight or height.
 */
import type { ReactElement } from 'react';
import { useUnitSystem } from '#client/features/account/api/unit-preferences';
import {
  convertHeight,
  convertWeight,
  profileHeightUnit,
  profileWeightUnit,
} from '#shared/domain/units';
import type { PersonalInfo } from '#shared/contracts/profile.contract';
import { GENDERS, PROFILE_MESSAGES } from '#shared/domain/profile-fields';
import { GENDER_LABELS, HEIGHT_UNIT_LABELS, WEIGHT_UNIT_LABELS } from '../../lib/option-lists';
import { NumberField, optionsFrom, SelectField } from './field-controls';
import type { SectionFieldsProps } from './types';

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
const WEIGHT_UNIT_OPTIONS = optionsFrom(WEIGHT_UNIT_LABELS);
const HEIGHT_UNIT_OPTIONS = optionsFrom(HEIGHT_UNIT_LABELS);

export function PersonalInfoFields({
  value,
  onChange,
  idPrefix,
}: SectionFieldsProps<PersonalInfo>): ReactElement {
  const id = (name: string) => `${idPrefix}-personal-${name}`;
  const system = useUnitSystem();
  const weightUnit = value.weightUnit ?? profileWeightUnit(system);
  const heightUnit = value.heightUnit ?? profileHeightUnit(system);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NumberField
        id={id('age')}
        label="Age"
        value={value.age}
        min={1}
        max={120}
        step={1}
        error={PROFILE_MESSAGES.age}
        onChange={(age) => onChange({ ...value, age })}
      />
      <SelectField
        id={id('gender')}
        label="Gender"
        value={value.gender}
        options={GENDER_OPTIONS}
        onChange={(gender) => onChange({ ...value, gender })}
      />
      <div className="flex items-start gap-2">
        <NumberField
          id={id('weight')}
          label={`Weight (${weightUnit})`}
          value={value.weight}
          min={1}
          max={1000}
          step={0.1}
          error={PROFILE_MESSAGES.weight}
          className="min-w-0 flex-1"
          // The unit is saved with the number: a weight without one cannot be converted.
          onChange={(weight) => onChange({ ...value, weight, weightUnit })}
        />
        <SelectField
          id={id('weight-unit')}
          label="Weight unit"
          value={weightUnit}
          options={WEIGHT_UNIT_OPTIONS}
          onChange={(unit) => {
            const next = unit ?? weightUnit;
            const weight =
              value.weight == null ? value.weight : convertWeight(value.weight, weightUnit, next);
            onChange({ ...value, weight, weightUnit: next });
          }}
          className="w-24 shrink-0"
          placeholder="Unit"
        />
      </div>
      <div className="flex items-start gap-2">
        <NumberField
          id={id('height')}
          label={`Height (${heightUnit})`}
          value={value.height}
          min={1}
          max={1000}
          step={0.1}
          error={PROFILE_MESSAGES.height}
          className="min-w-0 flex-1"
          onChange={(height) => onChange({ ...value, height, heightUnit })}
        />
        <SelectField
          id={id('height-unit')}
          label="Height unit"
          value={heightUnit}
          options={HEIGHT_UNIT_OPTIONS}
          onChange={(unit) => {
            const next = unit ?? heightUnit;
            const height =
              value.height == null ? value.height : convertHeight(value.height, heightUnit, next);
            onChange({ ...value, height, heightUnit: next });
          }}
          className="w-24 shrink-0"
          placeholder="Unit"
        />
      </div>
    </div>
  );
}
