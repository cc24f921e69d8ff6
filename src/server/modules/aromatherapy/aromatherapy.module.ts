/**
 * Aromatherapy and remedies: the library, the blend calculator, saved blends, favourites, remedies.
 * There is no /api/aromatherapy: it serves /api/oils (the oils, their blends and favourites) and
 * /api/remedies, the two libraries the aromatherapy pages read, named by what they hold, as the
 * spec's public pages (/essential-oils, /remedies) are.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { aromatherapyServiceOf } from './aromatherapy-services';
import { aromatherapyPublicRoutes, aromatherapyUserRoutes } from './aromatherapy.routes';

export const registerAromatherapyModule: FeatureModule = async (app, context) => {
  const service = aromatherapyServiceOf(context);
  await app.register(
    aromatherapyPublicRoutes({
      service,
      options: {
        visitorBlendsPerMinute: context.config.CHECK_VISITOR_RATE_PER_MINUTE,
        signedInBlendsPerMinute: context.config.RATE_LIMIT_PER_MINUTE,
      },
    }),
  );
  await app.register(aromatherapyUserRoutes({ service }));
};
