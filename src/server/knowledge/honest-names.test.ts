/**
 * ADR 078, each rule over the shipped knowledge base, on sets built from the rule rather than from
 * examples: names with leftover words (did you mean), multi-word names against their parts,
 * combination products and their components, and the brand names of each market, with a third of
 * them held out by a hash of the name (both figures are printed).
 */
import { describe, expect, it } from 'vitest';
import { checkInteractions } from '#server/modules/interactions/check-interactions';
import { isCommonWord } from './common-words';
import { knowledgeFromFiles } from './load-knowledge-files';
import { normalizeName } from './normalize-name';
import { allNamesOf } from './validate-knowledge';
import { readStreetNames } from './street-names';
import { readWorldBrands, REGISTER_HOSTS } from './world-brands';

const index = knowledgeFromFiles().interactions;
const substances = [...index.substances.values()];
const id = (text: string) => index.resolve(text)?.substanceId ?? null;
const suggested = (text: string) => index.suggest(text)?.substanceId ?? null;

/** FNV-1a over the normalised name: a stable split no one chooses case by case. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of normalizeName(text)) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
const heldOut = (name: string) => hash(name) % 3 === 0;
const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / Math.max(1, of)).toFixed(1)}%)`;

/** Every one-owner name of the knowledge base that resolves to its owner as typed. */
const owned = substances.flatMap((substance) =>
  allNamesOf(substance)
    .filter((name) => id(name) === substance.id)
    .map((name) => ({ name, substanceId: substance.id })),
);
/** One name in 25, chosen by hash: a few hundred names of every kind. */
const sample = owned.filter(({ name }) => hash(name) % 25 === 0);

describe('leftover words (ADR 078)', () => {
  const DOSE_AND_FORM = [
    '500 mg',
    '20mg tablets',
    'XR 750',
    'SR',
    'retard',
    '1000 mg comprimé',
    '10 mg Tabletten',
    'film-coated tablets',
    '2 x daily',
    '100 ml syrup',
    '40 mg comprimidos',
    'Teva 20 mg',
  ];
  // Words that are no dose, strength, unit, form, release word or maker: they may name another product.
  const OTHER_WORDS = ['Super Booster', 'Herbal Gold', 'Xtreme Energy', 'Kapow', 'Turbo Formula'];

  it('keeps a resolution when every other word is a dose, form, release or maker word', () => {
    const misses: string[] = [];
    sample.forEach(({ name, substanceId }, i) => {
      const typed = `${name} ${DOSE_AND_FORM[i % DOSE_AND_FORM.length]}`;
      if (id(typed) !== substanceId) misses.push(`${typed} → ${id(typed)}`);
    });
    console.log(`dose and form words: ${pct(sample.length - misses.length, sample.length)}`);
    expect(misses).toEqual([]);
  });

  it('turns a name with another word left over into a did-you-mean, never a resolution', () => {
    const wrong: string[] = [];
    let suggestedRight = 0;
    sample.forEach(({ name, substanceId }, i) => {
      const typed = `${name} ${OTHER_WORDS[i % OTHER_WORDS.length]}`;
      if (id(typed) !== null) wrong.push(`${typed} → ${id(typed)}`);
      if (suggested(typed) === substanceId) suggestedRight += 1;
    });
    console.log(`leftover words: did-you-mean ${pct(suggestedRight, sample.length)}`);
    expect(wrong).toEqual([]);
    expect(suggestedRight).toBe(sample.length);
  });

  it.each([
    ['Vitamin X Super Complex', null],
    ['Lipitor generic', 'atorvastatin'],
    ['Ibuprofen Herbal Booster', 'ibuprofen'],
    ['gin and tonic', 'spirits'],
  ])('%s: unresolved, did you mean %s', (typed, expected) => {
    expect(id(typed)).toBeNull();
    expect(suggested(typed)).toBe(expected);
  });

  it('offers the did-you-mean first among the check suggestions', () => {
    const result = checkInteractions(index, ['Ibuprofen Herbal Booster', 'warfarin'], {
      detail: 'basic',
      profile: null,
    });
    expect(result.items[0]!.resolved).toBeNull();
    expect(result.items[0]!.suggestions[0]?.id).toBe('ibuprofen');
  });
});

