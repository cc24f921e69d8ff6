/**
 * Nutrient amounts of the cabinet's supplements, read from the dose text the user typed (ADR 027,
 * ADR 050): "1000 IU" of vitamin D is 25 µg, "65 mg" of iron is 65 mg. A single-nutrient
 * supplement (its knowledge-base substance) takes the first amount in its dose (or its name); any
 * supplement takes the amounts named in its text ("niacin 500 mg, B6 200 mg, selenium 800 mcg",
 * "400 mcg folic acid", "iodine (as potassium iodide) 150 mcg"). Each amount is in the form its
 * upper limit counts (upper-limits.ts): folic acid and methylfolate as µg of themselves (a DFE
 * figure is divided by 1.7), vitamin A as retinol unless the text says beta-carotene, vitamin E as
 * alpha-tocopherol, a salt's weight as the element in it. What cannot be read is unknown, never
 * guessed. Amounts are per dose, times the doses a day its frequency gives.
 */
import type { SupplementKey } from './upper-limits';

/** A single-nutrient supplement's substance (supplements-herbs.json and two drugs) → nutrient. */
const SINGLE: Record<string, SupplementKey> = {
  'vitamin-a': 'vitamin_a_ug',
  'beta-carotene': 'provitamin_a_ug',
  'vitamin-c': 'vitamin_c_mg',
  'vitamin-d': 'vitamin_d_ug',
  'vitamin-e': 'vitamin_e_mg',
  'vitamin-k': 'vitamin_k_ug',
  'vitamin-b12': 'vitamin_b12_ug',
  niacin: 'niacin_mg',
  niacinamide: 'niacin_mg',
  'vitamin-b6': 'vitamin_b6_mg',
  'folic-acid': 'folic_acid_ug',
  methylfolate: 'methylfolate_ug',
  choline: 'choline_mg',
  calcium: 'calcium_mg',
  iron: 'iron_mg',
  magnesium: 'magnesium_mg',
  zinc: 'zinc_mg',
  potassium: 'potassium_mg',
  selenium: 'selenium_ug',
  iodine: 'iodine_ug',
  'potassium-iodide': 'iodine_ug',
  copper: 'copper_mg',
  manganese: 'manganese_mg',
  boron: 'boron_mg',
  'sodium-fluoride': 'fluoride_mg',
};

/** Forms of folate that are methylfolate (L-5-MTHF and its salts). */
const METHYLFOLATE =
  /methyl-?\s?folate|5-?mthf|levomefol|methyltetrahydrofol|metafolin|quatrefolic/;

/**
 * Names in a supplement's text → nutrient; the first name after the previous amount wins
 * ("iodine (as potassium iodide) 150 mcg" is iodine). 'folate' is folic acid unless the text names
 * a methylfolate form; 'kelp' names iodine only for an amount in µg (a weight in mg is the seaweed).
 */
const NAMED: readonly (readonly [RegExp, SupplementKey | 'folate' | 'kelp'])[] = [
  [/vitamin\s*d[23]?\b|vit\.?\s*d[23]?\b|cholecalciferol|ergocalciferol|\bd3\b/, 'vitamin_d_ug'],
  [/beta[-\s]?carotene|carotenoids?\b/, 'provitamin_a_ug'],
  [/vitamin\s*a\b|vit\.?\s*a\b|retinol|retinyl/, 'vitamin_a_ug'],
  [/vitamin\s*c\b|vit\.?\s*c\b|ascorbic acid|ascorbate/, 'vitamin_c_mg'],
  [/vitamin\s*e\b|vit\.?\s*e\b|tocopher/, 'vitamin_e_mg'],
  [/vitamin\s*k[12]?\b|vit\.?\s*k\b|\bk2\b|menaquinone|phylloquinone|phytonadione/, 'vitamin_k_ug'],
  [/vitamin\s*b\s*-?12|\bb-?12\b|cobalamin/, 'vitamin_b12_ug'],
  [/vitamin\s*b\s*-?6|\bb-?6\b|pyridox|\bp-?5-?p\b/, 'vitamin_b6_mg'],
  [
    /vitamin\s*b\s*-?3\b|\bb-?3\b|niacin|nicotinic acid|nicotinamide(?!\s*riboside)|inositol hexa-?nicotinate/,
    'niacin_mg',
  ],
  [METHYLFOLATE, 'methylfolate_ug'],
  [/folic acid|folacin/, 'folic_acid_ug'],
  [/folate|vitamin\s*b\s*-?9\b|\bb-?9\b/, 'folate'],
  [/(?<!cdp-)\bcholine\b/, 'choline_mg'],
  [/calcium(?!\s*(?:pantothenate|ascorbate|fructoborate))/, 'calcium_mg'],
  [/\biron\b|ferrous|ferric/, 'iron_mg'],
  [/magnesium/, 'magnesium_mg'],
  [/manganese/, 'manganese_mg'],
  [/\bzinc\b/, 'zinc_mg'],
  [/potassium(?!\s*iod)/, 'potassium_mg'],
  [/selen/, 'selenium_ug'],
  [/iodine|iodide|iodate/, 'iodine_ug'],
  [/\bkelp\b|bladderwrack/, 'kelp'],
  [/copper|cupric|cuprous/, 'copper_mg'],
  [/molybd/, 'molybdenum_ug'],
  [/\bboron\b/, 'boron_mg'],
  [/\bnickel\b/, 'nickel_mg'],
  [/vanadium|vanadyl/, 'vanadium_mg'],
  [/phosphorus/, 'phosphorus_mg'],
  [/fluoride/, 'fluoride_mg'],
  [/^\W*chlorides?\b/, 'chloride_mg'],
];

