import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';

/** SPEC §2 Your data: every answer the member submitted (wrong ones with the answer as stored). */
export const submissionsExport: ExportSection = {
  key: 'challenge_submissions',
  tables: ['challenge_submissions'],
  collect: (trx, userId) =>
    trx
      .selectFrom('challenge_submissions as s')
      .innerJoin('challenges as c', 'c.id', 's.challenge_id')
      .select(['s.challenge_id', 'c.title', 's.correct', 's.answer', 's.created_at'])
      .where('s.user_id', '=', userId)
      .orderBy('s.id')
      .execute(),
};

/** SPEC §2 Your data: the challenges the member solved and the points each gave. */
export const solvesExport: ExportSection = {
  key: 'challenge_solves',
  tables: ['challenge_solves'],
  collect: (trx, userId) =>
    trx
      .selectFrom('challenge_solves as s')
      .innerJoin('challenges as c', 'c.id', 's.challenge_id')
      .select(['s.challenge_id', 'c.title', 's.points', 's.solved_at'])
      .where('s.user_id', '=', userId)
      .orderBy('s.solved_at')
      .execute(),
};

/** SPEC §2 Challenges: the challenges the member wrote (as an admin), without their answers. */
export const challengesCreatedExport: ExportSection = {
  key: 'challenges_created',
  tables: ['challenges'],
  collect: (trx, userId) =>
    trx
      .selectFrom('challenges')
      .select(['id', 'title', 'category', 'difficulty', 'points', 'visibility', 'created_at', 'updated_at'])
      .where('created_by', '=', userId)
      .orderBy('id')
      .execute(),
};

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
