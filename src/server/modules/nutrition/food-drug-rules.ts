/**
 * The food-drug rules a plan and the food log apply (ADR 027), decided from the interaction
 * engine's own records, never from a model: every food substance of the knowledge base is looked
 * up against each cabinet medicine (through its active ingredients, as the checker does), and
 * each record found becomes one action by its data:
 *
 * - vitamin K foods with a vitamin K antagonist (warfarin): kept, the daily vitamin K held steady;
 * - a salt substitute: left out; other potassium sources: limited (each day near the AI);
 * - a record with `separate_hours`: kept, with a spacing note (dairy, calcium, iron...);
 * - major, or moderate for CYP3A4-inhibiting foods, tyramine-rich foods and alcohol: left out;
 * - anything else: kept, with a note.
 *
 * Which foods are tyramine-rich is the food data's (their `substance_ids`): the MAOI labels'
 * lists, doubtful foods included (ADR 050); a plan that leaves them out says which list it kept to.
 */
import type { KnowledgeIndex, PairInteraction } from '#server/knowledge/knowledge-index';
import type { Severity } from '#shared/contracts/interactions.contract';
import type { Source, TargetNote } from './energy-targets';

export type FoodAction = 'exclude' | 'vitamin-k-band' | 'limit-potassium' | 'space' | 'note';

export interface CabinetMedicine {
  id: string;
  name: string;
  /** The knowledge base's substance, when the name resolves to one. */
  substanceId: string | null;
}

export interface FoodVerdict {
  action: FoodAction;
  severity: Severity;
  medicine: string;
  substanceId: string;
  text: string;
  sources: Source[];
  separateHours: number | null;
}

export interface FoodDrugRules {
  /** Verdicts per food substance id (what a food's `substance_ids` point at). */
  bySubstance: ReadonlyMap<string, readonly FoodVerdict[]>;
  /** True when a vitamin K antagonist is taken: each day's vitamin K is held in a band. */
  vitaminKBand: boolean;
  /** True when potassium-raising medicines are taken: each day's potassium is kept near the AI. */
  limitPotassium: boolean;
  /** True with an MAOI, linezolid or the selegiline patch: every tyramine-rich food is left out. */
  lowTyramine: boolean;
  /** The food substances the low-tyramine plan leaves out (empty without it). */
  tyramineSubstances: ReadonlySet<string>;
  /** Medicines whose vitamin K or potassium rule applies, for the notes written after planning. */
  vitaminKMedicines: string[];
  potassiumMedicines: string[];
  /** The vitamin K rule's sources (its note is written after planning, with the band's figures). */
  vitaminKSources: Source[];
  notes: TargetNote[];
}

/** Food classes whose moderate records are still reasons to leave the food out. */
const EXCLUDE_WHEN_MODERATE = new Set(['cyp3a4-inhibiting-food', 'tyramine-rich-food', 'alcohol']);
const SEVERITY_RANK: Record<Severity, number> = { major: 3, moderate: 2, minor: 1 };

/** The lists the low-tyramine plan keeps to (ADR 050). */
const LOW_TYRAMINE_SOURCES: readonly Source[] = [
  {
    title:
      'Tranylcypromine (Parnate) label: foods and beverages with high tyramine content (DailyMed)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tranylcypromine',
  },
  {
    title: 'Phenelzine (Nardil) label: foods and beverages to avoid (DailyMed)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=phenelzine',
  },
  {
    title: 'Selegiline transdermal system (Emsam) label: dietary modifications (DailyMed)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=emsam',
  },
  {
    title: 'MedlinePlus: drugs, herbs and supplements (phenelzine, tranylcypromine, selegiline)',
    url: 'https://medlineplus.gov/druginformation.html',
  },
];

const lowTyramineText = (medicines: string) =>
  `Low-tyramine plan: you take ${medicines}. We keep to the MAOI labels' lists of foods to avoid and leave out every food they name or that is doubtful: all cheese except cottage cheese and cream cheese (brined cheeses such as feta and halloumi too), yogurt, kefir, sour cream and buttermilk, cured, smoked, dried or fermented meat and fish, sausages and liver, soy foods (tofu, soy milk, edamame, miso, soy sauce), sauerkraut and kimchi, yeast extract, fava beans, beer and wine, and dried fruit. Cook from fresh, eat or freeze leftovers within a day or two, and skip overripe bananas and avocados.`;

/** Medicines whose labels ask for a low-tyramine diet besides the MAOI class (ADR 079). */
const TYRAMINE_MEDICINES = new Set(['linezolid', 'selegiline']);

