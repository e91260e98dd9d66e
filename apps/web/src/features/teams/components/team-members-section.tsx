import { TEAM_ROLE_LABELS } from '@esdc/core/team';
import type { Team, TeamMember } from '@esdc/core/team-schemas';
import { Crown, UserMinus, UserPlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { notifyOutcome } from '../../../lib/toast';
import { useRemoveMember, useSaveTeam } from '../api/save-team';
import { LazyInviteDialog } from './lazy-dialogs';

/**
 * A team's members with their roles (docs/requirements.md §2 Teams), the lead first. Whoever runs the team (its lead,
 * or an admin) gets 'Invite', and on each member 'Make lead' and 'Remove' (both confirmed).
 * @param manages whether the reader runs the team
 */
export function TeamMembersSection({ team, manages }: { team: Team; manages: boolean }) {
  const [inviting, setInviting] = useState(false);
  const remove = useRemoveMember();
  const save = useSaveTeam();
  const removal = useConfirm<TeamMember>((member) => ({
    title: 'Remove member',
    message: `Remove ${member?.name ?? 'this member'} from ${team.name}?`,
    confirmLabel: 'Remove',
    danger: true,
    onConfirm: () =>
      member &&
      remove.mutate(
        { teamId: team.id, userId: member.id },
        notifyOutcome('Member removed', (e) => e.message),
      ),
  }));
  const handover = useConfirm<TeamMember>((member) => ({
    title: 'Make team lead',
    message: `Make ${member?.name ?? 'this member'} the lead of ${team.name}? You stay in the team as a member.`,
    confirmLabel: 'Make lead',
    onConfirm: () =>
      member &&
      save.mutate(
        { id: team.id, body: { lead_id: member.id } },
        notifyOutcome('Team saved', (e) => e.message),
      ),
  }));
  return (
    <SectionCard
      title={`Members (${team.members.length})`}
      action={
        manages ? (
          <Button size="sm" onClick={() => setInviting(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            Invite
          </Button>
        ) : null
      }
    >
      <ul aria-label="Team members" className="divide-y divide-line">
        {team.members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
            <Avatar name={member.name} src={member.avatar_url} size={40} />
            <div className="min-w-[9rem] flex-1">
              <Link to={`/users/${member.username}`} className="block truncate font-semibold hover:text-accent-text">
                {member.name}
              </Link>
              <span className="block truncate font-mono text-xs text-muted">@{member.username}</span>
            </div>
            <Badge tone={member.role === 'lead' ? 'accent' : 'neutral'}>
              {member.role === 'lead' ? <Crown className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" /> : null}
              {TEAM_ROLE_LABELS[member.role]}
            </Badge>
            {manages && member.role !== 'lead' ? (
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => handover.ask(member)} aria-label={`Make ${member.name} the team lead`}>
                  <Crown className="size-4" aria-hidden="true" />
                  Make lead
                </Button>
                <Button size="sm" variant="ghost" onClick={() => removal.ask(member)} aria-label={`Remove ${member.name}`}>
                  <UserMinus className="size-4" aria-hidden="true" />
                  Remove
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {removal.dialog}
      {handover.dialog}
      {inviting ? (
        <Suspense fallback={null}>
          <LazyInviteDialog open onOpenChange={setInviting} teamId={team.id} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
