import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED_SOURCE_HOSTS } from '../knowledge.schema';
import {
  KnowledgeBaseInvalidError,
  KNOWLEDGE_DATA_DIR,
  knowledgeFromFiles,
  loadKnowledgeFiles,
} from '../load-knowledge-files';
import { BODY_SYSTEMS, validateBiomarkerData } from './biomarker-reference';
import { biomarkersKind } from './biomarkers.kind';
import { nameKey } from './name-key';
import { lookupNames } from './validate-biomarkers';

const reference = knowledgeFromFiles().biomarkers;
const markers = reference.list();

/** Quantities measured as a difference from a norm, so negative values are real results. */
const SIGNED_QUANTITIES = new Set(['base-excess']);

describe('biomarker data files', () => {
  it('validate with no problems', () => {
    const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [biomarkersKind]);
    expect(files.problems).toEqual([]);
    expect(validateBiomarkerData([...files.records(biomarkersKind)])).toEqual([]);
    expect(files.version(biomarkersKind)).toMatch(/^\d{4}\.\d{2}\.\d+$/);
  });

  it('hold at least 60 blood markers across every blood body system', () => {
    const blood = markers.filter((marker) => marker.specimen === 'blood');
    expect(blood.length).toBeGreaterThanOrEqual(60);
    const systems = new Set(blood.map((marker) => marker.system));
    for (const system of BODY_SYSTEMS.filter((s) => s !== 'urinalysis'))
      expect(systems, system).toContain(system);
  });

  it('hold the whole urinalysis panel', () => {
    const urine = new Set(markers.filter((m) => m.specimen === 'urine').map((m) => m.id));
    for (const id of [
      'urine-color',
      'urine-clarity',
      'urine-specific-gravity',
      'urine-ph',
      'urine-protein',
      'urine-glucose',
      'urine-ketones',
      'urine-blood',
      'urine-bilirubin',
      'urine-urobilinogen',
      'urine-nitrite',
      'urine-leukocyte-esterase',
      'urine-wbc',
      'urine-rbc',
      'urine-acr',
    ])
      expect(urine, id).toContain(id);
  });

  it('hold the core markers of a blood panel', () => {
    for (const id of [
      'hemoglobin',
      'hematocrit',
      'rbc',
      'wbc',
      'platelets',
      'mcv',
      'mch',
      'mchc',
      'rdw',
      'neutrophils',
      'lymphocytes',
      'monocytes',
      'eosinophils',
      'basophils',
      'ferritin',
      'iron',
      'tibc',
      'transferrin-saturation',
      'glucose',
      'hba1c',
      'insulin',
      'total-cholesterol',
      'ldl-cholesterol',
      'hdl-cholesterol',
      'triglycerides',
      'non-hdl-cholesterol',
      'creatinine',
      'bun',
      'urea',
      'egfr',
      'uric-acid',
      'cystatin-c',
      'alt',
      'ast',
      'alp',
      'ggt',
      'total-bilirubin',
      'direct-bilirubin',
      'albumin',
      'total-protein',
      'sodium',
      'potassium',
      'chloride',
      'bicarbonate',
      'calcium',
      'magnesium',
      'phosphate',
      'tsh',
      'free-t4',
      'free-t3',
      'vitamin-d',
      'vitamin-b12',
      'folate',
      'zinc',
      'crp',
      'hs-crp',
      'esr',
      'testosterone',
      'estradiol',
      'cortisol',
      'dhea-s',
      'psa',
      'ck',
      'amylase',
      'lipase',
    ])
      expect(reference.markers.has(id), id).toBe(true);
  });

  it('cite at least one source from an allowed host for every marker', () => {
    for (const marker of markers) {
      expect(marker.sources.length, marker.id).toBeGreaterThan(0);
      for (const source of marker.sources)
        expect(ALLOWED_SOURCE_HOSTS as readonly string[], `${marker.id} ${source.url}`).toContain(
          new URL(source.url).host,
        );
    }
  });

  it('give every marker a unique id and every name one owner per specimen', () => {
    expect(new Set(markers.map((m) => m.id)).size).toBe(markers.length);
    const owners = new Map<string, string>();
    for (const marker of markers)
      for (const key of new Set(lookupNames(marker).map(nameKey))) {
        const slot = `${marker.specimen}:${key}`;
        expect(owners.get(slot) ?? marker.id, slot).toBe(marker.id);
        owners.set(slot, marker.id);
      }
  });

  it('explain every marker and give abnormal causes in plain words', () => {
    for (const marker of markers) {
      expect(marker.measures.length, marker.id).toBeGreaterThan(20);
      expect(marker.high_causes.length + marker.low_causes.length, marker.id).toBeGreaterThan(0);
    }
  });

  it('give sex-specific ranges where adult ranges differ by sex', () => {
    for (const id of [
      'hemoglobin',
      'hematocrit',
      'rbc',
      'ferritin',
      'creatinine',
      'uric-acid',
      'testosterone',
      'hdl-cholesterol',
    ]) {
      const sexes = new Set(reference.markers.get(id)!.ranges.map((range) => range.sex));
      expect(sexes, id).toEqual(new Set(['male', 'female']));
    }
  });

  it('set critical values where they are well established', () => {
    const critical = (id: string) => {
      const m = reference.markers.get(id)!;
      return [m.critical_low, m.critical_high];
    };
    expect(critical('potassium')).toEqual([2.8, 6.0]);
    expect(critical('sodium')).toEqual([125, 155]);
    expect(critical('glucose')).toEqual([54, 400]);
    expect(critical('hemoglobin')[0]).toBe(7);
    expect(critical('platelets')).toEqual([50, 1000]);
    expect(critical('calcium')[1]).toBe(12);
  });

  it('give every quantitative marker a plausible span that holds its ranges and critical values', () => {
    for (const marker of markers) {
      if (marker.kind !== 'quantitative') {
        expect(marker.plausible, marker.id).toBeUndefined();
        continue;
      }
      const span = marker.plausible;
      expect(span, marker.id).toBeDefined();
      expect(span!.low, marker.id).toBeLessThan(span!.high);
      // Only a difference from a norm (base excess) can be below zero; an amount never is.
      if (!SIGNED_QUANTITIES.has(marker.id)) expect(span!.low, marker.id).toBeGreaterThanOrEqual(0);
      for (const range of marker.ranges)
        for (const end of [range.low, range.high])
          if (end !== null) {
            expect(end, marker.id).toBeGreaterThanOrEqual(span!.low);
            expect(end, marker.id).toBeLessThanOrEqual(span!.high);
          }
      for (const critical of [marker.critical_low, marker.critical_high])
        if (critical !== undefined) {
          expect(critical, marker.id).toBeGreaterThanOrEqual(span!.low);
          expect(critical, marker.id).toBeLessThanOrEqual(span!.high);
        }
    }
  });

  it('set plausible spans far wider than any reference range', () => {
    const span = (id: string) => reference.markers.get(id)!.plausible;
    expect(span('potassium')).toEqual({ low: 1, high: 10 });
    expect(span('sodium')).toEqual({ low: 90, high: 200 });
    expect(span('creatinine')).toEqual({ low: 0.1, high: 25 });
    expect(span('hemoglobin')).toEqual({ low: 2, high: 25 });
    expect(span('platelets')).toEqual({ low: 1, high: 2000 });
    expect(span('glucose')).toEqual({ low: 10, high: 2000 });
    expect(span('tsh')).toEqual({ low: 0, high: 500 });
    expect(span('ferritin')).toEqual({ low: 1, high: 100000 });
    // Percentages and fractions cannot pass 100.
    for (const id of ['hematocrit', 'neutrophils-percent', 'transferrin-saturation'])
      expect(span(id)!.high, id).toBeLessThanOrEqual(100);
  });

  it('say how to prepare where it matters', () => {
    expect(reference.markers.get('glucose')!.preparation).toMatch(/fast/i);
    expect(reference.markers.get('triglycerides')!.preparation).toMatch(/fasting/i);
    expect(reference.markers.get('tsh')!.preparation).toMatch(/biotin/i);
    expect(reference.markers.get('troponin-t')!.preparation).toMatch(/biotin/i);
    expect(reference.markers.get('cortisol')!.preparation).toMatch(/morning/i);
    expect(reference.markers.get('testosterone')!.preparation).toMatch(/morning/i);
  });
});

