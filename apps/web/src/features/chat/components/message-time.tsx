/** Hours and minutes in the reader's time zone. */
const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
/** Day, hours and minutes, for a message not from today. */
const DAY_TIME = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
/** The full date and time, for the tooltip. */
const FULL = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/**
 * When a message was sent: the time for today's messages, the day and time for older ones, the full date on hover.
 * (Only signed-in members see messages, and only after hydration, so the reader's own zone is safe to use.)
 */
export function MessageTime({ iso }: { iso: string }) {
  const at = new Date(iso);
  const today = at.toDateString() === new Date().toDateString();
  return (
    <time dateTime={iso} title={FULL.format(at)} className="text-xs text-muted">
      {(today ? TIME : DAY_TIME).format(at)}
    </time>
  );
}
