/**
 * What the frame adds for a signed-in member, in one chunk: the header's navigation and its
 * notification and plan badges, the Menu button's alert badge and the same mark on the menu's
 * Notifications link. Every signed-in page loads them together, and a visitor loads none; as
 * separate chunks they cost a request each (each with about 1.3 KB of headers).
 */
export { SIGNED_IN_NAV } from './signed-in-navigation';
export {
  MenuAlertBadge,
  NotificationBadge,
  NotificationsLinkAlertMark,
} from '#client/features/notifications/components/notification-badge';
export { PlanBadge } from '#client/features/billing/components/plan-badge';
