import type { Mentor } from '@esdc/core/mentorship-schemas';
import { CalendarClock, Clock, Star } from 'lucide-react';
import { lazy } from 'react';
import { Badge } from '../../../components/badge';
import { IconDetail } from '../../../components/icon-detail';
import { ListCard } from '../../../components/list-card';
import { MemberAction } from '../../../components/member-action';
import { useSession } from '../../../lib/session';
import { slotLabel } from './slot-time';

const BookSessionDialog = lazy(() => import('./book-session-dialog'));

/**
 * One mentor of Find Mentors (docs/requirements.md §2 Mentorship): name, topics, bio, session length, average rating,
 * the next free slots in the reader's zone, and 'Book Session' (a sign-in link for visitors; none on one's own card).
 */
export function MentorCard({ mentor }: { mentor: Mentor }) {
  const { user } = useSession();
  const name = mentor.member?.name ?? 'Former member';
  const own = user !== null && user !== undefined && mentor.member?.id === user.id;
  return (
    <ListCard lift={false}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">{name}</h2>
          {mentor.member ? <p className="font-mono text-xs text-muted">@{mentor.member.username}</p> : null}
        </div>
        {mentor.rating !== null ? (
          <Badge tone="warning">
            <Star className="size-3" aria-hidden="true" />
            <span>
              {mentor.rating.toFixed(1)} <span className="sr-only">out of 5,</span> ({mentor.rating_count} {mentor.rating_count === 1 ? 'rating' : 'ratings'})
            </span>
          </Badge>
        ) : (
          <Badge>New mentor</Badge>
        )}
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
        {mentor.topics.map((topic) => (
          <li key={topic}>
            <Badge tone="accent">{topic}</Badge>
          </li>
        ))}
      </ul>
      <p className="text-sm whitespace-pre-line break-words">{mentor.bio}</p>
      <ul className="flex flex-col gap-1.5 text-sm text-muted">
        <IconDetail icon={Clock} label="Session length">
          {mentor.session_minutes} minutes
        </IconDetail>
        <IconDetail icon={CalendarClock} label="Next free slots">
          {mentor.next_slots.length ? mentor.next_slots.map((s) => slotLabel(s.starts_at)).join(' · ') : 'No free slots in the next two weeks'}
        </IconDetail>
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
        {own ? (
          <p className="text-sm text-muted">This is you.</p>
        ) : (
          <MemberAction
            action="mentorship:take-part"
            label="Book Session"
            signInLabel="Sign in to book a session"
            disabled={mentor.next_slots.length === 0}
            dialog={(props) => <BookSessionDialog {...props} mentor={mentor} />}
          />
        )}
      </div>
    </ListCard>
  );
}
