import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** docs/requirements.md §2 Roadmap: the roadmap items the member voted for. */
export const roadmapVotesExport = memberRowsSection({
  table: 'roadmap_votes',
  owner: 'user_id',
  columns: ['item_id', 'roadmap_items.title', 'created_at'],
  join: { table: 'roadmap_items', on: 'item_id' },
  orderBy: 'item_id',
});

/**
 * On account deletion (SPEC §2 Your data): the member's votes are removed, so the items' counts (counted from the
 * votes) drop by them.
 */
export const roadmapEraser: Eraser = {
  name: 'Roadmap votes',
  erase: async (trx, { userId }) => {
    await trx.deleteFrom('roadmap_votes').where('user_id', '=', userId).execute();
  },
};
