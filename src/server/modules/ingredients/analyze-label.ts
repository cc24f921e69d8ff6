/**
 * `analyzeLabel` (ADR 035): a label's text → every ingredient with what it is, what the
 * knowledge says about it for everyone (EFSA's evaluation, allergens, EU cosmetic annexes,
 * fragrance allergens) and, for a signed-in person, what it means for them. Unknown ingredients
 * are listed with id null and counted, never dropped: 'not assessed' is not 'safe'.
 */
import type {
  AnalyzeResponse,
  AnalyzedIngredient,
  CitedSource,
  IngredientFlag,
  IngredientProductKind,
  PersonalWarning,
} from '#shared/contracts/ingredients.contract';
import type {
  AdditiveEntry,
  AllergenEntry,
  CosmeticEntry,
  LabelSource,
} from '#server/knowledge/label-indexes';
import { labelCounts } from '#shared/domain/label-counts';
import { parseLabel } from './label-parser';
import {
  oneEntryPerIngredient,
  sameIngredientKey,
  type LabelEntry,
} from './one-entry-per-ingredient';
import { personalWarnings, type LabelPerson } from './personal-warnings';
import { recognise, type LabelKnowledge, type Recognition } from './recognise';

const cite = (sources: readonly LabelSource[]): CitedSource[] =>
  sources.map((source) => ({ title: source.title, url: source.url }));

/** EFSA's evaluation in one line: 'EFSA (2009): ADI 7.5 mg/kg body weight a day.' */
export function efsaFlag(additive: AdditiveEntry): IngredientFlag {
  const { efsa } = additive;
  const when = efsa.evaluated
    ? `EFSA (${efsa.evaluated.slice(0, 4)})`
    : 'Not re-evaluated by EFSA yet';
  // The summary's own 'EFSA re-evaluation (2009):' lead-in is said once, by `when`.
  const summary = efsa.summary
    .trim()
    .replace(/^EFSA(?: re-evaluation)?(?: \(\d{4}\))?\s*:\s*/i, '')
    .replace(/\.$/, '');
  let text: string;
  if (efsa.adi_mg_per_kg !== null) {
    const extra = summary.includes(';') ? summary.slice(summary.indexOf(';') + 1).trim() : '';
    text = `${when}: ADI ${efsa.adi_mg_per_kg} mg/kg body weight a day${extra ? `; ${extra}` : ''}.`;
  } else text = `${when}: ${summary}.`;
  const authorised = efsa.eu_status === 'authorised';
  return {
    level: authorised ? 'info' : 'caution',
    text: authorised ? text : `Not authorised in the EU. ${text}`,
    sources: cite(additive.sources),
  };
}

function regionsText(entry: AllergenEntry): string {
  if (entry.regions.length === 2) return 'a major allergen in the US and EU';
  if (entry.regions[0] === 'US') return 'a major allergen in the US';
  return 'a major allergen in the EU';
}

function allergenFlag(entry: AllergenEntry, mayContain: boolean): IngredientFlag {
  const name = entry.name.toLowerCase();
  return {
    level: 'info',
    text: mayContain
      ? `May contain ${name} (${regionsText(entry)})`
      : `Contains ${name} (${regionsText(entry)})`,
    sources: cite(entry.sources),
  };
}

function cosmeticFlags(entry: CosmeticEntry): IngredientFlag[] {
  const flags: IngredientFlag[] = [];
  if (entry.annex === 'II')
    flags.push({
      level: 'avoid',
      text: `${entry.name} is prohibited in cosmetic products in the EU (Regulation 1223/2009, Annex II).`,
      sources: cite(entry.sources),
    });
  if (entry.annex === 'III') {
    const limits = entry.restrictions
      .map((r) =>
        [
          r.product_types,
          r.max_concentration ? `at most ${r.max_concentration}` : null,
          r.conditions,
          r.warnings ? `label warning: ${r.warnings}` : null,
        ]
          .filter(Boolean)
          .join(', '),
      )
      .join('; ');
    flags.push({
      level: 'info',
      text: `Restricted in EU cosmetics (Regulation 1223/2009, Annex III)${limits ? `: ${limits}` : ''}.`,
      sources: cite(entry.sources),
    });
  }
  if (entry.fragrance_allergen)
    flags.push({
      level: 'info',
      text: `${entry.name} is a fragrance allergen: the EU requires it to be named on the label above set levels, as it can cause skin allergy in people sensitised to it.`,
      sources: cite(entry.sources),
    });
  return flags;
}

