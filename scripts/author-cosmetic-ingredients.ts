/**
 * `npx tsx scripts/author-cosmetic-ingredients.ts [eu-cosing dir]`: writes
 * data/cosmetic_ingredients/eu-annex-ii.json, eu-annex-iii.json and common-inci.json from the
 * European Commission's CosIng exports of Regulation (EC) No 1223/2009 Annex II (prohibited) and
 * Annex III (restricted) in ../shared/data/eu-cosing/ (cosmetics/authoring/cosing-export.ts), the
 * hand-authored common INCI names in src/server/knowledge/cosmetics/authoring/common-inci.ts and
 * the label names of group entries in authoring/annex-label-names.ts. An authoring tool only: the
 * app and the tests read the committed JSON. ADR 034, ADR 051.
 *
 * - Every Annex II and III row but CosIng's 'Moved or deleted' placeholders becomes a record, and
 *   every record lists the references it stands for (`annex_refs`: 'II-375', 'III-2a').
 * - Annex II: one entry per row ('annex-ii-<ref>'), its name and CAS as published (whitespace
 *   normalised), names from the name (labelNames: 'Tretinoin (INN) (retinoic acid and its salts)'
 *   gives Tretinoin and Retinoic acid; 'X and its salts' gives X and, for an acid, its sodium,
 *   potassium, calcium, magnesium and ammonium salts; '(INCI: X)', a bracketed common name, the
 *   parts of 'A; B', the name before 'when used as...' or 'except...'), an 'avoid' flag naming
 *   the entry (and its scope), and an 'info' flag for a CMR classification.
 * - Annex III: one entry per substance ('annex-iii-<ref>'; a reference CosIng gives to two
 *   different substances gets the name's slug after it; two versions of one substance keep the
 *   newest restriction and the names of both), named by its INCI glossary name, with the chemical
 *   name, the glossary's other names and CosIng's 'Identified INGREDIENTS or substances' (the salts
 *   and esters the entry covers: ammonium thioglycolate under thioglycolic acid) as names, its
 *   restriction (product types, maximum concentration, other conditions, label warnings,
 *   whitespace normalised and cut at 800 characters) and a flag: 'info' for a fragrance allergen
 *   or a limit only, 'caution' when the label must carry a warning. A fragrance allergen is an
 *   entry whose conditions require naming it on the label above 0.001 % in leave-on products.
 * - Names an entry covers without being its own (identified ingredients, derived salts, authored
 *   label names) are 'member' names: a member name two entries share stays with the one that
 *   lists fewer (the more specific), and a name that is another entry's own name stays with it.
 * - Common INCI names: their functions, restrictions from Annexes V and VI and flags; one that is
 *   also an Annex entry (by explicit reference or by the entry's own name) is merged into that
 *   entry, which keeps its id and annex and takes the INCI name (the Annex name becomes a
 *   synonym); one that is a member of a group entry (triethanolamine under trialkanolamines)
 *   keeps its own record and takes the group's annex, references, restriction and flags.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { ANNEX_LABEL_NAMES } from '#server/knowledge/cosmetics/authoring/annex-label-names';
import { COMMON_INCI, type CommonInci } from '#server/knowledge/cosmetics/authoring/common-inci';
import {
  annexIIIPath,
  annexIIPath,
  COSING_DIR,
} from '#server/knowledge/cosmetics/authoring/cosing-export';
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

const DIR = process.argv[2] ?? COSING_DIR;
const OUT = join(import.meta.dirname, '../src/server/knowledge/data/cosmetic_ingredients');
const VERSION = '2026.11.4';
const MAX_TEXT = 800;
const MAX_SYNONYMS = 200;

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
  'AMP',
  'PG',
  'HDI',
  'DMAP',
  'HEMA',
  'TGA',
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
  /^(?:fruit|fruits|oil|oils|seed|seeds|leaf|leaves|root|roots|bark|flower|flowers|resin|herb|plant|extract|powder|salt|salts|ester|esters|isomers?|mixture|technical|anhydrous|hydrate|monohydrate|sulphate|sulfate|chloride|hydrochloride|nano|racemic|racemate|petroleum|coal|coal tar|inci|cas)$/i;

/**
 * Markers that are not part of a name: '(INN)', '(ISO)', '(INNM)', '(*)', footnotes '(2)',
 * '(see note 17)', '[1]', '[INCI]', '- ISO' inside a bracket. A marker run into the next name
 * ('Amisulbrom (ISO)3-(3-bromo...') separates two names.
 */
