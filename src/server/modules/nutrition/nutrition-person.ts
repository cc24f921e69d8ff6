/**
 * The person as the nutrition tools see them: body facts and diet from the profile, the cabinet's
 * medicines resolved to substances with the food rules they bring, and the shared person rules
 * (allergies, restrictions, diet, avoid-list) with what they find in a food or a recipe.
 */
import type { RecipeForYou } from '#shared/contracts/nutrition.contract';
import type { CabinetEntry } from '#shared/domain/one-profile';
import {
  foodFindings,
  type FoodFinding,
  type PersonRules,
} from '#server/knowledge/person-rules/person-rules';
import { allergenEntriesOf } from './diet-rules';
import { readBodyFacts, type BodyFacts } from './energy-targets';
import { buildFoodDrugRules, type CabinetMedicine, type FoodDrugRules } from './food-drug-rules';
import type { NutritionContext } from './nutrition-context';
import type { LifeStage } from './upper-limits';

type Sections = Record<string, Record<string, unknown> | undefined>;

export interface UserPicture {
  facts: BodyFacts;
  dietType: string | null;
  sections: Sections;
  cabinet: CabinetEntry[];
  medicines: CabinetMedicine[];
  rules: FoodDrugRules;
  unresolved: CabinetEntry[];
  /** Pregnancy and breastfeeding, from the profile's conditions (they change upper limits). */
  stage: LifeStage;
  /** The shared rules: allergies, restrictions, diet, avoid-list. */
  person: PersonRules;
}

/** The person's picture: from the member's cache when the context keeps one, else read now. */
export async function readPicture(context: NutritionContext, userId: string): Promise<UserPicture> {
  if (!context.pictures) return buildPicture(context, userId);
  const kept = await context.pictures.getOrLoad(userId, async () => ({
    value: await buildPicture(context, userId),
    userId,
  }));
  return kept as UserPicture;
}

async function buildPicture(context: NutritionContext, userId: string): Promise<UserPicture> {
  const { interactions } = context;
  const [profile, cabinet, person] = await Promise.all([
    context.profiles.findByUserId(userId),
    context.cabinet.cabinetEntries(userId),
    context.person.rulesFor(userId),
  ]);
  const sections = (profile ?? {}) as Sections;
  const resolved = new Map(person.medicines.map((m) => [m.name, m.substanceId]));
  const medicines: CabinetMedicine[] = [];
  const unresolved: CabinetEntry[] = [];
  for (const entry of cabinet) {
    const substanceId = resolved.has(entry.name)
      ? (resolved.get(entry.name) ?? null)
      : (interactions.resolve(entry.name)?.substanceId ?? null);
    if (!substanceId) unresolved.push(entry);
    medicines.push({ id: entry.id, name: entry.name, substanceId });
  }
  return {
    facts: readBodyFacts(sections),
    stage: { pregnant: person.pregnant, lactating: person.breastfeeding },
    dietType: person.dietType,
    sections,
    cabinet,
    medicines,
    rules: buildFoodDrugRules(interactions, medicines),
    unresolved,
    person,
  };
}

/** What the person's food rules say about a food or a recipe's foods (each finding once). */
export function findingsFor(
  { knowledge, allergens }: NutritionContext,
  person: PersonRules,
  foodIds: readonly string[],
): FoodFinding[] {
  const seen = new Set<string>();
  const out: FoodFinding[] = [];
  for (const id of foodIds) {
    const food = knowledge.foods.get(id);
    if (!food) continue;
    for (const finding of foodFindings(person, allergens, {
      names: [food.name],
      ids: [`food:${food.id}`],
      contained: allergenEntriesOf(food, allergens),
    }))
      if (!seen.has(finding.text) && seen.add(finding.text)) out.push(finding);
  }
  return out;
}

export function forYou(
  context: NutritionContext,
  person: PersonRules,
  foodIds: readonly string[],
): RecipeForYou[] {
  return findingsFor(context, person, foodIds).map(({ reason, level, text }) => ({
    reason,
    level,
    text,
  }));
}

export function substancesOfFood(
  { knowledge }: Pick<NutritionContext, 'knowledge'>,
  id: string,
): readonly string[] {
  return knowledge.foods.get(id)?.substance_ids ?? [];
}
