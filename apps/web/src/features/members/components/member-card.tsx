import { formatShortDate } from '@esdc/core/display';
import { paths } from '@esdc/core/routes';
import { CalendarDays, Mail, MapPin, Trophy, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import type { MemberSummary } from '../../../lib/members-api';
import { memberName } from './member-name';
import { ROLE_LABELS, roleTone } from './role-label';
import { formatNumber } from '../../../lib/format';

/**
 * A member in the directory's grid (SPEC §2 Community Members): avatar, name, @username, role, bio, location,
 * email (signed-in viewers), points, challenges and join date. The whole card opens /users/{username}.
 */
export function MemberCard({ member }: { member: MemberSummary }) {
  const name = memberName(member);
  const joined = formatShortDate(member.joined_date) || 'Recently';
  return (
    <article className="group relative flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] transition hover:-translate-y-0.5 hover:border-accent focus-within:border-accent">
      <div className="flex items-start gap-3">
        <Avatar name={name} src={member.avatar_url} githubUsername={member.github_username} size={56} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-bold">
            <Link
              to={paths.userProfile(member.username)}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] hover:text-accent-text focus-visible:after:ring-2 focus-visible:after:ring-accent"
            >
              {name}
            </Link>
          </h3>
          <p className="truncate font-mono text-sm text-muted">@{member.username}</p>
          {member.role !== 'user' ? (
            <Badge tone={roleTone(member.role)} className="mt-1.5">
              {ROLE_LABELS[member.role]}
            </Badge>
          ) : null}
        </div>
      </div>
      {member.bio ? <p className="line-clamp-2 text-sm text-fg">{member.bio}</p> : <p className="text-sm italic text-muted">No bio yet</p>}
      <ul className="flex flex-col gap-1.5 text-sm text-muted">
        {member.location ? (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Location: </span>
            <span className="truncate">{member.location}</span>
          </li>
        ) : null}
        {member.email ? (
          <li className="flex items-center gap-2">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Email: </span>
            <span className="truncate">{member.email}</span>
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          Joined {joined}
        </li>
      </ul>
      <dl className="mt-auto grid grid-cols-2 gap-2 border-t border-line pt-4 text-sm">
        <div className="flex items-center gap-2">
          <dt className="inline-flex">
            <Zap className="size-4 text-accent-text" aria-hidden="true" />
            <span className="sr-only">Points</span>
          </dt>
          <dd>
            <span className="font-mono font-bold">{formatNumber(member.points)}</span> <span className="text-muted">pts</span>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="inline-flex">
            <Trophy className="size-4 text-accent-text" aria-hidden="true" />
            <span className="sr-only">Challenges</span>
          </dt>
          <dd>
            <span className="font-mono font-bold">{member.completed_challenges}</span> <span className="text-muted">challenges</span>
          </dd>
        </div>
      </dl>
    </article>
  );
}
