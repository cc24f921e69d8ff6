/** S1/S4 fixtures for the progress module's routes. */
import type { ModuleAccess } from './access-fixture';

export const progressAccess: ModuleAccess = {
  fixtures: () => ({}),
  publicRoutes: [],
  notOwnedParams: {},
};
