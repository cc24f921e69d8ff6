/**
 * Recipes with computed diets, allergens and nutrients per serving:
 * data/recipes/*.json → knowledge_recipes → `knowledge.recipes`. Reads the foods (registered before).
 */
import { defineKnowledgeKind } from '../knowledge-kind';
import { knowledgeRecipes } from '../knowledge.table';
import { foodsKind } from './foods.kind';
import { buildFoodIndex } from './food-index';
import { recipeSchema } from './recipe.schema';
import { buildRecipeIndex } from './recipe-index';
import { validateRecipes } from './validate-recipes';

export const recipesKind = defineKnowledgeKind({
  name: 'recipes',
  label: 'recipe',
  schema: recipeSchema,
  validate: (recipes, loaded) => validateRecipes(recipes, loaded.records(foodsKind)),
  table: knowledgeRecipes,
  columns: (recipe) => ({ name: recipe.name }),
  buildIndex: (recipes, loaded) =>
    buildRecipeIndex(recipes, buildFoodIndex(loaded.records(foodsKind))),
});