/** MAOIs (the class), linezolid and selegiline (the patch's ingredient): the low-tyramine plan. */
export function isTyramineMedicine(index: KnowledgeIndex, medicineIds: readonly string[]): boolean {
  return medicineIds.some(
    (id) => TYRAMINE_MEDICINES.has(id) || index.substances.get(id)?.classes.includes('maoi'),
  );
}

/** Food substances the low-tyramine plan leaves out: every tyramine-rich food of the knowledge. */
export function tyramineRichSubstances(index: KnowledgeIndex): Set<string> {
  const out = new Set<string>();
  for (const substance of index.substances.values())
    if (substance.classes.includes('tyramine-rich-food')) out.add(substance.id);
  return out;
}

function decide(
  index: KnowledgeIndex,
  foodId: string,
  medicineIds: readonly string[],
  pair: PairInteraction,
): FoodAction {
  const food = index.substances.get(foodId);
  const classes = new Set(food?.classes ?? []);
  const antagonist = medicineIds.some((id) =>
    index.substances.get(id)?.classes.includes('vitamin-k-antagonist'),
  );
  if ((classes.has('vitamin-k-source') || foodId === 'vitamin-k') && antagonist)
    return 'vitamin-k-band';
  if (foodId === 'salt-substitute') return 'exclude';
  if (classes.has('potassium-source')) return 'limit-potassium';
  if (pair.record.separate_hours !== null) return 'space';
  const severity = pair.record.severity;
  if (severity === 'major') return 'exclude';
  if (severity === 'moderate' && [...classes].some((c) => EXCLUDE_WHEN_MODERATE.has(c)))
    return 'exclude';
  return 'note';
}

function displayName(medicine: CabinetMedicine, index: KnowledgeIndex): string {
  const substance = medicine.substanceId ? index.substances.get(medicine.substanceId) : undefined;
  if (!substance || substance.name.toLowerCase() === medicine.name.trim().toLowerCase())
    return medicine.name.trim();
  return `${medicine.name.trim()} (${substance.name.toLowerCase()})`;
}

