import { formatShortDate } from '@esdc/core/display';
import { Avatar } from '../../../components/avatar';
import { formatNumber } from '../../../lib/format';
import type { AdminUser } from '../api/admin-types';
import { CardFacts } from '../../../components/admin/card-list';
import { RowActions, type RowHandlers } from '../../../components/admin/row-actions';
import { EmailVerifiedBadge, RoleBadge, UserStatusBadge, YouTag } from './status-badges';

/**
 * A user as a card for narrow screens (390 px), with the same facts and actions as the Users table
 * (SPEC §2 Admin panel).
 * @param currentUserId the signed-in admin, whose card has no Delete
 */
export function UserCard({ user: u, currentUserId, onEdit, onDelete }: { user: AdminUser; currentUserId?: number } & RowHandlers<AdminUser>) {
  return (
    <>
      <div className="flex items-start gap-3">
        <Avatar name={u.name} src={u.avatar_url} githubUsername={u.github_username} size={40} />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 font-semibold">
            <span className="truncate">{u.name}</span>
            {u.id === currentUserId ? <YouTag /> : null}
          </p>
          <p className="truncate font-mono text-xs text-muted">@{u.username}</p>
          <p className="truncate text-sm">{u.email}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <RoleBadge role={u.role} />
        <UserStatusBadge status={u.status} />
        <EmailVerifiedBadge verifiedAt={u.email_verified_at} />
      </div>
      {u.status === 'suspended' && u.suspension_reason ? (
        <p className="text-sm text-muted">
          <span className="font-semibold text-fg">Suspended because:</span> {u.suspension_reason}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
        <CardFacts
          className="flex gap-5"
          facts={[
            { label: 'Points', numeric: true, value: formatNumber(u.points) },
            { label: 'Joined', value: <time dateTime={u.joined_date}>{formatShortDate(u.joined_date)}</time> },
          ]}
        />
        <RowActions name={u.name} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} canDelete={u.id !== currentUserId} />
      </div>
    </>
  );
}
