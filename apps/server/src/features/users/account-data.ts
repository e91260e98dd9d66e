import { FORMER_MEMBER_NAME } from '@esdc/core/account-data';
import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';
import { EMPTY_PROFILE } from './empty-profile.ts';

/** Placeholder username and email of a deleted account: unique, and of a form no registration accepts (':' is refused). */
const tombstoneHandle = (userId: number) => `deleted:${userId}`;

/** A password hash no password verifies against (not a PHC string): a tombstone can never sign in. */
const UNUSABLE_PASSWORD_HASH = '!account-deleted';

/**
 * SPEC §2 Your data: the member's own row, every column (so a column a later migration adds is exported too) but the
 * password hash and `deleted_at`.
 */
export const profileExport: ExportSection = {
  key: 'profile',
  tables: ['users'],
  collect: async (trx, userId) => {
    const row = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) return null;
    const { password_hash: _secret, deleted_at: _deleted, ...profile } = row;
    return profile;
  },
};

/**
 * SPEC §2 Your data: the users row becomes a tombstone: 'Former member', placeholder username and email, every other
 * personal column emptied, role 'user' and status 'inactive' (so it counts as no admin and no session of it
 * works), a password hash nothing matches, and `deleted_at` set. Points, solved-challenge count and the
 * time the points were reached stay, so the ledger still explains them. Runs last.
 */
export const profileEraser: Eraser = {
  name: 'profile',
  order: 2,
  erase: async (trx, { userId, now }) => {
    await trx
      .updateTable('users')
      .set({
        name: FORMER_MEMBER_NAME,
        username: tombstoneHandle(userId),
        email: tombstoneHandle(userId),
        password_hash: UNUSABLE_PASSWORD_HASH,
        role: 'user',
        status: 'inactive',
        ...EMPTY_PROFILE,
        email_verified_at: null,
        updated_at: now.toISOString(),
        deleted_at: now.toISOString(),
      })
      .where('id', '=', userId)
      .execute();
  },
};