/**
 * Salts written by their own weight ("potassium iodide 130 mg"), and the share of it that is the
 * nutrient (by molar mass). Not applied when the text names the nutrient with the salt as its
 * form ("iodine (as potassium iodide) 150 mcg": that figure is the iodine). Iron's salts have their
 * own rule below.
 */
const SALTS: readonly (readonly [RegExp, SupplementKey, number])[] = [
  [/potassium iodide/, 'iodine_ug', 0.764],
  [/sodium fluoride/, 'fluoride_mg', 0.452],
  [/vanadyl sulfate/, 'vanadium_mg', 0.31],
  [/choline bitartrate/, 'choline_mg', 0.411],
  [/choline chloride/, 'choline_mg', 0.746],
];

/** Where a text's parts end: ';', '+', '&', '/', 'and', 'with', and a comma that is not 1,000's. */
const PARTS = /,(?!\d{3}(?!\d))|[;+&/]|\band\b|\bwith\b/;

const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(iu|mcg|µg|μg|ug|mg|g)\b(?:\s*(dfe|rae)\b)?/gi;

/** The unit of each key: 'ug', 'mg' or 'g' (its name's suffix). */
const unitOf = (key: string) => (key.endsWith('_ug') ? 'ug' : key.endsWith('_mg') ? 'mg' : 'g');

/**
 * An amount in `key`'s unit, or null when the unit does not fit the nutrient. IU (NIH ODS fact
 * sheets): vitamin D 40 IU = 1 µg; retinol 1 IU = 0.3 µg; supplemental beta-carotene 1 IU =
 * 0.15 µg RAE; vitamin E 1 IU = 0.9 mg of alpha-tocopherol as its UL counts it (synthetic
 * dl-alpha; the natural form's 0.67 mg is applied when the text says so).
 */
export function toNutrientUnit(key: SupplementKey, value: number, unit: string): number | null {
  const u = unit.toLowerCase().replace(/[µμ]g/, 'mcg').replace(/^ug$/, 'mcg');
  if (u === 'iu') {
    if (key === 'vitamin_d_ug') return value / 40;
    if (key === 'vitamin_a_ug') return value * 0.3;
    if (key === 'provitamin_a_ug') return value * 0.15;
    if (key === 'vitamin_e_mg') return value * 0.9;
    return null;
  }
  const mg = u === 'g' ? value * 1000 : u === 'mg' ? value : value / 1000; // mcg
  const target = unitOf(key);
  return target === 'mg' ? mg : target === 'ug' ? mg * 1000 : mg / 1000;
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
  key: SupplementKey;
  /** Per day, in the key's unit and form. */
  amount: number;
}

/** How sure an amount is: an explicit form or elemental figure beats a DFE or salt reading. */
interface Candidate {
  key: SupplementKey;
  amount: number;
  rank: number;
}

