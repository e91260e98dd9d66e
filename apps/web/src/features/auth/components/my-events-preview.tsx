import { paths } from '@esdc/core/routes';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { SkeletonBlocks } from '../../../components/skeleton';
import { InlineErrorState } from '../../../components/states';
import { useMemberEvents } from '../../../lib/members-api';
import { upcomingEvents } from '../../../lib/upcoming-events';
import { ProfileEmpty } from './profile-empty';

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
  if (events.isPending) return <SkeletonBlocks className="flex flex-col gap-3" blocks={['h-5 w-2/3 rounded', 'h-5 w-1/2 rounded']} />;
  if (events.isError) return <InlineErrorState message="Failed to load your events." onRetry={() => void events.refetch()} />;
  const upcoming = upcomingEvents(events.data.items, nowMs).slice(0, SHOWN);
  if (upcoming.length === 0) return <ProfileEmpty icon={CalendarDays} text="No upcoming events" />;
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
