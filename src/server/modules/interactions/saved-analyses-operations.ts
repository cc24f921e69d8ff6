/** Saved analyses: a signed-in user's checks kept with a title, listed, read and deleted. */
import { interactionDetailFor } from '#shared/domain/plan-access';
import type {
  CheckResponse,
  SavedAnalysis,
  SavedAnalysisSummary,
} from '#shared/contracts/interactions.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { checkForUser } from './interaction-checks';
import type { InteractionsContext } from './interactions-context';

/** Another user's analysis answers the same as a missing one. */
const analysisNotFound = () => new AppError(404, 'NOT_FOUND', 'Analysis not found');

function summarize(row: {
  id: string;
  title: string;
  items: string[];
  result: CheckResponse;
  created_at: Date;
}): SavedAnalysisSummary {
  const count = (severity: string) =>
    row.result.interactions.filter((i) => i.severity === severity).length;
  return {
    id: row.id,
    title: row.title,
    items: row.items,
    major: count('major'),
    moderate: count('moderate'),
    minor: count('minor'),
    created_at: row.created_at.toISOString(),
  };
}

export async function saveAnalysis(
  ctx: InteractionsContext,
  actor: Actor,
  title: string,
  items: string[],
): Promise<SavedAnalysis> {
  const result = await checkForUser(ctx, actor.id, items, {
    planDetail: interactionDetailFor(actor.plan),
  });
  const row = await ctx.saved.insert(actor.id, { title, items, result });
  return { ...summarize(row), result: row.result };
}

export async function listAnalyses(
  { saved }: InteractionsContext,
  actor: Actor,
): Promise<SavedAnalysisSummary[]> {
  return (await saved.list(actor.id)).map(summarize);
}

export async function getAnalysis(
  { saved }: InteractionsContext,
  actor: Actor,
  id: string,
): Promise<SavedAnalysis> {
  const row = await saved.find(actor.id, id);
  if (!row) throw analysisNotFound();
  return { ...summarize(row), result: row.result };
}

export async function deleteAnalysis(
  { saved }: InteractionsContext,
  actor: Actor,
  id: string,
): Promise<void> {
  if (!(await saved.delete(actor.id, id))) throw analysisNotFound();
}
