import type { Insertable } from 'kysely';
import type { UsersTable } from '../../db/schema.ts';
import { EMPTY_PROFILE } from './empty-profile.ts';

/** What a new account must be given; every other optional column may be given too (SPEC §4 users). */
export type NewUserFields = Pick<UsersTable, 'name' | 'username' | 'email' | 'password_hash' | 'role' | 'status'> &
  Partial<Omit<Insertable<UsersTable>, 'id' | 'created_at' | 'updated_at'>>;

/**
 * The `users` row for a new account (registration, the admin's Create, the seed): the given fields, every profile
 * field not given empty (null), points at the column default, and created/updated at `nowIso`.
 * @param fields - name, username, email, password hash, role and status, plus any other column to set
 * @param nowIso - the creation time, ISO 8601
 * @returns the row to insert
 */
export function newUserRow(fields: NewUserFields, nowIso: string): Insertable<UsersTable> {
  return {
    ...EMPTY_PROFILE,
    // email_verified_at is left to the column's default (null: unverified) unless given.
    ...fields,
    created_at: nowIso,
    updated_at: nowIso,
  };
}
