/**
 * Access-matrix fixtures for the account module: a session id of the owner's answers 404 to
 * anyone else, and stays in the owner's list.
 */
import type { AccountSession } from '#shared/contracts/account.contract';
import { get } from '../test-app';
import type { ModuleAccess } from './access-fixture';

export const accountAccess: ModuleAccess = {
  fixtures: (context) => ({
    '/api/account/sessions/:id': {
      create: async () => {
        const listed = (
          await get(context.app, '/api/account/sessions', context.owner.cookie)
        ).json().sessions as AccountSession[];
        const id = listed[0]!.id;
        return { url: `/api/account/sessions/${id}`, id, ownerView: '/api/account/sessions' };
      },
      list: '/api/account/sessions',
    },
  }),
  publicRoutes: [],
  notOwnedParams: {},
};
