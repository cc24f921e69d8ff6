/**
 * The rules a plan prints, kept and proved (ADR 079). Each rule a plan's notes state is also a
 * constraint on the planner, and `checkPlanRules` reads the plan that was made against every one
 * of them: a rule the plan keeps is printed as a promise; a rule it could not keep is printed as
 * what happened ('day 3 has 1,720 mg sodium'), never as a promise.
 *
 * - low-sodium (a restriction such as 'low sodium', 'no added salt'): at most a number of mg
 *   sodium a day (SODIUM_DEFAULT_MG, or the member's own figure) and a third of that per meal;
 *   salty ingredients (table salt, soy sauce, miso, fish sauce, stock, olives, cured meats, salty
 *   cheeses such as feta, anything with ≥ SALTY_FOOD_MG per 100 g) left out;
 * - low-tyramine (MAOIs, linezolid, the selegiline patch): every tyramine-rich food left out;
 * - a medicine's 'No X' rule: the foods it names left out;
 * - allergies and restrictions (low-sugar's sugars and syrups too): their foods left out;
 * - the diet type: every recipe carries its tag.
 */
import type { MealPlan } from '#shared/contracts/nutrition.contract';
import type { AllergenIndex } from '#server/knowledge/label-indexes';
import { foodFindings, type PersonRules } from '#server/knowledge/person-rules/person-rules';
import { RESTRICTION_RULES } from '#server/knowledge/person-rules/food-restrictions';
import { allergenEntriesOf, type DietRules } from './diet-rules';
import type { TargetNote } from './energy-targets';
import type { FoodDrugRules } from './food-drug-rules';
import type { PlannedDay, PlannerRecipe } from './meal-planner';

/** The daily sodium limit of a low-sodium plan unless the member sets their own (AHA's ideal). */
export const SODIUM_DEFAULT_MG = 1500;
/** Each meal at most this share of the day's sodium limit. */
export const SODIUM_MEAL_SHARE = 1 / 3;
/** A food this salty per 100 g is a salty ingredient whatever its name (feta, 1,030 mg). */
export const SALTY_FOOD_MG = 800;
/** Salty ingredients by name, whatever the food data's figure. */
export const SALTY_NAMES =
  /(?<!un)\bsalt(?:ed)?\b|soy sauce|\bshoyu\b|\btamari\b|\bmiso\b|fish sauce|stock cube|bouillon|\bbroth\b|\bstock\b|yeast extract|marmite|vegemite|\bolives?\b|\bcapers?\b|\bpickle[sd]?\b|sauerkraut|kimchi|\bbacon\b|\bham\b|prosciutto|pancetta|salami|pepperoni|chorizo|sausage|frankfurter|hot dog|jerky|corned|pastrami|anchov|smoked salmon|\bfeta\b|halloumi|parmesan|pecorino|cotija|queso seco|blue cheese|processed cheese|cheese singles|baking (?:soda|powder)|monosodium glutamate/i;

export const SODIUM_SOURCES = [
  {
    title:
      'American Heart Association: How much sodium should I eat per day? (ideal limit 1,500 mg)',
    url: 'https://www.heart.org/en/healthy-living/healthy-eating/eat-smart/sodium/how-much-sodium-should-i-eat-per-day',
  },
  {
    title: 'FDA: Sodium in your diet',
    url: 'https://www.fda.gov/food/nutrition-education-resources-materials/sodium-your-diet',
  },
];

export interface SodiumRule {
  dayMaxMg: number;
  mealMaxMg: number;
  /** The restriction as the member wrote it. */
  said: string;
}

/** The member's low-sodium rule, when a restriction asks for one; `limitMg` is their own figure. */
export function sodiumRuleOf(person: PersonRules, limitMg?: number | null): SodiumRule | null {
  const rule = person.food.find((r) => r.key === 'low-sodium');
  if (!rule) return null;
  const dayMaxMg = limitMg ?? SODIUM_DEFAULT_MG;
  return { dayMaxMg, mealMaxMg: Math.floor(dayMaxMg * SODIUM_MEAL_SHARE), said: rule.said };
}

interface FoodLike {
  id: string;
  name: string;
  allergens?: readonly string[];
  substance_ids?: readonly string[];
  nutrients_per_100g: { sodium_mg?: number };
}