describe('validateBiomarkerData', () => {
  const good = () =>
    structuredClone(reference.markers.get('creatinine')!) as unknown as Record<string, unknown>;
  const ordinal = () =>
    structuredClone(reference.markers.get('urine-protein')!) as unknown as Record<string, unknown>;

  it('accepts a valid entry', () => {
    expect(validateBiomarkerData([good(), ordinal()])).toEqual([]);
  });

  it('reports a missing field', () => {
    const entry = good();
    delete entry.measures;
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(/creatinine measures/);
  });

  it('reports an unknown unit reference', () => {
    const entry = { ...good(), canonical_unit: 'ng/L' };
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(/unknown unit reference/);
  });

  it('reports a unit not in normal spelling', () => {
    const entry = good();
    entry.units = [
      { unit: 'mg/dL', factor: 1 },
      { unit: 'umol/l', factor: 0.0113 },
    ];
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(/not in normal spelling/);
  });

  it('reports a duplicate alias across markers of one specimen, not across specimens', () => {
    const other = { ...good(), id: 'creatinine-copy', aliases: ['Creat'] };
    expect(validateBiomarkerData([good(), other]).join('\n')).toMatch(
      /alias "creat" already belongs to creatinine/,
    );
    const urine = { ...other, specimen: 'urine', system: 'urinalysis' };
    expect(validateBiomarkerData([good(), urine])).toEqual([]);
  });

  it('reports a duplicate id', () => {
    expect(validateBiomarkerData([good(), good()]).join('\n')).toMatch(/duplicate id/);
  });

  it('reports low > high', () => {
    const entry = { ...good(), ranges: [{ low: 2, high: 1 }] };
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(/low 2 > high 1/);
  });

  it('reports sex ranges that cover one sex only', () => {
    const entry = { ...good(), ranges: [{ sex: 'male', low: 0.7, high: 1.3 }] };
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(/cover both sexes/);
  });

  it('reports a critical value inside the range', () => {
    const entry = { ...good(), critical_high: 1.0 };
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(/critical_high 1 is not above/);
  });

  it('reports a quantitative marker without a plausible span', () => {
    const entry = good();
    delete entry.plausible;
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(/needs a plausible span/);
  });

  it('reports a range or critical value outside the plausible span', () => {
    const entry = { ...good(), plausible: { low: 0.1, high: 1.2 } };
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(
      /range \(male\) end 1.35 lies outside plausible 0.1-1.2/,
    );
    const critical = { ...good(), critical_high: 40 };
    expect(validateBiomarkerData([critical]).join('\n')).toMatch(
      /critical value 40 lies outside plausible/,
    );
  });

  it('reports a plausible span out of order, or on an ordinal marker', () => {
    const entry = { ...good(), plausible: { low: 25, high: 0.1 } };
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(/plausible low 25 is not below/);
    const scaled = { ...ordinal(), plausible: { low: 0, high: 1 } };
    expect(validateBiomarkerData([scaled]).join('\n')).toMatch(/has no plausible span/);
    const loose = { ...good(), plausible: { low: 0.1 } };
    expect(validateBiomarkerData([loose]).join('\n')).toMatch(/creatinine plausible.high/);
  });

  it('reports a source from a host we do not cite', () => {
    const entry = { ...good(), sources: [{ title: 'x', url: 'https://www.drugs.com/x' }] };
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(/source host must be one of/);
  });

  it('reports an ordinal marker whose normal value is not on its scale', () => {
    const entry = { ...ordinal(), normal_values: ['none'] };
    expect(validateBiomarkerData([entry]).join('\n')).toMatch(
      /normal value "none" is not on the scale/,
    );
  });

  it('reports something that is not an object at all', () => {
    expect(validateBiomarkerData([null, 'x']).length).toBeGreaterThanOrEqual(2);
  });
});

