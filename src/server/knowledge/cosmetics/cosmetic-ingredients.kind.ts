/**
 * Cosmetic ingredients: EU Annex II (prohibited) and III (restricted) entries, the labelled
 * fragrance allergens and common INCI names with their functions:
 * data/cosmetic_ingredients/*.json (written by scripts/author-cosmetic-ingredients.ts) →
 * knowledge_cosmetic_ingredients → `knowledge.cosmetic_ingredients`. ADR 034.
 */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeCosmeticIngredients } from '../knowledge.table';
import { cosmeticIngredientSchema } from './cosmetic.schema';
import { buildCosmeticIndex } from './cosmetic-index';
import { validateCosmeticIngredients } from './validate-cosmetics';

export const cosmeticIngredientsKind = defineKnowledgeKind({
  name: 'cosmetic_ingredients',
  label: 'cosmetic ingredient',
  schema: cosmeticIngredientSchema,
  validate: (entries) => validateCosmeticIngredients(entries),
  table: knowledgeCosmeticIngredients,
  columns: (entry) => ({ name: entry.name.slice(0, 300) }),
  buildIndex: (entries) => buildCosmeticIndex(entries),
});
