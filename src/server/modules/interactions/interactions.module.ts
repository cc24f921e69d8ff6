/**
 * The interaction checker's routes: substance search, check, timing planner, saved analyses and
 * their PDF, and the member's one safety summary (ADR 079). The checker itself
 * (interaction-checker.ts) is in the app context: other modules check too.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { interactionsRoutes } from './interactions.routes';
import { safetySummaryOf } from './safety-summary.reader';
import { safetySummaryRoutes } from './safety-summary.routes';

export const registerInteractionsModule: FeatureModule = async (app, context) => {
  await app.register(
    interactionsRoutes({
      service: context.interactions,
      options: {
        visitorChecksPerMinute: context.config.CHECK_VISITOR_RATE_PER_MINUTE,
        signedInChecksPerMinute: context.config.RATE_LIMIT_PER_MINUTE,
        now: context.now,
      },
    }),
  );
  await app.register(safetySummaryRoutes({ summary: safetySummaryOf(context) }));
};
