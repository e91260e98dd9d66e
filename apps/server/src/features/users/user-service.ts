import type { ProfileUpdateInput, PublicUser, UserSearchResult } from '@esdc/core/user';
import type { profileUpdateSchema } from '@esdc/core/user';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { publicUserColumns, toPublicUser } from '../../platform/user-mapper.ts';

/**
 * Finds one user by id.
 * @throws AppError 404 'User not found'
 */
export async function getUser(db: Kysely<DB>, id: number): Promise<PublicUser> {
  const row = await db.selectFrom('users').select(publicUserColumns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('User not found');
  return toPublicUser(row);
}

/**
 * Contributor search (SPEC §2 Create Project modal, §3 Contributor search result): active users whose name,
 * username or email contains `q`, case-insensitive, at most `limit`.
 */
export async function searchUsers(db: Kysely<DB>, q: string, limit: number): Promise<UserSearchResult[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('status', '=', 'active')
    .where(containsText(['name', 'username', 'email'], q))
    .orderBy('name')
    .limit(limit)
    .execute();
}

/**
 * Updates a member's own profile fields (SPEC §3 User).
 * @throws AppError 404 when the user is gone
 */
export async function updateProfile(
  db: Kysely<DB>,
  id: number,
  input: z.output<typeof profileUpdateSchema> | ProfileUpdateInput,
  now: Date,
): Promise<PublicUser> {
  const values: Record<string, string | null> = {};
  for (const key of ['name', 'bio', 'location', 'company', 'blog', 'avatar_url', 'github_username'] as const) {
    const value = input[key];
    if (value !== undefined) values[key] = value;
  }
  const result = await db
    .updateTable('users')
    .set({ ...values, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('User not found');
  return getUser(db, id);
}
