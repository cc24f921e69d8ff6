/**
 * The header's bell: how many safety alerts and reminders are unread, on every page, linking to
 * the notifications page, which every plan can open. Signed-in users only (the header shows
 * its account extras to them alone); nothing is drawn while the count is unknown or the request
 * failed, so a hiccup never puts a wrong number in the header. The bell sits in the bar at every
 * width; `MenuAlertBadge` marks the phone's Menu button while major safety alerts are unread, and
 * `NotificationsLinkAlertMark` marks the menu's Notifications link with the same number (ADR 104).
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { useUnreadNotificationCount, useUnreadSafetyAlertCount } from '../api/get-unread-count';

export const NOTIFICATIONS_PATH = '/notifications';

/** '9+' past nine: the badge stays one small circle; the label says the real number. */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** 'Notifications, 3 unread, 2 major safety alerts' (the alerts are among the unread). */
export function bellLabel(count: number, alerts: number): string {
  if (count === 0) return 'Notifications, none unread';
  if (alerts === 0) return `Notifications, ${count} unread`;
  return `Notifications, ${count} unread, ${alerts === 1 ? '1 major safety alert' : `${alerts} major safety alerts`}`;
}

export function NotificationBadge(): ReactElement | null {
  const unread = useUnreadNotificationCount();
  const alerts = useUnreadSafetyAlertCount();
  if (unread.data === undefined) return null;
  const count = unread.data;
  const label = bellLabel(count, alerts.data ?? 0);
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      aria-label={label}
      title={label}
      className="relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full sm:h-11 sm:w-11 xl:h-9 xl:w-9 text-slate-700 hover:bg-slate-100 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute top-1 right-1 inline-flex min-w-[1.125rem] items-center justify-center rounded-full bg-red-700 px-1 text-[0.6875rem] leading-[1.125rem] font-bold text-white"
        >
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}

/**
 * The Menu button's badge (phones and tablets, where the menu folds the tools away): the number of
 * major safety alerts unread, in words for screen readers ('Menu, 2 major safety alerts'). Nothing
 * while there are none or the count is unknown.
 */
export function MenuAlertBadge(): ReactElement | null {
  return <AlertCountMark testId="menu-alert-count" className="absolute -top-0.5 -right-0.5" />;
}

/**
 * The same number on the menu's Notifications link, so the Menu button's badge leads to a link
 * marked alike ('Notifications, 2 major safety alerts'); nothing while there are none.
 */
export function NotificationsLinkAlertMark(): ReactElement | null {
  return <AlertCountMark testId="menu-link-alert-count" className="ml-auto xl:ml-1" />;
}

function AlertCountMark({
  testId,
  className,
}: {
  testId: string;
  className: string;
}): ReactElement | null {
  const alerts = useUnreadSafetyAlertCount();
  const count = alerts.data ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid={testId}
        className={`${className} inline-flex min-w-[1.125rem] items-center justify-center rounded-full bg-red-700 px-1 text-[0.6875rem] leading-[1.125rem] font-bold text-white`}
      >
        {badgeText(count)}
      </span>
      <span className="sr-only">
        , {count === 1 ? '1 major safety alert' : `${count} major safety alerts`}
      </span>
    </>
  );
}
