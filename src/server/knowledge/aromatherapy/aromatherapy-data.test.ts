/** The shipped oil and remedy files: valid, sourced, and holding the safety facts. */
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '../load-knowledge-files';
import { substancesKind } from '../substances.kind';
import { OIL_CATEGORIES } from './oil.schema';
import { buildOilIndex } from './oil-index';
import { oilsKind } from './oils.kind';
import { remediesKind } from './remedies.kind';
import { buildRemedyIndex } from './remedy-index';
import { PRINT_REFERENCES } from './references';

const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [substancesKind, oilsKind, remediesKind]);
const oils = files.records(oilsKind);
const remedies = files.records(remediesKind);
const substances = new Map(files.records(substancesKind).map((s) => [s.id, s]));
const oilIndex = buildOilIndex(oils);
const remedyIndex = buildRemedyIndex(remedies);
const oil = (id: string) => {
  const found = oilIndex.get(id);
  if (!found) throw new Error(`no oil ${id}`);
  return found;
};

const cited = (citation: unknown) =>
  typeof citation === 'string'
    ? citation in PRINT_REFERENCES
    : typeof citation === 'object' && citation !== null && 'url' in citation;

describe('oil and remedy data files', () => {
  it('validate with no problems', () => {
    expect(files.problems).toEqual([]);
  });

  it('hold at least 60 oils and 40 remedies', () => {
    expect(oils.length).toBeGreaterThanOrEqual(60);
    expect(remedies.length).toBeGreaterThanOrEqual(40);
  });

  it('cite a source for every oil, every use, every maximum and every flag', () => {
    for (const entry of oils) {
      expect(entry.sources.length, entry.id).toBeGreaterThan(0);
      expect(cited(entry.max_dermal_source), entry.id).toBe(true);
      expect(cited(entry.constituents_source), entry.id).toBe(true);
      for (const use of entry.uses)
        expect(cited(use.source), `${entry.id} ${use.category}`).toBe(true);
      for (const [name, flag] of Object.entries(entry.flags))
        if (flag && typeof flag === 'object')
          expect(cited((flag as { source: unknown }).source), `${entry.id} ${name}`).toBe(true);
    }
  });

  it('cite a source for every remedy, concern, dose and caution', () => {
    for (const remedy of remedies) {
      expect(remedy.sources.length, remedy.id).toBeGreaterThan(0);
      for (const entry of [...remedy.concerns, ...remedy.forms, ...remedy.avoid_if])
        expect(cited(entry.source), remedy.id).toBe(true);
      expect(remedy.see_a_clinician.length, remedy.id).toBeGreaterThan(0);
    }
  });

  it('use only the six categories, and every category has oils', () => {
    for (const category of OIL_CATEGORIES)
      expect(oilIndex.list({ category }).length, category).toBeGreaterThan(0);
  });

  it('give the phototoxic maxima of the expressed citrus oils', () => {
    expect(oil('bergamot').flags.phototoxic?.max_percent).toBe(0.4);
    expect(oil('lime-expressed').flags.phototoxic?.max_percent).toBe(0.7);
    expect(oil('lemon-expressed').flags.phototoxic?.max_percent).toBe(2);
    expect(oil('bitter-orange-expressed').flags.phototoxic?.max_percent).toBe(1.25);
    expect(oil('grapefruit').flags.phototoxic?.max_percent).toBe(4);
    // Distilled and furocoumarin-free versions are not phototoxic.
    expect(oil('lemon-distilled').flags.phototoxic).toBeNull();
    expect(oil('lime-distilled').flags.phototoxic).toBeNull();
    expect(oil('bergamot-fcf').flags.phototoxic).toBeNull();
    expect(oil('sweet-orange').flags.phototoxic).toBeNull();
  });

  it('give the age limits: cineole oils near the face under 10, peppermint under 6, methyl salicylate never', () => {
    for (const id of [
      'eucalyptus-globulus',
      'eucalyptus-radiata',
      'rosemary-cineole',
      'ravintsara',
    ])
      expect(oil(id).flags.min_age, id).toMatchObject({ years: 10, near_face_only: true });
    expect(oil('peppermint').flags.min_age?.years).toBe(6);
    for (const id of ['wintergreen', 'sweet-birch'])
      expect(oil(id).flags.min_age, id).toMatchObject({ years: 18, near_face_only: false });
  });

  it('flag epilepsy, pregnancy, anticoagulants, pets and ingestion where the references do', () => {
    for (const id of [
      'camphor-white',
      'sage',
      'hyssop',
      'rosemary-camphor',
      'rosemary-cineole',
      'fennel',
    ])
      expect(oil(id).flags.epilepsy, id).not.toBeNull();
    for (const id of ['wintergreen', 'sweet-birch', 'clove-bud'])
      expect(oil(id).flags.anticoagulant, id).not.toBeNull();
    expect(oil('wintergreen').flags.pregnancy?.level).toBe('avoid');
    expect(oil('tea-tree').flags.toxic_to_pets?.species).toContain('cats');
    expect(oil('pennyroyal').flags.do_not_use).not.toBeNull();
    expect(oils.every((entry) => entry.flags.not_for_ingestion)).toBe(true);
  });

  it('link oils to the interaction engine, so its records apply', () => {
    expect(oil('wintergreen').substance_id).toBe('wintergreen-oil');
    expect(substances.get('wintergreen-oil')?.classes).toContain('salicylate-oil');
    const linked = new Set(oils.map((entry) => entry.substance_id).filter(Boolean));
    const essentialOils = [...substances.values()].filter(
      (s) => s.kind === 'essential_oil' && s.id !== 'carrier-oils',
    );
    // Every essential oil the engine knows has a library entry.
    expect(essentialOils.filter((s) => !linked.has(s.id)).map((s) => s.id)).toEqual([]);
  });

  it('list oils by category and search words, with the set flags', () => {
    const relaxing = oilIndex.list({ category: 'Relaxation' }).map((entry) => entry.id);
    expect(relaxing).toContain('lavender');
    expect(relaxing).not.toContain('wintergreen');
    expect(oilIndex.list({ q: 'gaultheria' }).map((entry) => entry.id)).toEqual(['wintergreen']);
    const wintergreen = oilIndex.list({ q: 'wintergreen' })[0]!;
    expect(wintergreen.flags).toEqual(
      expect.arrayContaining(['min_age', 'pregnancy', 'anticoagulant', 'not_for_ingestion']),
    );
    expect(oilIndex.withSubstance('lemon-oil').map((entry) => entry.id)).toEqual([
      'lemon-distilled',
      'lemon-expressed',
    ]);
  });

  it('hold the core remedies (ginger to magnesium), with grades, listed by concern best grade first', () => {
    for (const id of [
      'ginger',
      'peppermint-oil-capsules',
      'melatonin',
      'valerian',
      'chamomile',
      'echinacea',
      'st-johns-wort',
      'turmeric',
      'magnesium',
    ])
      expect(remedyIndex.get(id), id).toBeDefined();
    const nausea = remedyIndex.list({ concern: 'nausea' });
    expect(nausea.map((entry) => entry.id)).toContain('ginger');
    const grades = nausea.map(
      (entry) => entry.concerns.find((c) => c.concern === 'nausea')!.evidence_grade,
    );
    expect(grades).toEqual([...grades].sort());
    expect(
      remedyIndex.get('melatonin')?.concerns.find((c) => c.concern === 'jet-lag')?.evidence_grade,
    ).toBe('A');
    expect(remedyIndex.withSubstance('ginger').map((entry) => entry.id)).toEqual(['ginger']);
    expect(remedyIndex.list({ q: 'jet lag' }).map((entry) => entry.id)).toContain('melatonin');
  });
});
