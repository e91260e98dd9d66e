import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';
import { newUserRow } from '../features/users/new-user-row.ts';

/**
 * A `users` row for tests that write the database directly: an active member named 'Test User' with a dummy hash.
 * @param nowIso - its creation time, ISO 8601
 */
export function testUserRow(email: string, username: string, nowIso: string): Insertable<UsersTable> {
  return newUserRow({ name: 'Test User', username, email, password_hash: 'x', role: 'user', status: 'active' }, nowIso);
}
