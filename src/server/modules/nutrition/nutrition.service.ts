/**
 * The nutrition rules (ADR 027), one file per responsibility: foods and recipes
 * (nutrition-catalogue.ts), meal plans (nutrition-meal-plans.ts), the food log
 * (nutrition-food-log.ts) and supplement totals (nutrition-supplements.ts), all reading the person
 * through nutrition-person.ts (the profile and the cabinet through their modules' readers).
 * Methods that act for a person take the actor first.
 */
import type {
  CreateMealPlanInput,
  MealSlot,
  PutFoodLogInput,
} from '#shared/contracts/nutrition.contract';
import type { RecipeIndex } from '#server/knowledge/nutrition/recipe-index';
import type { Actor } from '#server/plugins/actor';
import { getFood, getRecipe, listRecipes, searchFoods } from './nutrition-catalogue';
import type { NutritionContext } from './nutrition-context';
import { getFoodLog, putFoodLog } from './nutrition-food-log';
import {
  createPlan,
  deletePlan,
  getPlan,
  groceryList,
  listPlans,
  swapPlannedMeal,
} from './nutrition-meal-plans';
import { supplementTotalsFor } from './nutrition-supplements';

export type NutritionServiceDeps = Omit<NutritionContext, 'now'> & { now?: () => Date };

export function createNutritionService(deps: NutritionServiceDeps) {
  const context: NutritionContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    // Foods and recipes (public; a signed-in viewer's recipes say what their rules find)
    searchFoods: (q: string) => searchFoods(context, q),
    getFood: (id: string) => getFood(context, id),
    listRecipes: (
      viewer: Actor | null,
      filter: Parameters<RecipeIndex['list']>[0],
      forMe = false,
    ) => listRecipes(context, viewer, filter, forMe),
    getRecipe: (viewer: Actor | null, id: string) => getRecipe(context, viewer, id),

    // Meal plans
    createPlan: (actor: Actor, input: CreateMealPlanInput) => createPlan(context, actor, input),
    listPlans: (actor: Actor) => listPlans(context, actor),
    getPlan: (actor: Actor, id: string) => getPlan(context, actor, id),
    deletePlan: (actor: Actor, id: string) => deletePlan(context, actor, id),
    swap: (actor: Actor, id: string, date: string, slot: MealSlot) =>
      swapPlannedMeal(context, actor, id, date, slot),
    groceryList: (actor: Actor, id: string) => groceryList(context, actor, id),

    // The food log and supplements
    getFoodLog: (actor: Actor, date: string) => getFoodLog(context, actor, date),
    putFoodLog: (actor: Actor, date: string, input: PutFoodLogInput) =>
      putFoodLog(context, actor, date, input),
    supplementTotals: (actor: Actor, date: string) => supplementTotalsFor(context, actor, date),
  };
}
export type NutritionService = ReturnType<typeof createNutritionService>;