describe('multi-word names win over their parts (ADR 078)', () => {
  it('resolves every multi-word name containing another substance name to its own substance', () => {
    const single = new Map<string, string>();
    for (const { name, substanceId } of owned)
      if (!normalizeName(name).includes(' ')) single.set(normalizeName(name), substanceId);
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const { name, substanceId } of owned) {
      const words = normalizeName(name).split(' ');
      const part = words
        .map((word) => single.get(word))
        .find((owner) => owner && owner !== substanceId);
      if (words.length < 2 || !part) continue;
      checked.push(name);
      if (id(name) !== substanceId) wrong.push(`${name} → ${id(name)}, expected ${substanceId}`);
    }
    console.log(`multi-word names over a part naming another substance: ${checked.length}`);
    expect(checked.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it.each([
    'ethinyl estradiol',
    'ethinylestradiol',
    'Ethinyl Estradiol 30 mcg',
    'éthinylestradiol',
  ])('%s is ethinylestradiol, never estradiol', (typed) =>
    expect(id(typed)).toBe('ethinyl-estradiol'),
  );

  it('carries the contraceptive interactions of enzyme-inducing antiepileptics', () => {
    for (const antiepileptic of ['carbamazepine', 'phenytoin']) {
      const result = checkInteractions(index, ['ethinyl estradiol', antiepileptic], {
        detail: 'basic',
        profile: null,
      });
      expect(result.interactions[0]?.severity).toBe('major');
    }
    const lamotrigine = checkInteractions(index, ['ethinylestradiol', 'lamotrigine'], {
      detail: 'basic',
      profile: null,
    });
    expect(lamotrigine.interactions.length).toBeGreaterThan(0);
  });
});

describe('combination products know their components (ADR 078)', () => {
  const combinations = substances.filter(
    (s) => s.ingredients.length > 0 || (s.components ?? []).length > 0,
  );
  const partsOf = (s: (typeof substances)[number]) =>
    s.ingredients.length > 0 ? s.ingredients : (s.components ?? []);

  it('names every two-part combination by its parts, either order, with / + and "and"', () => {
    const misses: string[] = [];
    let checked = 0;
    for (const combination of combinations.filter((s) => partsOf(s).length === 2)) {
      // Each part by its generic name, without a route or form ("Hydrocortisone topical").
      const [a, b] = partsOf(combination).map(
        (part) =>
          index.substances
            .get(part)!
            .name.replace(/\([^)]*\)/g, '')
            .split(/\s+(?:topical|eye|ear|inhaled|nasal|oral|cream|gel|drops)\b/)[0]!,
      ) as [string, string];
      for (const typed of [`${a}/${b}`, `${b} + ${a}`, `${b} and ${a}`]) {
        checked += 1;
        const got = id(typed);
        // Another product may own the name first (an authored name of the same pair); never a part.
        if (got !== combination.id && (got === null || partsOf(combination).includes(got)))
          misses.push(`${typed} → ${got}, expected ${combination.id}`);
      }
    }
    console.log(`combination names from parts: ${pct(checked - misses.length, checked)}`);
    expect(misses).toEqual([]);
  });

  it('resolves every component alone to itself', () => {
    const parts = new Set(combinations.flatMap(partsOf));
    const wrong = [...parts].filter((part) => id(index.substances.get(part)!.name) !== part);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['Yasmin', 'drospirenone-ethinyl-estradiol', ['drospirenone', 'ethinyl-estradiol']],
    ['drospirenone/ethinyl estradiol', 'drospirenone-ethinyl-estradiol', ['drospirenone']],
    ['co-amoxiclav', 'amoxicillin-clavulanate', ['amoxicillin', 'clavulanic-acid']],
    ['Augmentin', 'amoxicillin-clavulanate', ['clavulanic-acid']],
    ['amoxicillin and clavulanic acid', 'amoxicillin-clavulanate', ['amoxicillin']],
    ['co-codamol', 'codeine-acetaminophen', ['codeine', 'acetaminophen']],
    ['Tylenol with codeine', 'codeine-acetaminophen', ['codeine']],
    ['Symbicort', 'budesonide-formoterol', ['budesonide-inhaled', 'formoterol']],
    ['formoterol/budesonide', 'budesonide-formoterol', ['formoterol']],
    ['Diane-35', 'cyproterone-ethinyl-estradiol', ['cyproterone', 'ethinyl-estradiol']],
  ])('%s is %s with its parts', (typed, product, parts) => {
    expect(id(typed)).toBe(product);
    const record = index.substances.get(product)!;
    expect([...record.ingredients, ...(record.components ?? [])]).toEqual(
      expect.arrayContaining(parts),
    );
  });
});

describe('brand names of every market (ADR 078)', () => {
  const file = readWorldBrands();
  const FORM: Record<string, string> = {
    india: '650 mg tablet',
    japan: '60mg tablets',
    china: '10 mg tablets',
    korea: '20mg tablet',
    brazil: '500 mg comprimidos',
    mexico: '500 mg tabletas',
    argentina: '400 mg comprimidos',
    turkey: '500 mg tablet',
    russia: '500 mg tabletki',
    gulf: '500mg tablets',
  };

  it('cites a public register for every market and lists each name once per market', () => {
    const markets = new Set(file.markets.map((market) => market.id));
    for (const market of file.markets)
      for (const source of market.sources)
        expect(REGISTER_HOSTS).toContain(new URL(source.url).host);
    const seen = new Set<string>();
    for (const row of file.names) {
      expect(markets).toContain(row.market);
      const key = `${row.market}|${normalizeName(row.name)}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('names a known substance and never another substance’s name', () => {
    const owner = new Map<string, string>();
    for (const s of substances)
      for (const name of allNamesOf(s)) owner.set(normalizeName(name), s.id);
    for (const row of file.names) {
      expect(index.substances.has(row.id), row.name).toBe(true);
      const authored = owner.get(normalizeName(row.name));
      expect(authored === undefined || authored === row.id, `${row.name}: ${authored}`).toBe(true);
    }
  });

  it('lists no short name, no everyday word and no name with two substances', () => {
    const bad: string[] = [];
    const substanceOf = new Map<string, string>();
    const street = new Map(readStreetNames().names.map((e) => [normalizeName(e.name), e.id]));
    for (const row of file.names) {
      const norm = normalizeName(row.name);
      // Fewer than four letters ("ACC", "AAS") reads as an abbreviation of anything.
      if (norm.replace(/[^a-z]/g, '').length < 4) bad.push(`${row.name}: shorter than 4 letters`);
      // One everyday word ("Frontal", "Tide", "Level") is what people type meaning the word.
      if (!norm.includes(' ') && isCommonWord(norm)) bad.push(`${row.name}: an everyday word`);
      // The same brand in two markets must be the same substance (or it is left out of both).
      const other = substanceOf.get(norm);
      if (other !== undefined && other !== row.id) bad.push(`${row.name}: ${other} and ${row.id}`);
      substanceOf.set(norm, row.id);
      // A street or two-meaning name (street-names.json) keeps its own meaning.
      if (street.has(norm) && street.get(norm) !== row.id)
        bad.push(`${row.name}: a street name of ${street.get(norm)}`);
    }
    expect(bad).toEqual([]);
  });

  it('keeps every market at least at its authored count of brand names', () => {
    // Floors, not targets: they catch a name list shrinking by accident. A name is listed only
    // when we can vouch for it in that market (ADR 078, addendum), so the list grows by review.
    const FLOOR: Record<string, number> = {
      india: 492,
      japan: 327,
      china: 266,
      korea: 33,
      brazil: 173,
      mexico: 64,
      argentina: 49,
      turkey: 76,
      russia: 581,
      gulf: 89,
    };
    const counts = Object.fromEntries(
      file.markets.map((m) => [m.id, file.names.filter((row) => row.market === m.id).length]),
    );
    for (const [market, floor] of Object.entries(FLOOR))
      expect(counts[market] ?? 0, market).toBeGreaterThanOrEqual(floor);
    const distinct = new Set(file.names.map((row) => normalizeName(row.name)));
    console.log(`world brands: ${file.names.length} rows, ${distinct.size} distinct names`);
    expect(distinct.size).toBeGreaterThanOrEqual(2092);
  });

  it('resolves each brand as typed with a dose and a form word, tune and held-out', () => {
    const lines: string[] = [];
    const misses: string[] = [];
    for (const market of file.markets) {
      const rows = file.names.filter((row) => row.market === market.id);
      const tally = { tune: { right: 0, all: 0 }, held: { right: 0, all: 0 } };
      for (const row of rows) {
        const typed = `${row.name} ${FORM[market.id] ?? '500 mg'}`;
        const split = heldOut(row.name) ? tally.held : tally.tune;
        split.all += 1;
        if (id(typed) === row.id && id(row.name) === row.id) split.right += 1;
        else misses.push(`${market.id}: ${typed} → ${id(typed)}, expected ${row.id}`);
      }
      lines.push(
        `${market.id}: ${rows.length} new names; tune ${pct(tally.tune.right, tally.tune.all)}, held-out ${pct(tally.held.right, tally.held.all)}`,
      );
    }
    console.log(lines.join('\n'));
    expect(misses).toEqual([]);
  });
});
