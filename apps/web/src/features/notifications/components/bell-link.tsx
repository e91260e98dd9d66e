import { paths } from '@esdc/core/routes';
import { Bell } from 'lucide-react';
import { CountBadgeLink } from '../../../components/count-badge-link';

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
  return <CountBadgeLink to={paths.notifications} icon={Bell} label={bellLabel(count)} count={count} badgeTestId="notification-badge" className={className} />;
}
