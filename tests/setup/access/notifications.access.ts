/** Access-matrix fixtures for the notifications module's routes (stored notifications, safety alerts). */
import { reminderSchedulerOf } from '#server/modules/reminders/index';
import { TEST_ORIGIN, get, post } from '../test-app';
import type { AccessContext, Created, Fixture, ModuleAccess } from './access-fixture';
import { createReminder } from './reminders.access';

export const notificationsAccess: ModuleAccess = {
  fixtures: (context: AccessContext) => ({
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
    '/api/notifications/safety-alerts/:key/dismiss': alertFixture(context, 'dismiss'),
    '/api/notifications/safety-alerts/:key/read': alertFixture(context, 'read'),
  }),
  publicRoutes: [],
  notOwnedParams: {},
};

/** The owner's warfarin + aspirin alert, to dismiss or mark read (ADR 098). */
function alertFixture(context: AccessContext, action: 'dismiss' | 'read'): Fixture {
  return {
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
        url: `/api/notifications/safety-alerts/${encodeURIComponent(key)}/${action}`,
        id: key,
        ownerView: '/api/notifications',
      };
    },
    list: '/api/notifications',
    payload: {},
  };
}
