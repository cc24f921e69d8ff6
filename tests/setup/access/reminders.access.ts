/** Access-matrix fixtures for the reminders module's routes. */
import type { FastifyInstance } from 'fastify';
import { post } from '../test-app';
import type { AccessContext, Created, ModuleAccess } from './access-fixture';

async function createHabit(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await post(app, '/api/habits', { name: 'Evening walk' }, cookie);
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`habit not created: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

/** A daily reminder of a new habit of the user's (the notifications fixtures deliver one). */
export async function createReminder(
  app: FastifyInstance,
  cookie: string,
): Promise<{ id: string; next_run_at: string }> {
  const habitId = await createHabit(app, cookie);
  const response = await post(
    app,
    '/api/reminders',
    { habit_id: habitId, local_time: '08:00', time_zone: 'Europe/London', channels: ['in_app'] },
    cookie,
  );
  if (response.statusCode !== 201) throw new Error(`reminder not created: ${response.body}`);
  return response.json() as { id: string; next_run_at: string };
}

export const remindersAccess: ModuleAccess = {
  fixtures: (context: AccessContext) => ({
    '/api/reminders/:id': {
      create: async (): Promise<Created> => {
        const { id } = await createReminder(context.app, context.owner.cookie);
        return { url: `/api/reminders/${id}`, id, ownerView: '/api/reminders' };
      },
      list: '/api/reminders',
      payload: { local_time: '09:30', active: false },
    },
  }),
  publicRoutes: [],
  notOwnedParams: {},
};
