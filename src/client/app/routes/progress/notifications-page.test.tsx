import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { APP_ROUTES } from '#client/app/route-table';
import { NOTIFICATIONS_PATH } from '#client/features/notifications/components/notification-badge';
import NotificationsPage from './notifications-page';

afterEach(() => vi.unstubAllGlobals());

const alert = {
  id: 'interaction:aspirin+warfarin',
  kind: 'interaction' as const,
  title: 'Major interaction: Warfarin + Aspirin',
  body: 'Aspirin adds to warfarin’s effect on bleeding. Avoid unless your doctor advises it.',
  link: '/medications',
  created_at: '2026-11-22T18:00:00.000Z',
  read_at: null,
};
const reminder = {
  id: '7d0f6a52-8a34-4bb0-9f0e-1b2f9d0c1e11',
  kind: 'reminder' as const,
  title: 'Time for Metformin',
  body: '500 mg',
  link: '/log',
  created_at: '2026-11-22T08:00:00.000Z',
  read_at: null,
};

describe('the notifications page', () => {
  it('is where the bell goes, and any signed-in plan may open it', () => {
    const route = APP_ROUTES.find((r) => r.path === NOTIFICATIONS_PATH);
    expect(route).toMatchObject({ access: 'protected', name: 'Notifications' });
  });

  it('shows a free user the safety alert first, with a Dismiss button and no upgrade prompt', async () => {
    let shown = [alert, reminder];
    const api = fakeFetch({
      'GET /api/notifications': () => ({
        body: { notifications: shown, unread_count: shown.length },
      }),
      'GET /api/billing/subscription': { body: { plan: 'wellness', status: 'active' } },
      'POST /api/notifications/safety-alerts/:key/dismiss': () => {
        shown = [reminder];
        return { status: 204 };
      },
    });
    renderInProviders(
      <NotificationsPage />,
      createTestQueryClient('signed-in'),
      NOTIFICATIONS_PATH,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await screen.findByRole('link', { name: alert.title });
    const section = screen.getByRole('region', { name: 'All notifications' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('Safety alert:Major interaction: Warfarin + Aspirin');
    expect(within(first!).getByRole('link', { name: alert.title })).toHaveAttribute(
      'href',
      '/medications',
    );
    const dismiss = within(first!).getByRole('button', {
      name: `Dismiss "${alert.title}" until it changes`,
    });
    expect(
      within(second!).getByRole('button', { name: `Mark "${reminder.title}" as read` }),
    ).toBeEnabled();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(screen.queryByText(/upgrade/i)).toBeNull();
    expect(await axeViolations()).toEqual([]);

    // Dismissing sends the alert's key and the list (shared with the bell) is read again.
    await userEvent.click(dismiss);
    await waitFor(() =>
      expect(
        api.calls
          .filter((call) => call.method === 'POST' && call.path.endsWith('/dismiss'))
          .map((call) => decodeURIComponent(call.path.split('/')[4] ?? '')),
      ).toEqual([alert.id]),
    );
    await waitFor(() => expect(screen.getByText('1 unread')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: alert.title })).toBeNull();
  });

  it('marks a safety alert read: it stays listed and the unread count drops (ADR 098)', async () => {
    let shown = [alert];
    const api = fakeFetch({
      'GET /api/notifications': () => ({
        body: {
          notifications: shown,
          unread_count: shown.filter((n) => n.read_at === null).length,
        },
      }),
      'GET /api/billing/subscription': { body: { plan: 'wellness', status: 'active' } },
      'POST /api/notifications/safety-alerts/:key/read': () => {
        shown = [{ ...alert, read_at: '2026-11-23T09:00:00.000Z' as never }];
        return { status: 204 };
      },
    });
    renderInProviders(
      <NotificationsPage />,
      createTestQueryClient('signed-in'),
      NOTIFICATIONS_PATH,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: `Mark as read: ${alert.title}` }),
    );
    await waitFor(() =>
      expect(
        api.callsTo(`POST /api/notifications/safety-alerts/${encodeURIComponent(alert.id)}/read`),
      ).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Mark as read: ${alert.title}` })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: alert.title })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Dismiss "${alert.title}" until it changes` }),
    ).toBeEnabled();
  });
});
