/** S1/S4 fixtures for the labs module's routes. */
import type { ModuleAccess } from './access-fixture';

export const labsAccess: ModuleAccess = {
  fixtures: () => ({}),
  publicRoutes: [],
  notOwnedParams: {},
};
