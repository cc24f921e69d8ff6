import { describe, expect, it } from 'vitest';
import { hasLegacyContent, mergeLegacyData } from './legacy-merge';

const legacy = (values: {
  questionnaire_data?: unknown;
  medication_data?: unknown;
  diet_data?: unknown;
}) => ({
  questionnaire_data: null,
  medication_data: null,
  diet_data: null,
  ...values,
});

describe('mergeLegacyData', () => {
  it('reads medication_data as a list or as {medications} / {current}, de-duplicated by name', () => {
    for (const medication_data of [
      [{ name: 'Metformin', frequency: 'daily' }, 'metformin'],
      { medications: [{ name: 'Metformin', frequency: 'daily' }] },
      { current: ['Metformin'] },
    ]) {
      const merged = mergeLegacyData({}, legacy({ medication_data }));
      expect(merged.medications?.current).toEqual([
        expect.objectContaining({
          name: 'Metformin',
          type: 'Prescription',
          active: true,
          id: expect.any(String),
        }),
      ]);
    }
  });

  it('reads a diet given as a bare type, and diet_data with the second field names', () => {
    expect(
      mergeLegacyData({}, legacy({ questionnaire_data: { diet: 'Vegan' } })).dietary_info,
    ).toEqual({ dietType: 'vegan' });
    expect(
      mergeLegacyData({}, legacy({ diet_data: { type: 'keto', restrictions: ['Nut-free'] } }))
        .dietary_info,
    ).toEqual({ dietType: 'keto', dietaryRestrictions: ['Nut-free'] });
  });

  it('reads symptoms given as an object with severity and frequency', () => {
    const merged = mergeLegacyData(
      {},
      legacy({
        questionnaire_data: {
          symptoms: {
            currentSymptoms: ['Headache'],
            severity: { Headache: 4 },
            frequency: { Headache: 'daily' },
          },
        },
      }),
    );
    expect(merged.symptoms).toEqual({
      currentSymptoms: ['Headache'],
      severity: { Headache: 4 },
      frequency: { Headache: 'daily' },
    });
  });

  it('does not tick "no conditions" next to conditions the user already listed', () => {
    const merged = mergeLegacyData(
      { medical_history: { chronicConditions: ['Asthma'] } },
      legacy({ questionnaire_data: { healthConditions: { noConditions: true } } }),
    );
    expect(merged.medical_history).toBeUndefined();
    expect(
      mergeLegacyData(
        {},
        legacy({ questionnaire_data: { healthConditions: { noConditions: true } } }),
      ).medical_history,
    ).toEqual({ noConditions: true });
  });

  it('returns only sections that gained something, and ignores shapes it does not know', () => {
    expect(
      mergeLegacyData(
        { personal_info: { age: 40 } },
        legacy({ questionnaire_data: { basicInfo: { age: 30 } } }),
      ),
    ).toEqual({});
    expect(
      mergeLegacyData(
        {},
        legacy({ questionnaire_data: 'text', medication_data: 42, diet_data: [1, 2] }),
      ),
    ).toEqual({});
  });
});

describe('hasLegacyContent', () => {
  it('counts empty objects, lists and nulls as no data', () => {
    expect(hasLegacyContent(null)).toEqual({
      questionnaire: false,
      medications: false,
      diet: false,
    });
    expect(
      hasLegacyContent(
        legacy({ questionnaire_data: {}, medication_data: [], diet_data: { dietType: 'vegan' } }),
      ),
    ).toEqual({ questionnaire: false, medications: false, diet: true });
  });
});