function stripMarkers(text: string): string {
  return (
    text
      // Numbered lists ('Boric acid [1]; Boric acid [2]', 'including: Zinc borate [7] Sodium
      // borate... [8]') and examples ('salts, e.g. pentamethonium bromide') are separate names.
      .replace(/\s*\[\d+\]\s+(?=[A-Z0-9[(])/g, '; ')
      .replace(/,?\s+including:\s*/gi, '; ')
      .replace(/,?\s+e\.g\.?\s+(?![^()]*\))/gi, '; ')
      .replace(/\s*\((?:INN|INNM|ISO)\)(?=[A-Za-z0-9[(])/gi, '; ')
      .replace(/\s*\((?:INN|INNM|ISO|\*|\d{1,2}|see note \d+)\)/gi, '')
      .replace(/\s*\[(?:\d+|INCI|INN|ISO)\](?![\w(])/gi, '')
      .replace(/\s+-\s+ISO\)/gi, ')')
      .replace(/\s+/g, ' ')
      .replace(/\s+\)/g, ')')
      .trim()
  );
}

/** What makes an entry a group: 'and its salts', ', its esters and alkaline salts', 'and their derivatives'. */
const GROUP_WORDS =
  '(?:salts?|esters?|ethers?|isomers?|derivatives?|preparations?|compounds?|complexes|homologues|lakes|pigments)';
const GROUP_TAIL = new RegExp(
  `(?:,?\\s+(?:and|or)\\s+|,\\s*)(?:(?:its|their)\\s+(?:[\\w-]+,?\\s+){0,3})?${GROUP_WORDS}\\b.*$`,
  'i',
);
/**
 * A scope or an exception after the substance: 'when used as a substance in hair dye products',
 * 'except those special cases included in Annex V', 'with the exception of...'. The name before
 * it still names what is prohibited. A purity condition ('Petrolatum, except if the full refining
 * history is known...', '... if it contains > 0.1 % w/w Butadiene') is different: the grades used
 * in cosmetics are allowed, so the name before it is never a name of the entry (PURITY).
 */
const SCOPE_TAIL =
  /[\s,;(]+(?:when used|except(?!\s+if\b)|with (?:the )?exception|other than)\b.*$/i;
const PURITY = /\b(?:except\s+if|if (?:it|they) contains?)\b/i;

/** A bracket's content that is another name for the substance, not a description of it. */
function isAlias(inner: string): boolean {
  return (
    inner.length >= 3 &&
    /^[A-Za-z]/.test(inner) &&
    !DESCRIPTIVE.test(inner) &&
    !/\b(?:and|with|when|used|except|see|principal|leaves|roots|of|or|e\.g)\b/i.test(inner) &&
    !/(?:yl|oxy|imino|ylidene|ammonium)$/i.test(inner) &&
    inner.split(' ').length <= 4
  );
}

const CATIONS = ['Sodium', 'Potassium', 'Calcium', 'Magnesium', 'Ammonium'];

/**
 * The common salts of an entry that covers 'X and its salts': an acid's sodium, potassium,
 * calcium, magnesium and ammonium salts ('Thioglycolic acid' → 'Sodium thioglycolate'), an
 * amine's hydrochloride ('Pilocarpine' → 'Pilocarpine hydrochloride', 'Pilocarpine HCl'). Only
 * for short plain names; never for a hydrohalic acid (hydrofluoric acid's salts are fluorides).
 */
export function saltNames(name: string): string[] {
  const base = name.trim();
  if (base.length > 40 || /[()[\],;]/.test(base)) return [];
  const acid = /^(.*[a-z])ic acid$/i.exec(base);
  if (acid) {
    const stem = acid[1]!;
    const last = stem.split(/[\s]/).pop()!;
    if (/^hydro(?!xy)/i.test(last)) return [];
    return CATIONS.map((cation) => `${cation} ${stem.toLowerCase()}ate`);
  }
  if (/^[A-Za-z][a-z-]{3,}ine$/.test(base)) return [`${base} hydrochloride`, `${base} HCl`];
  return [];
}

interface LabelNames {
  /** Names of the substance itself: the whole name, its parts, aliases, the name before a scope. */
  own: string[];
  /** Names of what a group entry covers: the salts of 'X and its salts'. */
  members: string[];
}

/** The names a label or a reader may use for an Annex II or III substance (ADR 051). */
function labelNames(
  name: string,
  options: { scoped?: boolean; colourant?: boolean } = {},
): LabelNames {
  const own = new Set<string>();
  const members = new Set<string>();
  const usable = (raw: string): string | null => {
    const text = raw
      .replace(/\s+/g, ' ')
      .replace(/\s+\)/g, ')')
      .replace(/^[\s,;:]+|[\s,;:.]+$/g, '')
      .trim();
    // A name wholly in brackets ('(Xanthinol)', '[NMA]') is the name inside.
    const unwrapped = /^[([]([^()[\]]*)[)\]]$/.exec(text)?.[1]?.trim() ?? text;
    if (unwrapped.length < 3 || unwrapped.length > 200) return null;
    if (NOT_A_NAME.test(unwrapped) || DESCRIPTIVE.test(unwrapped) || !balanced(unwrapped))
      return null;
    // A colour-index number names the colourant of Annex IV; a hair-dye-only ban is not its ban.
    if (options.scoped && /^C\.?\s*I\.?\s*\d{5}$/i.test(unwrapped)) return null;
    return unwrapped;
  };
  const addOwn = (raw: string) => {
    const text = usable(raw);
    if (text) own.add(text);
  };
  const addSalts = (base: string) => {
    for (const salt of saltNames(base)) members.add(salt);
  };
  const clean = stripMarkers(name);
  // A colourant banned only as a hair dye substance ('Fluorescein and its disodium salt (Acid
  // Yellow 73 sodium salt; CI 45350), when used as a substance in hair dye products') keeps its
  // colour names for Annex IV, which allows it in other products: only its whole name is indexed.
  if (options.colourant) {
    addOwn(clean.replace(SCOPE_TAIL, ''));
    own.delete(name);
    return { own: [...own], members: [] };
  }
  for (const match of clean.matchAll(/\(?INCI:?\s*([^)\];]+)[)\]]?/gi)) addOwn(match[1]!);
  for (const rawPart of splitTopLevel(clean, /^(?:;|\s\/\s)/)) {
    // '(retinoic acid and its salts)' is the alias 'retinoic acid', with its salts.
    const bracketSalts: string[] = [];
    const part = rawPart.replace(
      /\(([^()]*?)\s+and\s+(?:its|their)\s+salts\)/gi,
      (_whole, inner: string) => {
        bracketSalts.push(inner.trim());
        return `(${inner})`;
      },
    );
    addOwn(part);
    if (PURITY.test(part)) continue;
    const unscoped = part.replace(SCOPE_TAIL, '');
    addOwn(unscoped);
    const group = GROUP_TAIL.exec(unscoped);
    const base = unscoped.replace(GROUP_TAIL, '').replace(/,\s*$/, '');
    addOwn(base);
    if (group && /salt/i.test(group[0])) addSalts(base);
    // A trailing bracketed alias: 'Isopropyl 4-hydroxybenzoate (Isopropylparaben)',
    // 'Tretinoin (retinoic acid)': both the name before it and the alias are names.
    const trailing = /^(.*\S)\s+\(([^()]+)\)$/.exec(base);
    if (trailing) {
      const pieces = trailing[2]!.split(/\s*;\s*/).map((piece) => piece.trim());
      if (pieces.every(isAlias)) {
        addOwn(trailing[1]!);
        if (group && /salt/i.test(group[0])) addSalts(trailing[1]!);
      }
    }
    // Any bracketed common name after a space: 'X (Tiratricol) and its salts', '(AETT; Versalide)';
    // never a bracket inside a chemical name ('Bis(cyclopentadienyl)') or a description ('(fruit)').
    for (const match of part.matchAll(
      /(?<=\s)\(([A-Za-z][A-Za-z0-9 ,.;'-]{2,60}?)\)(?=$|[\s,;.])/g,
    ))
      for (const piece of match[1]!.split(/\s*;\s*/)) {
        const inner = piece.trim();
        if (!isAlias(inner)) continue;
        addOwn(inner);
        if (bracketSalts.some((salted) => salted === inner)) addSalts(inner);
      }
  }
  own.delete(name);
  for (const text of own) members.delete(text);
  return { own: [...own], members: [...members] };
}

/** CosIng's 'Identified INGREDIENTS' list: commas separate names, except inside a chemical name's locants ('N,N-', '2,4-'). */
export function splitIdentified(cell: string | undefined): string[] {
  const text = (cell ?? '').replace(/\s+/g, ' ');
  const out: string[] = [];
  let current = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (ch === ',' && depth === 0) {
      const before = text.slice(0, i);
      const after = text.slice(i + 1);
      const locant =
        /(?:^|[^A-Za-z])(?:\d+'*|[NOS]'*)$/.test(before) && /^(?:\d+|[NOS])'*[,-]/.test(after);
      if (!locant) {
        out.push(current);
        current = '';
        continue;
      }
    }
    current += ch;
  }
  out.push(current);
  return out
    .flatMap((name) => name.split(/\s+\/\s*|\s*\/\s+/))
    .map((name) => name.replace(/\s*\((?:\d{1,2}|see note \d+)\)/gi, '').trim())
    .map((name) => name.replace(/^[\s,;.]+|[\s,;.]+$/g, ''))
    .filter((name) => name.length >= 2 && name !== '-');
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

/** The names each generated entry covers without being its own (ADR 051): see labelNames. */
const MEMBERS = new WeakMap<CosmeticIngredient, Set<string>>();

function membersOf(entry: CosmeticIngredient): Set<string> {
  let set = MEMBERS.get(entry);
  if (!set) MEMBERS.set(entry, (set = new Set()));
  return set;
}

/** The label names authored for one reference ('II-289'), as member names. */
function authoredNames(ref: string): string[] {
  return ANNEX_LABEL_NAMES[ref] ?? [];
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
      const scope = /\bwhen used (?:as|in)\b[^;]*/i.exec(name)?.[0]?.replace(/[\s.,]+$/, '');
      const scoped = /when used (?:as|in)|if (?:it|they) contains?|except/i.test(name);
      const names = labelNames(name, {
        scoped: scope !== undefined,
        colourant:
          scope !== undefined && /hair/i.test(scope) && /\bC\.?\s?I\.?\s?\d{5}\b/.test(name),
      });
      const members = [...names.members, ...authoredNames(`II-${ref}`)];
      const entry = {
        id:
          n === 1
            ? `annex-ii-${ref.toLowerCase()}`
            : `annex-ii-${ref.toLowerCase()}-${slug(name, 40)}`,
        name,
        synonyms: unique([...names.own, ...members]),
        cas: clean(row[2]),
        functions: [],
        annex: 'II',
        annex_refs: [`II-${ref}`],
        restrictions: [],
        fragrance_allergen: false,
        flags: [
          {
            level: 'avoid',
            text: scope
              ? `Prohibited in cosmetics in the EU ${scope} (Regulation 1223/2009 Annex II, entry ${ref})`.slice(
                  0,
                  400,
                )
              : scoped
                ? `Prohibited in cosmetics in the EU as its entry states (Regulation 1223/2009 Annex II, entry ${ref})`
                : `Prohibited in cosmetics in the EU (Regulation 1223/2009 Annex II, entry ${ref})`,
            sources,
          },
          ...cmrFlag(row[5], sources),
        ],
        sources,
      } satisfies CosmeticIngredient;
      for (const member of members) membersOf(entry).add(cosmeticKey(member));
      return entry as CosmeticIngredient;
    });
}

