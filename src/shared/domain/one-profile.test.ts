import { describe, expect, it } from 'vitest';
import { recentSymptomNames, summarizeProfile, unifyProfile } from './one-profile';
import type { ProfileLike } from './profile-scores';

const cabinet = [
  { id: 'c1', name: 'Warfarin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription' },
  { id: 'c2', name: 'Ibuprofen', dosage: null, frequency: 'As needed', type: 'Over-the-counter' },
  { id: 'c3', name: "St John's wort", dosage: null, frequency: 'Once daily', type: 'Herbal' },
];
const headacheDays = ['2026-03-02', '2026-03-05', '2026-03-09', '2026-03-12'].map((date) => ({
  name: 'Headache',
  date,
}));

describe('unifyProfile + summarizeProfile', () => {
  it('counts the cabinet and the tracked symptom, whatever the stored profile says', () => {
    const stored = {
      personal_info: { age: 40, gender: 'female' as const },
      medications: { none: true },
      symptoms: { noSymptoms: true },
    };
    const summary = summarizeProfile(unifyProfile(stored, cabinet, headacheDays));
    expect(summary.medicationCount).toBe(3);
    expect(summary.medicationNames).toEqual(['Warfarin', 'Ibuprofen', "St John's wort"]);
    expect(summary.symptomCount).toBe(1);
    expect(summary.symptomNames).toEqual(['Headache']);
    // age 8 + gender 8 + medications 20
    expect(summary.completeness).toBe(36);
    const medicationsSection = summary.sections.sections.find((s) => s.key === 'medications');
    const medicationsStep = summary.steps.steps.find((s) => s.key === 'medications');
    expect(medicationsSection?.isComplete).toBe(true);
    expect(medicationsStep?.isDone).toBe(true);
    expect(summary.steps.steps.find((s) => s.key === 'safety_check')?.isDone).toBe(true);
    expect(summary.sections.sections.find((s) => s.key === 'symptoms')?.isComplete).toBe(true);
  });

  it('section ticks and setup steps with the same subject always agree', () => {
    const profiles: ProfileLike[] = [
      {},
      { medical_history: { allergies: ['Pollen'] } },
      { medical_history: { noConditions: true } },
      { dietary_info: { type: 'vegan' as const } },
      { health_goals: { primary: ['Sleep better'] } },
      { medications: { none: true } },
    ];
    const pairs = [
      ['medical_history', 'health_conditions'],
      ['medications', 'medications'],
      ['dietary_info', 'diet'],
      ['health_goals', 'wellness_goals'],
    ] as const;
    for (const profile of profiles) {
      const summary = summarizeProfile(unifyProfile(profile, [], []));
      for (const [section, step] of pairs)
        expect(
          summary.sections.sections.find((s) => s.key === section)?.isComplete,
          `${JSON.stringify(profile)} ${section}`,
        ).toBe(summary.steps.steps.find((s) => s.key === step)?.isDone);
    }
  });

  it('leaves no stored list when the cabinet is empty, and keeps typed symptoms first', () => {
    const unified = unifyProfile(
      {
        medications: { current: [{ id: 'x', name: 'Old copy', active: true }], lastUpdated: 'x' },
        symptoms: { currentSymptoms: ['Fatigue'] },
      },
      [],
      [...headacheDays, { name: 'fatigue', date: '2026-03-03' }],
    );
    expect(unified.medications).toEqual({ lastUpdated: 'x' });
    expect(unified.symptoms?.currentSymptoms).toEqual(['Fatigue', 'Headache']);
  });

  it('orders tracked symptoms by the days they were logged', () => {
    expect(
      recentSymptomNames([
        { name: 'Nausea', date: '2026-03-01' },
        ...headacheDays,
        { name: 'headache ', date: '2026-03-02' },
      ]),
    ).toEqual(['Headache', 'Nausea']);
  });
});
