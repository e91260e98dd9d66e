import type { UsersTable } from '../../db/schema.ts';

/**
 * The optional profile columns of a `users` row, all empty (null): what a new account starts with unless given
 * (SPEC §4 users) and what an erased account's tombstone keeps of them (SPEC §2 Your data).
 */
export const EMPTY_PROFILE = {
  github_username: null,
  avatar_url: null,
  bio: null,
  location: null,
  company: null,
  blog: null,
  suspension_reason: null,
  last_active: null,
} as const satisfies Partial<Record<keyof UsersTable, null>>;