/** The flags every reader gets for one ingredient. */
function flagsFor(recognition: Recognition, mayContain: boolean): IngredientFlag[] {
  const flags: IngredientFlag[] = [];
  const { additive, cosmetic } = recognition;
  if (additive)
    flags.push(
      efsaFlag(additive),
      ...additive.flags.map((flag) => ({ ...flag, sources: cite(flag.sources) })),
    );
  for (const entry of recognition.allergens)
    if (entry.type === 'major_allergen') flags.push(allergenFlag(entry, mayContain));
  if (cosmetic)
    flags.push(
      ...cosmeticFlags(cosmetic),
      ...cosmetic.flags.map((flag) => ({ ...flag, sources: cite(flag.sources) })),
    );
  // The same statement twice (an additive's flag repeating the EFSA line) is said once.
  const seen = new Set<string>();
  return flags.filter((flag) => !seen.has(flag.text) && seen.add(flag.text));
}

/** The label's kind when the request does not say: INCI words mean cosmetic, facts panels supplement. */
export function guessKind(text: string): IngredientProductKind {
  if (/\b(?:aqua|parfum|inci)\b|\bci\s?\d{5}\b/i.test(text)) return 'cosmetic';
  if (
    /supplement facts|other ingredients|each (?:capsule|tablet|softgel|serving) contains|\d\s*(?:mcg|µg|iu)\b/i.test(
      text,
    )
  )
    return 'supplement';
  return 'food';
}

export function analyzeLabel(
  knowledge: LabelKnowledge,
  text: string,
  kind: IngredientProductKind | undefined,
  person: LabelPerson | null,
): AnalyzeResponse {
  const labelKind = kind ?? guessKind(text);
  // A label repeating an ingredient ('salt' in three parts) is looked up once.
  const seen = new Map<string, { recognition: Recognition; personal: PersonalWarning[] }>();
  const entries: LabelEntry[] = parseLabel(text, { kind: labelKind }).map((item) => {
    const key = JSON.stringify([
      item.name,
      item.alternatives,
      item.e_number,
      item.label_class,
      item.may_contain,
    ]);
    let known = seen.get(key);
    if (!known) {
      const recognition = recognise(knowledge, item, labelKind);
      const personal = person
        ? personalWarnings(knowledge, person, {
            names: [item.name, ...item.alternatives],
            mayContain: item.may_contain,
            recognition,
            kind: labelKind,
          })
        : [];
      known = { recognition, personal };
      seen.set(key, known);
    }
    const { recognition, personal } = known;
    const ingredient: AnalyzedIngredient = {
      text: item.text,
      also_written: [],
      name: recognition.name,
      id: recognition.id,
      kinds: recognition.kinds,
      functions: recognition.functions,
      e_number: recognition.e_number,
      percent: item.percent,
      may_contain: item.may_contain,
      parent: item.parent,
      flags: flagsFor(recognition, item.may_contain),
      personal,
    };
    return {
      ingredient,
      key: sameIngredientKey(item, recognition),
      declared: item.declared,
      allergenIds: recognition.allergens
        .filter((entry) => entry.type === 'major_allergen')
        .map((entry) => entry.id),
    };
  });
  const ingredients = oneEntryPerIngredient(entries);
  const levels = (item: AnalyzedIngredient) => [
    ...item.flags.map((flag) => flag.level),
    ...item.personal.map((warning) => warning.level),
  ];
  const avoid = ingredients.filter((item) => levels(item).includes('avoid')).length;
  const caution = ingredients.filter(
    (item) => !levels(item).includes('avoid') && levels(item).includes('caution'),
  ).length;
  return {
    kind: labelKind,
    ingredients,
    summary: { avoid, caution, unknown: labelCounts(ingredients).notAssessed },
    personalized: person !== null,
    unchecked_medicines: (person?.medicines ?? [])
      .filter((medicine) => medicine.activeIds.length === 0)
      .map((medicine) => ({ name: medicine.name, suggestions: [...(medicine.suggestions ?? [])] })),
  };
}
