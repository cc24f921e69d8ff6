/**
 * What one typed item means: a substance, or nothing. A wrong answer is worse than none (a statin
 * checked as a corticosteroid, "poppers" checked as peppers), so a name resolves only through
 *
 * 1. a name we list for it (canonical, brand, synonym, misspelling), as typed, with its spaces
 *    closed up ("grape fruit"), or once dose and form words are dropped ("Doliprane 1000 mg");
 * 2. a listed name with only dose, strength, unit, form and release words around it ("Tylenol Extra
 *    Strength Caplets", "Glucophage XR 500", "Doliprane 1000 mg comprimé"). Any other word left over
 *    ("Vitamin X Super Complex", "ethinyl estradiol" read as "estradiol") makes the listed name a
 *    "did you mean" suggestion (`suggest`), never a resolution (ADR 078); the longest listed name
 *    wins over its parts, and a word naming a different formulation ("Advil PM", "Sudafed PE",
 *    "Delix plus") or a second substance suggests nothing;
 * 3. a typo of a listed name, only when
 *    - the typed word is not itself an everyday word ("poppers", "speed", "lasik" are not typos),
 *    - it starts with the same letter or sound (typos keep the start; "Sortis" is not "cortisone"),
 *    - it is at least 5 letters, with 1 edit up to 8 letters and 2 from 9,
 *    - one substance is nearest, and any other within the budget is of the same kind and shares
 *      a class with it (the near miss cannot land on a different kind of medicine);
 * 4. a long beginning (5+ letters) that only one substance's names start with ("atorva"), under
 *    the same everyday-word rule.
 *
 * Anything weaker is unresolved; the check then offers search hits as "did you mean", the
 * resolver's own suggestion first (knowledge-index.ts).
 */
import type { Substance } from './knowledge.schema';
import { isCommonWord } from './common-words';
import { normalizeName } from './normalize-name';
import {
  BARE_NAME_WEIGHT,
  BRAND_WEIGHT,
  CANONICAL_WEIGHT,
  MISSPELLING_WEIGHT,
  editDistance,
  letterCounts,
  lettersWithin,
  type NameEntry,
  type TypoCandidate,
} from './substance-search';

export interface Resolution {
  substanceId: string;
  matched: string;
  /** The match was the substance's canonical name (so there is no other name to report). */
  canonical: boolean;
}

/** Words that describe a dose or a form, not a substance: "Advil 200 mg tablets" means Advil. */
const NOISE_WORDS = new Set(
  (
    'mg mcg ug g iu ml units unit tablet tablets tab tabs capsule capsules cap caps caplet caplets softgel softgels ' +
    'gel gels liqui gummy gummies chewable chewables liquid syrup drops spray patch cream ointment injection pill ' +
    'pills dose doses daily once twice a day per x er xr xl sr cr dr la ec od extended release delayed modified ' +
    'supplement supplements strength regular maximum max junior children childrens adult adults otc ' +
    'prescription rx of the and film coated effervescent dispersible orodispersible sachet sachets lp retard ' +
    'comprime comprimes cpr compresse filmtabletten tabletten tabletas capsulas gelules ' +
    // Dose, form and release words of other markets (ADR 078): English, French, German, Spanish,
    // Portuguese, Italian, Turkish and transliterated Russian label words.
    'mr sa ir hr hrs 12hr 24hr 12h 24h hour hours oral solution suspension susp suppository suppositories ' +
    'inhaler inhalation evohaler accuhaler turbuhaler diskus respules nebuliser nebulizer powder granules ' +
    'forte mite retard depot zok mups fc dt md odt xl ld hd lf ds ss dispersable soluble ' +
    'mg ml gm kg mcg microgram micrograms milligram milligrams ' +
    'tablette tabletta tabletka tabletki kapsul kapseln kapsel filmtablette brausetabletten retardtabletten ' +
    'comprimido comprimidos comprimidos revestidos revestido gotas jarabe xarope solucao solucion ' +
    'capsula capsule compressa compresse bustine gocce sciroppo ' +
    'gelule gelules sirop sachet buvable injectable ampoule ampoules ' +
    'tablet film kapli tablet tb tbl tab draje surup damla ampul flakon ' +
    'pack strip box ' +
    // RxNorm's dose forms and units as clinical-drug names write them ("albuterol 0.09 MG/ACTUAT
    // Metered Dose Inhaler", "fentanyl 0.025 MG/HR Transdermal System"), read from NLM's list of
    // RxNorm dose forms: a record's medicine named this way is the ingredient before them.
    'metered dry aerosol actuat actuation actuations puff puffs nasal topical transdermal system ' +
    'sublingual buccal disintegrating ophthalmic otic rectal vaginal injectable prefilled syringe ' +
    'syringes injector pen cartridge lotion foam enema lozenge lozenges troche shampoo mouthwash ' +
    'unt meq ' +
    // Salt and hydrate words of a generic name ("metformin hydrochloride", "amlodipine besylate");
    // the mineral ones (sodium, potassium, calcium, magnesium) are substances and stay.
    'hydrochloride hcl hydrobromide hbr maleate mesylate mesilate besylate besilate tartrate bitartrate ' +
    'succinate fumarate acetate propionate dipropionate furoate xinafoate valerate monohydrate ' +
    'dihydrate trihydrate hemihydrate sesquihydrate anhydrous disodium ' +
    // Amounts and audiences: "a pint of beer", "kids multivitamin", "iron infusion".
    'pint pints glass glasses cup cups can cans bottle bottles shot shots mug mugs serving servings ' +
    'kids kid child baby babies infant infants toddler toddlers teen teens women womens men mens ' +
    'senior seniors infusion infusions drip'
  ).split(' '),
);

