/**
 * One recipe of data/recipes/*.json. Only what a cook writes is stored: ingredients in grams,
 * servings, minutes, steps. Diets, allergens and nutrients per serving are computed from the
 * ingredients' foods (nutrient-math.ts), never typed in.
 */
import { z } from 'zod';
import { MEAL_SLOTS } from '#shared/contracts/nutrition.contract';
import { sourceSchema } from '../knowledge.schema';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const recipeIngredientSchema = z.strictObject({
  /** A food id (data/foods). */
  food_id: z.string().regex(ID, 'food_id must be lowercase kebab-case'),
  /** Grams for the whole recipe (all servings), edible portion as the food's figures are. */
  grams: z.number().positive().max(5000),
  /** How the cook reads it: "1 cup rolled oats". */
  text: z.string().trim().min(1).max(120),
});

export const recipeSchema = z.strictObject({
  id: z.string().regex(ID, 'id must be lowercase kebab-case'),
  name: z.string().trim().min(1).max(100),
  slots: z.array(z.enum(MEAL_SLOTS)).min(1),
  servings: z.number().int().min(1).max(20),
  minutes: z.number().int().min(1).max(600),
  ingredients: z.array(recipeIngredientSchema).min(1).max(40),
  steps: z.array(z.string().trim().min(1).max(600)).min(1).max(30),
  sources: z.array(sourceSchema).min(1, 'every recipe cites at least one source'),
});
export type Recipe = z.infer<typeof recipeSchema>;
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;
