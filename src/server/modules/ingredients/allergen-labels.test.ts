/**
 * Allergens on real-style labels in the EU's languages (ADR 076), read the way a person allergic
 * to them reads the analysis: the label goes through `analyzeLabel` with a profile listing the EU's
 * 14 groups, and the allergy warnings it raises are compared with the groups the label holds. A
 * third of the labels is held out by a hash of its id (never used to tune the lexicon); the
 * negative labels must raise no warning at all.
 */
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '#server/knowledge/load-knowledge-files';
import { allergensKind } from '#server/knowledge/food-labels/allergens.kind';
import { buildAllergenIndex } from '#server/knowledge/food-labels/allergen-index';
import { readPersonRules } from '#server/knowledge/person-rules/person-rules';
import {
  EU_LABELS,
  NEGATIVE_LABELS,
  type AllergenLabel,
  type EuGroup,
} from '../../../../tests/fixtures/allergens/eu-labels';
import { analyzeLabel } from './analyze-label';
import type { LabelKnowledge } from './recognise';
import { testLabelKnowledge } from './test-fixtures/label-knowledge';

const allergens = buildAllergenIndex(
  loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [allergensKind]).records(allergensKind),
);
const knowledge: LabelKnowledge = { ...testLabelKnowledge(), allergens };

/** A person allergic to all 14, each written as people write it. */
const ALLERGY_WORDS: Record<EuGroup, string> = {
  gluten: 'gluten',
  crustaceans: 'crustaceans',
  egg: 'eggs',
  fish: 'fish',
  peanut: 'peanuts',
  soy: 'soya',
  milk: 'milk',
  'tree-nuts': 'tree nuts',
  celery: 'celery',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphites: 'sulphites',
  lupin: 'lupin',
  molluscs: 'molluscs',
};
const GROUPS = Object.keys(ALLERGY_WORDS) as EuGroup[];
const person = readPersonRules(knowledge, {
  profile: { medical_history: { allergies: Object.values(ALLERGY_WORDS) } },
  cabinet: [],
  avoid: [],
});

/** Which groups the analysis warned this person about (an allergy warning names its allergen). */
function warned(text: string): EuGroup[] {
  const result = analyzeLabel(knowledge, text, 'food', person);
  const found = new Set<EuGroup>();
  for (const item of result.ingredients)
    for (const warning of item.personal)
      if (warning.reason === 'allergy')
        for (const group of GROUPS) {
          const name = allergens.byId(group)!.name.toLowerCase();
          if (
            warning.text.startsWith(`Contains ${name}:`) ||
            warning.text.startsWith(`May contain ${name},`)
          )
            found.add(group);
        }
  return [...found].sort();
}

/** FNV-1a of the id: a third of the labels (hash % 3 === 0) is held out. */
function heldOut(id: string): boolean {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 3 === 0;
}

interface Score {
  labels: number;
  exact: number;
  missed: string[];
  falseAlarms: string[];
}

function score(labels: readonly AllergenLabel[]): Score {
  const out: Score = { labels: labels.length, exact: 0, missed: [], falseAlarms: [] };
  for (const label of labels) {
    const got = warned(label.text);
    const expected = [...label.expected].sort();
    const missed = expected.filter((group) => !got.includes(group));
    const extra = got.filter((group) => !expected.includes(group));
    if (missed.length === 0 && extra.length === 0) out.exact++;
    out.missed.push(...missed.map((group) => `${label.id}: ${group}`));
    out.falseAlarms.push(...extra.map((group) => `${label.id}: ${group}`));
  }
  return out;
}

describe('allergens on labels in every EU language', () => {
  const tune = score(EU_LABELS.filter((label) => !heldOut(label.id)));
  const held = score(EU_LABELS.filter((label) => heldOut(label.id)));

  it('covers de, fr, es, it, nl, pl, sv and tr, and keeps a third held out', () => {
    const languages = new Set(EU_LABELS.map((label) => label.lang));
    for (const lang of ['de', 'fr', 'es', 'it', 'nl', 'pl', 'sv', 'tr'])
      expect(EU_LABELS.filter((label) => label.lang === lang).length).toBeGreaterThanOrEqual(5);
    expect(languages.size).toBeGreaterThanOrEqual(20);
    expect(held.labels).toBeGreaterThan(EU_LABELS.length / 5);
    expect(held.labels).toBeLessThan(EU_LABELS.length / 2);
  });

  it('warns about every allergen of the tuning labels and nothing else', () => {
    console.info(`allergen labels, tuning set: ${tune.exact}/${tune.labels} exact`, {
      missed: tune.missed,
      falseAlarms: tune.falseAlarms,
    });
    expect(tune.missed).toEqual([]);
    expect(tune.falseAlarms).toEqual([]);
  });

  it('reports the held-out labels (not tuned on)', () => {
    console.info(`allergen labels, held-out set: ${held.exact}/${held.labels} exact`, {
      missed: held.missed,
      falseAlarms: held.falseAlarms,
    });
    // Held out: a floor, not a target; the figure is reported in ADR 076.
    expect(held.exact / held.labels).toBeGreaterThanOrEqual(0.8);
  });

  it.each(NEGATIVE_LABELS)('$id: raises no allergy warning', ({ text }) => {
    expect(warned(text)).toEqual([]);
  });
});
