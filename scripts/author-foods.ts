/**
 * `npx tsx scripts/author-foods.ts [path/to/foods.csv]`: writes data/foods/usda-foundation.json
 * from USDA FoodData Central Foundation Foods (the public repackaging in
 * /work/shared/data/usda-foundation-foods/foods.csv, values in base units: grams and joules), and
 * data/foods/usda-sr-legacy.json from the figures in scripts/nutrition/sr-legacy-foods.ts.
 * An authoring tool only: the app and the tests read the committed JSON, never the CSV.
 *
 * Conversions: energy J → kcal (÷ 4184; Atwater general factors first, then the kJ figure, then
 * Atwater specific); masses g → the key's unit (mg × 1e3, µg × 1e6); vitamin D from IU ÷ 40 when
 * only IU is given. Carbohydrate is "by difference" (else "by summation"), fibre AOAC 991.43
 * (else 2011.25), fat "total lipid" (else NLEA). Structural zeros (ADR 026): no fibre in animal
 * foods; no vitamin B12 or D in plant foods other than fungi and fortified drinks. A negative
 * carbohydrate by difference (some meats) is 0; sugars above carbohydrate are dropped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { join } from 'node:path';
import { NUTRIENT_KEYS, type NutrientKey } from '#shared/contracts/nutrition.contract';
import type { Food } from '#server/knowledge/nutrition/food.schema';
import { parseCsv } from '#server/knowledge/read-csv';
import { FOUNDATION_FOODS, SR_LEGACY_FILLS } from './nutrition/foundation-foods';
import { SR_LEGACY_FOODS } from './nutrition/sr-legacy-foods';

const CSV = process.argv[2] ?? '/work/shared/data/usda-foundation-foods/foods.csv';
const OUT = join(import.meta.dirname, '../src/server/knowledge/data/foods');
const VERSION = '2026.11.4';

/** The table as records by its header; rows of another length are not records. */
function readRecords(text: string): Record<string, string>[] {
  const rows = parseCsv(text);
  const [header, ...body] = rows;
  return body
    .filter((r) => r.length === header!.length)
    .map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!])));
}

const num = (row: Record<string, string>, code: string): number | undefined => {
  const raw = row[code];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
};
const first = (row: Record<string, string>, ...codes: string[]) => {
  for (const code of codes) {
    const value = num(row, code);
    if (value !== undefined) return value;
  }
  return undefined;
};

/** Significant figures kept: enough for the source's precision, none invented. */
function tidy(value: number): number {
  if (value === 0) return 0;
  const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(value))));
  return Number(value.toFixed(Math.min(digits, 4)));
}

function foundationNutrients(row: Record<string, string>): Partial<Record<NutrientKey, number>> {
  const g = (...codes: string[]) => first(row, ...codes);
  const scaled = (value: number | undefined, factor: number) =>
    value === undefined ? undefined : value * factor;
  const joules = first(row, 'enercawg', 'enerc', 'enercaws');
  const vitD =
    g('vitd') ?? (num(row, 'vitda') === undefined ? undefined : num(row, 'vitda')! / 40 / 1e6);
  const out: Partial<Record<NutrientKey, number | undefined>> = {
    energy_kcal: scaled(joules, 1 / 4184),
    protein_g: g('procnt'),
    fat_g: g('fat', 'fatnlea'),
    saturated_fat_g: g('fasat'),
    carbs_g: g('choavldf', 'chocsm'),
    fiber_g: g('fibtsw', 'fibtg'),
    sugars_g: g('sugar'),
    sodium_mg: scaled(g('na'), 1e3),
    potassium_mg: scaled(g('k'), 1e3),
    calcium_mg: scaled(g('ca'), 1e3),
    iron_mg: scaled(g('fe'), 1e3),
    magnesium_mg: scaled(g('mg'), 1e3),
    zinc_mg: scaled(g('zn'), 1e3),
    vitamin_a_ug: scaled(g('vitaa'), 1e6),
    vitamin_c_mg: scaled(g('vitc'), 1e3),
    vitamin_d_ug: scaled(vitD, 1e6),
    vitamin_e_mg: scaled(g('tocpha'), 1e3),
    vitamin_k_ug: scaled(g('vitk1'), 1e6),
    vitamin_b12_ug: scaled(g('vitb12'), 1e6),
    folate_ug: scaled(g('fol'), 1e6),
  };
  // Carbohydrate by difference comes out slightly negative for some meats: it is 0.
  if (out.carbs_g !== undefined && out.carbs_g < 0) out.carbs_g = 0;
  // Sugars measured above carbohydrate by difference (cured bacon): the two disagree, keep neither claim.
  if (out.sugars_g !== undefined && out.carbs_g !== undefined && out.sugars_g > out.carbs_g + 0.5)
    out.sugars_g = undefined;
  const clean: Partial<Record<NutrientKey, number>> = {};
  for (const key of NUTRIENT_KEYS) {
    const value = out[key];
    if (value !== undefined) clean[key] = tidy(value);
  }
  return clean;
}