/**
 * Makers of generics and supplements: "Atorvastatin Teva", "Omeprazol Stada", "Natrol melatonin"
 * name the substance and who made it, nothing else. A maker word left over keeps a resolution.
 */
const MAKER_WORDS = new Set(
  (
    'teva mylan viatris sandoz hexal ratiopharm stada zentiva accord actavis apotex aurobindo ' +
    'zydus cipla lupin sun ranbaxy glenmark torrent alkem intas mankind abbott pfizer bayer ' +
    'sanofi winthrop biogaran arrow cristers eg krka gedeon richter polpharma egis pliva ' +
    'medochemie generics almus aliud betapharm heumann ct 1a abz axapharm mepha spirig ' +
    'kern cinfa normon ratio bluefish orion ' +
    'natrol kirkland equate solgar nature natures made bounty now centrum swisse ' +
    'holland barrett boots superdrug walgreens cvs'
  ).split(' '),
);
const DOSE_TOKEN = /^\d+(?:\s?\d+)*(?:mg|mcg|ug|g|iu|ml|units?|%)?$/;

export function stripDoseWords(norm: string): string {
  // "Extra Strength" is a dose; "Extra" alone names another product ("Panadol Extra": + caffeine).
  return norm
    .replace(/\bextra strength\b/g, ' ')
    .split(' ')
    .filter(Boolean)
    .filter((word) => !NOISE_WORDS.has(word) && !DOSE_TOKEN.test(word))
    .join(' ');
}

/**
 * Words that, beside a single-ingredient brand, name a different product: a night-time version
 * with a sedating antihistamine (PM, Night), a decongestant combination (D, PE, Sinus, Cold),
 * a cough combination (DM), or a fixed-dose combination (plus, comp, HCT, duo, co-).
 */
const FORMULATION_WORDS = new Set(
  (
    'pm am d pe dm hct hctz comp plus extra duo dual combi combo complex cold flu sinus night nighttime ' +
    'nite sleep congestion cough migraine menstrual pms back arthritis antibiotic ' +
    // The same in the languages of the European brands we list.
    'grippe gripe rhume erkaltung kombi compositum'
  ).split(' '),
);

/** Typos keep the first sound: 'ph' and 'f', hard 'c', 'k' and 'q', 'x' and 'z' read alike. */
function firstSound(norm: string): string {
  if (norm.startsWith('ph')) return 'f';
  const first = norm[0] ?? '';
  if (first === 'k' || first === 'q') return 'c';
  if (first === 'z') return 'x';
  return first;
}

/** "birth control pills" and "birth control pill" are one name: each word without a plural 's'. */
function singularOf(norm: string): string {
  return norm
    .split(' ')
    .map((word) => (/^(?:[a-z]{2,}[^s]|[a-z]*\d)s$/.test(word) ? word.slice(0, -1) : word))
    .join(' ');
}

/** Names a typo or a beginning may land on: canonical, synonym and bare names of 5+ letters. */
export function isTypoTarget(entry: NameEntry): boolean {
  return (
    !entry.generated &&
    entry.weight !== BRAND_WEIGHT &&
    entry.weight !== MISSPELLING_WEIGHT &&
    // A one-letter change in a four-letter name ("ATRA") is a quarter of it: no longer a typo.
    entry.norm.length >= 5
  );
}

/** The same first letter, or the same first sound ("fenelzine", "penelzine": phenelzine). */
function sameStart(a: string, b: string): boolean {
  return a[0] === b[0] || firstSound(a) === firstSound(b);
}

function resolutionTypos(length: number): number {
  if (length < 5) return 0;
  return length < 9 ? 1 : 2;
}

const resolution = (entry: NameEntry): Resolution => ({
  substanceId: entry.substanceId,
  matched: entry.name,
  canonical: entry.weight === CANONICAL_WEIGHT,
});