/** Salty ingredients: by name, or by their sodium per 100 g. */
export function saltyFoodIds(foods: Iterable<FoodLike>): Set<string> {
  const out = new Set<string>();
  for (const food of foods)
    if (SALTY_NAMES.test(food.name) || (food.nutrients_per_100g.sodium_mg ?? 0) >= SALTY_FOOD_MG)
      out.add(food.id);
  return out;
}

/**
 * Foods a restriction of taste or health (low-sugar, low-sodium) names: the label analyzer warns
 * about them as cautions; a plan that prints 'left out' leaves them out.
 */
export function softRuleFoods(
  person: PersonRules,
  allergens: AllergenIndex,
  foods: Iterable<FoodLike>,
): Set<string> {
  const soft = new Set(
    person.food.filter((rule) => RESTRICTION_RULES[rule.key]?.soft).map((rule) => rule.key),
  );
  const out = new Set<string>();
  if (soft.size === 0) return out;
  for (const food of foods)
    if (
      foodFindings(person, allergens, {
        names: [food.name],
        ids: [`food:${food.id}`],
        contained: allergenEntriesOf(food, allergens),
      }).some((finding) => soft.has(finding.rule))
    )
      out.add(food.id);
  return out;
}

const mg = (value: number) => Math.round(value).toLocaleString('en-US');

/** The low-sodium note, from what the plan made: a promise only when every day and meal kept it. */
export function sodiumNote(rule: SodiumRule, days: readonly PlannedDay[] | null): TargetNote {
  const intro = `Low-sodium (your restriction \u201c${rule.said}\u201d): at most ${mg(rule.dayMaxMg)} mg sodium a day and ${mg(rule.mealMaxMg)} mg a meal; no table salt, soy sauce, miso, fish sauce, stock or bouillon, olives, pickles, cured meats or salty cheeses such as feta.`;
  if (!days) return { kind: 'diet', text: intro, sources: SODIUM_SOURCES };
  const over = sodiumBreaches(rule, days);
  if (over.length === 0) {
    const highest = Math.max(0, ...days.map((d) => d.totals.sodium_mg ?? 0));
    return {
      kind: 'diet',
      text: `${intro} Kept: the saltiest day has ${mg(highest)} mg.`,
      sources: SODIUM_SOURCES,
    };
  }
  return {
    kind: 'diet',
    text: `Low-sodium (your restriction \u201c${rule.said}\u201d): salty ingredients are left out, but our recipes could not keep every day under ${mg(rule.dayMaxMg)} mg and every meal under ${mg(rule.mealMaxMg)} mg: ${over.join('; ')}. Use smaller servings of those meals or swap them.`,
    sources: SODIUM_SOURCES,
  };
}

function sodiumBreaches(rule: SodiumRule, days: readonly PlannedDay[]): string[] {
  const out: string[] = [];
  for (const day of days) {
    const total = day.meals.reduce((s, m) => s + (m.nutrients.sodium_mg ?? 0), 0);
    if (total > rule.dayMaxMg) out.push(`${day.date} has ${mg(total)} mg`);
    for (const meal of day.meals)
      if ((meal.nutrients.sodium_mg ?? 0) > rule.mealMaxMg)
        out.push(`${day.date} ${meal.slot} has ${mg(meal.nutrients.sodium_mg ?? 0)} mg`);
  }
  return out;
}

// ── Checking a plan against every rule it prints ──────────────────────────────────────────────

export interface PlanRuleCheck {
  /** 'diet', 'allergies and restrictions', 'low-sodium', 'low-tyramine', 'medicine foods'. */
  rule: string;
  kept: boolean;
  /** What broke it: '2026-03-10 dinner: Miso soup contains Miso'. */
  breaches: string[];
}

export interface PlanRuleInput {
  days: readonly Pick<PlannedDay, 'date' | 'meals'>[];
  recipes: ReadonlyMap<string, PlannerRecipe>;
  foods: ReadonlyMap<string, FoodLike>;
  diet: DietRules;
  person: PersonRules;
  allergens: AllergenIndex;
  foodRules: FoodDrugRules;
  sodium: SodiumRule | null;
}

