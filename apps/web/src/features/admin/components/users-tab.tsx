import { Users } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import type { AdminUser } from '../api/admin-types';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/list-admin-users';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminToolbar, CreateAction } from '../../../components/admin/admin-toolbar';
import { CreateUserDialog } from './create-user-dialog';
import { useDeleteConfirm } from '../../../components/admin/delete-confirm';
import { EditUserDialog } from './edit-user-dialog';
import { ROLE_OPTIONS, USER_STATUS_OPTIONS } from './option-labels';
import { toastOutcome } from '../../../components/admin/toast-outcome';
import { useAdminFilter } from '../../../components/admin/use-admin-filter';
import { useCreateParam } from '../../../components/admin/use-create-param';
import { useSearchedList } from '../../../components/admin/use-searched-list';
import { UserCard } from './user-cards';
import { usersTable } from './users-table';

/** Users per page. */
const PAGE_SIZE = 20;
const ROLE_FILTER = { id: 'admin-users-role', label: 'Role', allLabel: 'All roles', options: ROLE_OPTIONS };
const STATUS_FILTER = { id: 'admin-users-status', label: 'Status', allLabel: 'All statuses', options: USER_STATUS_OPTIONS };

/**
 * The Users tab (SPEC §2 Admin panel, §5 Admin create-user form, §8 Delete user): search (name, username,
 * email; server-side, debounced), role and status filters, Create, the table with Edit / Delete, paging,
 * and 'No users found' when nothing matches. Delete asks 'Are you sure you want to delete this user?'.
 */
export function UsersTab() {
  const session = useSession();
  const role = useAdminFilter(ROLE_FILTER);
  const status = useAdminFilter(STATUS_FILTER);
  const { search, ...found } = useSearchedList(useAdminUsers, { role: role.value, status: status.value }, PAGE_SIZE);

  // The directory's 'Add User' (SPEC §2 Community Members) links to /admin?create=user: open the form at once.
  const [creating, setCreating] = useCreateParam('user');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const remove = useDeleteAdminUser();
  const deleting = useDeleteConfirm<AdminUser>(
    { title: (u) => (u ? `Delete ${u.name}?` : 'Delete user?'), message: () => 'Are you sure you want to delete this user?' },
    (user) => remove.mutate(user.id, toastOutcome('User deleted successfully', 'Failed to delete user')),
  );

  const actions = { currentUserId: session.user?.id, onEdit: setEditing, onDelete: deleting.ask };
  return (
    <div className="flex flex-col gap-5">
      <AdminToolbar search={{ id: 'admin-users-search', label: 'Search users', placeholder: 'Name, username or email', ...search }}>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          {role.select}
          {status.select}
        </div>
        <CreateAction label="Create User" onClick={() => setCreating(true)} />
      </AdminToolbar>
      <AdminList
        source={found}
        what="users"
        one="user"
        none={{ icon: Users, hint: 'Try another search or clear the filters.' }}
        table={usersTable(actions)}
        card={(u) => <UserCard user={u} {...actions} />}
      />
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      {deleting.dialog}
    </div>
  );
}
