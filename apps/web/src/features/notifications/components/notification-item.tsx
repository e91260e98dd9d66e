import { NOTIFICATION_MESSAGES, type Notification } from '@esdc/core/notification';
import { Trash2 } from 'lucide-react';
import { createElement, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { notificationTypeIcon, notificationTypeLabel } from './notification-type';
import { formatFullTime, formatRelativeTime } from './relative-time';

/**
 * One notification in the list (SPEC §2 Notifications: title, message, time, type, read flag). An unread one stands out
 * (accent tile and border, a dot, 'Unread'). Clicking it marks it read and opens its link; one without a link is a
 * button that marks it read; a read one without a link is plain text. The bin deletes it (title 'Delete notification').
 * @param now the current time (ms), for the relative time
 * @param onOpen marks it read (the link, if any, opens by itself)
 * @param onDelete deletes it
 * @param deleting while its delete is on its way
 */
export function NotificationItem({
  notification,
  now,
  onOpen,
  onDelete,
  deleting,
}: {
  notification: Notification;
  now: number;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const titleId = useId();
  const unread = !notification.read;
  const content: ReactNode = (
    <>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {unread ? <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent" /> : null}
        <span id={titleId} className={`break-words group-hover:underline ${unread ? 'font-bold' : 'font-semibold'}`}>
          {notification.title}
        </span>
        <Badge tone={unread ? 'accent' : 'neutral'}>{notificationTypeLabel(notification.type)}</Badge>
      </span>
      <span className="mt-1 block break-words text-sm text-fg/90">{notification.message}</span>
      <span className="mt-1.5 block text-xs text-muted">
        <time dateTime={notification.time} title={formatFullTime(notification.time)}>
          {formatRelativeTime(notification.time, now)}
        </time>
        <span aria-hidden="true"> · </span>
        <span>{unread ? 'Unread' : 'Read'}</span>
      </span>
    </>
  );
  const targetClass = 'block min-w-0 flex-1 rounded-xl text-left outline-offset-4';
  let target: ReactNode;
  if (notification.link) {
    target = (
      <Link to={notification.link} onClick={unread ? onOpen : undefined} className={`${targetClass} group`}>
        {content}
      </Link>
    );
  } else if (unread) {
    target = (
      <button type="button" onClick={onOpen} className={`${targetClass} group`}>
        {content}
      </button>
    );
  } else {
    target = <div className={targetClass}>{content}</div>;
  }
  return (
    <li
      className={`flex items-start gap-3 rounded-[var(--radius-card)] border p-4 shadow-[var(--shadow-card)] transition sm:gap-4 ${
        unread ? 'border-accent/50 bg-accent-soft/50' : 'border-line bg-surface'
      }`}
    >
      <span
        aria-hidden="true"
        className={`hidden size-10 shrink-0 items-center justify-center rounded-full min-[400px]:flex ${unread ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-muted'}`}
      >
        {createElement(notificationTypeIcon(notification.type), { className: 'size-5' })}
      </span>
      {target}
      <button
        type="button"
        title={NOTIFICATION_MESSAGES.deleteTitle}
        aria-label={NOTIFICATION_MESSAGES.deleteTitle}
        aria-describedby={titleId}
        onClick={onDelete}
        disabled={deleting}
        className="-mr-1 -mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-danger-soft hover:text-danger disabled:opacity-50"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
