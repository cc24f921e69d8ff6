import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_POINTS,
  INTEGRITY_ISSUES,
  MISSING_REQUIREMENT_LABELS,
  PERSONALIZATION_POINTS,
  PROFILE_COMPLETE_THRESHOLD,
  REQUIRED_FIELDS,
  SECTION_TITLES,
  SETUP_STEPS,
  calculateCompletenessScore,
  calculateLifestyleScore,
  calculatePersonalizationScore,
  countCompletedSections,
  hasNoKnownAllergies,
  hasValue,
  isHighlyComplete,
  isOnboardingCompleteByScore,
  isProfileComplete,
  missingRequirements,
  profileSetupSteps,
  sectionCompleteness,
  validateDataIntegrity,
  type ProfileLike,
} from './profile-scores';

const medication = { id: 'm1', name: 'Metformin', active: true };

/** Every field that earns points in both points tables (completeness and personalization). */
const fullProfile: ProfileLike = {
  personal_info: {
    age: 42,
    gender: 'female',
    height: 168,
    heightUnit: 'cm',
    weight: 64,
    weightUnit: 'kg',
  },
  medical_history: {
    currentConditions: ['Asthma'],
    chronicConditions: ['Hypertension'],
    healthConditions: ['Asthma'],
    allergies: ['Peanuts'],
  },
  lifestyle_data: {
    exerciseFrequency: 'daily',
    sleepHours: 8,
    stressLevel: 1,
    smokingStatus: 'never',
    alcoholConsumption: 'none',
  },
  dietary_info: { dietType: 'vegetarian', dietaryRestrictions: ['Gluten-free'] },
  medications: { current: [medication] },
  health_goals: { primary: ['Better sleep'] },
  symptoms: { currentSymptoms: ['Fatigue'], completed: true },
  onboarding_progress: { interactionsCompleted: true },
};

describe('hasValue', () => {
  it('treats null, blank text, empty lists and empty objects as missing', () => {
    for (const empty of [null, undefined, '', '   ', [], {}, Number.NaN])
      expect(hasValue(empty)).toBe(false);
    for (const filled of [0, 'x', ['a'], { a: 1 }, false, true])
      expect(hasValue(filled)).toBe(true);
  });
});

