/**
 * The real knowledge base against well-known cases: what a pharmacist would flag must be flagged
 * (severity at least as given, with spacing where the label gives one), and common pairs with no
 * known interaction must stay quiet. Also the size and the validator on the real files.
 */
import { describe, expect, it } from 'vitest';
import { SEVERITIES, type Severity } from '#shared/contracts/interactions.contract';
import { checkInteractions } from '#server/modules/interactions/check-interactions';
import { interactionsKind } from './interactions.kind';
import { knowledgeFromFiles, loadKnowledgeFiles } from './load-knowledge-files';
import { substancesKind } from './substances.kind';
import { validateKnowledge } from './validate-knowledge';

const files = loadKnowledgeFiles();
const substances = files.records(substancesKind);
const interactions = files.records(interactionsKind);
const index = knowledgeFromFiles().interactions;
const rank = (severity: Severity) => SEVERITIES.length - SEVERITIES.indexOf(severity);

describe('the knowledge base files', () => {
  it('pass the schema and the validator', () => {
    expect([...files.problems, ...validateKnowledge(substances, interactions)]).toEqual([]);
  });

  it('hold at least 300 drugs, 150 supplements and herbs, 60 foods and drinks, 40 oils and 400 interaction records', () => {
    const count = (kinds: string[]) => substances.filter((s) => kinds.includes(s.kind)).length;
    expect(count(['drug'])).toBeGreaterThanOrEqual(300);
    expect(count(['supplement', 'herb'])).toBeGreaterThanOrEqual(150);
    expect(count(['food'])).toBeGreaterThanOrEqual(60);
    expect(count(['essential_oil'])).toBeGreaterThanOrEqual(40);
    expect(interactions.length).toBeGreaterThanOrEqual(400);
  });
});

// [first item as typed, second item as typed, at least this severity, at least this spacing in hours]
const KNOWN: [string, string, Severity, number?][] = [
  ['warfarin', 'vitamin K', 'major'],
  ['sertraline', "St John's wort", 'major'],
  ['levothyroxine', 'calcium', 'moderate', 4],
  ['simvastatin', 'grapefruit juice', 'major'],
  ['ciprofloxacin', 'milk', 'moderate', 2],
  ['phenelzine', 'aged cheese', 'major'],
  ['warfarin', 'aspirin', 'major'],
  ['Coumadin', 'Advil', 'major'],
  ['clopidogrel', 'omeprazole', 'moderate'],
  ['Viagra', 'nitroglycerin', 'major'],
  ['sildenafil', 'isosorbide mononitrate', 'major'],
  ['oxycodone', 'alprazolam', 'major'],
  ['tramadol', 'sertraline', 'major'],
  ['lisinopril', 'spironolactone', 'moderate'],
  ['lisinopril', 'potassium', 'moderate'],
  ['spironolactone', 'salt substitute', 'moderate'],
  ['methotrexate', 'Bactrim', 'major'],
  ['simvastatin', 'clarithromycin', 'major'],
  ['digoxin', 'amiodarone', 'moderate'],
  ['lithium', 'ibuprofen', 'moderate'],
  ['phenelzine', 'pseudoephedrine', 'major'],
  ['phenelzine', 'dextromethorphan', 'major'],
  ['phenelzine', 'sertraline', 'major'],
  ['doxycycline', 'iron', 'moderate', 2],
  ['tetracycline', 'calcium', 'moderate', 2],
  ['alendronate', 'calcium', 'moderate'],
  ['levothyroxine', 'iron', 'moderate', 4],
  ['Synthroid', 'Tums', 'moderate', 4],
  ['levothyroxine', 'coffee', 'minor'],
  ['metronidazole', 'alcohol', 'moderate'],
  ['acetaminophen', 'alcohol', 'moderate'],
  ['zolpidem', 'alcohol', 'moderate'],
  ['warfarin', 'ginkgo', 'moderate'],
  ['warfarin', 'garlic', 'minor'],
  ['warfarin', 'fish oil', 'minor'],
  ['cyclosporine', "St John's wort", 'major'],
  ['Levora', "St John's wort", 'major'],
  ['fluvoxamine', 'tizanidine', 'major'],
  ['ciprofloxacin', 'tizanidine', 'major'],
  ['allopurinol', 'azathioprine', 'major'],
  ['sertraline', '5-HTP', 'moderate'],
  ['sumatriptan', 'sertraline', 'moderate'],
  ['carbidopa-levodopa', 'iron', 'minor'],
  ['isotretinoin', 'vitamin A', 'major'],
  ['warfarin', 'cranberry juice', 'minor'],
  ['felodipine', 'grapefruit juice', 'moderate'],
  ['tacrolimus', 'grapefruit juice', 'moderate'],
  ['digoxin', 'licorice root', 'moderate'],
  ['warfarin', 'wintergreen oil', 'moderate'],
  ['valproate', 'lamotrigine', 'major'],
  ['clarithromycin', 'colchicine', 'major'],
  ['metformin', 'alcohol', 'moderate'],
  ['Eliquis', 'ibuprofen', 'major'],
  ['paracetamol', 'warfarin', 'minor'],
  ['citalopram', 'omeprazole', 'moderate'],
  ['cetirizine', 'beer', 'minor'],
];

