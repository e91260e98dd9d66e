import type { AdminUser } from '@esdc/core/admin-user-schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicUser } from '../../../test/fixtures';
import { DataTable } from '../../../components/admin/data-table';
import { UserCard } from './user-cards';
import { usersTable } from './users-table';

const user = (id: number, name: string): AdminUser => ({
  ...publicUser({ id, name, username: name.toLowerCase().replace(/\s+/g, '_'), email: `${id}@example.com`, role: id === 1 ? 'admin' : 'user', points: 1300 }),
  suspension_reason: null,
});

const users = [user(1, 'Club Admin'), user(2, 'Priya Raman')];
const noop = () => {};
const handlers = { currentUserId: 1, onEdit: noop, onDelete: noop };

/** The users as the Users tab shows them: as the table (wide) or as cards (narrow). */
function UsersTable({ users: rows }: { users: AdminUser[] }) {
  return <DataTable label="Users" rows={rows} {...usersTable(handlers)} />;
}
function UserCards({ users: rows }: { users: AdminUser[] }) {
  return rows.map((u) => <UserCard key={u.id} user={u} {...handlers} />);
}

describe("the admin's own row", () => {
  it.each([
    ['table', UsersTable],
    ['cards', UserCards],
  ])('%s: offers Edit on every row and Delete on every row but their own', (_, List) => {
    render(<List users={users} />);
    expect(screen.getByRole('button', { name: 'Edit Club Admin' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete Club Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Priya Raman' })).toBeDefined();
    expect(screen.getAllByText('1,300').length).toBeGreaterThan(0);
  });
});

describe('email verification state', () => {
  it.each([
    ['table', UsersTable],
    ['cards', UserCards],
  ])('%s: shows whether each member confirmed their email', (_, List) => {
    const unverified = { ...user(3, 'Noor Haddad'), email_verified_at: null };
    render(<List users={[users[0]!, unverified]} />);
    expect(screen.getAllByText('Email verified')).toHaveLength(1);
    expect(screen.getAllByText('Email unverified')).toHaveLength(1);
  });
});
