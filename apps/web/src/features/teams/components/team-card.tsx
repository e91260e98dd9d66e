import { TEAM_ROLE_LABELS, teamPath } from '@esdc/core/team';
import type { TeamSummary } from '@esdc/core/team-schemas';
import { Crown, Users } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { CardLink } from '../../../components/list-card';
import { TeamAvatar } from './team-avatar';

/**
 * A team on the /teams grid (docs/requirements.md §2 Teams): avatar, name (the link to its page), focus area, the
 * reader's role, description, lead and member count.
 */
export function TeamCard({ team }: { team: TeamSummary }) {
  return (
    <article className="group relative flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] transition hover:border-accent">
      <div className="flex items-start gap-3">
        <TeamAvatar team={team} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold leading-tight">
            <CardLink to={teamPath(team.id)}>{team.name}</CardLink>
          </h3>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone="accent">{team.focus_area}</Badge>
            {team.viewer_role ? <Badge tone="success">{TEAM_ROLE_LABELS[team.viewer_role]}</Badge> : null}
          </div>
        </div>
      </div>
      {team.description ? <p className="line-clamp-3 text-sm leading-relaxed text-muted">{team.description}</p> : null}
      <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line pt-3 text-sm text-muted">
        {team.lead ? (
          <div className="flex items-center gap-1.5">
            <dt>
              <Crown className="size-4" aria-hidden="true" />
              <span className="sr-only">Team lead</span>
            </dt>
            <dd className="font-medium text-fg">{team.lead.name}</dd>
          </div>
        ) : null}
        <div className="flex items-center gap-1.5">
          <dt>
            <Users className="size-4" aria-hidden="true" />
            <span className="sr-only">Members</span>
          </dt>
          <dd>
            {team.member_count} {team.member_count === 1 ? 'member' : 'members'}
          </dd>
        </div>
      </dl>
    </article>
  );
}
