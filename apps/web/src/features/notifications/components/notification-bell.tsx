import { paths } from '@esdc/core/routes';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/get-notification-summary';

/** The badge's text: the count, capped at '99+'. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The bell's accessible name: 'Notifications', or 'Notifications, 3 unread'. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

/**
 * The header's notifications icon (SPEC §2 Shared header): a link to /notifications with the member's unread count as
 * a badge (none at 0, '99+' above 99), kept live by the notification stream; its accessible name says the count.
 * @param className the icon button's look
 */
export function NotificationBell({ className }: { className: string }) {
  const count = useUnreadCount();
  return (
    <Link to={paths.notifications} aria-label={bellLabel(count)} className={className}>
      <Bell className="size-[1.15rem]" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute -right-0.5 -top-0.5 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-accent px-1 text-[0.65rem] font-bold leading-none text-accent-fg"
        >
          {unreadBadgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
