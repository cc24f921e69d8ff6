/** Achievements API: earned badges and progress toward the locked ones. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { achievementListSchema } from '#shared/contracts/tracking.contract';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { AchievementsService } from './achievements.service';

export function achievementsRoutes(
  service: AchievementsService,
  sessions: SessionReader,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', sessions.requireUser);

    app.get(
      '/api/achievements',
      {
        schema: {
          tags: ['achievements'],
          summary: 'Badges earned (with when) and locked (with progress toward them)',
          response: { 200: achievementListSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.list(actorId(request)),
    );
  };
}
