import type { UserRole, UserStatus } from '@esdc/core/user';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { AdminUser } from '../api/admin-types';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/list-admin-users';
import { ACCESS_DENIED } from './access-denied';
import { CreateUserDialog } from './create-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { FilterSelect } from './filter-select';
import { ROLE_OPTIONS, USER_STATUS_OPTIONS } from './option-labels';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { isForbidden, withServerMessage } from './server-message';
import { clampOffset, usePagedOffset } from './use-paged-offset';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';

/** Users per page. */
const PAGE_SIZE = 20;
/** Delay before a typed search asks the server (SPEC §9: 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Users tab (SPEC §2 Admin panel, §5 Admin create-user form, §8 Delete user): search (name, username,
 * email; server-side, debounced), role and status filters, Create, the table with Edit / Delete, paging,
 * and 'No users found' when nothing matches. Delete asks 'Are you sure you want to delete this user?'.
 */
export function UsersTab() {
  const session = useSession();
  const [text, setText] = useState('');
  const [role, setRole] = useState<UserRole | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [offset, setOffset] = usePagedOffset(JSON.stringify([q, role, status]));
  const users = useAdminUsers({ q, role, status, limit: PAGE_SIZE, offset });

  // The directory's 'Add User' (SPEC §2 Community Members) links to /admin?create=user: open the form at once.
  const [params, setParams] = useSearchParams();
  const [creating, setCreatingState] = useState(() => params.get('create') === 'user');
  const setCreating = (open: boolean) => {
    setCreatingState(open);
    if (!open && params.has('create')) {
      const next = new URLSearchParams(params);
      next.delete('create');
      setParams(next, { replace: true });
    }
  };
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const remove = useDeleteAdminUser();

  const page = users.data;
  if (page && !users.isPlaceholderData) {
    const clamped = clampOffset(offset, PAGE_SIZE, page.total, page.items.length);
    if (clamped !== offset) setOffset(clamped);
  }

  const confirmDelete = (user: AdminUser) => {
    remove.mutate(user.id, {
      onSuccess: () => void notify('User deleted successfully', 'success'),
      onError: (error) => void notify(withServerMessage('Failed to delete user', error), 'error'),
    });
  };

  let body;
  if (users.isPending) body = <LoadingState message="Loading users..." />;
  else if (users.isError && !page)
    body = isForbidden(users.error) ? (
      <ErrorState title={ACCESS_DENIED} />
    ) : (
      <ErrorState title="Failed to load users" message={users.error.message} onRetry={() => void users.refetch()} />
    );
  else if (!page || page.items.length === 0)
    body = <EmptyState title="No users found" description={q || role || status ? 'Try another search or clear the filters.' : undefined} icon={<Users className="size-10" />} />;
  else
    body = (
      <>
        <div className="md:hidden">
          <UserCards users={page.items} currentUserId={session.user?.id} onEdit={setEditing} onDelete={setDeleting} />
        </div>
        <div className="hidden md:block">
          <UsersTable users={page.items} currentUserId={session.user?.id} onEdit={setEditing} onDelete={setDeleting} />
        </div>
        <Pagination what="users" offset={offset} limit={PAGE_SIZE} total={page.total} onOffsetChange={setOffset} />
      </>
    );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox id="admin-users-search" label="Search users" placeholder="Name, username or email" value={text} onChange={setText} />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <FilterSelect id="admin-users-role" label="Role" allLabel="All roles" value={role} options={ROLE_OPTIONS} onChange={setRole} />
          <FilterSelect id="admin-users-status" label="Status" allLabel="All statuses" value={status} options={USER_STATUS_OPTIONS} onChange={setStatus} />
        </div>
        <Button onClick={() => setCreating(true)} className="sm:ml-auto">
          <Plus className="size-4" aria-hidden="true" />
          Create User
        </Button>
      </div>
      <div aria-live="polite" className="sr-only">
        {page && !users.isFetching ? `${page.total} ${page.total === 1 ? 'user' : 'users'} found` : ''}
      </div>
      {body}
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <EditUserDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete user?'}
        message="Are you sure you want to delete this user?"
        confirmLabel="Delete"
        danger
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </div>
  );
}
