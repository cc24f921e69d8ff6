/** Action plans: the action centre's rule-made plans (safety first) and their status. */
import type { FeatureModule } from '#server/modules/feature-module';
import { actionPlansServiceOf } from './action-plans-services';
import { actionPlansRoutes } from './action-plans.routes';

export const registerActionPlansModule: FeatureModule = async (app, context) => {
  await app.register(actionPlansRoutes({ service: actionPlansServiceOf(context) }));
};
