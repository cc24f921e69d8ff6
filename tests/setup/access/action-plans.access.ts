/** Access-matrix fixtures for the action-plans module's routes. */
import { get } from '../test-app';
import type { AccessContext, Created, ModuleAccess } from './access-fixture';

export const actionPlansAccess: ModuleAccess = {
  fixtures: (context: AccessContext) => ({
    '/api/action-plans/:id': {
      create: async (): Promise<Created> => {
        // A new user's empty profile always triggers at least 'Complete your health profile'.
        const list = (await get(context.app, '/api/action-plans', context.owner.cookie)).json();
        const id = list.action_plans[0].action_id as string;
        return { url: `/api/action-plans/${id}`, id, ownerView: '/api/action-plans' };
      },
      list: '/api/action-plans',
      payload: { status: 'completed' },
    },
  }),
  publicRoutes: [],
  notOwnedParams: {},
};
