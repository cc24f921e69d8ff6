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
  // Read on the dashboard and the cabinet page, and unchanged until the cabinet or its stored
  // analysis is written (both announce the write, ADR 025); the TTL is a backstop only.
  const safetyCache = context.userCaches.create<string>({
    dependsOn: ['medications', 'medication_safety_analyses'],
    ttlMs: 60_000,
    maxEntries: 2_000,
  });
  await app.register(medicationsRoutes({ service, safetyCache }));
};
