import { paths } from '@esdc/core/routes';
import { CalendarDays, CalendarPlus, History, Rss } from 'lucide-react';
import { buttonClass } from '../../../components/button';
import { FilterPanel } from '../../../components/filter-bar';
import { ManageLink } from '../../../components/manage-link';
import { Page } from '../../../components/page';
import { ClearFiltersButton, EmptyState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useEventSettings } from '../api/event-settings';
import { useEvents } from '../api/list-events';
import { EventFilters } from '../components/event-filters';
import { EventSection } from '../components/event-section';
import { COMPLETED_PAGE_SIZE, eventsPageParams, UPCOMING_PAGE_SIZE } from './events-page-data';
import { ButtonLink } from '../../../components/button-link';

/**
 * /events (SPEC §2 Events): Upcoming and Completed sections, each paged (?page=, ?cpage=); search and Category filters
 * (and Status, drafts included, for those who manage events) kept in the URL; cards with the date and time in the
 * member's time zone, location and mode, capacity, and 'Register Now' for signed-in members on upcoming events.
 * 'Create Event' for those allowed (SPEC §6), and the iCalendar feed of upcoming events.
 */
export default function EventsPage() {
  const can = useCan();
  const settings = useEventSettings();
  const canCreate = settings.data?.can_create ?? false;
  const manager = canCreate || can('event:create');
  const { params, change, clearAll, pageTo } = useFilterParams(['page', 'cpage']);
  const { filters, upcoming, completed } = eventsPageParams(params, manager);
  const filtered = !!(filters.q || filters.category || filters.status);
  const upcomingQuery = useEvents(upcoming);
  const completedQuery = useEvents(completed ?? upcoming, { enabled: completed !== null });

  const emptyFiltered = (
    <EmptyState
      icon={<CalendarDays className="size-10" />}
      title="No events match your filters"
      description="Try another search or category."
      action={<ClearFiltersButton onClick={clearAll} />}
    />
  );

  return (
    <Page
      title="Events"
      heading="Events"
      intro="Workshops, talks, hackathons and meetups of the Embedded Systems Design Club. Times are shown in your time zone."
      actions={
        <>
          {can('admin:access') ? <ManageLink tab="events" what="events" /> : null}
          <a href="/api/events.ics" className={buttonClass('secondary')}>
            <Rss className="size-4" aria-hidden="true" />
            Calendar feed
          </a>
          {canCreate ? (
            <ButtonLink to={paths.newEvent} icon={CalendarPlus}>
              Create Event
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <FilterPanel>
        <EventFilters values={filters} onChange={change} showStatus={manager} />
      </FilterPanel>
      <div className="flex flex-col gap-12">
        <EventSection
          id="events-upcoming"
          title={filters.status ? 'Events' : 'Upcoming Events'}
          query={upcomingQuery}
          pageSize={UPCOMING_PAGE_SIZE}
          onOffsetChange={pageTo(UPCOMING_PAGE_SIZE)}
          eagerFirst
          empty={
            filtered ? (
              emptyFiltered
            ) : (
              <EmptyState icon={<CalendarDays className="size-10" />} title="No upcoming events" description="New events are on their way. Check back soon!" />
            )
          }
        />
        {completed ? (
          <EventSection
            id="events-completed"
            title="Completed Events"
            query={completedQuery}
            pageSize={COMPLETED_PAGE_SIZE}
            onOffsetChange={pageTo(COMPLETED_PAGE_SIZE, 'cpage')}
            empty={<EmptyState icon={<History className="size-10" />} title="No completed events yet" />}
          />
        ) : null}
      </div>
    </Page>
  );
}
