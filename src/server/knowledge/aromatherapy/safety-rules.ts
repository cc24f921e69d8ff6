/**
 * Who an oil or a remedy is not for, pure: given the oils (or a remedy) and a person {age,
 * pregnant, breastfeeding, conditions, medicines, pets}, the warnings that apply to that person,
 * each with its reason and sources. The blend calculator adds these to the blend's own warnings; the
 * oil and remedy pages use them for 'not for you'. Conditions use the profile's vocabulary
 * (CAUTION_CONDITIONS: epilepsy, asthma, bleeding_disorder...); medicines carry their classes
 * from the substances (warfarin: anticoagulant), so the rules need no database.
 */
import type { CautionCondition } from '../classes';
import type { Oil } from './oil.schema';
import { resolveCitation, uniqueSources, type ResolvedSource } from './references';
import type { Remedy } from './remedy.schema';

export interface Person {
  age?: number;
  pregnant?: boolean;
  breastfeeding?: boolean;
  conditions?: readonly string[];
  /** What the person takes, with the classes of each substance (from the knowledge base). */
  medicines?: readonly { id: string; name: string; classes: readonly string[] }[];
  /** Animals in the home (cats, dogs, birds, small mammals): diffused and applied oils reach them. */
  pets?: readonly string[];
}

export const OIL_WARNING_KINDS = [
  'do_not_use',
  'max_dermal',
  'phototoxic',
  'dilution',
  'application',
  'skin_sensitiser',
  'pregnancy',
  'breastfeeding',
  'age',
  'epilepsy',
  'asthma',
  'anticoagulant',
  'pets',
] as const;
export type OilWarningKind = (typeof OIL_WARNING_KINDS)[number];

export interface OilWarning {
  kind: OilWarningKind;
  /** The oil the warning is about; null for the blend as a whole. */
  oil_id: string | null;
  text: string;
  sources: ResolvedSource[];
}

/** Medicines whose effect a methyl salicylate or eugenol oil adds to. */
export const BLEEDING_RISK_CLASSES: ReadonlySet<string> = new Set([
  'anticoagulant',
  'antiplatelet',
]);
/** Conditions that make the anticoagulant flag matter without a medicine. */
const BLEEDING_CONDITIONS: ReadonlySet<string> = new Set<CautionCondition>([
  'bleeding_disorder',
  'surgery_planned',
]);

const has = (person: Person, condition: CautionCondition) =>
  person.conditions?.includes(condition) ?? false;

/** The warnings each oil carries for this person, in the oils' order then the rules' order. */
export function screenOilsForPerson(oils: readonly Oil[], person: Person): OilWarning[] {
  const warnings: OilWarning[] = [];
  for (const oil of oils) {
    const { flags } = oil;
    const push = (kind: OilWarningKind, text: string, sources: ResolvedSource[]) =>
      warnings.push({ kind, oil_id: oil.id, text, sources });

    if (person.pregnant && flags.pregnancy)
      push(
        'pregnancy',
        `${oil.name}: ${flags.pregnancy.level === 'avoid' ? 'not in pregnancy' : 'take care in pregnancy'}. ${flags.pregnancy.text}`,
        [resolveCitation(flags.pregnancy.source)],
      );
    if (person.breastfeeding && flags.breastfeeding)
      push(
        'breastfeeding',
        `${oil.name}: ${flags.breastfeeding.level === 'avoid' ? 'not while breastfeeding' : 'take care while breastfeeding'}. ${flags.breastfeeding.text}`,
        [resolveCitation(flags.breastfeeding.source)],
      );
    if (person.age !== undefined && flags.min_age && person.age < flags.min_age.years)
      push(
        'age',
        `${oil.name}: ${flags.min_age.near_face_only ? 'not on or near the face of' : 'not for'} a child under ${flags.min_age.years}. ${flags.min_age.text}`,
        [resolveCitation(flags.min_age.source)],
      );
    if (has(person, 'epilepsy') && flags.epilepsy)
      push('epilepsy', `${oil.name}: not with epilepsy. ${flags.epilepsy.text}`, [
        resolveCitation(flags.epilepsy.source),
      ]);
    if (has(person, 'asthma') && flags.asthma)
      push('asthma', `${oil.name}: take care with asthma. ${flags.asthma.text}`, [
        resolveCitation(flags.asthma.source),
      ]);
    if (flags.anticoagulant) {
      const medicines = (person.medicines ?? []).filter((medicine) =>
        medicine.classes.some((cls) => BLEEDING_RISK_CLASSES.has(cls)),
      );
      const conditions = (person.conditions ?? []).filter((c) => BLEEDING_CONDITIONS.has(c));
      if (medicines.length > 0 || conditions.length > 0) {
        const why = [
          ...medicines.map((medicine) => `you take ${medicine.name}`),
          ...conditions.map((c) =>
            c === 'bleeding_disorder' ? 'you have a bleeding disorder' : 'you have surgery planned',
          ),
        ].join(' and ');
        push('anticoagulant', `${oil.name}: not for you: ${why}. ${flags.anticoagulant.text}`, [
          resolveCitation(flags.anticoagulant.source),
        ]);
      }
    }
    const animals = flags.toxic_to_pets?.species.filter((species) =>
      person.pets?.includes(species),
    );
    if (flags.toxic_to_pets && animals && animals.length > 0)
      push(
        'pets',
        `${oil.name}: harmful to ${animals.join(' and ')}. ${flags.toxic_to_pets.text}`,
        [resolveCitation(flags.toxic_to_pets.source)],
      );
  }
  return warnings;
}

export interface RemedyWarning {
  when: CautionCondition;
  text: string;
  sources: ResolvedSource[];
}

/** Whether a remedy's `avoid_if` entry applies to this person. */
function applies(entry: Remedy['avoid_if'][number], person: Person): boolean {
  if (entry.when === 'pregnancy') return person.pregnant === true || has(person, 'pregnancy');
  if (entry.when === 'breastfeeding')
    return person.breastfeeding === true || has(person, 'breastfeeding');
  if (entry.when === 'under_18')
    return person.age !== undefined
      ? person.age < (entry.under_age ?? 18)
      : has(person, 'under_18') && entry.under_age === undefined;
  if (entry.when === 'age_65_plus')
    return person.age !== undefined ? person.age >= 65 : has(person, 'age_65_plus');
  return has(person, entry.when);
}

/**
 * The remedy's 'who should not use it' entries that apply to this person. Interactions with the
 * person's medicines come from the interaction engine through `substance_ids`, not from here.
 */
export function screenRemedyForPerson(remedy: Remedy, person: Person): RemedyWarning[] {
  return remedy.avoid_if
    .filter((entry) => applies(entry, person))
    .map((entry) => ({
      when: entry.when,
      text: entry.text,
      sources: uniqueSources([entry.source]),
    }));
}
