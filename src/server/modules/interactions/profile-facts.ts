/**
 * What the check needs to know about the user, read from the profile's own words: age, the
 * conditions a substance can carry a caution for, and allergies. Profile text is free text, so
 * conditions are matched by keywords; each fact keeps the user's wording to explain the caution.
 */
import {
  ALLERGY_GROUPS,
  type AllergyGroup,
  type CautionCondition,
} from '#server/knowledge/classes';
import { normalizeName } from '#server/knowledge/normalize-name';

export interface ProfileFacts {
  age: number | null;
  /** Each condition with the profile words that imply it. */
  conditions: Map<CautionCondition, string>;
  allergies: { text: string; norm: string; groups: AllergyGroup[] }[];
}

const CONDITION_PATTERNS: [CautionCondition, RegExp][] = [
  ['pregnancy', /pregnan|expecting a baby/],
  ['breastfeeding', /breast ?feeding|nursing|lactat/],
  ['kidney_disease', /kidney|renal|\bckd\b|dialysis|nephr/],
  ['liver_disease', /liver|hepat|cirrhosis/],
  ['heart_disease', /heart|cardi|coronary|angina|arrhythm|atrial fib|\bafib\b/],
  ['high_blood_pressure', /hypertension|high blood pressure/],
  ['diabetes', /diabet/],
  ['bleeding_disorder', /bleeding disorder|ha?emophilia|von willebrand|thrombocytopenia/],
  ['asthma', /asthma|\bcopd\b/],
  ['epilepsy', /epilep|seizure/],
  ['glaucoma', /glaucoma/],
  ['enlarged_prostate', /prostat|\bbph\b/],
  ['stomach_ulcer', /ulcer|gastritis|\bgi bleed/],
  ['thyroid_disease', /thyroid|graves|hashimoto/],
  ['autoimmune_disease', /lupus|rheumatoid|multiple sclerosis|autoimmune|crohn|colitis/],
  ['depression', /depress|bipolar/],
  ['surgery_planned', /surgery|operation/],
];

const CONDITION_FIELDS = [
  'healthConditions',
  'medicalConditions',
  'currentConditions',
  'chronicConditions',
] as const;

function textList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
}

export interface ProfileSections {
  personal_info: Record<string, unknown>;
  medical_history: Record<string, unknown>;
  conditions: Record<string, unknown>;
}

export function readProfileFacts(profile: ProfileSections): ProfileFacts {
  const age = typeof profile.personal_info.age === 'number' ? profile.personal_info.age : null;
  const conditionTexts = [
    ...CONDITION_FIELDS.flatMap((field) => textList(profile.medical_history[field])),
    ...CONDITION_FIELDS.flatMap((field) => textList(profile.conditions[field])),
    ...textList(profile.conditions.list),
  ];
  const conditions = new Map<CautionCondition, string>();
  for (const text of conditionTexts) {
    const lower = text.toLowerCase();
    for (const [condition, pattern] of CONDITION_PATTERNS) {
      if (pattern.test(lower) && !conditions.has(condition)) conditions.set(condition, text);
    }
  }
  if (age !== null && age >= 65) conditions.set('age_65_plus', `age ${age}`);
  if (age !== null && age < 18) conditions.set('under_18', `age ${age}`);

  const allergies = textList(profile.medical_history.allergies).map((text) => {
    const norm = normalizeName(text);
    const groups = (Object.keys(ALLERGY_GROUPS) as AllergyGroup[]).filter((group) =>
      ALLERGY_GROUPS[group].some((keyword) => new RegExp(`\\b${keyword}`).test(norm)),
    );
    return { text, norm, groups };
  });
  return { age, conditions, allergies };
}
