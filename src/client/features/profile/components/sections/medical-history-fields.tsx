/**
 * Medical History: 'No conditions' clears conditions, chronic conditions,
 * allergies and family history; adding anything unticks it. 'No known allergies' answers the
 * allergies question on its own (ADR 093); adding an allergy unticks it.
 */
import { Fragment, type ReactElement } from 'react';
import type { MedicalHistory } from '#shared/contracts/profile.contract';
import { hasNoKnownAllergies } from '#shared/domain/profile-scores';
import { ALLERGY_OPTIONS, CONDITION_OPTIONS, FAMILY_HISTORY_OPTIONS } from '../../lib/option-lists';
import {
  addConditionItem,
  removeConditionItem,
  setNoConditions,
  setNoKnownAllergies,
  type ConditionList,
} from '../../lib/section-rules';
import { CheckboxField } from './field-controls';
import { TagListInput } from './tag-list-input';
import type { SectionFieldsProps } from './types';

const NO_KNOWN_ALLERGIES_LABEL = 'No known allergies';

const LISTS: ReadonlyArray<{
  key: ConditionList;
  label: string;
  hint?: string;
  customLabel: string;
  options: readonly string[];
}> = [
  {
    key: 'currentConditions',
    label: 'Current conditions',
    hint: 'Conditions you have now, diagnosed or being looked into.',
    customLabel: 'Other condition',
    options: CONDITION_OPTIONS,
  },
  {
    key: 'chronicConditions',
    label: 'Chronic conditions',
    hint: 'Long-term conditions you manage.',
    customLabel: 'Other chronic condition',
    options: CONDITION_OPTIONS,
  },
  {
    key: 'allergies',
    label: 'Allergies',
    hint: 'Medicines, foods or other things you react to.',
    customLabel: 'Other allergy',
    options: ALLERGY_OPTIONS,
  },
  {
    key: 'familyHistory',
    label: 'Family history',
    hint: 'Conditions in your parents, brothers or sisters.',
    customLabel: 'Other family condition',
    options: FAMILY_HISTORY_OPTIONS,
  },
];

export function MedicalHistoryFields({
  value,
  onChange,
  idPrefix,
}: SectionFieldsProps<MedicalHistory>): ReactElement {
  const id = (name: string) => `${idPrefix}-medical-${name}`;
  return (
    <div className="space-y-6">
      <CheckboxField
        id={id('none')}
        label="No conditions"
        hint="I have no known conditions, allergies or relevant family history."
        checked={value.noConditions === true}
        onChange={(checked) => onChange(setNoConditions(value, checked))}
      />
      {LISTS.map((list) => (
        <Fragment key={list.key}>
          {list.key === 'allergies' && (
            <CheckboxField
              id={id('no-allergies')}
              label={NO_KNOWN_ALLERGIES_LABEL}
              hint="I have no known allergies to medicines, foods or anything else."
              checked={hasNoKnownAllergies(value)}
              onChange={(checked) => onChange(setNoKnownAllergies(value, checked))}
            />
          )}
          <TagListInput
            id={id(list.key)}
            label={list.label}
            hint={list.hint}
            options={list.options}
            value={value[list.key]}
            customLabel={list.customLabel}
            onAdd={(item) => onChange(addConditionItem(value, list.key, item))}
            onRemove={(item) => onChange(removeConditionItem(value, list.key, item))}
          />
        </Fragment>
      ))}
    </div>
  );
}
