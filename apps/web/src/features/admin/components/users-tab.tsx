import type { UserRole, UserStatus } from '@esdc/core/user';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import type { AdminUser } from '../api/admin-types';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/list-admin-users';
import { AdminList } from '../../../components/admin/admin-list';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { EditUserDialog } from './edit-user-dialog';
import { FilterSelect } from '../../../components/filter-select';
import { ROLE_OPTIONS, USER_STATUS_OPTIONS } from './option-labels';
import { SearchBox } from '../../../components/admin/search-box';
import { withServerMessage } from '../../../components/admin/server-message';
import { useCreateParam } from '../../../components/admin/use-create-param';
import { useListSearch } from '../../../components/admin/use-list-search';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';
import { NoneFound } from '../../../components/admin/none-found';

/** Users per page. */
const PAGE_SIZE = 20;

/**
 * The Users tab (SPEC §2 Admin panel, §5 Admin create-user form, §8 Delete user): search (name, username,
 * email; server-side, debounced), role and status filters, Create, the table with Edit / Delete, paging,
 * and 'No users found' when nothing matches. Delete asks 'Are you sure you want to delete this user?'.
 */
export function UsersTab() {
  const session = useSession();
  const [role, setRole] = useState<UserRole | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const { text, setText, q, paging, keepOnPage } = useListSearch([role, status], PAGE_SIZE);
  const users = useAdminUsers({ q, role, status, limit: PAGE_SIZE, offset: paging.offset });
  keepOnPage(users);

  // The directory's 'Add User' (SPEC §2 Community Members) links to /admin?create=user: open the form at once.
  const [creating, setCreating] = useCreateParam('user');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const remove = useDeleteAdminUser();

  const confirmDelete = (user: AdminUser) => {
    remove.mutate(user.id, {
      onSuccess: () => void notify('User deleted successfully', 'success'),
      onError: (error) => void notify(withServerMessage('Failed to delete user', error), 'error'),
    });
  };

  const actions = { currentUserId: session.user?.id, onEdit: setEditing, onDelete: setDeleting };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox id="admin-users-search" label="Search users" placeholder="Name, username or email" value={text} onChange={setText} />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <FilterSelect className="sm:w-44" id="admin-users-role" label="Role" allLabel="All roles" value={role} options={ROLE_OPTIONS} onChange={setRole} />
          <FilterSelect
            className="sm:w-44"
            id="admin-users-status"
            label="Status"
            allLabel="All statuses"
            value={status}
            options={USER_STATUS_OPTIONS}
            onChange={setStatus}
          />
        </div>
        <Button onClick={() => setCreating(true)} className="sm:ml-auto">
          <Plus className="size-4" aria-hidden="true" />
          Create User
        </Button>
      </div>
      <AdminList
        list={users}
        what="users"
        one="user"
        empty={<NoneFound title="No users found" icon={Users} filtered={Boolean(q || role || status)} hint="Try another search or clear the filters." />}
        paging={paging}
        cards={(rows) => <UserCards users={rows} {...actions} />}
        table={(rows) => <UsersTable users={rows} {...actions} />}
      />
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete user?'}
        message="Are you sure you want to delete this user?"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
