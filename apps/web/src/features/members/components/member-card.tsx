import { formatShortDate } from '@esdc/core/display';
import { CalendarDays, Mail, MapPin, Trophy, Zap } from 'lucide-react';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { IconDetail } from '../../../components/icon-detail';
import type { MemberSummary } from '../../../lib/members-api';
import { memberName } from './member-name';
import { MemberProfileLink } from './member-profile-link';
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
            <MemberProfileLink username={member.username} name={name} overlayClassName="after:rounded-[var(--radius-card)]" />
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
          <IconDetail icon={MapPin} label="Location">
            <span className="truncate">{member.location}</span>
          </IconDetail>
        ) : null}
        {member.email ? (
          <IconDetail icon={Mail} label="Email">
            <span className="truncate">{member.email}</span>
          </IconDetail>
        ) : null}
        <IconDetail icon={CalendarDays}>Joined {joined}</IconDetail>
      </ul>
      <dl className="mt-auto grid grid-cols-2 gap-2 border-t border-line pt-4 text-sm">
        {[
          { icon: Zap, label: 'Points', value: formatNumber(member.points), unit: 'pts' },
          { icon: Trophy, label: 'Challenges', value: member.completed_challenges, unit: 'challenges' },
        ].map(({ icon: Icon, label, value, unit }) => (
          <div key={label} className="flex items-center gap-2">
            <dt className="inline-flex">
              <Icon className="size-4 text-accent-text" aria-hidden="true" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd>
              <span className="font-mono font-bold">{value}</span> <span className="text-muted">{unit}</span>
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
