/** The medicine cabinet, with a background safety analysis after every change. */
import type { FeatureModule } from '#server/modules/feature-module';
import { medicationsServicesOf } from './medications-services';
import { medicationsRoutes } from './medications.routes';

export const registerMedicationsModule: FeatureModule = async (app, context) => {
  await app.register(medicationsRoutes(medicationsServicesOf(context)));
};