/** Distinct by key, first spelling kept. */
function unique(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = cosmeticKey(name);
    return key.length >= 2 && !seen.has(key) && seen.add(key);
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
  // Two versions of one substance under one reference: the newest gives the restriction, both
  // give names.
  const byRef = new Map<string, { row: string[]; versions: string[][] }[]>();
  for (const row of body) {
    const ref = clean(row[0])!;
    const list = byRef.get(ref) ?? [];
    const same = list.findIndex(
      ({ row: other }) =>
        (clean(other[3]) !== null && clean(other[3]) === clean(row[3])) ||
        (cosmeticKey(other[2] ?? '') === cosmeticKey(row[2] ?? '') && clean(row[2]) !== null) ||
        cosmeticKey(other[1] ?? '').slice(0, 20) === cosmeticKey(row[1] ?? '').slice(0, 20),
    );
    if (same >= 0) {
      const group = list[same]!;
      group.versions.push(row);
      if (parseDate(row[15]) > parseDate(group.row[15])) group.row = row;
    } else list.push({ row, versions: [row] });
    byRef.set(ref, list);
  }
  const inciPartsOf = (cell: string | undefined) =>
    (cleanName(cell) ?? '')
      .replace(/\s*\((?:\d{1,2}|see note \d+)\)/gi, '')
      .split(/\s*;\s*|\s+\/\s*|\s*\/\s+/)
      // 'Alpha-Damascone/cis-Rose ketone 1' lists names; 'Eucalyptus Globulus Leaf/Twig Oil' is one.
      .flatMap((part) => (/^[^\s/]+\//.test(part) ? part.split(/\s*\/\s*/) : [part]))
      .map((part) => part.replace(/^[\s,;.]+|[\s,;.]+$/g, '').trim())
      .filter((part) => part !== '' && part !== '-');
  const out: CosmeticIngredient[] = [];
  for (const [ref, list] of byRef)
    list.forEach(({ row, versions }, index) => {
      const inciParts = inciPartsOf(row[2]);
      // Footnote markers ('Inorganic sulfites and bisulfites (12)') are not part of the name.
      const chemical = (cleanName(row[1]) ?? inciParts[0]!)
        .replace(/\s*\((?:\d{1,2}|see note \d+)\)/gi, '')
        .trim();
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
      // The names of the substance itself (every version's chemical and glossary names, and what
      // they give), then the names of what the entry covers: CosIng's identified ingredients,
      // the salts of 'X and its salts', authored label names.
      const own: string[] = [];
      const members: string[] = [];
      for (const version of versions) {
        const versionChemical = cleanName(version[1]);
        own.push(...inciPartsOf(version[2]).map(inciCase));
        if (versionChemical) {
          own.push(versionChemical);
          const derived = labelNames(versionChemical);
          own.push(...derived.own);
          members.push(...derived.members);
        }
        members.push(...splitIdentified(version[13]).map(inciCase));
      }
      members.push(...authoredNames(`III-${ref}`));
      const ownKeys = new Set(own.map(cosmeticKey));
      const memberNames = unique(members).filter((member) => !ownKeys.has(cosmeticKey(member)));
      const synonyms = unique([...own, ...memberNames]).filter(
        (synonym) => cosmeticKey(synonym) !== cosmeticKey(name),
      );
      const entry: CosmeticIngredient = {
        id:
          index === 0
            ? `annex-iii-${ref.toLowerCase()}`
            : `annex-iii-${ref.toLowerCase()}-${slug(name, 40)}`,
        name,
        synonyms,
        cas: clean(row[3]),
        functions,
        annex: 'III',
        annex_refs: [`III-${ref}`],
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
      };
      for (const member of memberNames) membersOf(entry).add(cosmeticKey(member));
      out.push(entry);
    });
  // One substance listed under two references (HC Blue No. 11 as an oxidative and a
  // non-oxidative dye, 1,3-bis-(2,4-diaminophenoxy)propane as 202 and 226): the same name or the
  // same CAS numbers make one entry, with both references, restrictions and flags.
  const byName = new Map<string, CosmeticIngredient>();
  const byCas = new Map<string, CosmeticIngredient>();
  const merged: CosmeticIngredient[] = [];
  for (const entry of out) {
    const key = cosmeticKey(entry.name);
    const cas = casNumbers(entry.cas).sort().join(' ');
    const first = byName.get(key) ?? (cas ? byCas.get(cas) : undefined);
    if (!first) {
      byName.set(key, entry);
      if (cas) byCas.set(cas, entry);
      merged.push(entry);
      continue;
    }
    if (cosmeticKey(first.name) !== key) first.synonyms.push(entry.name);
    first.restrictions.push(...entry.restrictions);
    first.flags.push(
      ...entry.flags.filter((flag) => !first.flags.some((f) => f.text === flag.text)),
    );
    first.synonyms = unique([...first.synonyms, ...entry.synonyms]);
    first.annex_refs = [...new Set([...first.annex_refs, ...entry.annex_refs])];
    for (const member of membersOf(entry)) membersOf(first).add(member);
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
    annex_refs: [],
    restrictions: item.restrictions ?? [],
    fragrance_allergen: item.fragrance_allergen ?? false,
    flags: item.flags ?? [],
    sources: uniqueSources([COSING, ...(item.sources ?? [])]),
  };
}

/**
 * A common INCI name that a group entry covers (triethanolamine under 'Trialkylamines,
 * trialkanolamines and their salts'): its own record, with the group's annex, references,
 * restriction and flags before its own.
 */
function memberRecord(item: CommonInci, group: CosmeticIngredient): CosmeticIngredient {
  const own = fromCommon(item);
  return {
    ...own,
    functions: [...new Set([...own.functions, ...group.functions])].slice(0, 8),
    annex: group.annex,
    annex_refs: [...group.annex_refs],
    restrictions: [...group.restrictions, ...own.restrictions].slice(0, 6),
    flags: item.replace_flags ? own.flags : [...group.flags, ...own.flags].slice(0, 6),
    sources: uniqueSources([...group.sources, ...own.sources]),
  };
}

/** Of the group entries that list a member name, the one that lists fewest names (the most specific); several when they tie. */
function mostSpecific(entries: CosmeticIngredient[]): CosmeticIngredient[] {
  const size = (entry: CosmeticIngredient) => membersOf(entry).size;
  const least = Math.min(...entries.map(size));
  return entries.filter((entry) => size(entry) === least);
}

/**
 * A name two records hold: the records holding it as a name of their own keep it; when it is
 * only ever a member name, the most specific group keeps it. Whoever else held it loses it (the
 * generator's last pass then drops what is still shared).
 */
function settleMemberNames(entries: CosmeticIngredient[]): void {
  const holders = new Map<string, CosmeticIngredient[]>();
  for (const entry of entries)
    for (const key of new Set(keysOf(entry)))
      holders.set(key, [...(holders.get(key) ?? []), entry]);
  for (const [key, list] of holders) {
    if (list.length < 2) continue;
    const own = list.filter((entry) => !membersOf(entry).has(key));
    const keep = new Set(own.length > 0 ? own : mostSpecific(list));
    for (const entry of list) {
      if (keep.has(entry)) continue;
      entry.synonyms = entry.synonyms.filter((synonym) => cosmeticKey(synonym) !== key);
      membersOf(entry).delete(key);
    }
  }
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
    synonyms: unique([...synonyms]).slice(0, MAX_SYNONYMS),
    cas: item.cas ?? first!.cas,
    functions: [...new Set([...item.functions, ...all.flatMap((entry) => entry.functions)])],
    annex,
    annex_refs: [...new Set(all.flatMap((entry) => entry.annex_refs))],
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
  const ii = annexII(parseCsv(readFileSync(annexIIPath(DIR), 'utf8')));
  const iii = annexIII(parseCsv(readFileSync(annexIIIPath(DIR), 'utf8')));
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
      const key = cosmeticKey(item.name);
      const hits = [...new Set(byKey.get(key) ?? [])];
      const ownHits = hits.filter((hit) => !membersOf(hit).has(key));
      if (ownHits.length > 1)
        throw new Error(
          `common INCI ${item.name}: matches several Annex entries (${ownHits.map((h) => h.id).join(', ')}); name them in 'annex'`,
        );
      if (ownHits.length === 0 && hits.length > 0) {
        const groups = mostSpecific(hits);
        if (groups.length > 1)
          throw new Error(
            `common INCI ${item.name}: a member of several Annex entries (${groups.map((h) => h.id).join(', ')}); name them in 'annex'`,
          );
        common.push(memberRecord(item, annex.get(groups[0]!.id) ?? groups[0]!));
        continue;
      }
      targets = ownHits;
    }
    if (targets.length === 0) {
      common.push(fromCommon(item));
      continue;
    }
    const merged = merge(item, targets);
    for (const target of targets) {
      for (const member of membersOf(target)) membersOf(merged).add(member);
      annex.delete(target.id);
    }
    membersOf(merged).delete(cosmeticKey(item.name));
    for (const synonym of item.synonyms ?? []) membersOf(merged).delete(cosmeticKey(synonym));
    annex.set(merged.id, merged);
  }

  // A synonym another entry has as its name (or another entry's synonym too) is dropped: a
  // lookup must never land on a different substance. Member names are settled first.
  const all = [...annex.values(), ...common];
  settleMemberNames(all);
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
  const everything = [...values, ...common];
  const refs = (prefix: string) =>
    new Set(everything.flatMap((e) => e.annex_refs.filter((ref) => ref.startsWith(prefix)))).size;
  console.log(
    'fragrance allergens',
    everything.filter((e) => e.fragrance_allergen).length,
    'CAS numbers',
    everything.reduce((n, e) => n + casNumbers(e.cas).length, 0),
    'Annex II references',
    refs('II-'),
    'Annex III references',
    refs('III-'),
    'names indexed',
    new Set(everything.flatMap(keysOf)).size,
  );
}

await main();
