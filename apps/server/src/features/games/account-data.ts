import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** SPEC §2 Your data: every game result the member saved. */
export const gameScoresExport = memberRowsSection({ table: 'game_scores', columns: ['game', 'score', 'duration_ms', 'moves', 'created_at'], orderBy: 'id' });

/** SPEC §2 Your data: the member's game results are removed (they leave each game's top 10). */
export const gameScoresEraser: Eraser = {
  name: 'game scores',
  erase: async (trx, { userId }) => {
    await trx.deleteFrom('game_scores').where('user_id', '=', userId).execute();
  },
};