/** Every rule the plan prints, checked against the plan's own meals and ingredients. */
export function checkPlanRules(input: PlanRuleInput): PlanRuleCheck[] {
  const checks = new Map<string, string[]>();
  const breach = (rule: string, text?: string) => {
    const list = checks.get(rule) ?? [];
    if (text) list.push(text);
    checks.set(rule, list);
  };
  if (input.diet.diets.length > 0) breach('diet');
  if (input.diet.excludedAllergens.size > 0 || input.person.food.length > 0)
    breach('allergies and restrictions');
  if (input.sodium) breach('low-sodium');
  if (input.foodRules.lowTyramine) breach('low-tyramine');
  const soft = new Set(
    input.person.food.filter((r) => RESTRICTION_RULES[r.key]?.soft).map((r) => r.key),
  );
  const medicineExcluded = (food: FoodLike) =>
    (food.substance_ids ?? []).filter((s) =>
      (input.foodRules.bySubstance.get(s) ?? []).some((v) => v.action === 'exclude'),
    );
  if ([...input.foodRules.bySubstance.values()].some((v) => v.some((x) => x.action === 'exclude')))
    breach('medicine foods');

  for (const day of input.days) {
    for (const meal of day.meals) {
      const where = `${day.date} ${meal.slot}`;
      const recipe = input.recipes.get(meal.recipe_id);
      if (!recipe) {
        breach('diet', `${where}: unknown recipe ${meal.recipe_id}`);
        continue;
      }
      for (const tag of input.diet.diets)
        if (!recipe.diets.includes(tag)) breach('diet', `${where}: ${recipe.name} is not ${tag}`);
      for (const allergen of recipe.allergens)
        if (input.diet.excludedAllergens.has(allergen))
          breach('allergies and restrictions', `${where}: ${recipe.name} contains ${allergen}`);
      for (const ingredient of recipe.ingredients) {
        const food = input.foods.get(ingredient.food_id);
        if (!food) continue;
        const findings = foodFindings(input.person, input.allergens, {
          names: [food.name],
          ids: [`food:${food.id}`],
          contained: allergenEntriesOf(food, input.allergens),
        }).filter((f) => f.level === 'avoid' || soft.has(f.rule));
        for (const finding of findings)
          breach('allergies and restrictions', `${where}: ${recipe.name}: ${finding.text}`);
        if (
          input.sodium &&
          (SALTY_NAMES.test(food.name) || (food.nutrients_per_100g.sodium_mg ?? 0) >= SALTY_FOOD_MG)
        )
          breach('low-sodium', `${where}: ${recipe.name} contains ${food.name}`);
        if (
          input.foodRules.lowTyramine &&
          (food.substance_ids ?? []).some((s) => input.foodRules.tyramineSubstances.has(s))
        )
          breach('low-tyramine', `${where}: ${recipe.name} contains ${food.name}`);
        if (medicineExcluded(food).length > 0)
          breach('medicine foods', `${where}: ${recipe.name} contains ${food.name}`);
      }
    }
    if (input.sodium) {
      const total = day.meals.reduce((s, m) => s + (m.nutrients.sodium_mg ?? 0), 0);
      if (total > input.sodium.dayMaxMg)
        breach('low-sodium', `${day.date}: ${mg(total)} mg sodium`);
      for (const meal of day.meals)
        if ((meal.nutrients.sodium_mg ?? 0) > input.sodium.mealMaxMg)
          breach('low-sodium', `${day.date} ${meal.slot}: ${mg(meal.nutrients.sodium_mg ?? 0)} mg`);
    }
  }
  return [...checks].map(([rule, breaches]) => ({ rule, kept: breaches.length === 0, breaches }));
}

/** Notes that state a rule the plan did not keep, turned into what happened (ADR 079). */
export function honestNotes(
  notes: readonly TargetNote[],
  checks: readonly PlanRuleCheck[],
): TargetNote[] {
  const broken = checks.filter((c) => !c.kept && c.rule !== 'low-sodium');
  if (broken.length === 0) return [...notes];
  return [
    ...notes,
    ...broken.map((check) => ({
      kind: 'safety' as const,
      text: `Not kept: the ${check.rule} rule above does not hold for every meal of this plan (${check.breaches.slice(0, 3).join('; ')}${check.breaches.length > 3 ? `; and ${check.breaches.length - 3} more` : ''}). Check those meals yourself.`,
      sources: [],
    })),
  ];
}

export type { MealPlan };
