import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** SPEC §2 Documentation: the documentation articles the member saved last. */
export const docArticlesExport = memberRowsSection({
  key: 'doc_articles_edited',
  table: 'doc_articles',
  owner: 'updated_by',
  columns: ['id', 'slug', 'title', 'updated_at'],
  orderBy: 'id',
});

/**
 * On account deletion (SPEC §2 Your data): articles are the club's content and stay; they no longer name the member
 * (`updated_by` becomes null).
 */
export const docsEraser: Eraser = {
  name: 'documentation',
  erase: async (trx, { userId }) => {
    await trx.updateTable('doc_articles').set({ updated_by: null }).where('updated_by', '=', userId).execute();
  },
};
