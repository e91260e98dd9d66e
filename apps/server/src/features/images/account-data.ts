import { objectKeys, releaseImagesOfMember, toImage, type StoredVariant } from './stored-images.ts';
import type { Eraser, ExportSection } from '../../platform/account-data/account-data-entry.ts';

/** SPEC §2 Your data: every image the member uploaded, with its addresses and sizes. */
export const imagesExport: ExportSection = {
  key: 'images',
  tables: ['images'],
  collect: async (trx, userId) => {
    const rows = await trx
      .selectFrom('images')
      .select(['id', 'storage_key', 'width', 'height', 'bytes', 'variants', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map(toImage);
  },
};

/**
 * SPEC §2 Your data: the member's uploads go — all of them when their projects are deleted; when they keep their
 * projects under "Former member", the images those projects show stay with them and the rest (the avatar, unused
 * uploads) go. The stored files are deleted once the deletion has committed (`subject.mediaObjects`).
 */
export const imagesEraser: Eraser = {
  name: 'images',
  erase: async (trx, subject) => {
    if (subject.projects === 'delete') {
      subject.mediaObjects.push(...(await releaseImagesOfMember(trx, subject.userId)));
      return;
    }
    const rows = await trx
      .deleteFrom('images')
      .where('user_id', '=', subject.userId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('project_images').select('image_id').whereRef('project_images.image_id', '=', 'images.id'))),
      )
      .returning(['storage_key', 'variants'])
      .execute();
    for (const r of rows) subject.mediaObjects.push(...objectKeys(r.storage_key, JSON.parse(r.variants) as StoredVariant[]));
  },
};
