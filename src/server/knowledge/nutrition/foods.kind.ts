/** Foods with nutrients per 100 g: data/foods/*.json → knowledge_foods → `knowledge.foods`. */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeFoods } from '../knowledge.table';
import { substancesKind } from '../substances.kind';
import { foodSchema } from './food.schema';
import { buildFoodIndex } from './food-index';
import { validateFoods } from './validate-foods';

export const foodsKind = defineKnowledgeKind({
  name: 'foods',
  label: 'food',
  schema: foodSchema,
  validate: (foods, loaded) => validateFoods(foods, loaded.records(substancesKind)),
  table: knowledgeFoods,
  columns: (food) => ({ name: food.name, category: food.category }),
  buildIndex: (foods) => buildFoodIndex(foods),
});