function listNames(names: readonly string[], joiner: 'or' | 'and'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${joiner} ${names[names.length - 1]}`;
}

function dedupeSources(sources: readonly Source[]): Source[] {
  const seen = new Map<string, Source>();
  for (const source of sources) if (!seen.has(source.url)) seen.set(source.url, source);
  return [...seen.values()];
}

/** Lower-case food name as a sentence reads it (keeps "Seville"). */
const foodName = (name: string) =>
  name.startsWith('Seville') ? name : name.charAt(0).toLowerCase() + name.slice(1);

/**
 * The rules for one cabinet. `foodSubstanceIds`: the food substances to check (every food-kind
 * substance of the knowledge base by default).
 */
export function buildFoodDrugRules(
  index: KnowledgeIndex,
  cabinet: readonly CabinetMedicine[],
  foodSubstanceIds: readonly string[] = foodSubstancesOf(index),
): FoodDrugRules {
  const bySubstance = new Map<string, FoodVerdict[]>();
  const notes: TargetNote[] = [];
  const vitaminK = new Set<string>();
  const potassium = new Set<string>();
  const potassiumSources: Source[] = [];
  const vitaminKSources: Source[] = [];
  const lowTyramine = new Set<string>();
  for (const medicine of cabinet) {
    if (!medicine.substanceId) continue;
    const medicineIds = index.activeIds(medicine.substanceId);
    const name = displayName(medicine, index);
    // The low-tyramine plan is for MAOIs, linezolid and the selegiline patch only: a
    // tyramine-rich food left out for another reason (beer and wine for alcohol) is not it.
    if (isTyramineMedicine(index, medicineIds)) lowTyramine.add(name);
    // action → the foods it covers, their records' sources, the strongest severity and summary
    const groups = new Map<
      FoodAction,
      { foods: string[]; sources: Source[]; severity: Severity; summary: string; hours: number }
    >();
    for (const foodId of foodSubstanceIds) {
      for (const medicineId of medicineIds) {
        for (const pair of index.pairInteractions(foodId, medicineId)) {
          const action = decide(index, foodId, medicineIds, pair);
          const foodLabel = foodName(index.substances.get(foodId)?.name ?? foodId);
          const sources = dedupeSources(
            pair.sources.length > 0 ? pair.sources : pair.record.sources,
          );
          const verdict: FoodVerdict = {
            action,
            severity: pair.record.severity,
            medicine: name,
            substanceId: foodId,
            text: verdictText(action, foodLabel, name, pair),
            sources,
            separateHours: pair.record.separate_hours,
          };
          const list = bySubstance.get(foodId) ?? [];
          list.push(verdict);
          bySubstance.set(foodId, list);
          const group = groups.get(action) ?? {
            foods: [],
            sources: [],
            severity: pair.record.severity,
            summary: pair.record.summary,
            hours: 0,
          };
          if (!group.foods.includes(foodLabel)) group.foods.push(foodLabel);
          group.sources.push(...sources);
          if (SEVERITY_RANK[pair.record.severity] > SEVERITY_RANK[group.severity]) {
            group.severity = pair.record.severity;
            group.summary = pair.record.summary;
          }
          group.hours = Math.max(group.hours, pair.record.separate_hours ?? 0);
          groups.set(action, group);
        }
      }
    }
    for (const [action, group] of groups) {
      const sources = dedupeSources(group.sources).slice(0, 4);
      const foods = group.foods;
      switch (action) {
        case 'exclude':
          notes.push({
            kind: 'medicine',
            text: `No ${listNames(foods, 'or')}: you take ${name}. ${group.summary}`,
            sources,
          });
          break;
        case 'space':
          notes.push({
            kind: 'medicine',
            text: `Timing: take ${name} at least ${group.hours} hour${group.hours === 1 ? '' : 's'} apart from ${listNames(foods, 'and')} (they stay in the plan). ${group.summary}`,
            sources,
          });
          break;
        case 'note':
          notes.push({
            kind: 'medicine',
            text: `Kept, with care: ${listNames(foods, 'and')} with ${name} (${group.severity}). ${group.summary}`,
            sources,
          });
          break;
        case 'vitamin-k-band':
          vitaminK.add(name);
          vitaminKSources.push(...sources);
          break;
        case 'limit-potassium':
          potassium.add(name);
          potassiumSources.push(...sources);
          break;
      }
    }
  }
  if (potassium.size > 0)
    notes.push({
      kind: 'medicine',
      text: `Potassium: you take ${listNames([...potassium], 'and')}. No salt substitute (potassium chloride), and each day's potassium is kept near the adequate intake rather than above it where the recipes allow; ask your clinician about your own limit.`,
      sources: dedupeSources(potassiumSources).slice(0, 4),
    });
  if (lowTyramine.size > 0)
    notes.push({
      kind: 'medicine',
      text: lowTyramineText(listNames([...lowTyramine], 'and')),
      sources: [...LOW_TYRAMINE_SOURCES],
    });
  return {
    bySubstance,
    vitaminKBand: vitaminK.size > 0,
    limitPotassium: potassium.size > 0,
    lowTyramine: lowTyramine.size > 0,
    tyramineSubstances: lowTyramine.size > 0 ? tyramineRichSubstances(index) : new Set<string>(),
    vitaminKMedicines: [...vitaminK],
    potassiumMedicines: [...potassium],
    vitaminKSources: dedupeSources(vitaminKSources).slice(0, 4),
    notes,
  };
}

function verdictText(
  action: FoodAction,
  food: string,
  medicine: string,
  pair: PairInteraction,
): string {
  const summary = pair.record.summary;
  switch (action) {
    case 'exclude':
      return `Avoid ${food} with ${medicine}. ${summary}`;
    case 'space':
      return `Take ${medicine} at least ${pair.record.separate_hours} h apart from ${food}. ${summary}`;
    case 'vitamin-k-band':
      return `Keep vitamin K steady from day to day with ${medicine}; do not stop eating ${food}. ${summary}`;
    case 'limit-potassium':
      return `${food} adds potassium, which ${medicine} can raise. ${summary}`;
    case 'note':
      return summary;
  }
}

let foodIdsCache: { index: KnowledgeIndex; ids: string[] } | undefined;
/** Every food-kind substance id of the knowledge base (cached per index). */
export function foodSubstancesOf(index: KnowledgeIndex): string[] {
  if (foodIdsCache?.index !== index) {
    const ids: string[] = [];
    for (const substance of index.substances.values())
      if (substance.kind === 'food') ids.push(substance.id);
    ids.push(
      ...['vitamin-k', 'potassium'].filter((id) => index.substances.has(id) && !ids.includes(id)),
    );
    foodIdsCache = { index, ids };
  }
  return foodIdsCache.ids;
}

/** The strongest action among a food's substances' verdicts (exclude beats everything). */
export function verdictsForFood(
  rules: FoodDrugRules,
  substanceIds: readonly string[],
): FoodVerdict[] {
  return substanceIds.flatMap((id) => rules.bySubstance.get(id) ?? []);
}
