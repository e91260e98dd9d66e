import type { PublicUser } from '@esdc/core/user';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema.ts';

/** Columns of a user that may leave the server (never the password hash). */
export const publicUserColumns = [
  'id',
  'name',
  'username',
  'email',
  'role',
  'status',
  'github_username',
  'avatar_url',
  'bio',
  'location',
  'company',
  'blog',
  'points',
  'completed_challenges',
  'created_at',
  'updated_at',
  'last_active',
  'email_verified_at',
  'show_email',
] as const;

/** A users row read with `publicUserColumns`. */
export type PublicUserRow = Pick<Selectable<UsersTable>, (typeof publicUserColumns)[number]>;

/** Maps a users row to the API's user (SPEC §3 User). */
export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    github_username: row.github_username,
    avatar_url: row.avatar_url,
    bio: row.bio,
    location: row.location,
    company: row.company,
    blog: row.blog,
    points: row.points,
    completed_challenges: row.completed_challenges,
    joined_date: row.created_at,
    last_active: row.last_active,
    updated_at: row.updated_at,
    email_verified_at: row.email_verified_at,
    show_email: row.show_email === 1,
  };
}
