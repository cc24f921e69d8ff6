/** Access-matrix entries for the profile: its routes act on the caller's own profile only. */
import type { ModuleAccess } from './access-fixture';

export const profileAccess: ModuleAccess = {
  fixtures: () => ({}),
  publicRoutes: [],
  notOwnedParams: {
    '/api/profile/sections/:section': 'a section name of the caller\u2019s own profile',
  },
};
