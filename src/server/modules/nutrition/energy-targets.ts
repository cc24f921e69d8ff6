/**
 * Energy and macro targets (ADR 027): Mifflin-St Jeor resting energy × an activity factor,
 * adjusted for the profile's weight goal, with macros inside the AMDR. Pure: the profile's own
 * fields in, figures and the notes that explain them out.
 */
import { toKilograms, toMetres } from '#shared/domain/body-metrics';
import type { NOTE_KINDS } from '#shared/contracts/nutrition.contract';

export type Sex = 'male' | 'female' | 'unspecified';
export const ACTIVITY_FACTORS = {
  sedentary: 1.2,
  'lightly-active': 1.375,
  'moderately-active': 1.55,
  'very-active': 1.725,
  'extremely-active': 1.9,
} as const;
export type ActivityLevel = keyof typeof ACTIVITY_FACTORS;

/** The deficit for a weight-loss goal (at most 500-750 kcal a day). */
export const WEIGHT_LOSS_DEFICIT_KCAL = 500;
/** The surplus for a weight-gain goal. */
export const WEIGHT_GAIN_SURPLUS_KCAL = 250;
/** Below these a plan is not made without saying so (NIH / NHLBI guidance for low-calorie diets). */
export const ENERGY_FLOOR_KCAL: Record<Sex, number> = {
  female: 1200,
  male: 1500,
  unspecified: 1500,
};

export interface Source {
  title: string;
  url: string;
}
export interface TargetNote {
  kind: (typeof NOTE_KINDS)[number];
  text: string;
  sources: Source[];
}

export const MIFFLIN_SOURCE: Source = {
  title:
    'Mifflin MD et al. A new predictive equation for resting energy expenditure in healthy individuals. Am J Clin Nutr 1990;51:241-7',
  url: 'https://pubmed.ncbi.nlm.nih.gov/2305711/',
};
export const AMDR_SOURCE: Source = {
  title:
    'Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (National Academies, 2005): AMDR',
  url: 'https://nap.nationalacademies.org/catalog/10490',
};
export const LOW_CALORIE_SOURCE: Source = {
  title:
    'NHLBI. The Practical Guide: Identification, Evaluation, and Treatment of Overweight and Obesity in Adults (1,000-1,200 kcal for women, 1,200-1,600 for men)',
  url: 'https://www.ncbi.nlm.nih.gov/books/NBK2003/',
};

/** What the targets need from the profile, already read out of its sections. */
export interface BodyFacts {
  age: number | null;
  sex: Sex | null;
  heightCm: number | null;
  weightKg: number | null;
  activity: ActivityLevel | null;
  goal: 'lose' | 'gain' | 'maintain';
}

export interface MacroSplit {
  protein_pct: number;
  fat_pct: number;
  carbs_pct: number;
}

export interface EnergyTargets {
  energy_kcal: number;
  protein_g: number;
  fat_g: number;
  carbs_g: number;
}

/** Resting energy (kcal/day); sex 'unspecified' is the mean of the two equations (ADR 027). */
export function mifflinStJeor(weightKg: number, heightCm: number, age: number, sex: Sex): number {
  const base = 10 * weightKg + 6.25 * heightCm - 5 * age;
  if (sex === 'male') return base + 5;
  if (sex === 'female') return base - 161;
  return base - 78;
}

export const DEFAULT_MACROS: MacroSplit = { protein_pct: 20, fat_pct: 30, carbs_pct: 50 };
/** Keto and low-carb deliberately go below the carbohydrate AMDR; the plan says so. */
const DIET_MACROS: Partial<Record<string, MacroSplit>> = {
  keto: { protein_pct: 20, fat_pct: 70, carbs_pct: 10 },
  'low-carb': { protein_pct: 25, fat_pct: 40, carbs_pct: 35 },
};

export function macroGrams(energyKcal: number, split: MacroSplit): EnergyTargets {
  return {
    energy_kcal: Math.round(energyKcal),
    protein_g: Math.round((energyKcal * split.protein_pct) / 100 / 4),
    fat_g: Math.round((energyKcal * split.fat_pct) / 100 / 9),
    carbs_g: Math.round((energyKcal * split.carbs_pct) / 100 / 4),
  };
}

export function macroSplitFor(dietType: string | null): MacroSplit {
  return (dietType && DIET_MACROS[dietType]) || DEFAULT_MACROS;
}

export interface ComputedTargets {
  targets: EnergyTargets;
  split: MacroSplit;
  notes: TargetNote[];
  /** Resting and total energy before the goal, for the ADR's worked examples and the bench. */
  bmr: number | null;
  tdee: number | null;
}

/** True when the facts are enough for Mifflin-St Jeor. */
export function hasBodyFacts(facts: BodyFacts): boolean {
  return (
    facts.age !== null && facts.sex !== null && facts.heightCm !== null && facts.weightKg !== null
  );
}

/**
 * The daily targets. `ownEnergy` and `ownMacros` (paid) replace the computed figures; without
 * them the profile must have age, sex, height and weight (else null).
 */
