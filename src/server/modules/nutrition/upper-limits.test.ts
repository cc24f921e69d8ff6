/**
 * The upper limits (ADR 050) against the public tables, typed here again from the National
 * Academies' DRI tables as the NIH ODS fact sheets print them, so a slip in either copy fails.
 */
import { describe, expect, it } from 'vitest';
import { drisFor } from './dri';
import {
  AGE_BANDS,
  NOT_PREGNANT,
  SUPPLEMENT_NUTRIENTS,
  UPPER_LIMITS,
  limitFor,
  lifeStageText,
  upperLimitsFor,
} from './upper-limits';
import { BAND_AGES, PUBLIC_TABLES } from './upper-limits.test-helpers';

type Value = number | 'ND';
const expected = (value: Value | undefined) =>
  value === 'ND' || value === undefined ? null : value;

describe('upper limits table (ADR 050)', () => {
  it('holds every UL of the public tables, and nothing else', () => {
    expect(UPPER_LIMITS.map((row) => row.key).sort()).toEqual(Object.keys(PUBLIC_TABLES).sort());
    expect(UPPER_LIMITS.filter((row) => row.kind === 'UL')).toHaveLength(23);
    expect(new Set(UPPER_LIMITS.map((row) => row.key)).size).toBe(UPPER_LIMITS.length);
  });

  it.each(UPPER_LIMITS.map((row) => [row.key, row] as const))(
    '%s: a source, a basis, what it counts and a harm; its unit matches its key',
    (key, row) => {
      expect(row.source.url).toMatch(
        /^https:\/\/(ods\.od\.nih\.gov\/factsheets\/|nap\.nationalacademies\.org\/)/,
      );
      expect(row.source.title.length).toBeGreaterThan(10);
      expect(row.basis.length).toBeGreaterThan(15);
      expect(['total', 'supplements']).toContain(row.counts);
      expect(row.harm).toMatch(/\.$/);
      expect(row.values).toHaveLength(AGE_BANDS.length);
      expect(row.unit).toBe(PUBLIC_TABLES[key]!.unit);
      expect(key.endsWith('_ug') ? 'µg' : 'mg').toBe(row.unit);
      // Every supplement nutrient it counts is in the same unit (µg of folic acid, not DFE).
      for (const from of row.from) expect(SUPPLEMENT_NUTRIENTS[from].unit).toBe(row.unit);
    },
  );

  it('counts supplements only where the UL covers only supplemental or preformed forms', () => {
    const supplementsOnly = UPPER_LIMITS.filter((row) => row.counts === 'supplements')
      .map((row) => row.key)
      .sort();
    expect(supplementsOnly).toEqual(
      [
        'folic_acid_ug',
        'magnesium_mg',
        'nickel_mg',
        'niacin_mg',
        'vanadium_mg',
        'vitamin_a_ug',
        'vitamin_e_mg',
      ].sort(),
    );
    const folic = UPPER_LIMITS.find((row) => row.key === 'folic_acid_ug')!;
    expect(folic.from).toEqual(['folic_acid_ug', 'methylfolate_ug']);
    expect(folic.dri).toBeUndefined();
    expect(folic.basis).toMatch(/never counts/);
  });

  it.each(Object.entries(PUBLIC_TABLES))(
    '%s: every age band as the tables give it',
    (key, table) => {
      const row = UPPER_LIMITS.find((r) => r.key === key)!;
      BAND_AGES.forEach((age, i) => {
        const { limit, foodOnly } = limitFor(row, age);
        expect(limit, `age ${age}`).toBe(expected(table.bands[i]));
        expect(foodOnly, `age ${age}`).toBe(table.bands[i] === 'ND');
      });
    },
  );

  it.each(Object.entries(PUBLIC_TABLES))(
    '%s: pregnancy and lactation as the tables give them (14-18 and 19-50)',
    (key, table) => {
      const row = UPPER_LIMITS.find((r) => r.key === key)!;
      for (const [age, column] of [
        [16, 0],
        [25, 1],
        [45, 1],
      ] as const) {
        expect(limitFor(row, age, { pregnant: true, lactating: false }).limit).toBe(
          expected(table.pregnancy[column]),
        );
        expect(limitFor(row, age, { pregnant: false, lactating: true }).limit).toBe(
          expected(table.lactation[column]),
        );
      }
    },
  );

  it('pregnancy changes the limit where the tables differ, and only there', () => {
    const at = (key: string, age: number | null, pregnant: boolean, lactating = false) =>
      limitFor(
        UPPER_LIMITS.find((r) => r.key === key)!,
        age,
        { pregnant, lactating },
      );
    expect(at('phosphorus_mg', 30, false).limit).toBe(4000);
    expect(at('phosphorus_mg', 30, true).limit).toBe(3500);
    expect(at('phosphorus_mg', 30, false, true).limit).toBe(4000);
    // Both given: the lower.
    expect(at('phosphorus_mg', 30, true, true).limit).toBe(3500);
    expect(at('vanadium_mg', 30, false).limit).toBe(1.8);
    expect(at('vanadium_mg', 30, true)).toMatchObject({ limit: null, foodOnly: true });
    expect(at('iodine_ug', 16, true).limit).toBe(900);
    expect(at('iodine_ug', 30, true).limit).toBe(1100);
    expect(at('calcium_mg', 16, true).limit).toBe(3000);
    expect(at('calcium_mg', 30, true).limit).toBe(2500);
    // No age: adults 19-30.
    expect(at('calcium_mg', null, false).limit).toBe(2500);
    const adult = upperLimitsFor(30, NOT_PREGNANT);
    const pregnant = upperLimitsFor(30, { pregnant: true, lactating: false });
    const differ = adult.filter((ul, i) => ul.limit !== pregnant[i]!.limit).map((ul) => ul.row.key);
    expect(differ).toEqual(['vanadium_mg', 'phosphorus_mg']);
  });

  it('says whose limits apply', () => {
    expect(lifeStageText(25, NOT_PREGNANT)).toBe('age 19-30');
    expect(lifeStageText(75, NOT_PREGNANT)).toBe('age 71+');
    expect(lifeStageText(null, NOT_PREGNANT)).toMatch(/no age/);
    expect(lifeStageText(30, { pregnant: true, lactating: false })).toBe('pregnancy (19-50 years)');
    expect(lifeStageText(17, { pregnant: false, lactating: true })).toBe(
      'breastfeeding (14-18 years)',
    );
  });

  it('the DRI rows show a UL only in their own unit: folate (µg DFE) shows none', () => {
    const dris = Object.fromEntries(drisFor(30, 'female').map((d) => [d.key, d]));
    expect(dris.folate_ug).toMatchObject({ unit: 'µg DFE', target: 400, upper_limit: null });
    expect(dris.vitamin_a_ug).toMatchObject({ upper_limit: 3000, upperCounts: 'supplements' });
    expect(dris.magnesium_mg).toMatchObject({ upper_limit: 350, upperCounts: 'supplements' });
    expect(dris.calcium_mg).toMatchObject({ upper_limit: 2500, upperCounts: 'total' });
    expect(dris.sodium_mg).toMatchObject({ upper_limit: 2300, upperKind: 'CDRR' });
    expect(dris.potassium_mg?.upper_limit).toBeNull();
    const pregnantTeen = Object.fromEntries(
      drisFor(16, 'female', { pregnant: true, lactating: false }).map((d) => [d.key, d]),
    );
    expect(pregnantTeen.vitamin_a_ug?.upper_limit).toBe(2800);
  });
});
