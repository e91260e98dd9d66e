import { EVENT_STATUSES, type Event } from '@esdc/core/event';
import { formatStatusLabel } from '@esdc/core/project';
import { paths } from '@esdc/core/routes';
import { CalendarDays, Eye, Pencil, Send, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useDeleteAdminEvent, usePublishAdminEvent } from '../api/admin-event-changes';
import { useAdminEvents } from '../api/list-admin-events';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminToolbar, CreateAction } from '../../../components/admin/admin-toolbar';
import { CardFacts, CardHead } from '../../../components/admin/card-list';
import { TitleCell, type Column } from '../../../components/admin/data-table';
import { useDeleteConfirm } from '../../../components/admin/delete-confirm';
import { RowAction, RowActionBar } from '../../../components/admin/row-actions';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { useAdminFilter } from '../../../components/admin/use-admin-filter';
import { EventSettingsSwitch } from './event-settings-switch';
import { EventStatusBadge } from '../components/event-status-badge';
import { useSearchedList } from '../../../components/admin/use-searched-list';

/** Events per page. */
const PAGE_SIZE = 20;
const STATUS_FILTER = {
  id: 'admin-events-status',
  label: 'Status',
  allLabel: 'All statuses',
  options: EVENT_STATUSES.map((value) => ({ value, label: formatStatusLabel(value) })),
};
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;
const places = (e: Event) =>
  `${formatNumber(e.registered_participants)}${e.max_participants === null ? '' : ` / ${formatNumber(e.max_participants)}`}${
    e.waitlisted_participants ? ` (+${formatNumber(e.waitlisted_participants)} waiting)` : ''
  }`;

/** View, Edit, Publish (drafts) and Delete of one event. */
function EventActions({ event, onPublish, onDelete }: { event: Event; onPublish: (e: Event) => void; onDelete: (e: Event) => void }) {
  const finished = event.status === 'completed' || event.status === 'cancelled';
  return (
    <RowActionBar>
      <RowAction to={paths.event(event.id)} icon={Eye} label="View" name={`View ${event.title}`} />
      {!finished ? <RowAction to={paths.editEvent(event.id)} icon={Pencil} label="Edit" name={`Edit ${event.title}`} /> : null}
      {event.status === 'draft' ? (
        <RowAction onClick={() => onPublish(event)} icon={Send} label="Publish" name={`Publish ${event.title}`} tone="accent" />
      ) : null}
      <RowAction onClick={() => onDelete(event)} icon={Trash2} label="Delete" name={`Delete ${event.title}`} tone="danger" />
    </RowActionBar>
  );
}

/** An event's title, linking to its page. */
function EventLink({ event, className }: { event: Event; className: string }) {
  return (
    <Link to={paths.event(event.id)} className={className}>
      {event.title}
    </Link>
  );
}

/**
 * The Events tab (SPEC §2 Admin panel; §6 who may create events): the setting "Members may create events"; every
 * event, drafts included, with its status, dates and registrations; search and a status filter; Create Event (the
 * editor); per event View, Edit, Publish (drafts) and Delete (confirmed); paging; 'No events found'.
 */
export function EventsTab() {
  const status = useAdminFilter(STATUS_FILTER);
  const { search, ...found } = useSearchedList(useAdminEvents, { status: status.value }, PAGE_SIZE);
  const publish = usePublishAdminEvent();
  const remove = useDeleteAdminEvent();
  const deleting = useDeleteConfirm<Event>(
    {
      title: (e) => (e ? `Delete ${e.title}?` : 'Delete event?'),
      message: () => 'Are you sure you want to delete this event? Its registrations are deleted too.',
    },
    (event) => remove.mutate(event.id, toastOutcome('Event deleted', 'Failed to delete event')),
  );
  const onPublish = (event: Event) => publish.mutate(event.id, toastOutcome('Event published', 'Failed to publish event'));
  const actions = (e: Event) => <EventActions event={e} onPublish={onPublish} onDelete={deleting.ask} />;

  const columns: Column<Event>[] = [
    {
      header: 'Event',
      cell: (e) => <TitleCell title={<EventLink event={e} className="text-accent-text underline-offset-2 hover:underline" />} sub={e.category} />,
    },
    { header: 'Status', cell: (e) => <EventStatusBadge status={e.status} /> },
    { header: 'Starts', cell: (e) => when(e.start_date), className: 'whitespace-nowrap' },
    { header: 'Ends', cell: (e) => when(e.end_date), className: 'whitespace-nowrap' },
    { header: 'Registrations', cell: places, numeric: true },
    { header: 'Actions', alignRight: true, cell: actions },
  ];

  return (
    <div className="flex flex-col gap-5">
      <EventSettingsSwitch />
      <AdminToolbar search={{ id: 'admin-events-search', label: 'Search events', placeholder: 'Title', ...search }}>
        {status.select}
        <CreateAction label="Create Event" to={paths.newEvent} />
      </AdminToolbar>
      <AdminList
        source={found}
        what="events"
        one="event"
        none={{ icon: CalendarDays }}
        table={{ minWidth: 'min-w-[56rem]', columns }}
        card={(e) => (
          <>
            <CardHead
              title={<EventLink event={e} className="font-semibold text-accent-text underline-offset-2 hover:underline" />}
              meta={e.category}
              badge={<EventStatusBadge status={e.status} />}
            />
            <CardFacts
              className="grid grid-cols-2 gap-3 border-t border-line pt-3"
              facts={[
                { label: 'Starts', value: when(e.start_date) },
                { label: 'Registrations', numeric: true, value: places(e) },
              ]}
            />
            {actions(e)}
          </>
        )}
      />
      {deleting.dialog}
    </div>
  );
}
