import { describe, expect, it } from 'vitest';
import {
  computeTargets,
  macroGrams,
  mifflinStJeor,
  readBodyFacts,
  type BodyFacts,
} from './energy-targets';
import { drisFor, type Dri, type DriKey } from './dri';

const man: BodyFacts = {
  age: 30,
  sex: 'male',
  heightCm: 180,
  weightKg: 80,
  activity: 'moderately-active',
  goal: 'maintain',
};

describe('Mifflin-St Jeor', () => {
  it('matches worked examples for a man, a woman and the mean for no sex given', () => {
    // 10×80 + 6.25×180 − 5×30 + 5 = 800 + 1125 − 150 + 5
    expect(mifflinStJeor(80, 180, 30, 'male')).toBe(1780);
    // 10×60 + 6.25×165 − 5×25 − 161 = 600 + 1031.25 − 125 − 161
    expect(mifflinStJeor(60, 165, 25, 'female')).toBe(1345.25);
    expect(mifflinStJeor(70, 170, 40, 'unspecified')).toBe(
      (mifflinStJeor(70, 170, 40, 'male') + mifflinStJeor(70, 170, 40, 'female')) / 2,
    );
  });

  it('multiplies by the activity factor and splits macros within the AMDR', () => {
    const result = computeTargets(man, 'omnivore')!;
    // 1780 × 1.55 = 2759
    expect(result.targets.energy_kcal).toBe(2759);
    // 20% protein / 4, 30% fat / 9, 50% carbohydrate / 4
    expect(result.targets).toEqual({ energy_kcal: 2759, protein_g: 138, fat_g: 92, carbs_g: 345 });
    expect(result.notes.map((n) => n.text).join(' ')).toContain('Mifflin-St Jeor');
    expect(macroGrams(2000, { protein_pct: 20, fat_pct: 30, carbs_pct: 50 })).toEqual({
      energy_kcal: 2000,
      protein_g: 100,
      fat_g: 67,
      carbs_g: 250,
    });
  });

  it('takes a 500 kcal deficit for a loss goal but never goes below the floor without saying so', () => {
    expect(computeTargets({ ...man, goal: 'lose' }, null)!.targets.energy_kcal).toBe(2259);
    const woman: BodyFacts = {
      age: 25,
      sex: 'female',
      heightCm: 165,
      weightKg: 60,
      activity: 'sedentary',
      goal: 'lose',
    };
    // 1345.25 × 1.2 = 1614.3; − 500 = 1114.3 < 1200
    const result = computeTargets(woman, null)!;
    expect(result.targets.energy_kcal).toBe(1200);
    expect(result.notes.find((n) => n.kind === 'safety')?.text).toContain('1200 kcal');
  });

  it('needs age, sex, height and weight unless an energy target is given', () => {
    expect(computeTargets({ ...man, age: null }, null)).toBeNull();
    expect(computeTargets({ ...man, age: null }, null, 1800)!.targets.energy_kcal).toBe(1800);
  });

  it('reads the profile in pounds and feet, the activity level and a lower target weight', () => {
    const facts = readBodyFacts({
      personal_info: {
        age: 30,
        gender: 'male',
        height: 5.9,
        heightUnit: 'ft',
        weight: 176.4,
        weightUnit: 'lbs',
      },
      lifestyle_data: { activityLevel: 'very-active' },
      health_goals: { specificTargets: { targetWeight: 160, weightUnit: 'lbs' } },
    });
    expect(facts.heightCm).toBeCloseTo(179.83, 2);
    expect(facts.weightKg).toBeCloseTo(80.01, 2);
    expect(facts).toMatchObject({ activity: 'very-active', goal: 'lose', sex: 'male' });
    expect(readBodyFacts({ health_goals: { primary: ['Lose weight'] } }).goal).toBe('lose');
    expect(readBodyFacts({ personal_info: { gender: 'non-binary' } }).sex).toBe('unspecified');
  });
});

describe('DRIs (NIH ODS)', () => {
  it('gives the RDA and UL by age band and sex', () => {
    const byKey = (age: number, sex: 'male' | 'female' | 'unspecified') =>
      Object.fromEntries(drisFor(age, sex).map((d) => [d.key, d])) as Record<DriKey, Dri>;
    const woman35 = byKey(35, 'female');
    expect(woman35.iron_mg).toMatchObject({ target: 18, upper_limit: 45 });
    expect(woman35.calcium_mg).toMatchObject({ target: 1000, upper_limit: 2500 });
    expect(woman35.vitamin_d_ug).toMatchObject({ target: 15, upper_limit: 100 });
    expect(woman35.vitamin_a_ug).toMatchObject({ target: 700, upper_limit: 3000 });
    const woman55 = byKey(55, 'female');
    expect(woman55.calcium_mg).toMatchObject({ target: 1200, upper_limit: 2000 });
    expect(woman55.iron_mg.target).toBe(8);
    expect(byKey(75, 'male').vitamin_d_ug.target).toBe(20);
    expect(byKey(40, 'male').magnesium_mg).toMatchObject({
      target: 420,
      upper_limit: 350,
      upperCounts: 'supplements',
    });
    expect(byKey(16, 'male').zinc_mg).toMatchObject({ target: 11, upper_limit: 34 });
    expect(byKey(30, 'male').sodium_mg).toMatchObject({
      target: 1500,
      upper_limit: 2300,
      upperKind: 'CDRR',
    });
    expect(byKey(30, 'male').fiber_g.target).toBe(38);
    // No sex given: the higher target of the two.
    expect(byKey(25, 'unspecified').iron_mg.target).toBe(18);
    expect(byKey(25, 'unspecified').vitamin_c_mg.target).toBe(90);
    for (const dri of drisFor(30, 'female')) expect(dri.source.url).toMatch(/^https:\/\//);
  });
});
