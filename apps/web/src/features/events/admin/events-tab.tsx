import { EVENT_STATUSES, type Event, type EventStatus } from '@esdc/core/event';
import { formatStatusLabel } from '@esdc/core/project';
import { paths } from '@esdc/core/routes';
import { CalendarDays, Eye, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { FilterSelect } from '../../../components/filter-select';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useDeleteAdminEvent, usePublishAdminEvent } from '../api/admin-event-changes';
import { useAdminEvents } from '../api/list-admin-events';
import { AdminList } from '../../../components/admin/admin-list';
import { CardFacts, CardList } from '../../../components/admin/card-list';
import { DataTable, type Column } from '../../../components/admin/data-table';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { EventSettingsSwitch } from './event-settings-switch';
import { SearchBox } from '../../../components/admin/search-box';
import { withServerMessage } from '../../../components/admin/server-message';
import { EventStatusBadge } from '../components/event-status-badge';
import { useListSearch } from '../../../components/admin/use-list-search';
import { NoneFound } from '../../../components/admin/none-found';

/** Events per page. */
const PAGE_SIZE = 20;
const STATUS_OPTIONS = EVENT_STATUSES.map((value) => ({ value, label: formatStatusLabel(value) }));
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;
const places = (e: Event) =>
  `${formatNumber(e.registered_participants)}${e.max_participants === null ? '' : ` / ${formatNumber(e.max_participants)}`}${
    e.waitlisted_participants ? ` (+${formatNumber(e.waitlisted_participants)} waiting)` : ''
  }`;

const action = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition';

/** View, Edit, Publish (drafts) and Delete of one event. */
function EventActions({ event, onPublish, onDelete }: { event: Event; onPublish: (e: Event) => void; onDelete: (e: Event) => void }) {
  const finished = event.status === 'completed' || event.status === 'cancelled';
  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      <Link to={paths.event(event.id)} aria-label={`View ${event.title}`} className={`${action} border border-line text-fg hover:bg-surface-2`}>
        <Eye className="size-3.5" aria-hidden="true" />
        View
      </Link>
      {!finished ? (
        <Link to={paths.editEvent(event.id)} aria-label={`Edit ${event.title}`} className={`${action} border border-line text-fg hover:bg-surface-2`}>
          <Pencil className="size-3.5" aria-hidden="true" />
          Edit
        </Link>
      ) : null}
      {event.status === 'draft' ? (
        <button
          type="button"
          onClick={() => onPublish(event)}
          aria-label={`Publish ${event.title}`}
          className={`${action} bg-accent-soft text-accent-text hover:brightness-95`}
        >
          <Send className="size-3.5" aria-hidden="true" />
          Publish
        </button>
      ) : null}
      <button type="button" onClick={() => onDelete(event)} aria-label={`Delete ${event.title}`} className={`${action} text-danger hover:bg-danger-soft`}>
        <Trash2 className="size-3.5" aria-hidden="true" />
        Delete
      </button>
    </div>
  );
}

/**
 * The Events tab (SPEC §2 Admin panel; §6 who may create events): the setting "Members may create events"; every
 * event, drafts included, with its status, dates and registrations; search and a status filter; Create Event (the
 * editor); per event View, Edit, Publish (drafts) and Delete (confirmed); paging; 'No events found'.
 */
export function EventsTab() {
  const [status, setStatus] = useState<EventStatus | ''>('');
  const { text, setText, q, paging, keepOnPage } = useListSearch([status], PAGE_SIZE);
  const events = useAdminEvents({ q, status, limit: PAGE_SIZE, offset: paging.offset });
  keepOnPage(events);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const publish = usePublishAdminEvent();
  const remove = useDeleteAdminEvent();

  const onPublish = (event: Event) =>
    publish.mutate(event.id, {
      onSuccess: ({ message }) => void notify(message ?? 'Event published', 'success'),
      onError: (error) => void notify(withServerMessage('Failed to publish event', error), 'error'),
    });
  const confirmDelete = (event: Event) =>
    remove.mutate(event.id, {
      onSuccess: ({ message }) => void notify(message ?? 'Event deleted', 'success'),
      onError: (error) => void notify(withServerMessage('Failed to delete event', error), 'error'),
    });

  const columns: Column<Event>[] = [
    {
      header: 'Event',
      cell: (e) => (
        <span className="flex flex-col">
          <Link to={paths.event(e.id)} className="text-accent-text underline-offset-2 hover:underline">
            {e.title}
          </Link>
          <span className="text-xs font-normal text-muted">{e.category}</span>
        </span>
      ),
    },
    { header: 'Status', cell: (e) => <EventStatusBadge status={e.status} /> },
    { header: 'Starts', cell: (e) => when(e.start_date), className: 'whitespace-nowrap' },
    { header: 'Ends', cell: (e) => when(e.end_date), className: 'whitespace-nowrap' },
    { header: 'Registrations', cell: places, numeric: true },
    { header: 'Actions', alignRight: true, cell: (e) => <EventActions event={e} onPublish={onPublish} onDelete={setDeleting} /> },
  ];

  return (
    <div className="flex flex-col gap-5">
      <EventSettingsSwitch />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox id="admin-events-search" label="Search events" placeholder="Title" value={text} onChange={setText} />
        <FilterSelect
          className="sm:w-44"
          id="admin-events-status"
          label="Status"
          allLabel="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
        <Link to={paths.newEvent} className={`${buttonClass('primary')} sm:ml-auto`}>
          <Plus className="size-4" aria-hidden="true" />
          Create Event
        </Link>
      </div>
      <AdminList
        list={events}
        what="events"
        one="event"
        empty={<NoneFound title="No events found" icon={CalendarDays} filtered={Boolean(q || status)} />}
        paging={paging}
        cards={(rows) => (
          <CardList label="Events" items={rows}>
            {(e) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Link to={paths.event(e.id)} className="font-semibold text-accent-text underline-offset-2 hover:underline">
                      {e.title}
                    </Link>
                    <p className="truncate text-sm text-muted">{e.category}</p>
                  </div>
                  <EventStatusBadge status={e.status} />
                </div>
                <CardFacts
                  className="grid grid-cols-2 gap-3 border-t border-line pt-3"
                  facts={[
                    { label: 'Starts', value: when(e.start_date) },
                    { label: 'Registrations', numeric: true, value: places(e) },
                  ]}
                />
                <EventActions event={e} onPublish={onPublish} onDelete={setDeleting} />
              </>
            )}
          </CardList>
        )}
        table={(rows) => <DataTable label="Events" minWidth="min-w-[56rem]" rows={rows} columns={columns} />}
      />
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? `Delete ${deleting.title}?` : 'Delete event?'}
        message="Are you sure you want to delete this event? Its registrations are deleted too."
        onConfirm={confirmDelete}
      />
    </div>
  );
}
