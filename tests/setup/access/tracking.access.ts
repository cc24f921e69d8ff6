/** S1/S4 fixtures for the tracking module's routes. */
import type { ModuleAccess } from './access-fixture';

export const trackingAccess: ModuleAccess = {
  fixtures: () => ({}),
  publicRoutes: [],
  notOwnedParams: {},
};
