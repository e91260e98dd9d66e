import { formatShortDate } from '@esdc/core/display';
import { ChevronRight } from 'lucide-react';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import type { MemberSummary } from '../../../lib/members-api';
import { memberName } from './member-name';
import { MemberProfileLink } from './member-profile-link';
import { ROLE_LABELS, roleTone } from './role-label';
import { formatNumber } from '../../../lib/format';

/**
 * A member in the directory's list view (SPEC §2 Community Members): one row with avatar, name, @username,
 * role, points, challenges and join date; the row opens /users/{username}.
 */
export function MemberRow({ member }: { member: MemberSummary }) {
  const name = memberName(member);
  return (
    <div className="group relative flex items-center gap-3 px-4 py-3 transition hover:bg-surface-2 sm:gap-4 sm:px-5">
      <Avatar name={name} src={member.avatar_url} githubUsername={member.github_username} size={44} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="truncate font-bold">
            <MemberProfileLink username={member.username} name={name} overlayClassName="focus-visible:after:ring-inset" />
          </h3>
          <Badge tone={roleTone(member.role)}>{ROLE_LABELS[member.role]}</Badge>
        </div>
        <p className="truncate font-mono text-sm text-muted">
          @{member.username}
          {member.email ? <span className="hidden md:inline"> · {member.email}</span> : null}
        </p>
      </div>
      <dl className="hidden shrink-0 grid-cols-3 gap-6 text-right text-sm sm:grid">
        <div>
          <dt className="text-xs text-muted">Points</dt>
          <dd className="font-mono font-bold">{member.points}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Challenges</dt>
          <dd className="font-mono font-bold">{member.completed_challenges}</dd>
        </div>
        <div className="w-24">
          <dt className="text-xs text-muted">Joined</dt>
          <dd className="font-medium">{formatShortDate(member.joined_date) || 'Recently'}</dd>
        </div>
      </dl>
      <p className="shrink-0 font-mono text-sm font-bold sm:hidden">
        {formatNumber(member.points)}
        <span className="font-sans text-xs font-normal text-muted"> pts</span>
      </p>
      <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden="true" />
    </div>
  );
}
