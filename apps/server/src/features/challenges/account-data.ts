import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** SPEC §2 Your data: every answer the member submitted (wrong ones with the answer as stored). */
export const submissionsExport = memberRowsSection({
  table: 'challenge_submissions',
  join: { table: 'challenges', on: 'challenge_id' },
  columns: ['challenge_id', 'challenges.title', 'correct', 'answer', 'created_at'],
  orderBy: 'id',
});

/** SPEC §2 Your data: the challenges the member solved and the points each gave. */
export const solvesExport = memberRowsSection({
  table: 'challenge_solves',
  join: { table: 'challenges', on: 'challenge_id' },
  columns: ['challenge_id', 'challenges.title', 'points', 'solved_at'],
  orderBy: 'solved_at',
});

/** SPEC §2 Challenges: the challenges the member wrote (as an admin), without their answers. */
export const challengesCreatedExport = memberRowsSection({
  key: 'challenges_created',
  table: 'challenges',
  owner: 'created_by',
  columns: ['id', 'title', 'category', 'difficulty', 'points', 'visibility', 'created_at', 'updated_at'],
  orderBy: 'id',
});

/**
 * SPEC §2 Your data: the member's submissions (what they typed) are removed; their solves stay, under the tombstone's
 * id, because the points ledger rows that awarded them stay (a solve is a fact of the ledger, not personal data).
 */
export const challengesEraser: Eraser = {
  name: 'challenge submissions',
  erase: async (trx, { userId }) => {
    await trx.deleteFrom('challenge_submissions').where('user_id', '=', userId).execute();
  },
};
