/**
 * Access-matrix fixtures for providers and shared summaries. A pending listing is its applicant's
 * alone: another user asking for it gets 404. A share is its user's own: another user revoking it
 * gets 404 and the share stays active. The directory, a listing page and a share link are public;
 * the admin review routes are declared 'admin' and answer 404 to everyone not an admin, signed in
 * or not.
 */
import { post } from '../test-app';
import type { AccessContext, Fixture, ModuleAccess } from './access-fixture';

export const providersAccess: ModuleAccess = {
  // The context's fields are getters read when a fixture runs, so never destructure it here.
  fixtures: (context: AccessContext) => {
    const fixtures: Record<string, Fixture> = {
      '/api/providers/:id': {
        create: async () => {
          const response = await post(
            context.app,
            '/api/providers/apply',
            {
              name: 'Owner Pending Listing',
              profession: 'Health coach',
              location: 'Online',
              telehealth: true,
            },
            context.owner.cookie,
          );
          if (response.statusCode !== 201) throw new Error(response.body);
          const id = response.json().id as string;
          return { url: `/api/providers/${id}`, id, ownerView: '/api/providers/mine' };
        },
        list: '/api/providers',
      },
      '/api/shares/:id': {
        create: async () => {
          const response = await post(
            context.app,
            '/api/shares',
            { sections: { trends: true }, expires_in_days: 7 },
            context.owner.cookie,
          );
          if (response.statusCode !== 201) throw new Error(response.body);
          const id = response.json().id as string;
          return { url: `/api/shares/${id}`, id, ownerView: '/api/shares' };
        },
        list: '/api/shares',
      },
    };
    return fixtures;
  },
  publicRoutes: [
    'GET /api/providers',
    'GET /api/providers/:id',
    'GET /api/shared/:token',
    'GET /api/shared/:token/fhir',
  ],
  notOwnedParams: {
    '/api/shared/:token':
      'a share link token: a 128-bit secret, not an id; whoever holds it may read the summary until it expires or is revoked, and any other token answers 404',
    '/api/shared/:token/fhir':
      'the same share link token: whoever holds it may download the shared sections as FHIR while the link lives and its owner chose that option; any other token answers 404',
    '/api/admin/providers/:id/approve':
      'a listing in the shared directory; only ADMIN_EMAILS users may review one, everyone else gets 404',
    '/api/admin/providers/:id/reject':
      'a listing in the shared directory; only ADMIN_EMAILS users may review one, everyone else gets 404',
  },
};
