/**
 * FDA's inventory of substances added to food, with their technical effects:
 * data/food_substances/*.json → knowledge_food_substances → `knowledge.food_substances`. ADR 033.
 */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeFoodSubstances } from '../knowledge.table';
import { foodSubstanceSchema } from './food-substance.schema';
import { buildFoodSubstanceIndex } from './food-substance-index';
import { validateFoodSubstances } from './validate-food-substances';

export const foodSubstancesKind = defineKnowledgeKind({
  name: 'food_substances',
  label: 'food substance',
  schema: foodSubstanceSchema,
  validate: (substances) => validateFoodSubstances(substances),
  table: knowledgeFoodSubstances,
  columns: (substance) => ({ name: substance.name }),
  buildIndex: (substances) => buildFoodSubstanceIndex(substances),
});
