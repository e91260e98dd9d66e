import { formatShortDate } from '@esdc/core/display';
import { Avatar } from '../../../components/avatar';
import type { AdminUser } from '../api/admin-types';
import { RoleBadge, UserStatusBadge, YouTag } from './status-badges';
import { RowActions } from './row-actions';
import { TableScroll, tdClass, thClass } from './table-scroll';
import { formatNumber } from '../../../lib/format';

/**
 * The Users table for wider screens (SPEC §2 Admin panel): name with avatar and username, email, role,
 * status (active coloured specially), points, joined date, and Edit / Delete per row.
 */
export function UsersTable({ users, currentUserId, onEdit, onDelete }: { users: AdminUser[]; currentUserId?: number; onEdit: (u: AdminUser) => void; onDelete: (u: AdminUser) => void }) {
  return (
    <TableScroll label="Users">
      <table className="w-full min-w-[50rem] border-collapse text-sm">
        <caption className="sr-only">Users</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>User</th>
            <th scope="col" className={thClass}>Email</th>
            <th scope="col" className={thClass}>Role</th>
            <th scope="col" className={thClass}>Status</th>
            <th scope="col" className={`${thClass} text-right`}>Points</th>
            <th scope="col" className={thClass}>Joined</th>
            <th scope="col" className={`${thClass} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="last:[&>*]:border-b-0 hover:bg-surface-2/60">
              <th scope="row" className={`${tdClass} text-left font-semibold`}>
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
              </th>
              <td className={`${tdClass} max-w-[16rem] truncate`}>{u.email}</td>
              <td className={tdClass}>
                <RoleBadge role={u.role} />
              </td>
              <td className={tdClass}>
                <UserStatusBadge status={u.status} />
                {u.status === 'suspended' && u.suspension_reason ? (
                  <span className="mt-1 block max-w-[12rem] truncate text-xs text-muted" title={u.suspension_reason}>
                    {u.suspension_reason}
                  </span>
                ) : null}
              </td>
              <td className={`${tdClass} text-right font-mono tabular-nums`}>{formatNumber(u.points)}</td>
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={u.joined_date}>{formatShortDate(u.joined_date)}</time>
              </td>
              <td className={tdClass}>
                <RowActions name={u.name} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} canDelete={u.id !== currentUserId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