function groupByLength(entries: readonly NameEntry[]): Map<number, TypoCandidate[]> {
  const byLength = new Map<number, TypoCandidate[]>();
  for (const entry of entries) {
    const group = byLength.get(entry.norm.length) ?? [];
    group.push({ entry, letters: letterCounts(entry.norm) });
    byLength.set(entry.norm.length, group);
  }
  return byLength;
}

/**
 * An index of names by a key; a key two substances share answers nothing. Authored names come
 * first: a bare name ("Potassium" from "Potassium (supplement)") fills only a key none of them has.
 */
function uniqueIndex(
  entries: readonly NameEntry[],
  keyOf: (entry: NameEntry) => string,
): Map<string, NameEntry | null> {
  const index = new Map<string, NameEntry | null>();
  const authored = entries.filter((entry) => entry.weight !== BARE_NAME_WEIGHT);
  const bare = entries.filter((entry) => entry.weight === BARE_NAME_WEIGHT);
  const authoredKeys = new Set(authored.map(keyOf));
  for (const entry of [...authored, ...bare]) {
    if (entry.weight === BARE_NAME_WEIGHT && authoredKeys.has(keyOf(entry))) continue;
    const made = keyOf(entry);
    // The entry's own name when the key is the same text: a key made by joining or replacing is
    // a fresh copy of it otherwise, kept for as long as the index (ADR 102).
    const key = made === entry.norm ? entry.norm : made;
    if (!index.has(key)) {
      index.set(key, entry);
      continue;
    }
    const current = index.get(key);
    if (current === null || current === undefined) continue;
    if (current.substanceId !== entry.substanceId) index.set(key, null);
    else if (entry.weight > current.weight) index.set(key, entry);
  }
  return index;
}

export interface ResolverOptions {
  /** Whether a word is an everyday word (common-words.ts); a test may pass its own. */
  isCommonWord?: (word: string) => boolean;
  /** Street and two-meaning names (street-names.ts): a substance id, or null to stay unresolved. */
  streetNames?: ReadonlyMap<string, string | null>;
}

