/**
 * In-app notifications: safety alerts first (a major interaction in the cabinet, a critical lab
 * result; on every plan, shown while they hold unless dismissed, and back when the fact behind
 * them changes), then the reminders the scheduler sent, newest first, each marked read on request.
 * Unread ones stand out by weight and a word, not colour alone.
 */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Bell, BellDot, ShieldAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import type { AppNotification } from '#shared/contracts/notifications.contract';
import { isSafetyAlert } from '#shared/domain/notification-kinds';
import { useNotifications } from '../api/list-notifications';
import { useDismissSafetyAlert, useMarkSafetyAlertRead } from '../api/dismiss-safety-alert';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { QueryState } from '#client/components/ui/query-state';
import { SectionHeading, type SectionHeadingLevel } from '#client/components/ui/section-heading';
import { localTimeFormat } from '#client/lib/local-time-format';

const timeFormat = localTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function NotificationsPanel({
  heading = 'Notifications',
  headingLevel = 2,
  limit = 10,
}: {
  heading?: string;
  headingLevel?: SectionHeadingLevel;
  limit?: number;
}): ReactElement {
  const headingId = useId();
  const notifications = useNotifications();
  const unread = notifications.data?.unread_count ?? 0;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionHeading id={headingId} level={headingLevel}>
          {heading}
        </SectionHeading>
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {unread} unread
        </p>
      </div>
      <QueryState
        query={notifications}
        loading="Loading notifications..."
        failed="Notifications could not be loaded"
      >
        {({ notifications: list }) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-700">
              Nothing yet. Safety alerts about your medicines and lab results, and reminders you set
              on the{' '}
              <Link
                to="/dashboard/reminders"
                className="font-semibold text-teal-800 underline underline-offset-4"
              >
                reminders page
              </Link>
              , show up here.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.slice(0, limit).map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function NotificationItem({ notification }: { notification: AppNotification }): ReactElement {
  const markRead = useMarkNotificationRead();
  const dismissAlert = useDismissSafetyAlert();
  const markAlertRead = useMarkSafetyAlertRead();
  const isAlert = isSafetyAlert(notification);
  const isUnread = notification.read_at === null;
  const Icon = isAlert ? ShieldAlert : isUnread ? BellDot : Bell;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="flex min-w-0 gap-2">
        <Icon
          className={cn(
            'mt-0.5 h-4 w-4 shrink-0',
            isAlert ? 'text-red-700' : isUnread ? 'text-teal-800' : 'text-slate-500',
          )}
          aria-hidden="true"
        />
        <div className="min-w-0 text-sm">
          <p className={cn('break-words text-slate-900', isUnread && 'font-semibold')}>
            {isAlert ? (
              <span className="mr-1 font-bold text-red-800">Safety alert:</span>
            ) : (
              isUnread && <span className="sr-only">Unread: </span>
            )}
            {notification.link ? (
              <Link to={notification.link} className="underline-offset-4 hover:underline">
                {notification.title}
              </Link>
            ) : (
              notification.title
            )}
          </p>
          <p className="text-slate-700">{notification.body}</p>
          <p className="text-xs text-slate-600">
            {isAlert
              ? `Since ${timeFormat.format(new Date(notification.created_at))}; shown while it applies unless you dismiss it`
              : timeFormat.format(new Date(notification.created_at))}
          </p>
          {dismissAlert.isError && (
            <p role="alert" className="text-xs text-red-800">
              The alert could not be dismissed. Try again.
            </p>
          )}
        </div>
      </div>
      {isAlert && (
        <div className="flex flex-wrap gap-2">
          {isUnread && (
            <Button
              variant="secondary"
              size="sm"
              disabled={markAlertRead.isPending}
              onClick={() => markAlertRead.mutate(notification.id)}
              // The visible words first (WCAG 2.5.3, label in name), then which alert.
              aria-label={`Mark as read: ${notification.title}`}
            >
              Mark as read
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={dismissAlert.isPending}
            onClick={() => dismissAlert.mutate(notification.id)}
            aria-label={`Dismiss "${notification.title}" until it changes`}
          >
            Dismiss
          </Button>
        </div>
      )}
      {isUnread && !isAlert && (
        <Button
          variant="secondary"
          size="sm"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(notification.id)}
          aria-label={`Mark "${notification.title}" as read`}
        >
          Mark as read
        </Button>
      )}
    </li>
  );
}
