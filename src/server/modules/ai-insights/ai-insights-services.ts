/**
 * What the weekly insight is read with, built once per app: its route reads it through this one
 * (`readWeeklyInsight(deps, actor)`, GET /api/ai-insights/weekly; the route's read is also a
 * page's first answer, ADR 130).
 */
import { oncePerApp } from '#server/lib/once-per-app';
import type { AppContext } from '#server/app-context';
import { createAiInsightsRepository } from './ai-insights.repository';
import { loadWeeklyFacts, type WeeklyInsightDeps } from './weekly-insight';

/** The weekly insight's sources of this app, built on first use. */
export const aiInsightsServicesOf = oncePerApp((context: AppContext): WeeklyInsightDeps => {
  const repository = createAiInsightsRepository(context.database.db, context.readers);
  return {
    load: (actor) =>
      loadWeeklyFacts(repository, context.person, actor.id, context.now?.() ?? new Date()),
    model: context.chatModel,
    now: context.now,
    log: context.log,
  };
});
