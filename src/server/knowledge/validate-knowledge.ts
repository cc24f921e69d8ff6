/**
 * Checks what the file schemas cannot: that every id an interaction or product names exists,
 * that no pair is authored twice, and that rules meeting on one pair agree on its severity.
 * Returns human-readable problems; an empty list means the knowledge base may be loaded.
 */
import { CLASS_IDS } from './classes';
import { classOf, expandInteractions, isClassRef, pairKey } from './expand-interactions';
import type { InteractionRecord, Substance } from './knowledge.schema';
import { normalizeName } from './normalize-name';

export function allNamesOf(substance: Substance): string[] {
  return [
    substance.name,
    ...substance.brands_us,
    ...substance.brands_uk,
    ...substance.synonyms,
    ...substance.misspellings,
  ];
}

/** Both kinds together: the substances, then the interactions against them. */
export function validateKnowledge(
  substances: readonly Substance[],
  interactions: readonly InteractionRecord[],
): string[] {
  return [...validateSubstances(substances), ...validateInteractions(interactions, substances)];
}

export function validateSubstances(substances: readonly Substance[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();

  for (const substance of substances) {
    if (ids.has(substance.id)) problems.push(`substance ${substance.id}: duplicate id`);
    ids.add(substance.id);
  }

  // A name that points at two substances would make resolution a coin toss.
  const owners = new Map<string, string>();
  for (const substance of substances) {
    for (const name of new Set(allNamesOf(substance).map(normalizeName))) {
      const owner = owners.get(name);
      if (owner && owner !== substance.id)
        problems.push(`name "${name}" belongs to both ${owner} and ${substance.id}`);
      else owners.set(name, substance.id);
    }
    for (const ingredient of substance.ingredients) {
      if (!ids.has(ingredient))
        problems.push(`substance ${substance.id}: unknown ingredient ${ingredient}`);
      if (ingredient === substance.id)
        problems.push(`substance ${substance.id}: lists itself as an ingredient`);
    }
    const components = substance.components ?? [];
    for (const component of components) {
      if (!ids.has(component))
        problems.push(`substance ${substance.id}: unknown component ${component}`);
      if (component === substance.id)
        problems.push(`substance ${substance.id}: lists itself as a component`);
    }
    if (components.length > 0 && substance.ingredients.length > 0)
      problems.push(`substance ${substance.id}: lists both ingredients and components`);
    if (components.length === 1)
      problems.push(`substance ${substance.id}: a combination has at least two components`);
    if (
      substance.kind === 'drug' &&
      substance.ingredients.length === 0 &&
      substance.side_effects.length === 0
    ) {
      problems.push(`substance ${substance.id}: a drug needs side_effects`);
    }
  }
  return problems;
}

export function validateInteractions(
  interactions: readonly InteractionRecord[],
  substances: readonly Substance[],
): string[] {
  const problems: string[] = [];
  const ids = new Set(substances.map((substance) => substance.id));
  const classes = new Set<string>(CLASS_IDS);
  const recordIds = new Set<string>();
  const authoredPairs = new Map<string, string>();
  for (const record of interactions) {
    if (recordIds.has(record.id)) problems.push(`interaction ${record.id}: duplicate id`);
    recordIds.add(record.id);
    for (const participant of [record.a, record.b]) {
      if (isClassRef(participant) ? !classes.has(classOf(participant)) : !ids.has(participant)) {
        problems.push(
          `interaction ${record.id}: unknown ${isClassRef(participant) ? 'class' : 'substance'} ${participant}`,
        );
      }
    }
    if (record.a === record.b && !isClassRef(record.a))
      problems.push(`interaction ${record.id}: a substance cannot interact with itself`);
    const key = pairKey(record.a, record.b);
    const first = authoredPairs.get(key);
    if (first)
      problems.push(`interaction ${record.id}: duplicate pair, already authored as ${first}`);
    else authoredPairs.set(key, record.id);
  }

  for (const pair of expandInteractions(interactions, substances).values()) {
    const severities = new Set(pair.records.map((record) => record.severity));
    if (severities.size > 1) {
      problems.push(
        `pair ${pair.key}: contradictory severities from ${pair.records.map((r) => `${r.id} (${r.severity})`).join(', ')}; author a pair record to settle it`,
      );
    }
  }
  return problems;
}
