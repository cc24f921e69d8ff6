/**
 * What every ingredient operation shares (ADR 035): the repository, the label knowledge, the
 * person's rules, Open Food Facts when configured and the clock, with the steps several take: a
 * label's text checked, a signed-in member's check counted against the free day's cap, and a
 * label analysed with that member's rules.
 */
import {
  FREE_DAILY_PRODUCT_CHECKS,
  INGREDIENT_ERROR_CODES,
  INGREDIENT_MESSAGES,
  MAX_LABEL_TEXT,
  type AnalyzeResponse,
  type IngredientProductKind,
} from '#shared/contracts/ingredients.contract';
import { UNLIMITED_PRODUCT_CHECKS_FEATURE } from '#shared/domain/product-check-limits';
import type { ClaimIndex } from '#server/knowledge/label-indexes';
import type { PersonRules } from '#server/knowledge/person-rules/person-rules';
import { AppError } from '#server/lib/app-error';
import { actorCan, type Actor } from '#server/plugins/actor';
import { analyzeLabel } from './analyze-label';
import { utcDayOf, type IngredientsRepository } from './ingredients.repository';
import type { OpenFoodFacts } from './open-food-facts';
import type { LabelKnowledge } from './recognise';

export interface IngredientsDeps {
  repository: IngredientsRepository;
  knowledge: LabelKnowledge & { claims: ClaimIndex };
  /** The person as every tool applies them (profile, cabinet, avoid-list: person.reader.ts). */
  person: { rulesFor(userId: string): Promise<PersonRules> };
  openFoodFacts: OpenFoodFacts | null;
  now?: () => Date;
}

/** What the ingredients service's operations share: its dependencies and the clock. */
export type IngredientsContext = IngredientsDeps & { now: () => Date };

export function checkLabelText(text: string): void {
  if (text.trim() === '')
    throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.emptyText);
  if (text.length > MAX_LABEL_TEXT)
    throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.textTooLong);
}

export async function countCheck(ctx: IngredientsContext, actor: Actor): Promise<void> {
  const at = ctx.now();
  const unlimited = actorCan(actor, UNLIMITED_PRODUCT_CHECKS_FEATURE);
  const limit = unlimited ? null : FREE_DAILY_PRODUCT_CHECKS;
  const { allowed } = await ctx.repository.reserveCheck(actor.id, utcDayOf(at), limit, at);
  if (!allowed)
    throw new AppError(
      429,
      INGREDIENT_ERROR_CODES.limitReached,
      INGREDIENT_MESSAGES.limitReached(FREE_DAILY_PRODUCT_CHECKS),
    );
}

export async function analysisFor(
  ctx: IngredientsContext,
  userId: string | null,
  text: string,
  kind: IngredientProductKind | undefined,
): Promise<AnalyzeResponse> {
  return analyzeLabel(ctx.knowledge, text, kind, userId ? await ctx.person.rulesFor(userId) : null);
}
