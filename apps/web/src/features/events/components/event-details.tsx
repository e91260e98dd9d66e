import type { Event } from '@esdc/core/event';
import { paths } from '@esdc/core/routes';
import { CalendarClock, MapPin, MonitorSmartphone, Tag, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { IconLabel } from '../../../components/icon-label';
import { SectionCard } from '../../../components/section-card';
import { formatPoints } from '../../../lib/format';
import { EVENT_MODE_LABELS } from '../lib/event-display';
import { EventWhen } from './event-when';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <IconLabel as="dt" icon={icon} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </IconLabel>
      <dd className="mt-0.5 break-words pl-6 text-sm">{children}</dd>
    </div>
  );
}

/**
 * The facts of an event (SPEC §3 Event): when (in the member's time zone), where and how (mode), tags, the points
 * attending earns, and the organisers (linked to their profiles) with who created it.
 */
export function EventDetails({ event }: { event: Event }) {
  return (
    <SectionCard title="Details">
      <div className="flex flex-col gap-4">
        <dl className="flex flex-col gap-4">
          <Row icon={<CalendarClock className="size-4" />} label="When">
            <EventWhen start={event.start_date} end={event.end_date} />
          </Row>
          <Row icon={event.mode === 'online' ? <MonitorSmartphone className="size-4" /> : <MapPin className="size-4" />} label="Where">
            {EVENT_MODE_LABELS[event.mode]}
            {event.location ? ` · ${event.location}` : ''}
          </Row>
          {event.tags.length > 0 ? (
            <Row icon={<Tag className="size-4" />} label="Tags">
              <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Tags">
                {event.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
                    {tag}
                  </li>
                ))}
              </ul>
            </Row>
          ) : null}
          {event.attendance_points > 0 ? (
            <Row icon={<Trophy className="size-4" />} label="Attending earns">
              {formatPoints(event.attendance_points)}
            </Row>
          ) : null}
        </dl>
        <div className="border-t border-line pt-4">
          <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">Organisers</h3>
          {event.organizers.length === 0 && !event.created_by ? <p className="text-sm text-muted">Not listed</p> : null}
          <ul className="flex flex-col gap-3">
            {event.organizers.map((person) => (
              <li key={person.id} className="flex items-center gap-3">
                <Avatar name={person.name} src={person.avatar_url} size={36} />
                <Link to={paths.userProfile(person.username)} className="min-w-0 truncate text-sm font-semibold hover:text-accent-text hover:underline">
                  {person.name}
                  <span className="ml-1 font-normal text-muted">@{person.username}</span>
                </Link>
              </li>
            ))}
          </ul>
          {event.created_by ? (
            <p className="mt-3 text-sm text-muted">
              Created by{' '}
              <Link to={paths.userProfile(event.created_by.username)} className="font-semibold text-accent-text hover:underline">
                {event.created_by.name}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}
