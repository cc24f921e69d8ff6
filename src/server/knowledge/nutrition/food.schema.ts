/**
 * One food of data/foods/*.json: nutrients per 100 g edible portion (keys exactly the contract's
 * NUTRIENT_KEYS; the four core ones required, a missing micronutrient means "no figure", not zero),
 * household portions, allergens, the animal origin the diet tags read and the food substances the
 * interaction engine knows it as. ADR 026 and AUTHORING.md ('Food') explain each field.
 */
import { z } from 'zod';
import {
  ALLERGENS,
  CORE_NUTRIENT_KEYS,
  NUTRIENT_KEYS,
  type NutrientKey,
} from '#shared/contracts/nutrition.contract';
import { sourceSchema } from '../knowledge.schema';

export const FOOD_CATEGORIES = [
  'Vegetables',
  'Fruits',
  'Grains',
  'Bread and bakery',
  'Dairy and eggs',
  'Meat',
  'Poultry',
  'Fish and seafood',
  'Legumes',
  'Soy products',
  'Nuts and seeds',
  'Oils and fats',
  'Herbs and spices',
  'Drinks',
  'Condiments',
  'Sweets',
  'Prepared foods',
] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** Grocery aisles, in the order a grocery list is printed. */
export const FOOD_AISLES = [
  'Produce',
  'Meat and fish',
  'Dairy and eggs',
  'Bakery',
  'Pantry',
  'Frozen',
  'Drinks',
  'Spices',
] as const;
export type FoodAisle = (typeof FOOD_AISLES)[number];

/**
 * What a food is, for the diet tags: `plant` (and fungi, salt, water), `dairy`, `egg`, `honey`,
 * `fish`, `shellfish` (crustaceans and molluscs), `poultry`, `red-meat` (beef, pork, lamb, bison),
 * `processed-meat` (cured, smoked or salted meat: bacon, ham, salami, sausages).
 */
export const DIET_CLASSES = [
  'plant',
  'dairy',
  'egg',
  'honey',
  'fish',
  'shellfish',
  'poultry',
  'red-meat',
  'processed-meat',
] as const;
export type DietClass = (typeof DIET_CLASSES)[number];

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const amount = z.number().min(0).max(100_000);

type CoreKey = (typeof CORE_NUTRIENT_KEYS)[number];
const optionalAmount = amount.optional();
const optionalShape = Object.fromEntries(
  NUTRIENT_KEYS.filter((key) => !(CORE_NUTRIENT_KEYS as readonly string[]).includes(key)).map(
    (key) => [key, optionalAmount],
  ),
) as Record<Exclude<NutrientKey, CoreKey>, typeof optionalAmount>;
const nutrientShape = {
  energy_kcal: amount,
  protein_g: amount,
  fat_g: amount,
  carbs_g: amount,
  ...optionalShape,
};

/** Per 100 g: only the contract's keys, in its units (kcal, g, mg, µg as `_ug`). */
export const foodNutrientsSchema = z.strictObject(nutrientShape);

export const portionSchema = z.strictObject({
  /** A household measure: cup, tbsp, tsp, piece, slice, medium, large, small, fl-oz, clove... */
  unit: z.string().regex(/^[a-z0-9]+(?:[- ][a-z0-9]+)*$/, 'unit is lower case words'),
  grams: z.number().positive().max(5000),
});

export const foodSchema = z.strictObject({
  id: z.string().regex(ID, 'id must be lowercase kebab-case'),
  name: z.string().trim().min(1).max(100),
  category: z.enum(FOOD_CATEGORIES),
  aisle: z.enum(FOOD_AISLES),
  nutrients_per_100g: foodNutrientsSchema,
  portions: z.array(portionSchema).default([]),
  allergens: z.array(z.enum(ALLERGENS)).default([]),
  diet_class: z.enum(DIET_CLASSES),
  /** Ids of food substances (data/substances/foods-drinks.json) this food counts as. */
  substance_ids: z.array(z.string().regex(ID)).default([]),
  sources: z.array(sourceSchema).min(1, 'every food cites at least one source'),
});
export type Food = z.infer<typeof foodSchema>;
export type FoodNutrients = z.infer<typeof foodNutrientsSchema>;
