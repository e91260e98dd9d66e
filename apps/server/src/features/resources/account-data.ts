import { fileObjectKey } from '../files/public.ts';
import type { Eraser, ExportSection } from '../../platform/account-data/account-data-entry.ts';
import { memberRows } from '../../platform/account-data/member-rows.ts';

/** SPEC §2 Resources: the resources the member added, and the files they uploaded. */
export const resourcesExport: ExportSection = {
  key: 'resources',
  tables: ['resources', 'files'],
  collect: async (trx, userId) => ({
    added: await memberRows(trx, userId, {
      table: 'resources',
      owner: 'created_by',
      columns: ['id', 'title', 'category', 'kind', 'url', 'file_id', 'created_at'],
      orderBy: 'id',
    }),
    files: await memberRows(trx, userId, { table: 'files', columns: ['id', 'name', 'content_type', 'bytes', 'created_at'], orderBy: 'id' }),
  }),
};

/**
 * On account deletion (SPEC §2 Your data): resources and their files are the club's content and stay; they no longer
 * name the member (`created_by`, `user_id` become null). Files never attached to a resource are deleted.
 */
export const resourcesEraser: Eraser = {
  name: 'resources',
  erase: async (trx, subject) => {
    const { userId } = subject;
    await trx.updateTable('resources').set({ created_by: null }).where('created_by', '=', userId).execute();
    const unused = await trx
      .deleteFrom('files')
      .where('user_id', '=', userId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('resources').select('id').whereRef('resources.file_id', '=', 'files.id'))))
      .returning(['storage_key', 'content_type'])
      .execute();
    subject.mediaObjects.push(...unused.map(fileObjectKey));
    await trx.updateTable('files').set({ user_id: null }).where('user_id', '=', userId).execute();
  },
};