describe('calculateCompletenessScore (points table capped at 100)', () => {
  it('has a points table that sums to exactly 100', () => {
    expect(Object.values(COMPLETENESS_POINTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('scores a full profile at exactly 100 and an empty one at 0', () => {
    expect(calculateCompletenessScore(fullProfile)).toBe(100);
    expect(calculateCompletenessScore({})).toBe(0);
  });

  it('gives 16 for age and gender only', () => {
    expect(calculateCompletenessScore({ personal_info: { age: 30, gender: 'male' } })).toBe(16);
  });

  it('gives the weight-and-height row only for the pair', () => {
    expect(calculateCompletenessScore({ personal_info: { weight: 70 } })).toBe(0);
    expect(calculateCompletenessScore({ personal_info: { height: 175 } })).toBe(0);
    expect(calculateCompletenessScore({ personal_info: { weight: 70, height: 175 } })).toBe(9);
  });

  it('scores each remaining row with its own points', () => {
    expect(calculateCompletenessScore({ medical_history: { currentConditions: ['Asthma'] } })).toBe(
      13,
    );
    expect(calculateCompletenessScore({ medical_history: { allergies: ['Peanuts'] } })).toBe(12);
    expect(calculateCompletenessScore({ medications: { current: [medication] } })).toBe(20);
    expect(calculateCompletenessScore({ lifestyle_data: { exerciseFrequency: 'none' } })).toBe(8);
    expect(calculateCompletenessScore({ lifestyle_data: { sleepHours: 7 } })).toBe(7);
    expect(calculateCompletenessScore({ dietary_info: { dietType: 'vegan' } })).toBe(8);
    expect(
      calculateCompletenessScore({ dietary_info: { dietaryRestrictions: ['Nut-free'] } }),
    ).toBe(7);
  });

  it('accepts the legacy diet names type and restrictions', () => {
    expect(
      calculateCompletenessScore({ dietary_info: { type: 'keto', restrictions: ['Dairy-free'] } }),
    ).toBe(15);
  });

  it('does not count empty lists, chronic-only conditions or an empty medication list', () => {
    const profile: ProfileLike = {
      medical_history: {
        currentConditions: [],
        chronicConditions: ['Hypertension'],
        allergies: [],
      },
      medications: { current: [], none: true },
    };
    expect(calculateCompletenessScore(profile)).toBe(0);
  });
});

describe("'No known allergies' and 'No conditions' answer their rows (ADR 093)", () => {
  it('reads no known allergies from its own box or from No conditions, never beside a listed allergy', () => {
    expect(hasNoKnownAllergies({ noKnownAllergies: true })).toBe(true);
    expect(hasNoKnownAllergies({ noConditions: true })).toBe(true);
    expect(hasNoKnownAllergies({ noKnownAllergies: true, allergies: ['Peanuts'] })).toBe(false);
    expect(hasNoKnownAllergies({ noConditions: true, allergies: ['Peanuts'] })).toBe(false);
    expect(hasNoKnownAllergies({ allergies: [] })).toBe(false);
    expect(hasNoKnownAllergies({ noKnownAllergies: false, noConditions: false })).toBe(false);
    expect(hasNoKnownAllergies(undefined)).toBe(false);
  });

  it('earns no completeness points for a none answer: the spec counts listed items (ADR 093)', () => {
    expect(calculateCompletenessScore({ medical_history: { noKnownAllergies: true } })).toBe(0);
    expect(calculateCompletenessScore({ medical_history: { noConditions: true } })).toBe(0);
    expect(calculateCompletenessScore({ medical_history: { allergies: ['Peanuts'] } })).toBe(
      COMPLETENESS_POINTS.allergies,
    );
  });

  it('counts the medical history section done for no known allergies alone', () => {
    const result = countCompletedSections({ medical_history: { noKnownAllergies: true } });
    expect(result.sections.find((s) => s.key === 'medical_history')?.isComplete).toBe(true);
  });

  it('names a stale flag beside a listed allergy in the integrity check', () => {
    const result = validateDataIntegrity({
      personal_info: { age: 30, gender: 'male' },
      medical_history: { noKnownAllergies: true, allergies: ['Peanuts'] },
    });
    expect(result.issues).toEqual([INTEGRITY_ISSUES.allergiesWithNone]);
  });
});

describe('completeness thresholds', () => {
  it('is complete at 80 and highly complete only above 80', () => {
    expect(PROFILE_COMPLETE_THRESHOLD).toBe(80);
    expect(isProfileComplete(79)).toBe(false);
    expect(isProfileComplete(80)).toBe(true);
    expect(isHighlyComplete(80)).toBe(false);
    expect(isHighlyComplete(81)).toBe(true);
  });

  it('counts onboarding complete by the flag, a score of 70 or more, or the legacy flag', () => {
    expect(isOnboardingCompleteByScore({})).toBe(false);
    expect(isOnboardingCompleteByScore({ flag: true })).toBe(true);
    expect(isOnboardingCompleteByScore({ score: 69 })).toBe(false);
    expect(isOnboardingCompleteByScore({ score: 70 })).toBe(true);
    expect(isOnboardingCompleteByScore({ flag: false, score: null, legacyCompleted: true })).toBe(
      true,
    );
  });
});

describe('sectionCompleteness (percent of required fields present)', () => {
  it('lists the required fields of each section', () => {
    expect(REQUIRED_FIELDS).toEqual({
      personal_info: ['age', 'gender', 'height', 'weight'],
      health_assessment: ['symptoms', 'conditions'],
      medical_history: ['allergies', 'healthConditions'],
      lifestyle: ['exerciseFrequency', 'sleepHours', 'stressLevel'],
      dietary: ['dietType', 'dietaryRestrictions'],
      medications: ['current'],
    });
  });

  it('is the rounded percent of required fields present', () => {
    expect(sectionCompleteness('personal_info', { age: 30, gender: 'male', height: 180 })).toBe(75);
    expect(sectionCompleteness('lifestyle', { exerciseFrequency: 'daily' })).toBe(33);
    expect(sectionCompleteness('lifestyle', { exerciseFrequency: 'daily', sleepHours: 8 })).toBe(
      67,
    );
    expect(sectionCompleteness('medications', { current: [medication] })).toBe(100);
  });

  it('ignores null, blank and empty-list values and missing sections', () => {
    expect(
      sectionCompleteness('personal_info', { age: null, gender: '', height: 180, weight: 70 }),
    ).toBe(50);
    expect(sectionCompleteness('dietary', { dietType: 'vegan', dietaryRestrictions: [] })).toBe(50);
    expect(sectionCompleteness('medications', undefined)).toBe(0);
    expect(sectionCompleteness('health_assessment', {})).toBe(0);
  });
});

describe('missingRequirements', () => {
  it('asks for profile setup when there is no profile', () => {
    expect(missingRequirements(null)).toEqual(['Complete profile setup']);
  });

  it('lists personal info below 80, medical history below 50 and lifestyle below 50', () => {
    expect(missingRequirements({})).toEqual([
      MISSING_REQUIREMENT_LABELS.personalInfo,
      MISSING_REQUIREMENT_LABELS.medicalHistory,
      MISSING_REQUIREMENT_LABELS.lifestyle,
    ]);
    expect(
      missingRequirements({
        personal_info: { age: 30, gender: 'male', height: 180 }, // 75 %
        medical_history: { allergies: ['Pollen'] }, // 50 %
        lifestyle_data: { exerciseFrequency: 'daily' }, // 33 %
      }),
    ).toEqual(['Personal information', 'Lifestyle']);
  });

  it('is empty for a full profile', () => {
    expect(missingRequirements(fullProfile)).toEqual([]);
  });
});

describe('calculateLifestyleScore (out of 100)', () => {
  it('scores daily / 8 h / stress 1 / never / none at 100, good', () => {
    expect(calculateLifestyleScore(fullProfile.lifestyle_data)).toEqual({
      score: 100,
      status: 'good',
    });
  });

  it('uses the defaults (sleep 8, stress 5) and zero for missing choices', () => {
    // 0 exercise + 25 sleep + 12 stress + 0 smoking + 0 alcohol
    expect(calculateLifestyleScore(undefined)).toEqual({ score: 37, status: 'needs-attention' });
    expect(calculateLifestyleScore({})).toEqual({ score: 37, status: 'needs-attention' });
  });

  it('scores each exercise frequency', () => {
    const exercise = (
      exerciseFrequency: 'daily' | '5-6-times' | '3-4-times' | '1-2-times' | 'none',
    ) => calculateLifestyleScore({ exerciseFrequency }).score - 37;
    expect([
      exercise('daily'),
      exercise('5-6-times'),
      exercise('3-4-times'),
      exercise('1-2-times'),
      exercise('none'),
    ]).toEqual([30, 25, 20, 10, 0]);
  });

  it('scores sleep 7-9 h at 25, 6-10 h at 15, otherwise 5', () => {
    const sleep = (sleepHours: number) => calculateLifestyleScore({ sleepHours }).score - 12;
    expect(sleep(7)).toBe(25);
    expect(sleep(9)).toBe(25);
    expect(sleep(6)).toBe(15);
    expect(sleep(9.5)).toBe(15);
    expect(sleep(10)).toBe(15);
    expect(sleep(5.5)).toBe(5);
    expect(sleep(11)).toBe(5);
  });

  it('scores stress as max(0, 20 − 2 × (level − 1))', () => {
    const stress = (stressLevel: number) => calculateLifestyleScore({ stressLevel }).score - 25;
    expect(stress(1)).toBe(20);
    expect(stress(5)).toBe(12);
    expect(stress(10)).toBe(2);
  });

  it('scores smoking and alcohol', () => {
    const base = 37;
    expect(calculateLifestyleScore({ smokingStatus: 'never' }).score - base).toBe(15);
    expect(calculateLifestyleScore({ smokingStatus: 'former' }).score - base).toBe(10);
    expect(calculateLifestyleScore({ smokingStatus: 'occasional' }).score - base).toBe(5);
    expect(calculateLifestyleScore({ smokingStatus: 'regular' }).score - base).toBe(0);
    expect(calculateLifestyleScore({ alcoholConsumption: 'none' }).score - base).toBe(10);
    expect(calculateLifestyleScore({ alcoholConsumption: 'rarely' }).score - base).toBe(8);
    expect(calculateLifestyleScore({ alcoholConsumption: 'occasionally' }).score - base).toBe(6);
    expect(calculateLifestyleScore({ alcoholConsumption: 'weekly' }).score - base).toBe(4);
    expect(calculateLifestyleScore({ alcoholConsumption: 'daily' }).score - base).toBe(0);
  });

  it('is good from 70, moderate from 50, else needs attention', () => {
    // 20 + 25 + 12 + 10 + 4 = 71
    expect(
      calculateLifestyleScore({
        exerciseFrequency: '3-4-times',
        smokingStatus: 'former',
        alcoholConsumption: 'weekly',
      }),
    ).toEqual({ score: 71, status: 'good' });
    // 20 + 25 + 12 + 5 + 8 = 70
    expect(
      calculateLifestyleScore({
        exerciseFrequency: '3-4-times',
        smokingStatus: 'occasional',
        alcoholConsumption: 'rarely',
      }),
    ).toEqual({ score: 70, status: 'good' });
    // 10 + 15 + 12 + 5 + 8 = 50
    expect(
      calculateLifestyleScore({
        exerciseFrequency: '1-2-times',
        sleepHours: 6,
        smokingStatus: 'occasional',
        alcoholConsumption: 'rarely',
      }),
    ).toEqual({ score: 50, status: 'moderate' });
    // 10 + 15 + 12 + 5 + 6 = 48
    expect(
      calculateLifestyleScore({
        exerciseFrequency: '1-2-times',
        sleepHours: 6,
        smokingStatus: 'occasional',
        alcoholConsumption: 'occasionally',
      }),
    ).toEqual({ score: 48, status: 'needs-attention' });
  });
});

describe('calculatePersonalizationScore (max 100, confidence bands)', () => {
  it('has a points table that sums to 100 and scores a full profile at 100, high', () => {
    expect(Object.values(PERSONALIZATION_POINTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(calculatePersonalizationScore(fullProfile)).toEqual({ score: 100, confidence: 'high' });
  });

  it('scores an empty profile at 0, minimal', () => {
    expect(calculatePersonalizationScore({})).toEqual({ score: 0, confidence: 'minimal' });
  });

  it('scores each item with its own points and accepts either field name', () => {
    const score = (profile: ProfileLike) => calculatePersonalizationScore(profile).score;
    expect(score({ personal_info: { age: 30 } })).toBe(5);
    expect(score({ personal_info: { gender: 'male' } })).toBe(5);
    expect(score({ personal_info: { height: 180 } })).toBe(0);
    expect(score({ personal_info: { height: 180, weight: 80 } })).toBe(10);
    expect(score({ medical_history: { allergies: ['Pollen'] } })).toBe(8);
    expect(score({ medical_history: { healthConditions: ['Asthma'] } })).toBe(8);
    expect(score({ medical_history: { medicalConditions: ['Asthma'] } })).toBe(8);
    expect(score({ medical_history: { currentConditions: ['Asthma'] } })).toBe(9);
    expect(score({ medical_history: { chronicConditions: ['Asthma'] } })).toBe(9);
    expect(
      score({ lifestyle_data: { exerciseFrequency: 'none', sleepHours: 7, stressLevel: 3 } }),
    ).toBe(15);
    expect(score({ lifestyle_data: { smokingStatus: 'never', alcoholConsumption: 'none' } })).toBe(
      5,
    );
    expect(score({ lifestyle_data: { alcoholConsumption: 'daily' } })).toBe(5);
    expect(score({ dietary_info: { type: 'keto' } })).toBe(8);
    expect(score({ dietary_info: { restrictions: ['Dairy-free'] } })).toBe(7);
    expect(score({ medications: { current: [medication] } })).toBe(10);
    expect(score({ health_goals: { primary: ['Better sleep'] } })).toBe(10);
    expect(score({ health_goals: { primary: [] } })).toBe(0);
  });

  it('puts the confidence bands at 80, 60 and 40', () => {
    const med = {
      medications: { current: [medication] },
      health_goals: { primary: ['Better sleep'] },
    };
    const hw = { height: 180, weight: 80 };
    const bands = (profile: ProfileLike) => {
      const { score, confidence } = calculatePersonalizationScore(profile);
      return `${score} ${confidence}`;
    };
    // 5 + 5 + 10 + 10 + 10 + 8 + 8 + 8 + 7 + 9
    expect(
      bands({
        ...med,
        personal_info: { age: 30, gender: 'male', ...hw },
        medical_history: { allergies: ['a'], healthConditions: ['b'], currentConditions: ['c'] },
        dietary_info: { dietType: 'vegan', restrictions: ['d'] },
      }),
    ).toBe('80 high');
    // the full profile without diagnosed conditions (9), restrictions (7) and age (5)
    expect(
      bands({
        ...fullProfile,
        personal_info: { gender: 'female', ...hw },
        medical_history: { allergies: ['a'], healthConditions: ['b'] },
        dietary_info: { dietType: 'vegan' },
      }),
    ).toBe('79 medium');
    // 5 + 5 + 10 + 10 + 10 + 8 + 7 + 5
    expect(
      bands({
        ...med,
        personal_info: { age: 30, gender: 'male', ...hw },
        dietary_info: { dietType: 'vegan', dietaryRestrictions: ['d'] },
        lifestyle_data: { sleepHours: 8 },
      }),
    ).toBe('60 medium');
    // 9 + 8 + 7 + 10 + 10 + 10 + 5
    expect(
      bands({
        ...med,
        personal_info: { age: 30, ...hw },
        medical_history: { chronicConditions: ['c'], allergies: ['a'] },
        dietary_info: { restrictions: ['d'] },
      }),
    ).toBe('59 low');
    // 5 + 5 + 10 + 10 + 10
    expect(bands({ ...med, personal_info: { age: 30, gender: 'male', ...hw } })).toBe('40 low');
    // 9 + 10 + 10 + 10
    expect(
      bands({ ...med, personal_info: hw, medical_history: { currentConditions: ['c'] } }),
    ).toBe('39 minimal');
  });
});

describe('validateDataIntegrity', () => {
  it('is valid for a full profile and carries the completeness score', () => {
    expect(validateDataIntegrity(fullProfile)).toEqual({ isValid: true, score: 100, issues: [] });
  });

  it("reports 'Basic personal information is incomplete' when age or gender is missing", () => {
    expect(validateDataIntegrity({ personal_info: { age: 30 } })).toEqual({
      isValid: false,
      score: 8,
      issues: ['Basic personal information is incomplete'],
    });
    expect(validateDataIntegrity({ personal_info: { gender: 'male' } }).issues).toEqual([
      INTEGRITY_ISSUES.basicInfo,
    ]);
    expect(validateDataIntegrity({}).isValid).toBe(false);
  });

  it("reports lists kept alongside a ticked 'none' box", () => {
    const result = validateDataIntegrity({
      personal_info: { age: 30, gender: 'male' },
      medical_history: { noConditions: true, currentConditions: ['Asthma'] },
      symptoms: { noSymptoms: true, currentSymptoms: ['Fatigue'] },
      medications: { none: true, current: [medication] },
    });
    expect(result.issues).toEqual([
      INTEGRITY_ISSUES.conditionsWithNone,
      INTEGRITY_ISSUES.symptomsWithNone,
      INTEGRITY_ISSUES.medicationsWithNone,
    ]);
    expect(result.isValid).toBe(false);
  });

  it("accepts a ticked 'none' box with empty lists", () => {
    const result = validateDataIntegrity({
      personal_info: { age: 30, gender: 'male' },
      medical_history: { noConditions: true, currentConditions: [] },
      symptoms: { noSymptoms: true },
      medications: { none: true, current: [] },
    });
    expect(result).toEqual({ isValid: true, score: 16, issues: [] });
  });
});

describe('countCompletedSections (Edit Health Profile dialog)', () => {
  it('lists the seven dialog sections in order', () => {
    expect(SECTION_TITLES.map((s) => [s.key, s.title])).toEqual([
      ['personal_info', 'Personal Information'],
      ['medical_history', 'Medical History'],
      ['symptoms', 'Current Symptoms'],
      ['medications', 'Medications'],
      ['lifestyle_data', 'Lifestyle'],
      ['dietary_info', 'Diet & Nutrition'],
      ['health_goals', 'Health Goals'],
    ]);
  });

  it('counts 7 of 7 for a full profile and 0 of 7 for an empty one', () => {
    expect(countCompletedSections(fullProfile)).toMatchObject({ completed: 7, total: 7 });
    const empty = countCompletedSections({});
    expect(empty.completed).toBe(0);
    expect(empty.sections.every((s) => !s.isComplete)).toBe(true);
  });

  it("counts a ticked 'none' box as complete and a partly filled section as incomplete", () => {
    const result = countCompletedSections({
      personal_info: { age: 30, gender: 'male', height: 180 }, // weight missing
      medical_history: { noConditions: true },
      symptoms: { noSymptoms: true },
      medications: { none: true },
      lifestyle_data: { exerciseFrequency: 'daily', sleepHours: 8 }, // stress missing
      dietary_info: { type: 'vegan' },
      health_goals: { primary: [] },
    });
    expect(Object.fromEntries(result.sections.map((s) => [s.key, s.isComplete]))).toEqual({
      personal_info: false,
      medical_history: true,
      symptoms: true,
      medications: true,
      lifestyle_data: false,
      dietary_info: true,
      health_goals: false,
    });
    expect(result.completed).toBe(4);
  });

  it('marks medical history complete from an allergy list alone, and symptoms from completed', () => {
    const result = countCompletedSections({
      medical_history: { allergies: ['Pollen'] },
      symptoms: { completed: true },
    });
    expect(result.completed).toBe(2);
  });
});

describe('profileSetupSteps (six-step progress card)', () => {
  it('lists the six steps in order', () => {
    expect(SETUP_STEPS.map((s) => s.title)).toEqual([
      'Basic Info',
      'Health Conditions',
      'Medications',
      'Diet & Nutrition',
      'Safety Check',
      'Wellness Goals',
    ]);
  });

  it('counts 6 of 6 for a full profile and 0 of 6 for an empty one', () => {
    expect(profileSetupSteps(fullProfile)).toMatchObject({ done: 6, total: 6 });
    expect(profileSetupSteps({}).done).toBe(0);
  });

  it('needs the interactions check for the Safety Check step', () => {
    const withoutCheck = profileSetupSteps({
      ...fullProfile,
      onboarding_progress: { interactionsCompleted: false },
    });
    expect(withoutCheck.done).toBe(5);
    expect(withoutCheck.steps.find((s) => s.key === 'safety_check')?.isDone).toBe(false);
  });

  it("accepts 'no conditions' and 'no medications'", () => {
    const result = profileSetupSteps({
      medical_history: { noConditions: true },
      medications: { none: true },
    });
    expect(result.steps.filter((s) => s.isDone).map((s) => s.title)).toEqual([
      'Health Conditions',
      'Medications',
    ]);
  });
});