export function computeTargets(
  facts: BodyFacts,
  dietType: string | null,
  ownEnergy?: number,
  ownMacros?: MacroSplit,
): ComputedTargets | null {
  const notes: TargetNote[] = [];
  const split = ownMacros ?? macroSplitFor(dietType);
  let bmr: number | null = null;
  let tdee: number | null = null;
  let energy: number;
  if (ownEnergy !== undefined) {
    energy = ownEnergy;
    notes.push({
      kind: 'target',
      text: `Energy: your own target of ${Math.round(ownEnergy)} kcal a day.`,
      sources: [],
    });
  } else {
    if (!hasBodyFacts(facts)) return null;
    const sex = facts.sex!;
    bmr = mifflinStJeor(facts.weightKg!, facts.heightCm!, facts.age!, sex);
    const activity = facts.activity ?? 'sedentary';
    tdee = bmr * ACTIVITY_FACTORS[activity];
    energy = tdee;
    const activityText = facts.activity
      ? `your activity level (${activity}, × ${ACTIVITY_FACTORS[activity]})`
      : `no activity level in your profile, so sedentary (× ${ACTIVITY_FACTORS.sedentary})`;
    const sexText =
      sex === 'unspecified' ? ' With no sex given we use the mean of the two equations.' : '';
    notes.push({
      kind: 'target',
      text: `Energy: ${Math.round(tdee)} kcal a day from the Mifflin-St Jeor equation (resting ${Math.round(bmr)} kcal) and ${activityText}.${sexText}`,
      sources: [MIFFLIN_SOURCE],
    });
    const floor = ENERGY_FLOOR_KCAL[sex];
    if (facts.goal === 'lose') {
      const wanted = tdee - WEIGHT_LOSS_DEFICIT_KCAL;
      energy = Math.min(tdee, Math.max(wanted, floor));
      if (wanted < floor) {
        notes.push({
          kind: 'safety',
          text: `Weight goal: a ${WEIGHT_LOSS_DEFICIT_KCAL} kcal deficit would go below ${floor} kcal a day, so the plan stops at ${Math.round(energy)} kcal. Eating less than that needs a clinician's supervision.`,
          sources: [LOW_CALORIE_SOURCE],
        });
      } else {
        notes.push({
          kind: 'target',
          text: `Weight goal: ${WEIGHT_LOSS_DEFICIT_KCAL} kcal a day below your needs, to lose weight gradually (about 0.5 kg a week).`,
          sources: [LOW_CALORIE_SOURCE],
        });
      }
    } else if (facts.goal === 'gain') {
      energy = tdee + WEIGHT_GAIN_SURPLUS_KCAL;
      notes.push({
        kind: 'target',
        text: `Weight goal: ${WEIGHT_GAIN_SURPLUS_KCAL} kcal a day above your needs, to gain weight gradually.`,
        sources: [],
      });
    } else if (tdee < floor) {
      notes.push({
        kind: 'safety',
        text: `Your computed needs are below ${floor} kcal a day; ask a clinician or dietitian whether that is right for you.`,
        sources: [LOW_CALORIE_SOURCE],
      });
    }
  }
  const outsideAmdr = split.carbs_pct < 45 || split.fat_pct > 35;
  notes.push({
    kind: 'target',
    text: `Macros: protein ${split.protein_pct}%, fat ${split.fat_pct}%, carbohydrate ${split.carbs_pct}% of energy${
      outsideAmdr
        ? `; your diet type goes outside the adult ranges (AMDR: protein 10-35%, fat 20-35%, carbohydrate 45-65%) on purpose`
        : ', within the adult ranges (AMDR: protein 10-35%, fat 20-35%, carbohydrate 45-65%)'
    }.`,
    sources: [AMDR_SOURCE],
  });
  return { targets: macroGrams(energy, split), split, notes, bmr, tdee };
}

const LOSE =
  /\b(lose|losing|loss|slim|reduce)\b.*\bweight\b|\bweight\b.*\b(loss|lose|down)\b|\bfat loss\b/i;
const GAIN = /\b(gain|put on|build|increase)\b.*\b(weight|muscle|mass)\b|\bweight gain\b|\bbulk/i;

function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
function asTexts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The body facts from the profile's sections (personal_info, lifestyle_data, health_goals). */
export function readBodyFacts(profile: {
  personal_info?: Record<string, unknown>;
  lifestyle_data?: Record<string, unknown>;
  health_goals?: Record<string, unknown>;
  dietary_info?: Record<string, unknown>;
}): BodyFacts {
  const info = profile.personal_info ?? {};
  const gender = info.gender;
  const sex: Sex | null =
    gender === 'male' || gender === 'female'
      ? gender
      : gender === 'non-binary' || gender === 'prefer-not-to-say'
        ? 'unspecified'
        : null;
  const height = asNumber(info.height);
  const weight = asNumber(info.weight);
  const heightCm =
    height === null ? null : toMetres(height, info.heightUnit as 'cm' | 'ft' | 'in' | null) * 100;
  const weightKg =
    weight === null ? null : toKilograms(weight, info.weightUnit as 'kg' | 'lbs' | null);
  const activityRaw = profile.lifestyle_data?.activityLevel;
  const activity =
    typeof activityRaw === 'string' && activityRaw in ACTIVITY_FACTORS
      ? (activityRaw as ActivityLevel)
      : null;
  const goals = profile.health_goals ?? {};
  const targets = (goals.specificTargets ?? {}) as Record<string, unknown>;
  const targetWeight = asNumber(targets.targetWeight);
  const targetKg =
    targetWeight === null
      ? null
      : toKilograms(targetWeight, (targets.weightUnit ?? info.weightUnit) as 'kg' | 'lbs' | null);
  const goalTexts = [...asTexts(goals.primary), ...asTexts(profile.dietary_info?.goals)];
  let goal: BodyFacts['goal'] = 'maintain';
  if (targetKg !== null && weightKg !== null && Math.abs(targetKg - weightKg) >= 1)
    goal = targetKg < weightKg ? 'lose' : 'gain';
  else if (goalTexts.some((text) => LOSE.test(text))) goal = 'lose';
  else if (goalTexts.some((text) => GAIN.test(text))) goal = 'gain';
  const age = asNumber(info.age);
  return { age: age === null ? null : Math.round(age), sex, heightCm, weightKg, activity, goal };
}
