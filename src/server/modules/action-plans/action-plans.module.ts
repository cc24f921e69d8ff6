/** Action plans: the action centre's rule-made plans (safety first) and their status. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createLabsReader } from '#server/modules/labs/index';
import { createProfileReader } from '#server/modules/profile/index';
import { createTrackingReader } from '#server/modules/tracking/index';
import { createActionInputs } from './action-inputs';
import { createActionPlansRepository } from './action-plans.repository';
import { actionPlansRoutes } from './action-plans.routes';
import { createActionPlansService } from './action-plans.service';

export const registerActionPlansModule: FeatureModule = async (app, deps) => {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const labs = createLabsReader(db);
  const actionInputs = createActionInputs({
    tracked: createTrackingReader(db),
    profiles: createProfileReader(db, { now }),
    now,
    checkInteractions: (userId, names) => deps.interactions.check(userId, names),
    latestLabFlags: (userId) => labs.latestFlags(userId),
  });
  const service = createActionPlansService({
    repository: createActionPlansRepository(db),
    actionInputs,
    now,
  });
  await app.register(actionPlansRoutes({ service }));
};
