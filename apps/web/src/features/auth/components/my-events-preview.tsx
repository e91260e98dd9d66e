import { paths } from '@esdc/core/routes';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { Skeleton } from '../../../components/skeleton';
import { useMemberEvents } from '../../../lib/members-api';
import { upcomingEvents } from '../../../lib/upcoming-events';

/** How many upcoming events My Profile lists. */
const SHOWN = 4;

const eventDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * My Profile's My Events (SPEC §2 Rich profile page: events): the member's upcoming events they registered
 * for or are waitlisted on (`GET /api/users/{id}/events`), soonest first, each linking to its page; none → 'No upcoming
 * events'.
 * @param userId the signed-in member
 */
export function MyEventsPreview({ userId }: { userId: number }) {
  const events = useMemberEvents(userId);
  const [nowMs] = useState(() => Date.now());
  if (events.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        <Skeleton className="h-5 w-2/3 rounded" />
        <Skeleton className="h-5 w-1/2 rounded" />
      </div>
    );
  }
  if (events.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        Failed to load your events.{' '}
        <button type="button" onClick={() => void events.refetch()} className="font-semibold underline">
          Try Again
        </button>
      </p>
    );
  }
  const upcoming = upcomingEvents(events.data.items, nowMs).slice(0, SHOWN);
  if (upcoming.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line px-4 py-8 text-center text-muted">
        <CalendarDays className="size-7" aria-hidden="true" />
        <p className="font-medium">No upcoming events</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-line">
      {upcoming.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <Link to={paths.event(e.id)} className="break-words font-semibold hover:text-accent-text hover:underline">
              {e.title}
            </Link>
            <p className="text-sm text-muted">
              <time dateTime={e.start_date}>{eventDate.format(new Date(e.start_date))}</time>
              {e.location ? ` · ${e.location}` : ''}
            </p>
          </div>
          <Badge tone={e.registration_status === 'waitlisted' ? 'warning' : 'success'}>
            {e.registration_status === 'waitlisted' ? 'Waitlisted' : 'Registered'}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