describe('well-known interactions are found', () => {
  it.each(KNOWN)('%s + %s: at least %s', (a, b, severity, hours) => {
    const result = checkInteractions(index, [a, b], { detail: 'full', profile: null });
    expect(
      result.items.map((item) => item.resolved?.id ?? `UNRESOLVED ${item.query}`),
    ).not.toContainEqual(expect.stringMatching(/^UNRESOLVED/));
    expect(result.interactions.length, `${a} + ${b}`).toBeGreaterThan(0);
    const top = result.interactions[0]!;
    expect(rank(top.severity)).toBeGreaterThanOrEqual(rank(severity));
    expect(top.management.length).toBeGreaterThan(20);
    expect(top.sources.length).toBeGreaterThan(0);
    if (hours !== undefined)
      expect(
        Math.max(...result.interactions.map((i) => i.separate_hours ?? 0)),
      ).toBeGreaterThanOrEqual(hours);
  });
});

const QUIET: [string, string][] = [
  ['acetaminophen', 'amoxicillin'],
  ['loratadine', 'vitamin D'],
  ['amlodipine', 'acetaminophen'],
  ['vitamin D', 'probiotics'],
  ['lavender oil', 'vitamin C'],
  ['atorvastatin', 'acetaminophen'],
  ['levothyroxine', 'acetaminophen'],
  ['amoxicillin', 'ibuprofen'],
  ['cetirizine', 'vitamin D'],
  ['montelukast', 'acetaminophen'],
  ['banana', 'acetaminophen'],
  ['coffee', 'loratadine'],
  ['fish oil', 'vitamin D'],
  ['metformin', 'atorvastatin'],
  ['losartan', 'atorvastatin'],
  ['vitamin B12', 'vitamin D'],
  ['amlodipine', 'metformin'],
  ['cetirizine', 'amoxicillin'],
  ['omeprazole', 'loratadine'],
  ['vitamin C', 'vitamin D'],
];

describe('common pairs with no known interaction stay quiet', () => {
  it.each(QUIET)('%s + %s', (a, b) => {
    const result = checkInteractions(index, [a, b], { detail: 'full', profile: null });
    expect(result.items.every((item) => item.resolved)).toBe(true);
    expect(result.interactions.map((i) => i.id)).toEqual([]);
  });
});

describe('everyday typing resolves', () => {
  it.each([
    ['Tylenol', 'acetaminophen'],
    ['paracetamol', 'acetaminophen'],
    ['ibuprofin', 'ibuprofen'],
    ['fish oil', 'fish-oil'],
    ['St Johns wort', 'st-johns-wort'],
    ['grapefruit juice', 'grapefruit-juice'],
    ['Lipitor 20mg', 'atorvastatin'],
    ['vitamin D3 2000 IU', 'vitamin-d'],
    ['Zoloft', 'sertraline'],
    ['salbutamol', 'albuterol'],
  ])('%s → %s', (typed, id) => {
    expect(index.resolve(typed)?.substanceId).toBe(id);
  });

  it('warns about the same ingredient twice and two NSAIDs', () => {
    const result = checkInteractions(index, ['Tylenol', 'paracetamol', 'Advil', 'Aleve'], {
      detail: 'basic',
      profile: null,
    });
    expect(result.duplicates.map((d) => [d.between, d.reason])).toEqual(
      expect.arrayContaining([
        [[0, 1], 'same_ingredient'],
        [[2, 3], 'same_class'],
      ]),
    );
  });
});
