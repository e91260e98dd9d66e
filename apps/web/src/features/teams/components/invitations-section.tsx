import { teamPath } from '@esdc/core/team';
import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { notifyOutcome } from '../../../lib/toast';
import { useAnswerInvitation, useMyInvitations } from '../api/team-invitations';
import { TeamAvatar } from './team-avatar';

/**
 * The signed-in member's pending invitations on /teams (docs/requirements.md §2 Teams: 'Invitations'), each with
 * 'Accept' and 'Decline'; nothing when there are none.
 */
export function InvitationsSection() {
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const items = invitations.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="team-invitations" className="mb-10">
      <h2 id="team-invitations" className="mb-4 text-xl font-bold tracking-tight">
        Invitations
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-accent bg-surface p-4 shadow-[var(--shadow-card)]"
          >
            <TeamAvatar team={invitation.team} />
            <p className="min-w-0 flex-1 text-sm">
              <Link to={teamPath(invitation.team.id)} className="font-semibold hover:text-accent-text">
                {invitation.team.name}
              </Link>
              <span className="block text-muted">{invitation.invited_by ? `Invited by ${invitation.invited_by.name}` : 'You are invited'}</span>
            </p>
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate(
                    { id: invitation.id, accept: true },
                    notifyOutcome('You joined the team', (e) => e.message),
                  )
                }
                aria-label={`Accept the invitation to ${invitation.team.name}`}
              >
                <Check className="size-4" aria-hidden="true" />
                Accept
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate(
                    { id: invitation.id, accept: false },
                    notifyOutcome('Invitation declined', (e) => e.message),
                  )
                }
                aria-label={`Decline the invitation to ${invitation.team.name}`}
              >
                <X className="size-4" aria-hidden="true" />
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
