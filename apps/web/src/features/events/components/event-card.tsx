import type { Event } from '@esdc/core/event';
import { paths } from '@esdc/core/routes';
import { CalendarClock, MapPin, MonitorSmartphone } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { CardLink, ListCard } from '../../../components/list-card';
import { EVENT_MODE_LABELS } from '../lib/event-display';
import { CapacityBar } from './capacity-bar';
import { EventImage } from './event-image';
import { EventStatusBadge } from './event-status-badge';
import { EventWhen } from './event-when';
import { RegisterButton } from './register-button';

/** How wide a card's image shows (event grid: one column, two from 640 px, three from 1024 px). */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** The viewer's place on the event, as a badge: 'Registered', 'Waitlist #2' or 'Checked in'. */
export function MyRegistrationBadge({ event }: { event: Pick<Event, 'my_registration'> }) {
  const mine = event.my_registration;
  if (!mine) return null;
  if (mine.checked_in_at) return <Badge tone="success">Checked in</Badge>;
  if (mine.status === 'registered') return <Badge tone="success">Registered</Badge>;
  return <Badge tone="warning">Waitlist #{mine.waitlist_position}</Badge>;
}

/**
 * An event card of /events (SPEC §2 Events): image, category and status, title (a stretched link to /events/{id}),
 * date and time in the member's time zone, location and mode, capacity ('12 / 20 registered', 'Full — waitlist
 * open'), the viewer's registration, and 'Register Now' for signed-in members on upcoming events (a sign-in link for
 * visitors).
 * @param eager load the image at once (cards in the first screen)
 */
export function EventCard({ event, eager = false }: { event: Event; eager?: boolean }) {
  const e = event;
  return (
    <ListCard media={<EventImage event={e} sizes={CARD_IMAGE_SIZES} eager={eager} />}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-xs uppercase tracking-widest text-muted">{e.category}</p>
        <div className="flex flex-wrap items-center gap-2">
          <MyRegistrationBadge event={e} />
          {e.status !== 'published' ? <EventStatusBadge status={e.status} /> : null}
        </div>
      </div>
      <h3 className="text-lg font-bold leading-snug">
        <CardLink to={paths.event(e.id)}>{e.title}</CardLink>
      </h3>
      <ul className="flex flex-col gap-1.5 text-sm text-muted">
        <li className="flex items-start gap-2">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <EventWhen start={e.start_date} end={e.end_date} short />
        </li>
        <li className="flex items-start gap-2">
          {e.mode === 'online' ? (
            <MonitorSmartphone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          <span className="min-w-0 break-words">
            {EVENT_MODE_LABELS[e.mode]}
            {e.location ? ` · ${e.location}` : ''}
          </span>
        </li>
      </ul>
      <div className="mt-auto flex flex-col gap-3 border-t border-line pt-4">
        <CapacityBar event={e} />
        <RegisterButton event={e} size="sm" />
      </div>
    </ListCard>
  );
}
