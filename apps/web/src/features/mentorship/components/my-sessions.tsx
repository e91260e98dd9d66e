import { MENTORSHIP_CHANGE_CUTOFF_HOURS, MENTORSHIP_MESSAGES } from '@esdc/core/mentorship';
import type { MentorshipSession } from '@esdc/core/mentorship-schemas';
import { CalendarDays, CalendarPlus, Star } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { ListCard } from '../../../components/list-card';
import { PagedList } from '../../../components/paged-list';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { notify, notifyOutcome } from '../../../lib/toast';
import { downloadSessionCalendar, SESSIONS_PAGE_SIZE, useCancelSession, useMySessions } from '../api/sessions';
import { FeedbackDialog, RescheduleDialog } from './session-dialogs';
import { sessionLabel } from './slot-time';

function SessionCard({
  session,
  onCancel,
  onReschedule,
  onFeedback,
}: {
  session: MentorshipSession;
  onCancel: (s: MentorshipSession) => void;
  onReschedule: (s: MentorshipSession) => void;
  onFeedback: (s: MentorshipSession) => void;
}) {
  const withWhom = session.role === 'mentee' ? session.mentor : session.mentee;
  const download = () =>
    void downloadSessionCalendar(session.id).catch((error: Error) => void notify(error.message || 'Failed to download the calendar file', 'error'));
  return (
    <ListCard lift={false}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={session.role === 'mentor' ? 'accent' : 'neutral'}>{session.role === 'mentor' ? 'You mentor' : 'You are the mentee'}</Badge>
        {session.status === 'cancelled' ? <Badge tone="danger">Cancelled</Badge> : null}
      </div>
      <h3 className="text-lg font-bold break-words">{withWhom ? `With ${withWhom.name}` : 'With a former member'}</h3>
      <p className="flex items-center gap-2 text-sm">
        <CalendarDays className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <time dateTime={session.starts_at}>{sessionLabel(session.starts_at, session.ends_at)}</time>
      </p>
      <p className="text-sm break-words whitespace-pre-line">
        <span className="font-semibold">Agenda: </span>
        {session.agenda}
      </p>
      {session.rating !== null ? (
        <p className="flex items-start gap-2 text-sm">
          <Star className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <span>
            Feedback: {session.rating} of 5{session.feedback ? ` — ${session.feedback}` : ''}
          </span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {session.status === 'booked' ? (
          <Button variant="secondary" size="sm" onClick={download}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Add to calendar (.ics)
          </Button>
        ) : null}
        {session.can_change ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => onReschedule(session)}>
              Reschedule
            </Button>
            <Button variant="danger" size="sm" onClick={() => onCancel(session)}>
              Cancel Session
            </Button>
          </>
        ) : null}
        {session.can_give_feedback ? (
          <Button size="sm" onClick={() => onFeedback(session)}>
            Leave Feedback
          </Button>
        ) : null}
      </div>
    </ListCard>
  );
}

/** One list of My Sessions: upcoming or past, paged. */
function SessionList({ when }: { when: 'upcoming' | 'past' }) {
  const [offset, setOffset] = useState(0);
  const list = useMySessions(when, offset);
  const cancel = useCancelSession();
  const [moving, setMoving] = useState<MentorshipSession | null>(null);
  const [rating, setRating] = useState<MentorshipSession | null>(null);
  const cancelling = useConfirm<MentorshipSession>((s) => ({
    title: 'Cancel this session?',
    message: 'The other side is told, and the slot is free again.',
    confirmLabel: 'Cancel Session',
    danger: true,
    onConfirm: () =>
      s &&
      cancel.mutate(
        s.id,
        notifyOutcome(MENTORSHIP_MESSAGES.cancelled, (e) => e.message || 'Failed to cancel the session'),
      ),
  }));
  if (list.isError) return <ErrorState title="Could not load your sessions" message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <LoadingState message="Loading sessions..." />;
  if (list.data.items.length === 0)
    return (
      <EmptyState
        icon={<CalendarDays className="size-10" />}
        title={when === 'upcoming' ? 'No upcoming sessions' : 'No past sessions'}
        description={when === 'upcoming' ? 'Book a session from Find Mentors.' : 'Sessions that ended or were cancelled show here.'}
      />
    );
  return (
    <>
      <PagedList query={list} page={list.data} pageSize={SESSIONS_PAGE_SIZE} noun="session" onOffsetChange={setOffset}>
        <ul className="grid gap-5 md:grid-cols-2">
          {list.data.items.map((s) => (
            <li key={s.id}>
              <SessionCard session={s} onCancel={cancelling.ask} onReschedule={setMoving} onFeedback={setRating} />
            </li>
          ))}
        </ul>
      </PagedList>
      {cancelling.dialog}
      <RescheduleDialog session={moving} onClose={() => setMoving(null)} />
      <FeedbackDialog session={rating} onClose={() => setRating(null)} />
    </>
  );
}

/**
 * My Sessions (docs/requirements.md §2 Mentorship): upcoming and past sessions as mentee or mentor, with Add to
 * calendar, Reschedule and Cancel Session until the cut-off, and the mentee's feedback after a session.
 */
export function MySessions() {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="sessions-upcoming" className="flex flex-col gap-4">
        <div>
          <h2 id="sessions-upcoming" className="text-xl font-bold">
            Upcoming
          </h2>
          <p className="text-sm text-muted">Sessions can be cancelled or rescheduled until {MENTORSHIP_CHANGE_CUTOFF_HOURS} hours before they start.</p>
        </div>
        <SessionList when="upcoming" />
      </section>
      <section aria-labelledby="sessions-past" className="flex flex-col gap-4">
        <h2 id="sessions-past" className="text-xl font-bold">
          Past
        </h2>
        <SessionList when="past" />
      </section>
    </div>
  );
}
