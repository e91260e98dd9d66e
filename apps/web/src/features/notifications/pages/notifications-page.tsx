import { NOTIFICATION_MESSAGES, NOTIFICATION_PAGE_SIZE, unreadSummary, type Notification } from '@esdc/core/notification';
import { BellOff, CheckCheck, Settings2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/button';
import { Pagination } from '../../../components/pagination';
import { SectionCard } from '../../../components/section-card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { notify } from '../../../lib/toast';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/notification-item';
import { NotificationPreferencesForm } from '../components/notification-preferences';
import { NotificationsShell } from '../components/notifications-shell';
import { useNow } from '../components/use-now';

/** The page number of `?page=` (1 when absent or not a whole number ≥ 1). */
function pageNumber(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * Notifications, /notifications (SPEC §2 Notifications; shown without the shared header, SPEC §2 Route table): the
 * member's notifications newest first with 'N unread notification(s)' or 'All caught up!', 'Mark all as read', per-item
 * delete, a click marks one read and opens its link; empty 'No notifications' / "You're all caught up!"; paged in
 * `?page=`; kept live by the notification stream; and the member's preferences per type below.
 */
export default function NotificationsPage() {
  const { params, pageTo } = useFilterParams();
  const page = pageNumber(params.get('page'));
  const offset = (page - 1) * NOTIFICATION_PAGE_SIZE;
  const query = useNotifications({ limit: NOTIFICATION_PAGE_SIZE, offset });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const now = useNow();
  const preferencesId = useId();
  const { hash } = useLocation();

  // /settings links to the preferences (#preferences): show them once the page is here.
  useEffect(() => {
    if (hash === '#preferences') document.getElementById('preferences')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const setOffset = pageTo(NOTIFICATION_PAGE_SIZE);

  const data = query.data;
  const unread = data?.unread_count ?? 0;

  const open = (notification: Notification) => markRead.mutate(notification.id, { onError: (error) => void notify(error.message, 'error') });
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: (result) => void notify(result.message ?? NOTIFICATION_MESSAGES.allMarkedRead, 'success'),
      onError: (error) => void notify(error.message, 'error'),
    });
  const deleteOne = (notification: Notification) =>
    remove.mutate(notification.id, {
      onSuccess: (result) => void notify(result.message ?? NOTIFICATION_MESSAGES.deleted, 'success'),
      onError: (error) => void notify(error.message, 'error'),
    });

  let body;
  if (query.isPending) body = <LoadingState message="Loading notifications..." />;
  else if (query.isError && !data)
    body = <ErrorState title="Failed to load notifications" message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (!data || data.items.length === 0) {
    body =
      data && data.total > 0 && offset > 0 ? (
        <EmptyState
          title="This page is empty"
          description="The notifications that were here have moved or been deleted."
          action={
            <Button variant="secondary" onClick={() => setOffset(0)}>
              Go to the first page
            </Button>
          }
        />
      ) : (
        <EmptyState title={NOTIFICATION_MESSAGES.emptyTitle} description={NOTIFICATION_MESSAGES.emptyBody} icon={<BellOff className="size-10" />} />
      );
  } else {
    body = (
      <>
        <ul aria-label="Your notifications" className="flex flex-col gap-3">
          {data.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              onOpen={() => open(notification)}
              onDelete={() => deleteOne(notification)}
              deleting={remove.isPending && remove.variables === notification.id}
            />
          ))}
        </ul>
        <Pagination what="notifications" countOnOnePage="notification" offset={data.offset} limit={data.limit} total={data.total} onOffsetChange={setOffset} />
      </>
    );
  }

  return (
    <NotificationsShell title="Notifications">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Notifications</h1>
          <p className="mt-2 min-h-6 text-muted" role="status">
            {data ? unreadSummary(unread) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={markAllRead} disabled={unread === 0 || markAll.isPending}>
            <CheckCheck className="size-4" aria-hidden="true" />
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
          <a href="#preferences" className="inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-semibold text-accent-text hover:bg-surface-2">
            <Settings2 className="size-4" aria-hidden="true" />
            Preferences
          </a>
        </div>
      </div>
      {body}
      <div id="preferences" className="mt-10 scroll-mt-6">
        <SectionCard title={<span id={preferencesId}>Preferences</span>}>
          <NotificationPreferencesForm headingId={preferencesId} />
        </SectionCard>
      </div>
    </NotificationsShell>
  );
}
