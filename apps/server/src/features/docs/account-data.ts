import type { Eraser, ExportSection } from '../../platform/account-data/account-data-entry.ts';

/** SPEC §2 Documentation: the documentation articles the member saved last. */
export const docArticlesExport: ExportSection = {
  key: 'doc_articles_edited',
  tables: ['doc_articles'],
  collect: (trx, userId) =>
    trx.selectFrom('doc_articles').select(['id', 'slug', 'title', 'updated_at']).where('updated_by', '=', userId).orderBy('id').execute(),
};

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
