/**
 * Nutrient amounts of the cabinet's supplements, read from the dose text the user typed (ADR 027):
 * "1000 IU" of vitamin D is 25 µg, "65 mg" of iron is 65 mg. A single-nutrient supplement takes
 * the first amount in its dose (or its name); a combination or multivitamin takes amounts named
 * in the text ("vitamin D 25 mcg, iron 18 mg"). What cannot be read is said to be unknown, never
 * guessed. Amounts are per dose, times the doses a day its frequency gives.
 */
import type { DriKey } from './dri';

/** A single-nutrient supplement's substance → the nutrient it supplies. */
const SINGLE: Record<string, DriKey> = {
  'vitamin-a': 'vitamin_a_ug',
  'vitamin-c': 'vitamin_c_mg',
  'vitamin-d': 'vitamin_d_ug',
  'vitamin-e': 'vitamin_e_mg',
  'vitamin-k': 'vitamin_k_ug',
  'vitamin-b12': 'vitamin_b12_ug',
  'folic-acid': 'folate_ug',
  methylfolate: 'folate_ug',
  calcium: 'calcium_mg',
  iron: 'iron_mg',
  magnesium: 'magnesium_mg',
  zinc: 'zinc_mg',
  potassium: 'potassium_mg',
};

/** Names in a combination's dose text → nutrient. */
const NAMED: [RegExp, DriKey][] = [
  [/vitamin\s*d[23]?|vit\.?\s*d[23]?|cholecalciferol|\bd3\b/, 'vitamin_d_ug'],
  [/vitamin\s*a\b|vit\.?\s*a\b|retinol/, 'vitamin_a_ug'],
  [/vitamin\s*c\b|vit\.?\s*c\b|ascorbic acid/, 'vitamin_c_mg'],
  [/vitamin\s*e\b|vit\.?\s*e\b|tocopherol/, 'vitamin_e_mg'],
  [/vitamin\s*k[12]?\b|vit\.?\s*k\b|\bk2\b/, 'vitamin_k_ug'],
  [/vitamin\s*b\s*-?12|\bb12\b|cobalamin/, 'vitamin_b12_ug'],
  [/folic acid|folate/, 'folate_ug'],
  [/calcium/, 'calcium_mg'],
  [/iron|ferrous/, 'iron_mg'],
  [/magnesium/, 'magnesium_mg'],
  [/zinc/, 'zinc_mg'],
  [/potassium/, 'potassium_mg'],
];

const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(iu|mcg|µg|μg|ug|mg|g)\b/i;

/** The unit of each key: 'ug' or 'mg' (its name's suffix). */
const unitOf = (key: DriKey) => (key.endsWith('_ug') ? 'ug' : key.endsWith('_mg') ? 'mg' : 'g');

/**
 * An amount in `key`'s unit, or null when the unit does not fit the nutrient. IU: vitamin D
 * 40 IU = 1 µg; vitamin A (retinol) 1 IU = 0.3 µg RAE; vitamin E (natural, d-alpha) 1 IU = 0.67 mg
 * (NIH ODS fact sheets). Folic acid counts 1.7 µg DFE per µg.
 */
export function toNutrientUnit(key: DriKey, value: number, unit: string): number | null {
  const u = unit.toLowerCase().replace(/[µμ]g/, 'mcg').replace(/^ug$/, 'mcg');
  const target = unitOf(key);
  let amount: number | null = null;
  if (u === 'iu') {
    if (key === 'vitamin_d_ug') amount = value / 40;
    else if (key === 'vitamin_a_ug') amount = value * 0.3;
    else if (key === 'vitamin_e_mg') amount = value * 0.67;
    else return null;
    return amount;
  }
  const mg = u === 'g' ? value * 1000 : u === 'mg' ? value : value / 1000; // mcg
  amount = target === 'mg' ? mg : target === 'ug' ? mg * 1000 : mg / 1000;
  if (key === 'folate_ug') amount *= 1.7;
  return amount;
}

