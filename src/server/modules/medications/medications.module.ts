/** The medicine cabinet, with a background safety analysis after every change. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createMedicationsRepository } from './medications.repository';
import { medicationsRoutes } from './medications.routes';
import { createMedicationsService } from './medications.service';

export const registerMedicationsModule: FeatureModule = async (app, context) => {
  const service = createMedicationsService(createMedicationsRepository(context.database.db), {
    index: context.knowledge.interactions,
    check: (userId, items) => context.interactions.check(userId, items),
    log: context.log,
    now: context.now,
  });
  await app.register(medicationsRoutes(service, context.sessions));
};
