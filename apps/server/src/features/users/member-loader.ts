import type { Db } from '../../db/db.ts';
import { avatarOf } from './member-avatar.ts';

/*
 * Loading members by id for other features' lists and pages (authors, sellers, organisers, instructors): one query for
 * every id, the columns a card shows and nothing private.
 */

/** The columns of a member that cards show; `deleted_at` is set for an erased account (tombstone). */
export interface MemberCardRow {
  id: number;
  name: string;
  username: string;
  avatar_url: string | null;
  github_username: string | null;
  deleted_at: string | null;
}

/** A member as events and the shop show them (core's EventMember and ShopMember). */
export interface CardMember {
  id: number;
  username: string;
  name: string;
  /** Their picture (own, else GitHub's); null when none or erased. */
  avatar_url: string | null;
}

/**
 * Loads members by id, erased ones (tombstones) included, in one query.
 * @param db the database or an open transaction
 * @param ids member ids; repeats are read once
 * @returns a map from id to row; ids with no user are absent
 */
export async function loadMemberRows(db: Db, ids: readonly number[]): Promise<Map<number, MemberCardRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'username', 'avatar_url', 'github_username', 'deleted_at'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((u) => [u.id, u]));
}

/**
 * Loads members by id as cards show them: an erased member keeps the tombstone's name, no username and no picture.
 * @param db the database or an open transaction
 * @param ids member ids; repeats are read once
 * @returns a map from id to member; ids with no user are absent
 */
export async function loadCardMembers(db: Db, ids: readonly number[]): Promise<Map<number, CardMember>> {
  const rows = await loadMemberRows(db, ids);
  return new Map(
    [...rows.values()].map((u) => [
      u.id,
      { id: u.id, username: u.deleted_at === null ? u.username : '', name: u.name, avatar_url: u.deleted_at === null ? avatarOf(u) : null },
    ]),
  );
}
