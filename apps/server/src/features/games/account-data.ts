import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';

/** SPEC §2 Your data: every game result the member saved. */
export const gameScoresExport: ExportSection = {
  key: 'game_scores',
  tables: ['game_scores'],
  collect: (trx, userId) =>
    trx.selectFrom('game_scores').select(['game', 'score', 'duration_ms', 'moves', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
};

/** SPEC §2 Your data: the member's game results are removed (they leave each game's top 10). */
export const gameScoresEraser: Eraser = {
  name: 'game scores',
  erase: async (trx, { userId }) => {
    await trx.deleteFrom('game_scores').where('user_id', '=', userId).execute();
  },
};
