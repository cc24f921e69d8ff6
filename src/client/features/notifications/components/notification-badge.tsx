/**
 * The header's bell: how many safety alerts and reminders are unread, on every page, linking to
 * the notifications page, which every plan can open. Signed-in users only (the header shows
 * its account extras to them alone); nothing is drawn while the count is unknown or the request
 * failed, so a hiccup never puts a wrong number in the header.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { useUnreadNotificationCount } from '../api/get-unread-count';

export const NOTIFICATIONS_PATH = '/notifications';

/** '9+' past nine: the badge stays one small circle; the label says the real number. */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

export function NotificationBadge(): ReactElement | null {
  const unread = useUnreadNotificationCount();
  if (unread.data === undefined) return null;
  const count = unread.data;
  const label = count === 0 ? 'Notifications, none unread' : `Notifications, ${count} unread`;
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      aria-label={label}
      title={label}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
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