export function createResolver(
  entries: readonly NameEntry[],
  substances: ReadonlyMap<string, Substance>,
  options: ResolverOptions = {},
) {
  const commonWord = options.isCommonWord ?? isCommonWord;
  const streetNames = options.streetNames ?? new Map<string, string | null>();
  /** A street name's substance as a resolution, 'unresolved' for a listed null, else undefined. */
  const street = (norm: string): Resolution | 'unresolved' | undefined => {
    if (!streetNames.has(norm)) return undefined;
    const id = streetNames.get(norm);
    if (!id || !substances.has(id)) return 'unresolved';
    return { substanceId: id, matched: substances.get(id)!.name, canonical: true };
  };
  const exact = uniqueIndex(entries, (entry) => entry.norm);
  const compact = uniqueIndex(entries, (entry) => entry.norm.replaceAll(' ', ''));
  const singular = uniqueIndex(entries, (entry) => singularOf(entry.norm));
  // Typos and beginnings land only on generic names: brand names are coined per country and
  // collide across borders (Lipex and Lidex, Somac and Soma, Zactin and Zacin), while generic
  // names are chosen to stay apart; a misspelling is a typo already.
  const genericNames = entries.filter(isTypoTarget);
  const byLength = groupByLength(genericNames);

  /** An authored name as typed, or with its spaces closed up, or its plural 's' dropped. */
  const lookUp = (norm: string): NameEntry | null =>
    compact.get(norm.replaceAll(' ', '')) ?? singular.get(singularOf(norm)) ?? null;

  /** Two substances a near miss could confuse without changing what kind of thing is checked. */
  function interchangeable(a: string, b: string): boolean {
    const x = substances.get(a);
    const y = substances.get(b);
    if (!x || !y) return false;
    if (x.ingredients.includes(b) || y.ingredients.includes(a)) return true;
    return x.kind === y.kind && x.classes.some((cls) => y.classes.includes(cls));
  }

  /**
   * The substance named by runs of words inside the text, longest runs first (so "ethinyl
   * estradiol" is read as one name before "estradiol"), with the words no name took; 'refused'
   * when two substances are named ("Doliprane Vitamine C"), or the other words name a different
   * formulation ("Advil PM").
   */
  function namedWithin(words: string[]): { entry: NameEntry; rest: string[] } | 'refused' | null {
    // Runs are read on the words as typed ("omega 3 fish oil 1000mg"), dose words and all.
    const taken = words.map(() => false);
    const found = new Map<string, NameEntry>();
    for (let length = words.length - 1; length >= 1; length--) {
      for (let start = 0; start + length <= words.length; start++) {
        if (taken.slice(start, start + length).some(Boolean)) continue;
        const entry = exact.get(words.slice(start, start + length).join(' '));
        if (!entry || entry.norm.length < 3) continue;
        found.set(entry.substanceId, entry);
        for (let k = start; k < start + length; k++) taken[k] = true;
      }
    }
    if (found.size === 0) return null;
    if (found.size > 1) return 'refused';
    const rest = words.filter((_, k) => !taken[k]);
    if (rest.some((word) => FORMULATION_WORDS.has(word))) return 'refused';
    const named = rest.filter(
      (word) => !NOISE_WORDS.has(word) && !DOSE_TOKEN.test(word) && !MAKER_WORDS.has(word),
    );
    // "gin and tonic", "X with Y": a second thing is named beside the known one.
    const joined = rest.includes('and') || rest.includes('with');
    return { entry: [...found.values()][0]!, rest: joined ? [...named, 'and'] : named };
  }

  /**
   * The one substance within the typo budget, or null when there is none, when two are nearest,
   * or when any other name within the budget belongs to a substance of another kind or class.
   */
  function nearestByTypo(query: string): NameEntry | null {
    const typos = resolutionTypos(query.length);
    if (typos === 0) return null;
    const queryLetters = letterCounts(query);
    const near: { entry: NameEntry; distance: number }[] = [];
    for (let length = query.length - typos; length <= query.length + typos; length++) {
      for (const { entry, letters } of byLength.get(length) ?? []) {
        if (!lettersWithin(queryLetters, letters, typos)) continue;
        const distance = editDistance(query, entry.norm, typos);
        if (distance <= typos) near.push({ entry, distance });
      }
    }
    const best = near.reduce<{ entry: NameEntry; distance: number } | null>(
      (top, hit) => (!top || hit.distance < top.distance ? hit : top),
      null,
    );
    if (!best || !sameStart(best.entry.norm, query)) return null;
    const chosen = best.entry.substanceId;
    for (const { entry, distance } of near) {
      if (entry.substanceId === chosen) continue;
      if (distance === best.distance || !interchangeable(chosen, entry.substanceId)) return null;
    }
    return best.entry;
  }

  /** A beginning that only one substance's names start with. */
  function onlyOwnerOfPrefix(query: string): NameEntry | null {
    if (query.length < 5) return null;
    const starting = genericNames.filter((entry) => entry.norm.startsWith(query));
    const owners = new Set(starting.map((entry) => entry.substanceId));
    return owners.size === 1 ? starting[0]! : null;
  }

  /** What the text means: a resolution, a did-you-mean suggestion, or nothing. */
  function read(text: string): { resolution: Resolution } | { suggestion: Resolution } | null {
    const norm = normalizeName(text);
    if (!norm) return null;
    const cleaned = stripDoseWords(norm);
    const asTyped = exact.get(norm);
    if (asTyped) return { resolution: resolution(asTyped) };
    // The longest listed names among the words as typed, dose words and all ("soluble insulin
    // 100 units", "Flector patch 1.3%"): dropping the dose words first could cut a name in two.
    const typed = norm
      .replace(/\bextra strength\b/g, ' ')
      .split(' ')
      .filter(Boolean);
    const inside = typed.length > 1 ? namedWithin(typed) : null;
    if (inside && inside !== 'refused' && inside.rest.length === 0)
      return { resolution: resolution(inside.entry) };
    const withoutDose = cleaned ? exact.get(cleaned) : undefined;
    if (withoutDose) return { resolution: resolution(withoutDose) };
    // A street name before any looser reading: "pepper" is not "peppers" once plurals are dropped.
    const slang = street(norm) ?? (cleaned ? street(cleaned) : undefined);
    if (slang) return slang === 'unresolved' ? null : { resolution: slang };
    const loose = lookUp(norm) ?? (cleaned ? lookUp(cleaned) : null);
    if (loose) return { resolution: resolution(loose) };
    const query = cleaned || norm;
    const words = query.split(' ');
    if (inside === 'refused') return null;
    // A word left over ("Vitamin X Super Complex", "X with Y", "gin and tonic") may name
    // something else: the name inside is only a suggestion.
    if (inside) return { suggestion: resolution(inside.entry) };
    // Everyday words typed as they are mean those words, not a name one letter away.
    if (words.every((word) => commonWord(word) || word.length < 3)) return null;
    const typo = nearestByTypo(query) ?? onlyOwnerOfPrefix(query);
    return typo ? { resolution: resolution(typo) } : null;
  }

  const resolve = (text: string): Resolution | null => {
    const answer = read(text);
    return answer && 'resolution' in answer ? answer.resolution : null;
  };
  /** The did-you-mean substance for a text that does not resolve, if one name is inside it. */
  const suggest = (text: string): Resolution | null => {
    const answer = read(text);
    return answer && 'suggestion' in answer ? answer.suggestion : null;
  };
  return Object.assign(resolve, { suggest });
}
