/** Access-matrix fixtures for the medicine cabinet. */
import { post } from '../test-app';
import type { AccessContext, ModuleAccess } from './access-fixture';

export const medicationsAccess: ModuleAccess = {
  // The context's fields are getters read when a fixture runs, so never destructure it here.
  fixtures: (context: AccessContext) => ({
    '/api/medications/:id': {
      create: async () => {
        const id = (
          await post(context.app, '/api/medications', { name: 'warfarin' }, context.owner.cookie)
        ).json().id as string;
        return { url: `/api/medications/${id}`, id, ownerView: '/api/medications' };
      },
      list: '/api/medications',
    },
  }),
  publicRoutes: [],
  notOwnedParams: {},
};
