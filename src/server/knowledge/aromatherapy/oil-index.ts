/**
 * The oils as modules look them up (`knowledge.oils`), built once at start: by id, by substance,
 * and a list by category and search words for GET /api/oils.
 */
import { OIL_FLAG_NAMES } from '#shared/contracts/aromatherapy.contract';
import { normalizeName } from '../normalize-name';
import type { Oil, OilCategory, OilFlagName, OilFlags } from './oil.schema';

/** One oil in GET /api/oils: the flags are the names of those set. */
export interface OilSummary {
  id: string;
  name: string;
  botanical_name: string;
  categories: OilCategory[];
  flags: OilFlagName[];
}

export interface OilIndex {
  get(id: string): Oil | undefined;
  /** The oils linked to an essential-oil substance (bergamot expressed and bergamot FCF...). */
  withSubstance(substanceId: string): readonly Oil[];
  /** Summaries matching the category and every search word, ordered by name. */
  list(filter?: { category?: OilCategory; q?: string }): OilSummary[];
  /** Every oil, ordered by id. */
  all(): readonly Oil[];
}

const FLAG_ORDER = new Map<string, number>(OIL_FLAG_NAMES.map((name, index) => [name, index]));

/**
 * The flags an oil has, in the contract's order: not the record's key order, which differs
 * between the data files and the stored JSONB (it orders keys by length), so the answer is the
 * same however the knowledge was loaded (and the prerendered oil list matches the API's).
 */
export function setFlags(flags: OilFlags): OilFlagName[] {
  const order = (name: string) => FLAG_ORDER.get(name) ?? OIL_FLAG_NAMES.length;
  return (Object.keys(flags) as OilFlagName[])
    .filter((name) => {
      const value = flags[name];
      return value !== null && value !== false;
    })
    .sort((a, b) => order(a) - order(b));
}

export function summariseOil(oil: Oil): OilSummary {
  return {
    id: oil.id,
    name: oil.name,
    botanical_name: oil.botanical_name,
    categories: oil.uses.map((use) => use.category),
    flags: setFlags(oil.flags),
  };
}

export function buildOilIndex(oils: readonly Oil[]): OilIndex {
  const sorted = [...oils].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byId = new Map(sorted.map((oil) => [oil.id, oil]));
  const bySubstance = new Map<string, Oil[]>();
  for (const oil of sorted)
    if (oil.substance_id)
      bySubstance.set(oil.substance_id, [...(bySubstance.get(oil.substance_id) ?? []), oil]);
  const byName = [...sorted].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const summaries = new Map(sorted.map((oil) => [oil.id, summariseOil(oil)]));
  const searchText = new Map(
    sorted.map((oil) => [
      oil.id,
      normalizeName(
        [oil.name, oil.botanical_name, oil.chemotype ?? '', ...oil.uses.map((use) => use.use)].join(
          ' ',
        ),
      ),
    ]),
  );
  return {
    get: (id) => byId.get(id),
    withSubstance: (substanceId) => bySubstance.get(substanceId) ?? [],
    all: () => sorted,
    list(filter = {}) {
      const tokens = filter.q ? normalizeName(filter.q).split(' ').filter(Boolean) : [];
      return byName
        .filter(
          (oil) =>
            (filter.category === undefined ||
              oil.uses.some((use) => use.category === filter.category)) &&
            tokens.every((token) => searchText.get(oil.id)!.includes(token)),
        )
        .map((oil) => summaries.get(oil.id)!);
    },
  };
}