describe('loading the biomarker files', () => {
  it('throws listing every problem in the files', () => {
    const root = mkdtempSync(join(tmpdir(), 'knowledge-'));
    const dir = join(root, 'biomarkers');
    mkdirSync(dir);
    try {
      writeFileSync(join(dir, 'a.json'), '{ not json');
      const bad = { ...reference.markers.get('glucose')!, ranges: [{ low: 100, high: 70 }] };
      writeFileSync(
        join(dir, 'b.json'),
        JSON.stringify({ version: '2026.11.1', biomarkers: [bad] }),
      );
      expect(() => knowledgeFromFiles(root)).toThrow(KnowledgeBaseInvalidError);
      try {
        knowledgeFromFiles(root);
      } catch (error) {
        const problems = (error as KnowledgeBaseInvalidError).problems.join('\n');
        expect(problems).toMatch(/biomarkers\/a\.json: not valid JSON/);
        expect(problems).toMatch(/glucose: range low 100 > high 70/);
      }
      const biomarkersOnly = loadKnowledgeFiles(root, [biomarkersKind]).problems.join('\n');
      expect(biomarkersOnly).toMatch(/biomarkers\/a\.json: not valid JSON/);
      expect(biomarkersOnly).toMatch(/glucose: range low 100 > high 70/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
