import type { AdminUser } from '@esdc/core/admin-user-schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicUser } from '../../../test/fixtures';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';

const user = (id: number, name: string): AdminUser => ({
  ...publicUser({ id, name, username: name.toLowerCase().replace(/\s+/g, '_'), email: `${id}@example.com`, role: id === 1 ? 'admin' : 'user', points: 1300 }),
  suspension_reason: null,
});

const users = [user(1, 'Club Admin'), user(2, 'Priya Raman')];
const noop = () => {};

describe("the admin's own row", () => {
  it.each([
    ['table', UsersTable],
    ['cards', UserCards],
  ])('%s: offers Edit on every row and Delete on every row but their own', (_, List) => {
    render(<List users={users} currentUserId={1} onEdit={noop} onDelete={noop} />);
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
    render(<List users={[users[0]!, unverified]} currentUserId={1} onEdit={noop} onDelete={noop} />);
    expect(screen.getAllByText('Email verified')).toHaveLength(1);
    expect(screen.getAllByText('Email unverified')).toHaveLength(1);
  });
});
