/**
 * Access-matrix fixtures (404 for others, 401 without a session) for the tracking module's
 * routes. Dates in /api/mood/:date and /api/daily-log/:date name a day of the caller's own log,
 * never another user's row.
 */
import { TEST_ORIGIN, post } from '../test-app';
import type { AccessContext, Fixture, ModuleAccess } from './access-fixture';

const today = () => new Date().toISOString().slice(0, 10);

async function createHabit({ app, owner }: AccessContext): Promise<string> {
  const response = await post(
    app,
    '/api/habits',
    { name: 'Evening walk', schedule: 'daily' },
    owner.cookie,
  );
  return response.json().id as string;
}

export const trackingAccess: ModuleAccess = {
  fixtures: (context) => {
    const fixtures: Record<string, Fixture> = {
      '/api/symptoms/:id': {
        create: async () => {
          const id = (
            await post(
              context.app,
              '/api/symptoms',
              { name: 'Headache', severity: 4, occurred_at: new Date().toISOString(), note: null },
              context.owner.cookie,
            )
          ).json().id as string;
          return { url: `/api/symptoms/${id}`, id, ownerView: '/api/symptoms' };
        },
        list: '/api/symptoms',
      },
      '/api/habits/:id': {
        create: async () => {
          const id = await createHabit(context);
          return { url: `/api/habits/${id}`, id, ownerView: '/api/habits' };
        },
        list: '/api/habits',
        payload: { name: 'Taken over', archived: true },
      },
      '/api/habits/:id/check-ins/:date': {
        create: async () => {
          const id = await createHabit(context);
          const url = `/api/habits/${id}/check-ins/${today()}`;
          await context.app.inject({
            method: 'PUT',
            url,
            headers: { origin: TEST_ORIGIN, cookie: context.owner.cookie },
          });
          return { url, id, ownerView: `/api/habits/${id}/check-ins` };
        },
        list: '/api/habits',
        payload: {},
      },
      '/api/habits/:id/check-ins': {
        create: async () => {
          const id = await createHabit(context);
          return {
            url: `/api/habits/${id}/check-ins`,
            id,
            ownerView: `/api/habits/${id}/check-ins`,
          };
        },
        list: '/api/habits',
      },
      '/api/goals/:id': {
        create: async () => {
          const id = (
            await post(
              context.app,
              '/api/goals',
              { title: 'Drink water', metric: 'water_glasses', target_value: 8, period: 'day' },
              context.owner.cookie,
            )
          ).json().id as string;
          return { url: `/api/goals/${id}`, id, ownerView: '/api/goals' };
        },
        list: '/api/goals',
        payload: { title: 'Taken over', status: 'archived' },
      },
    };
    return fixtures;
  },
  publicRoutes: [],
  // Its :date routes need no reason: the matrix reads a day as no one's id.
  notOwnedParams: {},
};
