/**
 * What the frame adds for a signed-in member, in one chunk: the header's navigation and its
 * notification and plan badges and the Menu button's alert badge. Every signed-in page loads all three together, and a visitor
 * loads none; as three chunks they cost three requests (each with about 1.3 KB of headers).
 */
export { SIGNED_IN_NAV } from './signed-in-navigation';
export {
  MenuAlertBadge,
  NotificationBadge,
} from '#client/features/notifications/components/notification-badge';
export { PlanBadge } from '#client/features/billing/components/plan-badge';
