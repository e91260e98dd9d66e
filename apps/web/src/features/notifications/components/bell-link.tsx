import { paths } from '@esdc/core/routes';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';

/** The badge's text: the count, capped at '99+'. */
function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The bell's accessible name: 'Notifications', or 'Notifications, 3 unread'. */
function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

/**
 * The header's notifications icon as drawn (SPEC §2 Shared header): a link to /notifications with an unread badge (none
 * at 0, '99+' above 99) and an accessible name that says the count.
 * @param count unread notifications
 * @param className the icon button's look
 */
export function BellLink({ count, className }: { count: number; className: string }) {
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