interface Found {
  value: number;
  unit: string;
  qualifier: string | undefined;
  /** The text the nutrient was named in (before the amount, or right after it). */
  region: string;
  elemental: boolean;
}

/** Each amount of a text with the text around it: before (since the last amount) and after. */
function amountsIn(text: string): Found[] {
  const matches = [...text.matchAll(AMOUNT)];
  return matches.map((match, i) => {
    const start = i === 0 ? 0 : matches[i - 1]!.index + matches[i - 1]![0].length;
    const end = match.index + match[0].length;
    const nextStart = matches[i + 1]?.index ?? text.length;
    const before = text.slice(start, match.index);
    const after = text.slice(end, nextStart);
    const elemental = /^\s*(?:of\s+)?elemental\b/.test(after);
    // A name before the amount names it; otherwise a name right after it ("400 mcg folic acid",
    // "(65 mg elemental iron)").
    const following = after.replace(/^[\s(]*(?:of\s+)?(?:elemental\s+)?/, '');
    return {
      value: parseNumber(match[1]!),
      unit: match[2]!,
      qualifier: match[3]?.toLowerCase(),
      region: nameIn(before) ? before : startsWithName(following) ? following : '',
      elemental,
    };
  });
}

const PATTERNS = [...SALTS.map(([pattern]) => pattern), ...NAMED.map(([pattern]) => pattern)];
const nameIn = (region: string) => PATTERNS.some((pattern) => pattern.test(region));
const startsWithName = (text: string) =>
  PATTERNS.some((pattern) => pattern.exec(text)?.index === 0);

function allBetaCarotene(part: string): boolean {
  if (!/beta[-\s]?carotene/.test(part) || /retin/.test(part)) return false;
  const share = /(\d{1,3}(?:\.\d+)?)\s*%/.exec(part);
  return share === null || Number(share[1]) === 100;
}

/** A salt the text names by its own weight (not "iodine (as potassium iodide)"). */
function saltIn(text: string): { key: SupplementKey; share: number } | null {
  for (const [pattern, key, share] of SALTS) {
    const match = pattern.exec(text);
    if (match && !/\b(?:as|from)\s+(?:\w+\s+)?$/.test(text.slice(0, match.index)))
      return { key, share };
  }
  return null;
}

/** The nutrient a region names (the first name in it), and a salt's share when one applies. */
function keyOf(
  region: string,
  part: string,
  unit: string,
): { key: SupplementKey; share: number } | null {
  const salt = saltIn(region);
  if (salt) return salt;
  let first: { index: number; key: (typeof NAMED)[number][1] } | null = null;
  for (const [pattern, key] of NAMED) {
    const match = pattern.exec(region);
    if (match && (first === null || match.index < first.index)) first = { index: match.index, key };
  }
  if (!first) return null;
  if (first.key === 'kelp') {
    const u = unit.toLowerCase();
    return u === 'mcg' || u === 'µg' || u === 'μg' || u === 'ug'
      ? { key: 'iodine_ug', share: 1 }
      : null;
  }
  if (first.key === 'folate')
    return { key: METHYLFOLATE.test(part) ? 'methylfolate_ug' : 'folic_acid_ug', share: 1 };
  // "Vitamin A 900 mcg RAE (as beta-carotene)": carotene, unless retinol is named too or only
  // part of it is carotene ("25,000 IU (20% as beta-carotene)"): then all of it counts as retinol,
  // so an excess of the retinol share is never missed.
  if (first.key === 'vitamin_a_ug' && allBetaCarotene(part))
    return { key: 'provitamin_a_ug', share: 1 };
  return { key: first.key, share: 1 };
}

/**
 * The one nutrient a supplement's name names, with a salt's share ("potassium iodide": iodine,
 * 0.764); null when it names none or more than one ("Calcium with vitamin D").
 */
function singleNamedIn(name: string): { key: SupplementKey; share: number; kelp: boolean } | null {
  const keys = new Map<SupplementKey, { share: number; kelp: boolean }>();
  const salt = saltIn(name);
  if (salt) keys.set(salt.key, { share: salt.share, kelp: false });
  for (const [pattern, named] of NAMED) {
    if (!pattern.test(name)) continue;
    const key: SupplementKey =
      named === 'kelp'
        ? 'iodine_ug'
        : named === 'folate'
          ? METHYLFOLATE.test(name)
            ? 'methylfolate_ug'
            : 'folic_acid_ug'
          : named;
    if (!keys.has(key)) keys.set(key, { share: 1, kelp: named === 'kelp' });
  }
  const [only, ...rest] = [...keys];
  return only && rest.length === 0 ? { key: only[0], ...only[1] } : null;
}

/** One amount in its key's unit and form, with how sure it is; null when the unit does not fit. */
function candidate(key: SupplementKey, found: Found, part: string, share = 1): Candidate | null {
  let amount = toNutrientUnit(key, found.value, found.unit);
  if (amount === null) return null;
  let rank = found.elemental ? 3 : 2;
  if (key === 'folic_acid_ug' || key === 'methylfolate_ug') {
    // "680 mcg DFE": the form's own weight is the DFE / 1.7 (both forms; ODS folate fact sheet).
    if (found.qualifier === 'dfe') {
      amount /= 1.7;
      rank = 1;
    }
  } else if (key === 'provitamin_a_ug') {
    // Beta-carotene by weight: 2 µg from a supplement make 1 µg RAE; a RAE figure is as it is.
    if (found.unit.toLowerCase() !== 'iu' && found.qualifier !== 'rae') amount /= 2;
  } else if (key === 'vitamin_e_mg' && found.unit.toLowerCase() === 'iu') {
    // Natural d-alpha (RRR): 0.67 mg per IU; synthetic or a form not named: 0.9 (the UL's figure).
    if (/\bd-alpha|natural|\brrr\b/.test(part) && !/\bdl-|synthetic|all-rac/.test(part))
      amount = found.value * 0.67;
  }
  if (share !== 1) {
    amount *= share;
    rank = 1;
  }
  return { key, amount, rank };
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
  const out = new Map<SupplementKey, Candidate>();
  const keep = (found: Candidate | null) => {
    if (!found) return;
    const held = out.get(found.key);
    if (!held || found.rank > held.rank) out.set(found.key, found);
  };
  // Named amounts first ("vitamin D 25 mcg, iron 18 mg"), in any supplement's text; the dose's
  // text before the name's, and within a text the surer reading of a nutrient.
  for (const text of texts) {
    const before = new Set(out.keys());
    for (const part of text.split(PARTS)) {
      for (const found of amountsIn(part)) {
        const named = keyOf(found.region, part, found.unit);
        if (named && !before.has(named.key)) keep(candidate(named.key, found, part, named.share));
      }
    }
  }
  // A single nutrient: the knowledge base's substance, else the one nutrient the name names
  // ("Molybdenum glycinate", "Vanadyl sulfate", "Kelp"). Its first amount (an elemental figure
  // first) is the nutrient's; a salt named without the nutrient ("Potassium iodide", "130 mg")
  // counts its share, and kelp only an amount in µg (a weight in mg is the seaweed's).
  const byName = singleNamedIn(texts[1]!);
  const key = single ?? byName?.key;
  if (key && !out.has(key)) {
    const share = byName?.key === key ? byName.share : 1;
    const microgramsOnly = entry.substanceId === 'kelp' || (byName?.key === key && byName.kelp);
    for (const text of texts) {
      const [found] = amountsIn(text)
        .filter((f) => f.elemental)
        .concat(amountsIn(text));
      if (!found) continue;
      if (microgramsOnly && !/^(?:mcg|µg|μg|ug)$/.test(found.unit)) break;
      const read = candidate(key, found, text, found.elemental ? 1 : share);
      if (read) {
        keep(read);
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
    iron.amount > MAX_ELEMENTAL_IRON_MG &&
    salt &&
    !texts.some((text) => /elemental/.test(text))
  )
    out.set('iron_mg', { ...iron, amount: iron.amount * salt[1] });
  return [...out.values()].map(({ key, amount }) => ({ key, amount: amount * perDay }));
}

const MAX_ELEMENTAL_IRON_MG = 100;

/** Iron salts and the share of their weight that is iron (NIH ODS, Iron: Health Professionals). */
const IRON_SALTS: readonly (readonly [RegExp, number])[] = [
  [/ferrous fumarate/, 0.33],
  [/ferrous sul(?:f|ph)ate/, 0.2],
  [/ferrous gluconate/, 0.12],
];
