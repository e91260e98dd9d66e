import { GITHUB_USERNAME_LINKED } from '@esdc/core/github-auth';
import type { ProfileUpdateInput, PublicUser, UserSearchResult } from '@esdc/core/user';
import type { profileUpdateSchema } from '@esdc/core/user';
import { normalizeEmail } from '@esdc/core/email';
import { can } from '@esdc/core/permissions';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import type { EmailViewer } from './email-visibility.ts';
import { checkUploadedUrlOwner } from '../images/public.ts';
import { publicUserColumns, toPublicUser } from './user-mapper.ts';

/**
 * Finds one user by id.
 * @throws AppError 404 'User not found'
 */
export async function getUser(db: Kysely<DB>, id: number): Promise<PublicUser> {
  // A deleted account (tombstone, SPEC §2 Your data) is no user any more.
  const row = await db.selectFrom('users').select(publicUserColumns).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound('User not found');
  return toPublicUser(row);
}

/**
 * Contributor search (SPEC §2 Create Project modal, §3 Contributor search result; SPEC §2 Community Members: a
 * member's email is read by admins, and by others only when shown), by name, at most `limit`. Admins: active users
 * whose name, username or email contains `q`, case-insensitive. Anyone else: active users who show their email
 * (or the viewer themself) whose name or username contains `q`, and the user whose email is exactly `q` (who can
 * then be added by the address the viewer already knows).
 * @param viewer the signed-in user asking
 */
export async function searchUsers(db: Kysely<DB>, q: string, limit: number, viewer: EmailViewer): Promise<UserSearchResult[]> {
  let query = db.selectFrom('users').select(['id', 'name', 'email']).where('status', '=', 'active');
  if (can(viewer, 'user:manage')) {
    query = query.where(containsText(['name', 'username', 'email'], q));
  } else {
    const viewerId = viewer?.id ?? 0;
    query = query.where((eb) =>
      eb.or([eb.and([eb.or([eb('show_email', '=', 1), eb('id', '=', viewerId)]), containsText(['name', 'username'], q)]), eb('email', '=', normalizeEmail(q))]),
    );
  }
  return query.orderBy('name').limit(limit).execute();
}

/**
 * Updates a member's own profile fields (SPEC §3 User). An avatar that is an uploaded image must be the member's
 * own upload; the GitHub username cannot change while a GitHub account is linked (it is the account's
 * verified login; docs/decisions/009-github-sign-in.md).
 * @throws AppError 404 when the user is gone; 400/403 for an uploaded avatar that is missing or someone else's;
 *   400 {@link GITHUB_USERNAME_LINKED}
 */
export async function updateProfile(
  db: Kysely<DB>,
  id: number,
  input: z.output<typeof profileUpdateSchema> | ProfileUpdateInput,
  now: Date,
): Promise<PublicUser> {
  await checkUploadedUrlOwner(db, input.avatar_url, id, 'avatar_url');
  if (input.github_username !== undefined) {
    // A linked GitHub account's login is verified: it is not free text while linked.
    const linked = await db.selectFrom('user_identities').select('login').where('user_id', '=', id).where('provider', '=', 'github').executeTakeFirst();
    if (linked && input.github_username !== linked.login)
      throw badRequest(GITHUB_USERNAME_LINKED, [{ path: 'github_username', message: GITHUB_USERNAME_LINKED }]);
  }
  const values: Record<string, string | null> = {};
  for (const key of ['name', 'bio', 'location', 'company', 'blog', 'avatar_url', 'github_username'] as const) {
    const value = input[key];
    if (value !== undefined) values[key] = value;
  }
  const showEmail = input.show_email === undefined ? {} : { show_email: input.show_email ? 1 : 0 };
  const result = await db
    .updateTable('users')
    .set({ ...values, ...showEmail, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('User not found');
  return getUser(db, id);
}
