import type { EventRegistrationEntry, EventRegistrations } from '@esdc/core/event';
import { CircleCheck, Clock } from 'lucide-react';
import { Avatar } from '../../../components/avatar';
import { formatNumber } from '../../../lib/format';
import { EventWhen } from './event-when';

function Entry({ entry }: { entry: EventRegistrationEntry }) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Avatar name={entry.member.name} src={entry.member.avatar_url} size={32} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{entry.member.name}</p>
        <p className="truncate font-mono text-xs text-muted">@{entry.member.username}</p>
      </div>
      {entry.status === 'waitlisted' ? (
        <span className="shrink-0 font-mono text-sm text-muted">#{entry.waitlist_position}</span>
      ) : entry.checked_in_at ? (
        <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-success">
          <CircleCheck className="size-4" aria-hidden="true" />
          Checked in
          <span className="sr-only">
            {' '}
            at <EventWhen start={entry.checked_in_at} end={entry.checked_in_at} short />
          </span>
        </span>
      ) : (
        <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted">
          <Clock className="size-4" aria-hidden="true" />
          Not yet
        </span>
      )}
    </li>
  );
}

/**
 * An event's registrations for its organisers (SPEC §2 Events check-in): the registered members in sign-up order
 * with their check-in state and how many are in, then the waitlist in line order.
 */
export function RegistrationList({ registrations }: { registrations: EventRegistrations }) {
  const { registered, waitlisted, checked_in } = registrations;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="registered-heading">
        <h2 id="registered-heading" className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-bold">
          Registered ({formatNumber(registered.length)})
          <span className="text-sm font-semibold text-muted">
            {formatNumber(checked_in)} of {formatNumber(registered.length)} checked in
          </span>
        </h2>
        {registered.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Nobody has registered yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line" aria-label="Registered members">
            {registered.map((entry) => (
              <Entry key={entry.member.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
      {waitlisted.length > 0 ? (
        <section aria-labelledby="waitlist-heading">
          <h2 id="waitlist-heading" className="text-lg font-bold">
            Waitlist ({formatNumber(waitlisted.length)})
          </h2>
          <ul className="mt-2 divide-y divide-line" aria-label="Waitlist">
            {waitlisted.map((entry) => (
              <Entry key={entry.member.id} entry={entry} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
