/**
 * The seven section editors shared by onboarding and the Edit Health Profile dialog, in the
 * dialog's order, with the titles the domain rules use.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { Profile } from '#shared/contracts/profile.contract';
import { SECTION_TITLES, type EditorSectionKey } from '#shared/domain/profile-scores';
import { DietFields } from './diet-fields';
import { HealthGoalsFields } from './health-goals-fields';
import { LifestyleFields } from './lifestyle-fields';
import { MedicalHistoryFields } from './medical-history-fields';
import { MedicationsFields } from './medications-fields';
import { PersonalInfoFields } from './personal-info-fields';
import { SymptomsFields } from './symptoms-fields';
import type { SectionFieldsProps } from './types';

export {
  DietFields,
  HealthGoalsFields,
  LifestyleFields,
  MedicalHistoryFields,
  MedicationsFields,
  PersonalInfoFields,
  SymptomsFields,
};
export { TagListInput } from './tag-list-input';
export type { SectionFieldsProps } from './types';
export type { EditorSectionKey };

/** Each editable section's component, typed to its own section value. */
export type SectionEditorComponents = {
  [K in EditorSectionKey]: ComponentType<SectionFieldsProps<Profile[K]>>;
};

export const SECTION_EDITOR_COMPONENTS: SectionEditorComponents = {
  personal_info: PersonalInfoFields,
  medical_history: MedicalHistoryFields,
  symptoms: SymptomsFields,
  medications: MedicationsFields,
  lifestyle_data: LifestyleFields,
  dietary_info: DietFields,
  health_goals: HealthGoalsFields,
};

export type SectionEditorEntry = {
  [K in EditorSectionKey]: { key: K; title: string; Component: SectionEditorComponents[K] };
}[EditorSectionKey];

const titleOf = (key: EditorSectionKey) =>
  SECTION_TITLES.find((entry) => entry.key === key)?.title ?? key;

export const SECTION_EDITORS: readonly SectionEditorEntry[] = [
  { key: 'personal_info', title: titleOf('personal_info'), Component: PersonalInfoFields },
  { key: 'medical_history', title: titleOf('medical_history'), Component: MedicalHistoryFields },
  { key: 'symptoms', title: titleOf('symptoms'), Component: SymptomsFields },
  { key: 'medications', title: titleOf('medications'), Component: MedicationsFields },
  { key: 'lifestyle_data', title: titleOf('lifestyle_data'), Component: LifestyleFields },
  { key: 'dietary_info', title: titleOf('dietary_info'), Component: DietFields },
  { key: 'health_goals', title: titleOf('health_goals'), Component: HealthGoalsFields },
];

interface SectionEditorProps<K extends EditorSectionKey> {
  section: K;
  value: Profile[K];
  onChange: (next: Profile[K]) => void;
  idPrefix: string;
}

/** Renders one section's editor by key, keeping value and onChange typed to that section. */
export function SectionEditor<K extends EditorSectionKey>({
  section,
  value,
  onChange,
  idPrefix,
}: SectionEditorProps<K>): ReactElement {
  const Component = SECTION_EDITOR_COMPONENTS[section] as ComponentType<
    SectionFieldsProps<Profile[K]>
  >;
  return createElement(Component, { value, onChange, idPrefix });
}
