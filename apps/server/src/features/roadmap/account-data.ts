import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** SPEC §2 Static pages: the entries the member posted. */
export const roadmapEntriesExport = memberRowsSection({
  table: 'roadmap_entries',
  owner: 'author_id',
  columns: ['id', 'title', 'body', 'created_at'],
  orderBy: 'id',
});

/**
 * On account deletion (SPEC §2 Your data): entries are the club's content and stay; they no longer name the member
 * (`author_id` becomes null).
 */
export const roadmapEraser: Eraser = {
  name: 'Roadmap entries',
  erase: async (trx, { userId }) => {
    await trx.updateTable('roadmap_entries').set({ author_id: null }).where('author_id', '=', userId).execute();
  },
};
