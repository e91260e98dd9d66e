import { formatEventDates, formatEventStart, useEventTimeZone } from '../lib/event-time';

/**
 * An event's dates in the member's time zone (UTC while a server-rendered page hydrates), in a `<time>` element.
 * @param short only the start, without the weekday (cards, tables)
 */
export function EventWhen({ start, end, short = false, className }: { start: string; end: string; short?: boolean; className?: string }) {
  const timeZone = useEventTimeZone();
  return (
    <time dateTime={start} className={className}>
      {short ? formatEventStart(start, timeZone) : formatEventDates(start, end, timeZone)}
    </time>
  );
}
