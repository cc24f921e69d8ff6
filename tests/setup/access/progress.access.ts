/** Access-matrix fixtures for the progress module's routes (action plans, reminders, notifications). */
import type { FastifyInstance } from 'fastify';
import { reminderSchedulerOf } from '#server/modules/progress/progress.module';
import { TEST_ORIGIN, get, post } from '../test-app';
import type { AccessContext, Created, ModuleAccess } from './access-fixture';

async function createHabit(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await post(app, '/api/habits', { name: 'Evening walk' }, cookie);
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`habit not created: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

async function createReminder(
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

export const progressAccess: ModuleAccess = {
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
    '/api/reminders/:id': {
      create: async (): Promise<Created> => {
        const { id } = await createReminder(context.app, context.owner.cookie);
        return { url: `/api/reminders/${id}`, id, ownerView: '/api/reminders' };
      },
      list: '/api/reminders',
      payload: { local_time: '09:30', active: false },
    },
    '/api/notifications/:id/read': {
      create: async (): Promise<Created> => {
        const reminder = await createReminder(context.app, context.owner.cookie);
        await reminderSchedulerOf(context.app).runDue(
          new Date(Date.parse(reminder.next_run_at) + 1000),
        );
        const list = (
          await context.app.inject({
            method: 'GET',
            url: '/api/notifications',
            headers: { origin: TEST_ORIGIN, cookie: context.owner.cookie },
          })
        ).json();
        // The reminder just sent (safety alerts, listed first, are not marked read by id).
        const id = (list.notifications as { id: string; kind: string }[]).find(
          (notification) => notification.kind === 'reminder',
        )!.id;
        return { url: `/api/notifications/${id}/read`, id, ownerView: '/api/notifications' };
      },
      list: '/api/notifications',
      payload: {},
    },
    '/api/notifications/safety-alerts/:key/dismiss': {
      create: async (): Promise<Created> => {
        // Warfarin + aspirin: a major interaction, so the owner has one safety alert to dismiss.
        for (const name of ['Warfarin', 'Aspirin'])
          await post(context.app, '/api/medications', { name }, context.owner.cookie);
        const list = (await get(context.app, '/api/notifications', context.owner.cookie)).json();
        const key = (list.notifications as { id: string; kind: string }[]).find(
          (notification) => notification.kind === 'interaction',
        )?.id;
        if (!key) throw new Error('no safety alert to dismiss');
        return {
          url: `/api/notifications/safety-alerts/${encodeURIComponent(key)}/dismiss`,
          id: key,
          ownerView: '/api/notifications',
        };
      },
      list: '/api/notifications',
      payload: {},
    },
  }),
  publicRoutes: [],
  notOwnedParams: {},
};
