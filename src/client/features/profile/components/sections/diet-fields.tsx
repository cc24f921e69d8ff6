/** Diet & Nutrition: diet type, restrictions, food preferences and nutrition goals. */
import type { ReactElement } from 'react';
import type { Dietary } from '#shared/contracts/profile.contract';
import {
  DIET_RESTRICTION_OPTIONS,
  DIET_TYPE_LABELS,
  FOOD_PREFERENCE_OPTIONS,
  NUTRITION_GOAL_OPTIONS,
} from '../../lib/option-lists';
import {
  addListItem,
  dietRestrictionsOf,
  dietTypeOf,
  removeListItem,
  setDietRestrictions,
  setDietType,
} from '../../lib/section-rules';
import { optionsFrom, SelectField } from './field-controls';
import { TagListInput } from './tag-list-input';
import type { SectionFieldsProps } from './types';

const DIET_TYPE_OPTIONS = optionsFrom(DIET_TYPE_LABELS);

export function DietFields({
  value,
  onChange,
  idPrefix,
}: SectionFieldsProps<Dietary>): ReactElement {
  const id = (name: string) => `${idPrefix}-diet-${name}`;
  const restrictions = dietRestrictionsOf(value);
  return (
    <div className="space-y-6">
      <SelectField
        id={id('type')}
        label="Diet type"
        value={dietTypeOf(value)}
        options={DIET_TYPE_OPTIONS}
        onChange={(dietType) => onChange(setDietType(value, dietType))}
        className="sm:max-w-sm"
      />
      <TagListInput
        id={id('restrictions')}
        label="Dietary restrictions"
        options={DIET_RESTRICTION_OPTIONS}
        value={restrictions}
        customLabel="Other restriction"
        onAdd={(item) => onChange(setDietRestrictions(value, addListItem(restrictions, item)))}
        onRemove={(item) =>
          onChange(setDietRestrictions(value, removeListItem(restrictions, item)))
        }
      />
      <TagListInput
        id={id('preferences')}
        label="Food preferences"
        options={FOOD_PREFERENCE_OPTIONS}
        value={value.preferences}
        customLabel="Other preference"
        onAdd={(item) => onChange({ ...value, preferences: addListItem(value.preferences, item) })}
        onRemove={(item) =>
          onChange({ ...value, preferences: removeListItem(value.preferences, item) })
        }
      />
      <TagListInput
        id={id('goals')}
        label="Nutrition goals"
        options={NUTRITION_GOAL_OPTIONS}
        value={value.goals}
        customLabel="Other nutrition goal"
        onAdd={(item) => onChange({ ...value, goals: addListItem(value.goals, item) })}
        onRemove={(item) => onChange({ ...value, goals: removeListItem(value.goals, item) })}
      />
    </div>
  );
}
