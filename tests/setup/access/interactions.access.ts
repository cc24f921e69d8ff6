/** Access-matrix fixtures for the interaction checker: saved analyses are owned; the rest is public. */
import { post } from '../test-app';
import type { AccessContext, Created, ModuleAccess } from './access-fixture';

export const interactionsAccess: ModuleAccess = {
  fixtures: (context: AccessContext) => {
    async function createAnalysis(suffix = ''): Promise<Created> {
      const id = (
        await post(
          context.app,
          '/api/interactions/analyses',
          { title: 'Mine', items: ['warfarin', 'aspirin'] },
          context.owner.cookie,
        )
      ).json().id as string;
      return {
        url: `/api/interactions/analyses/${id}${suffix}`,
        id,
        ownerView: `/api/interactions/analyses/${id}`,
      };
    }
    return {
      '/api/interactions/analyses/:id': {
        create: () => createAnalysis(),
        list: '/api/interactions/analyses',
      },
      '/api/interactions/analyses/:id/pdf': {
        create: () => createAnalysis('/pdf'),
        list: '/api/interactions/analyses',
      },
    };
  },
  // Safety answers are never behind a session: visitors may search and check.
  publicRoutes: [
    'GET /api/substances/search',
    'GET /api/substances/:id',
    'POST /api/interactions/check',
    'GET /api/interactions/stats',
  ],
  notOwnedParams: { '/api/substances/:id': 'public knowledge base entries' },
};
