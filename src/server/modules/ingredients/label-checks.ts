/**
 * A label read against the knowledge (and, signed in, the member's allergies, conditions, cabinet
 * and avoid list), and a health claim looked up in the claims we have graded. Each counts as one
 * of a free member's checks of the day; visitors are limited by the routes instead.
 */
import {
  INGREDIENT_MESSAGES,
  MAX_CLAIM_TEXT,
  type AnalyzeResponse,
  type ClaimCheckResponse,
  type IngredientProductKind,
} from '#shared/contracts/ingredients.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { claimWarnings } from './claim-warnings';
import {
  analysisFor,
  checkLabelText,
  countCheck,
  type IngredientsContext,
} from './ingredients-context';

export async function analyzeLabelText(
  ctx: IngredientsContext,
  actor: Actor | null,
  body: { text: string; kind?: IngredientProductKind },
): Promise<AnalyzeResponse> {
  checkLabelText(body.text);
  if (actor) await countCheck(ctx, actor);
  return analysisFor(ctx, actor?.id ?? null, body.text, body.kind);
}

export async function checkClaim(
  ctx: IngredientsContext,
  actor: Actor | null,
  body: { text: string },
): Promise<ClaimCheckResponse> {
  if (body.text.trim() === '')
    throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.emptyClaim);
  if (body.text.length > MAX_CLAIM_TEXT)
    throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.claimTooLong);
  if (actor) await countCheck(ctx, actor);
  const person = actor ? await ctx.person.rulesFor(actor.id) : null;
  const matches = ctx.knowledge.claims.search(body.text, 5).map(({ claim }) => ({
    claim_id: claim.id,
    claim: claim.claim,
    verdict: claim.verdict,
    grade: claim.grade,
    summary: claim.summary,
    sources: claim.sources.map((source) => ({ title: source.title, url: source.url })),
    personal: person ? claimWarnings(ctx.knowledge, person, claim.subjects ?? []) : [],
  }));
  return { matches, message: matches.length === 0 ? INGREDIENT_MESSAGES.noClaimMatch : null };
}