const FUNGI = /mushroom/;

/** Zeros that hold by what the food is (see the header); never overwrite a figure. */
export function structuralZeros(food: Food): Food {
  const n = { ...food.nutrients_per_100g };
  const animal = food.diet_class !== 'plant';
  if (animal && food.diet_class !== 'honey' && n.fiber_g === undefined) n.fiber_g = 0;
  const fortified =
    food.substance_ids.includes('plant-milk') || food.substance_ids.includes('soy-milk');
  if (!animal && !FUNGI.test(food.id) && !fortified) {
    if (n.vitamin_b12_ug === undefined) n.vitamin_b12_ug = 0;
    if (n.vitamin_d_ug === undefined) n.vitamin_d_ug = 0;
  }
  return { ...food, nutrients_per_100g: ordered(n) };
}

function ordered(n: Partial<Record<NutrientKey, number>>): Food['nutrients_per_100g'] {
  const out: Partial<Record<NutrientKey, number>> = {};
  for (const key of NUTRIENT_KEYS) if (n[key] !== undefined) out[key] = n[key];
  return out as Food['nutrients_per_100g'];
}

export const srSource = (description: string) => ({
  title: `USDA FoodData Central, SR Legacy: ${description}`,
  url: `https://fdc.nal.usda.gov/food-search?query=${encodeURIComponent(description.toLowerCase())}&type=SR%20Legacy`,
});

export const fdcUrl = (fdc: number) => `https://fdc.nal.usda.gov/food-details/${fdc}/nutrients`;

function foundationFoods(): Food[] {
  const rows = new Map(
    readRecords(readFileSync(CSV, 'utf8')).map((row) => [Number(row.code), row]),
  );
  const foods: Food[] = [];
  for (const spec of FOUNDATION_FOODS) {
    const row = rows.get(spec.fdc);
    if (!row) throw new Error(`FDC ${spec.fdc} (${spec.id}) is not in ${CSV}`);
    const own = foundationNutrients(row);
    const srFill = SR_LEGACY_FILLS[spec.id];
    const fill = { ...spec.fill, ...srFill?.fill };
    const filled = Object.keys(fill).filter((key) => own[key as NutrientKey] === undefined);
    const nutrients = { ...fill, ...own };
    const missing = (['energy_kcal', 'protein_g', 'fat_g', 'carbs_g'] as const).filter(
      (key) => nutrients[key] === undefined,
    );
    if (missing.length > 0) {
      console.warn(`skipped FDC ${spec.fdc} (${spec.id}): no ${missing.join(', ')}`);
      continue;
    }
    const sources = [
      {
        title: `USDA FoodData Central, Foundation Foods: ${row.name}`.slice(0, 200),
        url: fdcUrl(spec.fdc),
      },
    ];
    if (filled.length > 0) {
      if (spec.fillSource) sources.push(spec.fillSource);
      if (srFill) sources.push(srSource(srFill.sr));
    }
    foods.push(
      structuralZeros({
        id: spec.id,
        name: spec.name,
        category: spec.category,
        aisle: spec.aisle,
        nutrients_per_100g: ordered(nutrients),
        portions: (spec.portions ?? []).map(([unit, grams]) => ({ unit, grams })),
        allergens: spec.allergens ?? [],
        diet_class: spec.diet,
        substance_ids: spec.substances ?? [],
        sources,
      }),
    );
  }
  return foods;
}

async function write(file: string, foods: Food[]) {
  const sorted = [...foods].sort((a, b) => (a.id < b.id ? -1 : 1));
  // Written as Prettier writes it, so npm test's format check passes on the generated files.
  const text = await format(JSON.stringify({ version: VERSION, foods: sorted }), {
    parser: 'json',
  });
  writeFileSync(join(OUT, file), text);
  console.log(`${file}: ${sorted.length} foods`);
}

await write('usda-foundation.json', foundationFoods());
await write('usda-sr-legacy.json', SR_LEGACY_FOODS.map(structuralZeros));
