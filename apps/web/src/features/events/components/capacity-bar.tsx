import { capacityText, waitlistText, type EventCapacityView } from '../lib/event-display';

/**
 * The capacity of an event (SPEC §2 Events "capacity shown", "capacity bar"): '12 / 20 registered' (or 'Full —
 * waitlist open') with a meter of the places taken, and the waitlist's length. Without a limit, only the count.
 */
export function CapacityBar({ event, now }: { event: EventCapacityView; now?: Date }) {
  const text = capacityText(event, now);
  const waiting = waitlistText(event);
  const max = event.max_participants;
  const taken = max === null ? 0 : Math.min(event.registered_participants, max);
  const percent = max === null ? 0 : Math.round((taken / max) * 100);
  const full = max !== null && event.registered_participants >= max;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className={`font-semibold ${full ? 'text-warning' : 'text-fg'}`}>{text}</span>
        {waiting ? <span className="text-muted">{waiting}</span> : null}
      </p>
      {max !== null ? (
        <div
          role="meter"
          aria-label="Places taken"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={taken}
          aria-valuetext={`${taken} of ${max} places taken`}
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div className={`h-full rounded-full ${full ? 'bg-warning' : 'bg-accent'}`} style={{ width: `${percent}%` }} />
        </div>
      ) : null}
    </div>
  );
}
