/**
 * Current Symptoms: a list with a severity slider (1-10) and a frequency per
 * symptom. 'No symptoms' clears all three and marks the part completed; removing a symptom
 * removes its severity and frequency.
 */
import type { ReactElement } from 'react';
import type { Symptoms } from '#shared/contracts/profile.contract';
import { SYMPTOM_FREQUENCIES } from '#shared/domain/profile-fields';
import { SYMPTOM_FREQUENCY_LABELS, SYMPTOM_OPTIONS } from '../../lib/option-lists';
import {
  addSymptom,
  DEFAULT_SEVERITY,
  removeSymptom,
  setNoSymptoms,
} from '../../lib/section-rules';
import { CheckboxField, RangeField, SelectField } from './field-controls';
import { TagListInput } from './tag-list-input';
import type { SectionFieldsProps } from './types';

const FREQUENCY_OPTIONS = SYMPTOM_FREQUENCIES.map((value) => ({
  value,
  label: SYMPTOM_FREQUENCY_LABELS[value],
}));

export function SymptomsFields({
  value,
  onChange,
  idPrefix,
}: SectionFieldsProps<Symptoms>): ReactElement {
  const id = (name: string) => `${idPrefix}-symptoms-${name}`;
  const symptoms = value.currentSymptoms ?? [];
  return (
    <div className="space-y-6">
      <CheckboxField
        id={id('none')}
        label="No symptoms"
        hint="I have no symptoms I want to track right now."
        checked={value.noSymptoms === true}
        onChange={(checked) => onChange(setNoSymptoms(value, checked))}
      />
      <TagListInput
        id={id('list')}
        label="Symptoms you have now"
        options={SYMPTOM_OPTIONS}
        value={symptoms}
        customLabel="Other symptom"
        onAdd={(item) => onChange(addSymptom(value, item))}
        onRemove={(item) => onChange(removeSymptom(value, item))}
      />
      {symptoms.length > 0 && (
        <ul className="space-y-4" aria-label="Severity and frequency">
          {symptoms.map((symptom, index) => (
            <li key={symptom} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{symptom}</p>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <RangeField
                  id={id(`severity-${index}`)}
                  label={`Severity of ${symptom}`}
                  value={value.severity?.[symptom]}
                  defaultValue={DEFAULT_SEVERITY}
                  min={1}
                  max={10}
                  step={1}
                  format={(n) => `${n} of 10`}
                  minLabel="1 mild"
                  maxLabel="10 severe"
                  onChange={(n) =>
                    onChange({ ...value, severity: { ...value.severity, [symptom]: n } })
                  }
                />
                <SelectField
                  id={id(`frequency-${index}`)}
                  label={`How often: ${symptom}`}
                  value={value.frequency?.[symptom]}
                  options={FREQUENCY_OPTIONS}
                  onChange={(frequency) => {
                    const next = { ...value.frequency };
                    if (frequency) next[symptom] = frequency;
                    else delete next[symptom];
                    onChange({ ...value, frequency: next });
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
