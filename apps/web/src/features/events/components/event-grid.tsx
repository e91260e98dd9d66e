import type { Event } from '@esdc/core/event';
import { EventCard } from './event-card';

/** Event cards in a grid: one column on phones, two from 640 px, three from 1024 px. */
export function EventGrid({ events, eagerFirst = false }: { events: readonly Event[]; eagerFirst?: boolean }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} eager={eagerFirst && index < 3} />
        </li>
      ))}
    </ul>
  );
}
