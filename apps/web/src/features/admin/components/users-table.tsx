import { formatShortDate } from '@esdc/core/display';
import { Avatar } from '../../../components/avatar';
import { formatNumber } from '../../../lib/format';
import type { AdminUser } from '../api/admin-types';
import type { AdminTable } from '../../../components/admin/admin-list';
import { RowActions, type RowHandlers } from '../../../components/admin/row-actions';
import { EmailVerifiedBadge, RoleBadge, UserStatusBadge, YouTag } from './status-badges';

/**
 * The Users table for wider screens (SPEC §2 Admin panel): name with avatar and username, email, role,
 * status (active coloured specially), points, joined date, and Edit / Delete per row.
 * @param currentUserId the signed-in admin, whose row has no Delete
 * @returns the table's columns and width
 */
export function usersTable({ currentUserId, onEdit, onDelete }: { currentUserId?: number } & RowHandlers<AdminUser>): AdminTable<AdminUser> {
  return {
    minWidth: 'min-w-[50rem]',
    columns: [
      {
        header: 'User',
        cell: (u) => (
          <span className="flex items-center gap-3">
            <Avatar name={u.name} src={u.avatar_url} githubUsername={u.github_username} size={32} />
            <span className="min-w-0">
              <span className="flex items-center gap-2">
                <span className="max-w-[14rem] truncate">{u.name}</span>
                {u.id === currentUserId ? <YouTag /> : null}
              </span>
              <span className="block max-w-[14rem] truncate font-mono text-xs font-normal text-muted">@{u.username}</span>
            </span>
          </span>
        ),
      },
      {
        header: 'Email',
        cell: (u) => (
          <>
            <span className="block max-w-[16rem] truncate">{u.email}</span>
            <EmailVerifiedBadge verifiedAt={u.email_verified_at} className="mt-1" />
          </>
        ),
      },
      { header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
      {
        header: 'Status',
        cell: (u) => (
          <>
            <UserStatusBadge status={u.status} />
            {u.status === 'suspended' && u.suspension_reason ? (
              <span className="mt-1 block max-w-[12rem] truncate text-xs text-muted" title={u.suspension_reason}>
                {u.suspension_reason}
              </span>
            ) : null}
          </>
        ),
      },
      { header: 'Points', numeric: true, cell: (u) => formatNumber(u.points) },
      { header: 'Joined', className: 'whitespace-nowrap', cell: (u) => <time dateTime={u.joined_date}>{formatShortDate(u.joined_date)}</time> },
      {
        header: 'Actions',
        alignRight: true,
        cell: (u) => <RowActions name={u.name} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} canDelete={u.id !== currentUserId} />,
      },
    ],
  };
}
