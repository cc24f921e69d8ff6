/**
 * `npx tsx scripts/author-food-substances.ts [path/to/substances.csv]`: writes
 * data/food_substances/fda-substances-added-to-food.json from FDA's inventory 'Substances Added to
 * Food' (formerly EAFUS; the copy in /work/shared/data/fda-substances-added-to-food/, last updated
 * by FDA on 13 Feb 2025). An authoring tool only: the app and the tests read the committed JSON.
 *
 * Cleaning: the CSV's fields carry stray spaces and quotes, and the technical effects are joined
 * with '<br />'; effects are lower-cased and de-duplicated. A name's trailing FDA note
 * ('--DELISTED', '--NLFG', '--PROHIBITED') moves to `fda_note`. Names are written in sentence case
 * with chemical prefixes kept (L-, D-, N,N-) and known abbreviations upper case (FD&C, EDTA...).
 * FDA's own '977xxx-xx-x' numbers are not CAS numbers: `cas` is null for them. ADR 033.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  foodSubstanceSchema,
  type FoodSubstance,
} from '#server/knowledge/food-labels/food-substance.schema';
import {
  FDA_INVENTORY_URL,
  validateFoodSubstances,
} from '#server/knowledge/food-labels/validate-food-substances';

const CSV = process.argv[2] ?? '/work/shared/data/fda-substances-added-to-food/substances.csv';
const OUT = join(import.meta.dirname, '../src/server/knowledge/data/food_substances');
const VERSION = '2026.11.1';
const SOURCE = {
  title: 'FDA: Substances Added to Food inventory (formerly EAFUS), updated 13 February 2025',
  url: FDA_INVENTORY_URL,
};

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const UPPER = new Set([
  'FD&C',
  'D&C',
  'EDTA',
  'DNA',
  'RNA',
  'BHA',
  'BHT',
  'TBHQ',
  'PEG',
  'PVP',
  'USP',
  'NF',
  'II',
  'III',
  'IV',
  'HCL',
  'ADP',
  'ATP',
  'AMP',
  'GMP',
  'IMP',
  'MSG',
  'DL',
]);

/** 'ACESULFAME POTASSIUM' → 'Acesulfame potassium'; 'L-CYSTEINE' → 'L-cysteine'. */
export function readableName(upper: string): string {
  const words = upper.toLowerCase().split(/(\s+)/);
  const cased = words.map((word) => {
    const bare = word.toUpperCase().replace(/[(),.;:]+$/g, '');
    if (UPPER.has(bare)) return word.toUpperCase();
    // Locants and stereo prefixes: 'l-', 'd-', 'n,n-', 'dl-' stay upper case before the hyphen.
    return word.replace(/^(\(?)((?:[a-z],)*[a-z]|dl)(?=-)/, (_, open: string, prefix: string) =>
      prefix.length <= 3 && /^(?:[a-z],)*[a-z]$|^dl$/.test(prefix)
        ? `${open}${prefix.toUpperCase()}`
        : `${open}${prefix}`,
    );
  });
  // US colour names keep their form: 'FD&C Blue No. 1', 'D&C Red No. 33'.
  const joined = cased
    .join('')
    .replace(
      /\b(FD&C|D&C) ([a-z]+) no\./g,
      (_, prefix: string, colour: string) =>
        `${prefix} ${colour[0]!.toUpperCase()}${colour.slice(1)} No.`,
    );
  const first = joined.search(/[a-z]/);
  // Capitalise the first letter only when the name starts with it (not '(p-...' or '1,3-').
  if (first === 0)
    return joined.slice(0, first) + joined[first]!.toUpperCase() + joined.slice(first + 1);
  return joined;
}

function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
}

const lines = parseCsv(readFileSync(CSV, 'utf8'));
const header = lines.findIndex((row) => row[0]?.trim().startsWith('CAS Reg No'));
if (header < 0) throw new Error('no header row (CAS Reg No, Substance, Used for)');

const substances: FoodSubstance[] = [];
const ids = new Set<string>();
for (const row of lines.slice(header + 1)) {
  const [rawCas = '', rawName = '', rawEffects = ''] = row.map((field) => field.trim());
  if (rawName === '') continue;
  const note = /--\s*([A-Z][A-Z ]*[A-Z])\s*$/.exec(rawName);
  const upperName = (note ? rawName.slice(0, note.index) : rawName).replace(/\s+/g, ' ').trim();
  const name = readableName(upperName);
  const cas = /^\d{2,7}-\d{2}-\d$/.test(rawCas) && !rawCas.startsWith('977') ? rawCas : null;
  const effects = [
    ...new Set(
      rawEffects
        .split(/<br\s*\/?>/i)
        .map((effect) =>
          effect
            .replace(/[\s,"]+/g, ' ')
            .trim()
            .toLowerCase(),
        )
        .filter(Boolean),
    ),
  ];
  let id = slug(name) || slug(rawCas);
  if (ids.has(id)) id = `${id}-${slug(rawCas) || substances.length}`;
  for (let n = 2; ids.has(id); n++) id = `${slug(name)}-${n}`;
  ids.add(id);
  substances.push(
    foodSubstanceSchema.parse({
      id,
      name,
      cas,
      technical_effects: effects,
      fda_note: note ? note[1] : null,
      sources: [SOURCE],
    }),
  );
}
const problems = validateFoodSubstances(substances);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
substances.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
mkdirSync(OUT, { recursive: true });
const text = await format(JSON.stringify({ version: VERSION, food_substances: substances }), {
  ...(await resolveConfig(join(OUT, 'fda-substances-added-to-food.json'))),
  parser: 'json',
});
writeFileSync(join(OUT, 'fda-substances-added-to-food.json'), text);
console.log(`food substances: ${substances.length}`);
