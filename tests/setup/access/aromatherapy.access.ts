/**
 * Access-matrix fixtures for the aromatherapy module. Saved blends are owned rows; oils and
 * remedies are public reference data; /api/oils/favorites/:id names an oil of the public library
 * and acts on the caller's own favourites only (another user's favourites cannot be named).
 */
import { post } from '../test-app';
import type { AccessContext, Fixture, ModuleAccess } from './access-fixture';

export const aromatherapyAccess: ModuleAccess = {
  // The context's fields are getters read when a fixture runs, so never destructure it here.
  fixtures: (context: AccessContext) => {
    const fixtures: Record<string, Fixture> = {
      '/api/oils/blends/:id': {
        create: async () => {
          const blend = (
            await post(
              context.app,
              '/api/oils/blends',
              {
                name: 'Owner blend',
                oils: [{ id: 'lavender', drops: 6 }],
                carrier_ml: 30,
                application: 'massage',
              },
              context.owner.cookie,
            )
          ).json() as { id: string };
          return {
            url: `/api/oils/blends/${blend.id}`,
            id: blend.id,
            ownerView: '/api/oils/blends',
          };
        },
        list: '/api/oils/blends',
      },
    };
    return fixtures;
  },
  publicRoutes: [
    'GET /api/oils',
    'GET /api/oils/:id',
    'POST /api/oils/blend',
    'GET /api/remedies',
    'GET /api/remedies/:id',
  ],
  notOwnedParams: {
    '/api/oils/:id': 'an oil of the public knowledge base',
    '/api/remedies/:id': 'a remedy of the public knowledge base',
    '/api/oils/favorites/:id':
      'an oil of the public knowledge base; the favourite acted on is always the caller\u2019s own',
  },
};
