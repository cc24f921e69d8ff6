import { screen, waitFor } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import {
  TEST_SESSION,
  createTestQueryClient,
  renderInProviders,
} from '../../../../../tests/setup/render-with-providers';
import { notificationsQueryKey } from '../api/get-unread-count';
import {
  MenuAlertBadge,
  NOTIFICATIONS_PATH,
  NotificationBadge,
  NotificationsLinkAlertMark,
  badgeText,
} from './notification-badge';

afterEach(() => {
  vi.unstubAllGlobals();
});

const note = (id: string, read: boolean) => ({
  id,
  kind: 'reminder' as const,
  title: 'Take your evening medicines',
  body: 'Metformin 500 mg',
  link: '/medications',
  created_at: '2026-11-22T18:00:00.000Z',
  read_at: read ? '2026-11-22T18:05:00.000Z' : null,
});

const alert = (id: string) => ({
  ...note(id, false),
  kind: 'interaction' as const,
  title: 'Metformin with chronic kidney disease',
});

describe('NotificationBadge', () => {
  it('names the major safety alerts among the unread, and the Menu badge counts them', async () => {
    fakeFetch({
      'GET /api/notifications': () => ({
        body: {
          notifications: [alert('a1'), alert('a2'), note('n1', false), note('n2', true)],
          unread_count: 3,
        },
      }),
    });
    renderInProviders(
      <>
        <NotificationBadge />
        <button type="button">
          Menu
          <MenuAlertBadge />
        </button>
        <a href="/notifications">
          Notifications
          <NotificationsLinkAlertMark />
        </a>
      </>,
      createTestQueryClient('signed-in'),
    );
    expect(
      await screen.findByRole('link', { name: 'Notifications, 3 unread, 2 major safety alerts' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Menu, 2 major safety alerts' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('menu-alert-count')).toHaveTextContent('2');
    // The menu's Notifications link: the same number, so the Menu badge leads to it.
    expect(
      screen.getByRole('link', { name: 'Notifications, 2 major safety alerts' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('menu-link-alert-count')).toHaveTextContent('2');
  });

  it('puts no badge on the Menu button when only reminders are unread', async () => {
    fakeFetch({
      'GET /api/notifications': () => ({
        body: { notifications: [note('n1', false)], unread_count: 1 },
      }),
    });
    renderInProviders(
      <>
        <NotificationBadge />
        <button type="button">
          Menu
          <MenuAlertBadge />
        </button>
        <a href="/notifications">
          Notifications
          <NotificationsLinkAlertMark />
        </a>
      </>,
      createTestQueryClient('signed-in'),
    );
    expect(
      await screen.findByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByTestId('menu-alert-count')).not.toBeInTheDocument();
    expect(screen.queryByTestId('menu-link-alert-count')).not.toBeInTheDocument();
  });

  it('shows the unread count on a link to the notifications, named for screen readers', async () => {
    const api = fakeFetch({
      'GET /api/notifications': () => ({
        body: {
          notifications: [note('n1', false), note('n2', false), note('n3', true)],
          unread_count: 2,
        },
      }),
    });
    const user = userEvent.setup();
    renderInProviders(<NotificationBadge />, createTestQueryClient('signed-in'));
    const link = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(link).toHaveAttribute('href', NOTIFICATIONS_PATH);
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
    expect(api.calls.filter((call) => call.path === '/api/notifications')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
    await user.click(link);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(NOTIFICATIONS_PATH),
    );
  });

  it('shows the bell without a number when nothing is unread', async () => {
    fakeFetch({
      'GET /api/notifications': () => ({
        body: { notifications: [note('n1', true)], unread_count: 0 },
      }),
    });
    renderInProviders(<NotificationBadge />, createTestQueryClient('signed-in'));
    expect(
      await screen.findByRole('link', { name: 'Notifications, none unread' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });

  it('follows the progress pages: a notification marked read there lowers the count', async () => {
    let unread = 3;
    fakeFetch({
      'GET /api/notifications': () => ({ body: { notifications: [], unread_count: unread } }),
    });
    const queryClient = createTestQueryClient('signed-in');
    renderInProviders(<NotificationBadge />, queryClient);
    expect(
      await screen.findByRole('link', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    // What the reminders page's mark-read does: invalidate the shared notifications entry.
    unread = 2;
    await queryClient.invalidateQueries({
      queryKey: notificationsQueryKey(TEST_SESSION.user.id),
    });
    expect(
      await screen.findByRole('link', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
  });

  it('draws nothing for a visitor or when the count cannot be read', async () => {
    const api = fakeFetch({
      'GET /api/notifications': () => ({ status: 500, body: { code: 'X', message: 'down' } }),
    });
    const visitor = renderInProviders(<NotificationBadge />, createTestQueryClient('signed-out'));
    expect(screen.queryByRole('link')).toBeNull();
    expect(api.calls).toHaveLength(0);
    visitor.unmount();
    renderInProviders(<NotificationBadge />, createTestQueryClient('signed-in'));
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });

  it('keeps a large count to one small circle', () => {
    expect(badgeText(4)).toBe('4');
    expect(badgeText(12)).toBe('9+');
  });
});
