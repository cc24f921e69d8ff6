/** Achievements API: earned badges and progress toward the locked ones. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { achievementListSchema } from '#shared/contracts/tracking.contract';
import type { AchievementsService } from './achievements.service';
import { memberRoutes } from '#server/lib/member-routes';

export interface AchievementsRoutesDeps {
  service: AchievementsService;
}

export function achievementsRoutes({ service }: AchievementsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/achievements',
      {
        config: { access: 'user' },
        schema: {
          tags: ['achievements'],
          summary: 'Badges earned (with when) and locked (with progress toward them)',
          response: { 200: achievementListSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.list(actor),
    );
  };
}
