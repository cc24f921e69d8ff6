/**
 * The lab-medicine rules (ADR 086) against the knowledge they name: every test is in the biomarker
 * catalogue and every fixed threshold is in one of its units; every class and substance id exists
 * and some substance carries it; every rule cites sources from the hosts the knowledge allows (and
 * KDIGO); bands are ordered most serious first and say something.
 */
import { describe, expect, it } from 'vitest';
import { SUBSTANCE_CLASSES } from '../classes';
import { ALLOWED_SOURCE_HOSTS } from '../knowledge.schema';
import { knowledgeFromFiles } from '../load-knowledge-files';
import { LAB_MEDICINE_RULES } from './lab-rules';

const knowledge = knowledgeFromFiles();
const { biomarkers, interactions } = knowledge;
const RANK = { major: 0, moderate: 1, minor: 2 } as const;
const HOSTS = new Set<string>([...ALLOWED_SOURCE_HOSTS, 'kdigo.org']);

describe('lab-medicine rules', () => {
  it('have unique ids', () => {
    const ids = LAB_MEDICINE_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const rule of LAB_MEDICINE_RULES)
    it(`${rule.id}: names known tests, units, medicines and sources`, () => {
      expect(rule.biomarkers.length).toBeGreaterThan(0);
      for (const id of rule.biomarkers) {
        const marker = biomarkers.markers.get(id);
        expect(marker, id).toBeDefined();
        expect(marker!.kind).toBe('quantitative');
        for (const band of rule.bands)
          if ('unit' in band.limit)
            expect(biomarkers.unitsFor(id), `${rule.id} ${band.limit.unit}`).toContain(
              band.limit.unit,
            );
          else expect(band.limit.times).toBeGreaterThan(0);
      }
      const { classes = [], ids = [] } = rule.medicines;
      expect(classes.length + ids.length).toBeGreaterThan(0);
      const substances = [...interactions.substances.values()];
      for (const c of classes) {
        expect(SUBSTANCE_CLASSES[c], c).toBeDefined();
        expect(
          substances.some((s) => (s.classes as readonly string[]).includes(c)),
          c,
        ).toBe(true);
      }
      for (const id of ids) expect(interactions.substances.get(id), id).toBeDefined();

      expect(rule.bands.length).toBeGreaterThan(0);
      const ranks = rule.bands.map((band) => RANK[band.severity]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      for (const band of rule.bands) expect(band.says.length).toBeGreaterThan(20);
      expect(rule.advice.length).toBeGreaterThan(20);

      expect(rule.sources.length).toBeGreaterThan(0);
      for (const source of rule.sources) {
        expect(HOSTS.has(new URL(source.url).host), source.url).toBe(true);
        expect(source.title.trim()).not.toBe('');
      }
    });

  it('cover every pairing the issue names', () => {
    const covers = (marker: string, medicine: string) => {
      const id = interactions.resolve(medicine)!.substanceId;
      const substance = interactions.substances.get(id)!;
      return LAB_MEDICINE_RULES.some(
        (rule) =>
          rule.biomarkers.includes(marker) &&
          ((rule.medicines.ids ?? []).includes(id) ||
            (rule.medicines.classes ?? []).some((c) =>
              (substance.classes as readonly string[]).includes(c),
            )),
      );
    };
    const pairs: [string, string][] = [
      ['egfr', 'metformin'],
      ['egfr', 'ibuprofen'],
      ['egfr', 'naproxen'],
      ['egfr', 'dabigatran'],
      ['egfr', 'rivaroxaban'],
      ['egfr', 'edoxaban'],
      ['creatinine', 'apixaban'],
      ['potassium', 'lisinopril'],
      ['potassium', 'losartan'],
      ['potassium', 'spironolactone'],
      ['potassium', 'trimethoprim'],
      ['inr', 'warfarin'],
      ['alt', 'atorvastatin'],
      ['ast', 'simvastatin'],
      ['alt', 'methotrexate'],
      ['alt', 'valproate'],
      ['tsh', 'levothyroxine'],
      ['sodium', 'sertraline'],
      ['sodium', 'hydrochlorothiazide'],
      ['sodium', 'furosemide'],
      ['lithium-level', 'lithium'],
    ];
    for (const [marker, medicine] of pairs)
      expect(covers(marker, medicine), `${marker} with ${medicine}`).toBe(true);
  });
});
