/**
 * `npx tsx scripts/author-cosmetic-ingredients.ts [eu-cosing dir]`: writes
 * data/cosmetic_ingredients/eu-annex-ii.json, eu-annex-iii.json and common-inci.json from the
 * European Commission's CosIng exports of Regulation (EC) No 1223/2009 Annex II (prohibited) and
 * Annex III (restricted) in /work/shared/data/eu-cosing/, and the hand-authored common INCI names
 * in src/server/knowledge/cosmetics/authoring/common-inci.ts. An authoring tool only: the app
 * and the tests read the committed JSON. ADR 034.
 *
 * - Annex II: one entry per row ('annex-ii-<ref>'), its name and CAS as published (whitespace
 *   normalised), synonyms from the name ('X and its salts' → X; '(INCI: X)', a bracketed common
 *   name, the parts of 'A; B'), an 'avoid' flag naming the entry, and an 'info' flag for a CMR
 *   classification.
 * - Annex III: one entry per substance ('annex-iii-<ref>'; a reference CosIng gives to two
 *   different substances gets the name's slug after it; two versions of one substance keep the
 *   newest), named by its INCI glossary name, with its restriction (product types, maximum
 *   concentration, other conditions, label warnings, whitespace normalised and cut at 800
 *   characters) and a flag: 'info' for a fragrance allergen or a limit only, 'caution' when the
 *   label must carry a warning. A fragrance allergen is an entry whose conditions require naming
 *   it on the label above 0.001 % in leave-on products (the 26 of 2009 and those of 2023/1545).
 * - Common INCI names: their functions, restrictions from Annexes V and VI and flags; one that is
 *   also an Annex entry (by explicit reference or by the same name) is merged into that entry,
 *   which keeps its id and annex and takes the INCI name (the Annex name becomes a synonym).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { COMMON_INCI, type CommonInci } from '#server/knowledge/cosmetics/authoring/common-inci';
import { parseCsv } from '#server/knowledge/read-csv';
import { casNumbers, cosmeticKey } from '#server/knowledge/cosmetics/cosmetic-key';
import type {
  CosmeticFunction,
  CosmeticIngredient,
} from '#server/knowledge/cosmetics/cosmetic.schema';
import { FRAGRANCE_ALLERGEN_FLAG } from '#server/knowledge/cosmetics/validate-cosmetics';
import {
  amendingRegulation,
  COSING,
  type LabelSourceRecord,
} from '#server/knowledge/cosmetics/label-source';

const DIR = process.argv[2] ?? '/work/shared/data/eu-cosing';
const OUT = join(import.meta.dirname, '../src/server/knowledge/data/cosmetic_ingredients');
const VERSION = '2026.11.2';
const MAX_TEXT = 800;

const ALLERGEN_LABEL_TEXT = FRAGRANCE_ALLERGEN_FLAG;

/** One line, single spaces, no soft hyphens; '' and '-' are null. */
function clean(cell: string | undefined): string | null {
  if (cell === undefined) return null;
  const text = cell
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' || text === '-' || text === '/' ? null : text;
}

/** Cut at a word boundary, with an ellipsis, when longer than `max`. */
function cut(text: string | null, max = MAX_TEXT): string | null {
  if (text === null || text.length <= max) return text;
  const slice = text.slice(0, max - 1);
  return `${slice.slice(0, Math.max(slice.lastIndexOf(' '), max / 2))}…`;
}

