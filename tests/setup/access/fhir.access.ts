/**
 * Access-matrix fixtures for the Apple Health import in parts (ADR 094): the owner's upload answers
 * 404 to anyone else on every route, a part included (refused before its body is read), and stays
 * as it was.
 */
import { TEST_ORIGIN } from '../test-app';
import type { AccessContext, Created, Fixture, ModuleAccess } from './access-fixture';

const BASE = '/api/account/apple-health/uploads';

/** A fresh upload of the owner's, still taking parts; `path` follows its id. */
function uploadFixture(context: AccessContext, path: string): Fixture {
  return {
    create: async (): Promise<Created> => {
      const response = await context.app.inject({
        method: 'POST',
        url: BASE,
        payload: { size: 1000 },
        headers: { origin: TEST_ORIGIN, cookie: context.owner.cookie },
      });
      const { id } = response.json() as { id: string };
      return { url: `${BASE}/${id}${path}`, id, ownerView: `${BASE}/${id}` };
    },
    // The intruder has no list of uploads; their body metrics must not name it either.
    list: '/api/account/body-metrics',
    payload: {},
  };
}

export const fhirAccess: ModuleAccess = {
  fixtures: (context) => ({
    [`${BASE}/:id`]: uploadFixture(context, ''),
    [`${BASE}/:id/complete`]: uploadFixture(context, '/complete'),
    [`${BASE}/:id/parts/:number`]: uploadFixture(context, '/parts/1'),
  }),
  publicRoutes: [],
  notOwnedParams: {},
};
