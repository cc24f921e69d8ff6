/** Who an oil or a remedy is not for: the age, pregnancy and condition rules against worked examples. */
import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '../load-knowledge-files';
import { evaluateBlend } from './blend-math';
import { screenOilsForPerson, screenRemedyForPerson, type Person } from './safety-rules';

const knowledge = knowledgeFromFiles();
const oil = (id: string) => {
  const found = knowledge.oils.get(id);
  if (!found) throw new Error(`no oil ${id}`);
  return found;
};
const remedy = (id: string) => {
  const found = knowledge.remedies.get(id);
  if (!found) throw new Error(`no remedy ${id}`);
  return found;
};
const warfarin = {
  id: 'warfarin',
  name: 'warfarin',
  classes: ['anticoagulant', 'vitamin-k-antagonist'],
};
const kinds = (oils: string[], person: Person) =>
  screenOilsForPerson(oils.map(oil), person).map((w) => w.kind);

describe('oil rules for a person', () => {
  it('wintergreen for a pregnant person on warfarin: two reasons, each with sources', () => {
    const warnings = screenOilsForPerson([oil('wintergreen')], {
      age: 32,
      pregnant: true,
      medicines: [warfarin],
    });
    expect(warnings.map((w) => w.kind)).toEqual(['pregnancy', 'anticoagulant']);
    expect(warnings[1]!.text).toMatch(/you take warfarin/);
    for (const warning of warnings) expect(warning.sources.length).toBeGreaterThan(0);
  });

  it('keeps 1,8-cineole oils from the face of a child under 10, peppermint under 6, methyl salicylate always', () => {
    expect(kinds(['eucalyptus-globulus'], { age: 4 })).toEqual(['age']);
    expect(screenOilsForPerson([oil('eucalyptus-globulus')], { age: 4 })[0]!.text).toMatch(
      /not on or near the face of a child under 10/,
    );
    expect(kinds(['eucalyptus-globulus'], { age: 10 })).toEqual([]);
    expect(kinds(['peppermint'], { age: 5 })).toEqual(['age']);
    expect(kinds(['peppermint'], { age: 6 })).toEqual([]);
    expect(kinds(['wintergreen'], { age: 16 })).toEqual(['age']);
    expect(kinds(['lavender', 'sweet-orange'], { age: 4 })).toEqual([]);
  });

  it('warns with epilepsy, asthma, a bleeding disorder, and while breastfeeding', () => {
    expect(kinds(['rosemary-camphor', 'lavender'], { conditions: ['epilepsy'] })).toEqual([
      'epilepsy',
    ]);
    expect(kinds(['peppermint'], { conditions: ['asthma'] })).toEqual(['asthma']);
    expect(kinds(['clove-bud'], { conditions: ['bleeding_disorder'] })).toEqual(['anticoagulant']);
    expect(kinds(['sage'], { breastfeeding: true })).toEqual(['breastfeeding']);
    expect(
      kinds(['clove-bud'], {
        medicines: [{ id: 'metformin', name: 'metformin', classes: ['biguanide'] }],
      }),
    ).toEqual([]);
  });

  it('warns a home with cats about tea tree, and a home with no pets not at all', () => {
    expect(kinds(['tea-tree', 'lavender'], { pets: ['cats'] })).toEqual(['pets']);
    expect(screenOilsForPerson([oil('tea-tree')], { pets: ['cats', 'birds'] })[0]!.text).toMatch(
      /harmful to cats\./,
    );
    expect(kinds(['tea-tree'], {})).toEqual([]);
  });

  it('says nothing for an adult with no conditions, or for lavender in pregnancy', () => {
    expect(kinds(['wintergreen', 'camphor-white', 'sage'], { age: 40 })).toEqual([]);
    expect(kinds(['lavender'], { pregnant: true })).toEqual([]);
  });

  it('adds the person’s warnings to a blend', () => {
    const result = evaluateBlend(
      { oils: [{ id: 'wintergreen', drops: 10 }], carrier_ml: 30, application: 'massage' },
      (id) => knowledge.oils.get(id),
      { pregnant: true, medicines: [warfarin] },
    );
    // 0.5 / 30.5 = 1.64%, within wintergreen's 2.4%: only the person's two reasons.
    expect(result.per_oil[0]).toMatchObject({ percent: 1.64, within_limit: true });
    expect(result.warnings.map((w) => w.kind)).toEqual(['pregnancy', 'anticoagulant']);
  });
});

describe('remedy rules for a person', () => {
  it('ginger for nausea has a grade and no "who should not" entry for a pregnant person', () => {
    expect(remedy('ginger').concerns.find((c) => c.concern === 'nausea')?.evidence_grade).toBe('B');
    expect(screenRemedyForPerson(remedy('ginger'), { pregnant: true })).toEqual([]);
    expect(
      screenRemedyForPerson(remedy('ginger'), { conditions: ['bleeding_disorder'] }),
    ).toHaveLength(1);
  });

  it('matches pregnancy, age limits and conditions', () => {
    expect(
      screenRemedyForPerson(remedy('st-johns-wort'), { pregnant: true }).map((w) => w.when),
    ).toEqual(['pregnancy']);
    expect(screenRemedyForPerson(remedy('melatonin'), { age: 10 }).map((w) => w.when)).toEqual([
      'under_18',
    ]);
    expect(screenRemedyForPerson(remedy('melatonin'), { age: 70 }).map((w) => w.when)).toEqual([
      'age_65_plus',
    ]);
    // Honey: only babies under one.
    expect(screenRemedyForPerson(remedy('honey'), { age: 0.5 }).map((w) => w.when)).toEqual([
      'under_18',
    ]);
    expect(screenRemedyForPerson(remedy('honey'), { age: 3 })).toEqual([]);
    expect(screenRemedyForPerson(remedy('kava'), { conditions: ['liver_disease'] })).toHaveLength(
      1,
    );
    expect(
      screenRemedyForPerson(remedy('magnesium'), { conditions: ['kidney_disease'] })[0]?.sources[0]
        ?.url,
    ).toMatch(/ods\.od\.nih\.gov/);
  });
});