/** Names broken across PDF lines ('prop- 1-en-2-yl', 'Beta- Caryophyllene') are joined again. */
function cleanName(cell: string | undefined): string | null {
  const text = clean(cell);
  return text === null ? null : text.replace(/([A-Za-z0-9])- +(?=[A-Za-z0-9([])/g, '$1-');
}

const KEEP_UPPER = new Set([
  'HC',
  'PEG',
  'PPG',
  'EDTA',
  'DMDM',
  'BHT',
  'BHA',
  'PABA',
  'MEA',
  'DEA',
  'TEA',
  'MIPA',
  'CI',
  'UV',
  'II',
  'III',
  'IV',
  'PVP',
  'HCL',
  'DNA',
  'PCA',
  'DEGEE',
  'EGBE',
  'VP',
  'MBBT',
  'DHA',
  'HEDTA',
]);

/** INCI glossary names are published in capitals: 'SODIUM LAURETH SULFATE' → 'Sodium Laureth Sulfate'. */
export function inciCase(name: string): string {
  return name.replace(/[A-Za-z]+/g, (word, offset: number, whole: string) => {
    const upper = word.toUpperCase();
    if (KEEP_UPPER.has(upper)) return upper === 'HCL' ? 'HCl' : upper;
    // Locants and stereo prefixes after a digit or inside a chemical name stay as written ('2H', 'p-').
    const before = whole[offset - 1];
    if (before !== undefined && /[0-9]/.test(before) && word.length <= 2) return word;
    if (word.length === 1 && whole[offset + 1] === '-') return word.toLowerCase();
    return upper[0] + upper.slice(1).toLowerCase();
  });
}

function slug(text: string, max = 60): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s.slice(0, max).replace(/-+$/g, '');
}

function regulationSource(cell: string | undefined): LabelSourceRecord[] {
  const match = /(\d{4})\s*\/\s*(\d+)/.exec(cell ?? '');
  if (!match) return [];
  return [amendingRegulation(Number(match[1]), Number(match[2]))];
}

const NOT_A_NAME =
  /^(?:inn|innm|iso|inci|\*|\d+|[ivx]+|ci|see .*|cas .*|einecs.*|e\.g\..*|entry .*|note .*|annex .*)$/i;

/** Shorter names a label or a reader may use for an Annex II or III substance. */
/** Splits at separators outside brackets: 'A (B; C); D' → ['A (B; C)', 'D']. */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    const rest = text.slice(i);
    const match = depth === 0 ? separator.exec(rest) : null;
    if (match && match.index === 0) {
      parts.push(current);
      current = '';
      i += match[0].length - 1;
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

const balanced = (text: string) =>
  (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length &&
  (text.match(/\[/g) ?? []).length === (text.match(/\]/g) ?? []).length;

/** Words a bracket holds that describe the substance rather than name it: '(fruit)', '(oil)'. */
const DESCRIPTIVE =
  /^(?:fruit|fruits|oil|oils|seed|seeds|leaf|leaves|root|roots|bark|flower|flowers|resin|herb|plant|extract|powder|salt|salts|ester|esters|isomers?|mixture|technical|anhydrous|hydrate|monohydrate|sulphate|sulfate|chloride|hydrochloride|nano|racemic|racemate)$/i;

/** Shorter names a label or a reader may use for an Annex II or III substance. */
function nameSynonyms(name: string): string[] {
  const out = new Set<string>();
  const add = (raw: string) => {
    const text = raw
      .replace(/\((?:INN|INNM|ISO|\*|\d+)\)/gi, '')
      .replace(/\[\d+\]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s+\)/g, ')')
      .replace(/^[\s,;:]+|[\s,;:]+$/g, '')
      .trim();
    // A name wholly in brackets ('(Xanthinol)', '[NMA]') is the name inside.
    const unwrapped = /^[([](.*)[)\]]$/.exec(text)?.[1]?.trim() ?? text;
    if (unwrapped.length < 3 || unwrapped.length > 200) return;
    if (NOT_A_NAME.test(unwrapped) || DESCRIPTIVE.test(unwrapped) || !balanced(unwrapped)) return;
    out.add(unwrapped);
  };
  for (const match of name.matchAll(/\(?INCI:?\s*([^)\];]+)[)\]]?/gi)) add(match[1]!);
  for (const part of splitTopLevel(name, /^(?:;|\s\/\s)/)) {
    add(part);
    add(
      part.replace(
        /,?\s*(?:and|its|their)\s+(?:its|their)?\s*(?:salts|esters|ethers|isomers|derivatives|preparations)\b.*$/i,
        '',
      ),
    );
    add(part.replace(/,?\s+when used .*$/i, ''));
    // A bracketed common name after a space: 'Isopropyl 4-hydroxybenzoate (Isopropylparaben)',
    // 'X (Tiratricol (INN))', '(AETT; Versalide)'; never a bracket inside a chemical name
    // ('Bis(cyclopentadienyl)', '[(Methylimino)diethylene]') or a description ('L. (fruit)').
    for (const match of part.matchAll(
      /(?<=\s)\(([A-Za-z][A-Za-z0-9 ,.;'-]{2,60}?)(?:\s*\((?:INN|ISO)\))?\)(?=$|[\s,;.])/g,
    ))
      for (const piece of match[1]!.split(/\s*;\s*/)) {
        const inner = piece.trim();
        if (
          inner.length >= 3 &&
          !DESCRIPTIVE.test(inner) &&
          !/\b(?:and|with|when|used|except|see|principal|leaves|roots|of|or|e\.g)\b/i.test(inner) &&
          !/(?:yl|oxy|imino|ylidene|ammonium)$/i.test(inner) &&
          inner.split(' ').length <= 4
        )
          add(inner);
      }
  }
  out.delete(name);
  return [...out];
}

function cmrFlag(cell: string | undefined, source: LabelSourceRecord[]) {
  const text = clean(cell);
  if (!text) return [];
  const classes = [
    ...text.matchAll(/(Carcinogenic|Mutagenic|Reprotoxic)\s+Cat\.?\s*([0-9AB]+)/gi),
  ].map((m) => `${m[1]!.toLowerCase()} (category ${m[2]})`);
  if (classes.length === 0) return [];
  return [
    {
      level: 'info' as const,
      text: `Classified in the EU as ${[...new Set(classes)].join(', ')}; EU law bars such (CMR) substances from cosmetics unless they have been specifically allowed after a safety assessment`,
      sources: source,
    },
  ];
}

function annexII(rows: string[][]): CosmeticIngredient[] {
  const [header, ...body] = rows;
  if (header?.[0] !== 'Reference Number') throw new Error('Annex II: unexpected header');
  const seen = new Map<string, number>();
  return body
    .filter((row) => !MOVED.test(row[1] ?? ''))
    .map((row) => {
      const ref = clean(row[0])!;
      const name = cleanName(row[1])!;
      const n = (seen.get(ref) ?? 0) + 1;
      seen.set(ref, n);
      const regulation = regulationSource(row[4]);
      const sources = [COSING, ...regulation];
      const scoped = /when used (?:as|in)|if (?:it|they) contains?|except/i.test(name);
      return {
        id:
          n === 1
            ? `annex-ii-${ref.toLowerCase()}`
            : `annex-ii-${ref.toLowerCase()}-${slug(name, 40)}`,
        name,
        synonyms: nameSynonyms(name).slice(0, 40),
        cas: clean(row[2]),
        functions: [],
        annex: 'II',
        restrictions: [],
        fragrance_allergen: false,
        flags: [
          {
            level: 'avoid',
            text: scoped
              ? `Prohibited in cosmetics in the EU as its entry states (Regulation 1223/2009 Annex II, entry ${ref})`
              : `Prohibited in cosmetics in the EU (Regulation 1223/2009 Annex II, entry ${ref})`,
            sources,
          },
          ...cmrFlag(row[5], sources),
        ],
        sources,
      } satisfies CosmeticIngredient;
    });
}

/** Rows CosIng keeps for numbering only ('Moved or deleted'): no substance, no entry. */
const MOVED = /^\s*moved or deleted\s*$/i;

const ALLERGEN = /0[.,]001\s*%[^]*leave-on/i;

function parseDate(cell: string | undefined): number {
  const m = /(\d{2})\/(\d{2})\/(\d{4})/.exec(cell ?? '');
  return m ? Number(`${m[3]}${m[2]}${m[1]}`) : 0;
}

function annexIII(rows: string[][]): CosmeticIngredient[] {
  const start = rows.findIndex((row) => row[0] === 'Reference Number');
  if (start < 0) throw new Error('Annex III: no header row');
  const body = rows.slice(start + 1).filter((row) => row.length >= 10 && !MOVED.test(row[1] ?? ''));
  // Two versions of one substance under one reference: keep the newest.
  const byRef = new Map<string, string[][]>();
  for (const row of body) {
    const ref = clean(row[0])!;
    const list = byRef.get(ref) ?? [];
    const same = list.findIndex(
      (other) =>
        (clean(other[3]) !== null && clean(other[3]) === clean(row[3])) ||
        (cosmeticKey(other[2] ?? '') === cosmeticKey(row[2] ?? '') && clean(row[2]) !== null) ||
        cosmeticKey(other[1] ?? '').slice(0, 20) === cosmeticKey(row[1] ?? '').slice(0, 20),
    );
    if (same >= 0) {
      if (parseDate(row[15]) > parseDate(list[same]![15])) list[same] = row;
    } else list.push(row);
    byRef.set(ref, list);
  }
  const out: CosmeticIngredient[] = [];
  for (const [ref, list] of byRef)
    list.forEach((row, index) => {
      const chemical = cleanName(row[1])!;
      const inciParts = (cleanName(row[2]) ?? '')
        .split(/\s*;\s*|\s+\/\s+/)
        // 'Alpha-Damascone/cis-Rose ketone 1' lists names; 'Eucalyptus Globulus Leaf/Twig Oil' is one.
        .flatMap((part) => (/^[^\s/]+\//.test(part) ? part.split(/\s*\/\s*/) : [part]))
        .map((part) => part.trim())
        .filter((part) => part !== '' && part !== '-');
      // Several INCI names for one entry ('POTASSIUM HYDROXIDE / SODIUM HYDROXIDE', 'Abies Alba
      // Cone Oil; Abies Alba Leaf Oil; ...') are several substances or products: the entry is
      // named by its chemical name when that is short enough to read ('Potassium or sodium
      // hydroxide', 'Abies alba oil and extract'), and always when the names are joined by ' / '
      // (the water-soluble zinc salts). Otherwise the first INCI name ('Citral; Geranial; Neral').
      const several = / \/ /.test(clean(row[2]) ?? '');
      const name =
        inciParts.length === 0 ||
        (inciParts.length > 1 && chemical.length <= 80) ||
        (several && chemical.length <= 300)
          ? chemical
          : inciCase(inciParts[0]!);
      const productTypes = cut(clean(row[5]));
      const max = cut(clean(row[6]));
      const conditions = cut(clean(row[7]));
      const warnings = cut(clean(row[8]));
      const allergen = ALLERGEN.test(`${row[7] ?? ''} ${row[8] ?? ''}`);
      const regulation = regulationSource(row[9]);
      const sources = [COSING, ...regulation];
      const types = `${row[5] ?? ''}`.toLowerCase();
      const functions: CosmeticFunction[] = [];
      if (allergen) functions.push('fragrance');
      if (/hair dye|colouring eyelashes|hair colour/.test(types)) functions.push('hair dye');
      if (/waving|straightening/.test(types)) functions.push('hair waving or straightening');
      if (/depilator/.test(types)) functions.push('depilatory');
      const flags: CosmeticIngredient['flags'] = [];
      if (allergen) flags.push({ level: 'info', text: ALLERGEN_LABEL_TEXT, sources });
      const limits = [
        productTypes ? `in ${shorten(productTypes, 120)}` : null,
        max ? `at most ${shorten(max, 120)}` : null,
      ].filter(Boolean);
      if (warnings)
        flags.push({
          level: 'caution',
          text: `Restricted in EU cosmetics (Regulation 1223/2009 Annex III, entry ${ref}); the label must carry warnings${warningGist(warnings)}`,
          sources,
        });
      else if (!allergen || max || productTypes)
        flags.push({
          level: 'info',
          text: `Allowed in EU cosmetics only within limits (Regulation 1223/2009 Annex III, entry ${ref})${limits.length ? `: ${limits.join(', ')}` : ''}`.slice(
            0,
            400,
          ),
          sources,
        });
      const synonyms = new Set<string>([
        ...inciParts.filter((part) => cosmeticKey(part) !== cosmeticKey(name)).map(inciCase),
        ...(cosmeticKey(chemical) === cosmeticKey(name) ? [] : [chemical]),
        ...nameSynonyms(chemical),
      ]);
      synonyms.delete(name);
      out.push({
        id:
          index === 0
            ? `annex-iii-${ref.toLowerCase()}`
            : `annex-iii-${ref.toLowerCase()}-${slug(name, 40)}`,
        name,
        synonyms: [...synonyms].slice(0, 40),
        cas: clean(row[3]),
        functions,
        annex: 'III',
        restrictions: [
          {
            product_types: productTypes ?? 'All cosmetic products',
            max_concentration: max,
            conditions,
            warnings,
          },
        ],
        fragrance_allergen: allergen,
        flags,
        sources,
      });
    });
  // One substance listed under two references (HC Blue No. 11 as an oxidative and a
  // non-oxidative dye): one entry, with both restrictions and flags.
  const byName = new Map<string, CosmeticIngredient>();
  const merged: CosmeticIngredient[] = [];
  for (const entry of out) {
    const key = cosmeticKey(entry.name);
    const first = byName.get(key);
    if (!first) {
      byName.set(key, entry);
      merged.push(entry);
      continue;
    }
    first.restrictions.push(...entry.restrictions);
    first.flags.push(
      ...entry.flags.filter((flag) => !first.flags.some((f) => f.text === flag.text)),
    );
    first.synonyms = [...new Set([...first.synonyms, ...entry.synonyms])];
    first.functions = [...new Set([...first.functions, ...entry.functions])];
    first.sources = uniqueSources([...first.sources, ...entry.sources]);
    first.fragrance_allergen ||= entry.fragrance_allergen;
  }
  return merged;
}

/** What the required label warnings say, in a few words of ours. */
function warningGist(warnings: string): string {
  const bits: string[] = [];
  if (/allergic|sensiti[sz]ation/i.test(warnings)) bits.push('it can cause allergic reactions');
  const age = /under the age of (\d+)|children under (\d+)/i.exec(warnings);
  if (age) bits.push(`not for children under ${age[1] ?? age[2]}`);
  else if (/out of (?:the )?reach of children/i.test(warnings))
    bits.push('keep out of reach of children');
  if (/professional use/i.test(warnings)) bits.push('some uses are for professionals only');
  if (/eyes/i.test(warnings)) bits.push('keep it away from the eyes');
  if (/gloves/i.test(warnings)) bits.push('wear gloves');
  if (/swallow/i.test(warnings)) bits.push('do not swallow');
  return bits.length > 0 ? `: ${bits.join('; ')}` : '';
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : cut(text, max)!;
}

function keysOf(entry: Pick<CosmeticIngredient, 'name' | 'synonyms'>): string[] {
  return [entry.name, ...entry.synonyms].map(cosmeticKey).filter((key) => key.length >= 2);
}

function uniqueSources(list: LabelSourceRecord[]): LabelSourceRecord[] {
  const seen = new Set<string>();
  return list.filter((source) => !seen.has(source.url) && seen.add(source.url));
}

function fromCommon(item: CommonInci): CosmeticIngredient {
  return {
    id: slug(item.id ?? item.name),
    name: item.name,
    synonyms: item.synonyms ?? [],
    cas: item.cas ?? null,
    functions: item.functions,
    annex: null,
    restrictions: item.restrictions ?? [],
    fragrance_allergen: item.fragrance_allergen ?? false,
    flags: item.flags ?? [],
    sources: uniqueSources([COSING, ...(item.sources ?? [])]),
  };
}

/** The common INCI name folded into its Annex entries (the first keeps its id and annex). */
function merge(item: CommonInci, annexEntries: CosmeticIngredient[]): CosmeticIngredient {
  const [first, ...rest] = annexEntries;
  const all = [first!, ...rest];
  const synonyms = new Set<string>([
    ...(item.synonyms ?? []),
    ...all.flatMap((entry) => [entry.name, ...entry.synonyms]),
  ]);
  for (const s of [...synonyms]) if (cosmeticKey(s) === cosmeticKey(item.name)) synonyms.delete(s);
  const annex = all.some((entry) => entry.annex === 'II') ? 'II' : 'III';
  return {
    id: first!.id,
    name: item.name,
    synonyms: [...synonyms].slice(0, 40),
    cas: item.cas ?? first!.cas,
    functions: [...new Set([...item.functions, ...all.flatMap((entry) => entry.functions)])],
    annex,
    restrictions: [
      ...all.flatMap((entry) => entry.restrictions),
      ...(item.restrictions ?? []),
    ].slice(0, 6),
    fragrance_allergen: item.fragrance_allergen ?? all.some((entry) => entry.fragrance_allergen),
    flags: item.replace_flags
      ? (item.flags ?? [])
      : [...all.flatMap((entry) => entry.flags), ...(item.flags ?? [])].slice(0, 6),
    sources: uniqueSources([...all.flatMap((entry) => entry.sources), ...(item.sources ?? [])]),
  };
}

async function main() {
  const ii = annexII(parseCsv(readFileSync(join(DIR, 'annex-ii-prohibited.csv'), 'utf8')));
  const iii = annexIII(parseCsv(readFileSync(join(DIR, 'annex-iii-restricted.txt'), 'utf8')));
  const annex = new Map<string, CosmeticIngredient>(
    [...ii, ...iii].map((entry) => [entry.id, entry]),
  );
  const byRef = (ref: string) => {
    const [which, number] = ref.split('-') as [string, string];
    const entry = annex.get(`annex-${which.toLowerCase()}-${number.toLowerCase()}`);
    if (!entry) throw new Error(`common INCI: no Annex entry ${ref}`);
    return entry;
  };
  // Annex entries by their names (not CAS: a CAS may stand for a group of salts).
  const byKey = new Map<string, CosmeticIngredient[]>();
  for (const entry of annex.values())
    for (const key of new Set([cosmeticKey(entry.name), ...entry.synonyms.map(cosmeticKey)]))
      byKey.set(key, [...(byKey.get(key) ?? []), entry]);

  const common: CosmeticIngredient[] = [];
  for (const item of COMMON_INCI) {
    let targets: CosmeticIngredient[];
    if (item.annex) targets = item.annex.map(byRef);
    else {
      const hits = new Set(byKey.get(cosmeticKey(item.name)) ?? []);
      if (hits.size > 1)
        throw new Error(
          `common INCI ${item.name}: matches several Annex entries (${[...hits].map((h) => h.id).join(', ')}); name them in 'annex'`,
        );
      targets = [...hits];
    }
    if (targets.length === 0) {
      common.push(fromCommon(item));
      continue;
    }
    const merged = merge(item, targets);
    for (const target of targets) annex.delete(target.id);
    annex.set(merged.id, merged);
  }

  // A synonym another entry has as its name (or another entry's synonym too) is dropped: a
  // lookup must never land on a different substance.
  const all = [...annex.values(), ...common];
  const owners = new Map<string, Set<string>>();
  for (const entry of all)
    for (const key of keysOf(entry)) owners.set(key, (owners.get(key) ?? new Set()).add(entry.id));
  const names = new Map(all.map((entry) => [cosmeticKey(entry.name), entry.id]));
  for (const entry of all)
    entry.synonyms = entry.synonyms.filter((synonym) => {
      const key = cosmeticKey(synonym);
      if (key.length < 2) return false;
      const owner = names.get(key);
      if (owner !== undefined && owner !== entry.id) return false;
      return (owners.get(key)?.size ?? 0) === 1 || owner === entry.id;
    });

  const write = async (file: string, entries: CosmeticIngredient[]) => {
    const sorted = [...entries].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
    const json = JSON.stringify({ version: VERSION, cosmetic_ingredients: sorted });
    writeFileSync(join(OUT, file), await format(json, { parser: 'json', printWidth: 100 }));
    console.log(`${file}: ${sorted.length}`);
  };
  const values = [...annex.values()];
  await write(
    'eu-annex-ii.json',
    values.filter((e) => e.annex === 'II'),
  );
  await write(
    'eu-annex-iii.json',
    values.filter((e) => e.annex === 'III'),
  );
  await write('common-inci.json', common);
  console.log(
    'fragrance allergens',
    [...values, ...common].filter((e) => e.fragrance_allergen).length,
    'CAS numbers',
    [...values, ...common].reduce((n, e) => n + casNumbers(e.cas).length, 0),
  );
}

await main();