const DOSES_PER_DAY: Record<string, number> = {
  'Once daily': 1,
  'Twice daily': 2,
  'Three times daily': 3,
  'Four times daily': 4,
  'Every other day': 0.5,
  Weekly: 1 / 7,
  'As needed': 1,
};

function parseNumber(text: string): number {
  return Number(text.replace(/,/g, ''));
}

export interface SupplementAmount {
  key: DriKey;
  /** Per day, in the key's unit. */
  amount: number;
}

/**
 * What one cabinet supplement adds in a day. `substanceId` is the knowledge base's match for its
 * name; the text read is the dose, then the name ("Vitamin D3 1000 IU").
 */
export function supplementAmounts(entry: {
  name: string;
  dosage: string | null;
  frequency: string;
  substanceId: string | null;
}): SupplementAmount[] {
  const perDay = DOSES_PER_DAY[entry.frequency] ?? 1;
  const texts = [entry.dosage ?? '', entry.name].map((t) => t.toLowerCase());
  const single = entry.substanceId ? SINGLE[entry.substanceId] : undefined;
  const out = new Map<DriKey, number>();
  // Named amounts first ("vitamin D 25 mcg, iron 18 mg"), in any supplement's text.
  for (const text of texts) {
    for (const part of text.split(/[,;+&/]|\band\b|\bwith\b/)) {
      const match = AMOUNT.exec(part);
      if (!match) continue;
      const named = NAMED.find(([pattern]) => pattern.test(part.slice(0, match.index)));
      if (!named || out.has(named[1])) continue;
      const amount = toNutrientUnit(named[1], parseNumber(match[1]!), match[2]!);
      if (amount !== null) out.set(named[1], amount);
    }
  }
  if (single && !out.has(single)) {
    // "325 mg (65 mg elemental iron)": the elemental figure is the nutrient, the first the salt.
    for (const text of texts) {
      const elemental =
        /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(mcg|µg|μg|ug|mg|g)\s*(?:of\s+)?elemental/i.exec(
          text,
        );
      const amount = elemental
        ? toNutrientUnit(single, parseNumber(elemental[1]!), elemental[2]!)
        : null;
      if (amount !== null) {
        out.set(single, amount);
        break;
      }
    }
  }
  if (single && !out.has(single)) {
    for (const text of texts) {
      const match = AMOUNT.exec(text);
      if (!match) continue;
      const amount = toNutrientUnit(single, parseNumber(match[1]!), match[2]!);
      if (amount !== null) {
        out.set(single, amount);
        break;
      }
    }
  }
  // "Ferrous sulfate 325 mg" with no elemental figure: the label gives the salt, so the iron is its
  // share of it (NIH ODS iron fact sheet: fumarate 33%, sulfate 20%, gluconate 12%). Counting the
  // salt as iron would call a usual tablet five times the upper limit. People also write the iron
  // itself after the salt's name ("ferrous sulfate 65 mg", as the box says "65 mg iron"); a tablet
  // holds at most about 100 mg of iron, so up to that the figure is read as the iron.
  const iron = out.get('iron_mg');
  const salt = IRON_SALTS.find(([pattern]) => texts.some((text) => pattern.test(text)));
  if (
    iron !== undefined &&
    iron > MAX_ELEMENTAL_IRON_MG &&
    salt &&
    !texts.some((text) => /elemental/.test(text))
  )
    out.set('iron_mg', iron * salt[1]);
  return [...out].map(([key, amount]) => ({ key, amount: amount * perDay }));
}

const MAX_ELEMENTAL_IRON_MG = 100;

/** Iron salts and the share of their weight that is iron (NIH ODS, Iron: Health Professionals). */
const IRON_SALTS: readonly (readonly [RegExp, number])[] = [
  [/ferrous fumarate/, 0.33],
  [/ferrous sul(?:f|ph)ate/, 0.2],
  [/ferrous gluconate/, 0.12],
];
