/**
 * The foods as modules look them up (`knowledge.foods`): by id, and by name as people type it.
 * Built once at start; search is in memory over precomputed normal forms (no accents, lower
 * case), ranked: exact name, name starting with the query (whole words first), every query word
 * a word of the name (then the start of one), the query inside the name; then shorter names first.
 */
import { normalizeName } from '../normalize-name';
import type { Food } from './food.schema';

export interface FoodSummary {
  id: string;
  name: string;
  category: string;
}

export interface FoodIndex {
  get(id: string): Food | undefined;
  /** Up to `limit` (default 20) foods matching the query, best first; [] for an empty query. */
  search(query: string, limit?: number): FoodSummary[];
  /** Every food, ordered by id. */
  all(): readonly Food[];
}

interface Entry {
  food: Food;
  summary: FoodSummary;
  name: string;
  words: string[];
  /** name, id words and category: what a substring may match. */
  haystack: string;
}

export const FOOD_SEARCH_LIMIT = 20;

export function buildFoodIndex(foods: readonly Food[]): FoodIndex {
  const sorted = [...foods].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byId = new Map(sorted.map((food) => [food.id, food]));
  const entries: Entry[] = sorted.map((food) => {
    const name = normalizeName(food.name);
    const idWords = food.id.replace(/-/g, ' ');
    const haystack = `${name} ${idWords} ${normalizeName(food.category)}`;
    return {
      food,
      summary: { id: food.id, name: food.name, category: food.category },
      name,
      words: [...new Set(haystack.split(' '))],
      haystack,
    };
  });

  /** 0 best: exact name, name starting with the query as whole words, then as a prefix, every
   * query word a word of the name, every query word starting one, the query anywhere. */
  function rank(entry: Entry, query: string, tokens: string[]): number {
    if (entry.name === query) return 0;
    if (entry.name.startsWith(`${query} `)) return 1;
    if (entry.name.startsWith(query)) return 2;
    if (tokens.every((token) => entry.words.includes(token))) return 3;
    if (tokens.every((token) => entry.words.some((word) => word.startsWith(token)))) return 4;
    if (entry.haystack.includes(query)) return 5;
    return -1;
  }

  return {
    get: (id) => byId.get(id),
    all: () => sorted,
    search(raw, limit = FOOD_SEARCH_LIMIT) {
      const query = normalizeName(raw);
      if (query === '') return [];
      const tokens = query.split(' ');
      const hits: { entry: Entry; rank: number }[] = [];
      for (const entry of entries) {
        const r = rank(entry, query, tokens);
        if (r >= 0) hits.push({ entry, rank: r });
      }
      hits.sort(
        (a, b) =>
          a.rank - b.rank ||
          a.entry.name.length - b.entry.name.length ||
          (a.entry.name < b.entry.name ? -1 : 1),
      );
      return hits.slice(0, limit).map((hit) => hit.entry.summary);
    },
  };
}
