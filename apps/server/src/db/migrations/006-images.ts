import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';

/**
 * 006: uploaded images and the images of a project (docs/decisions/008-image-uploads.md).
 * - `images`: one row per upload, owned by the member who sent it. `storage_key` (32 random hex digits) names its
 *   objects in the media storage (`<key>/<variant>.<format>`, on disk or in S3); `variants` is the JSON list of the
 *   sizes made ([{ name, width, height }], each stored as AVIF and WebP). Rows go with their owner (cascade); the
 *   stored objects are deleted by the image service (`features/images`), which account deletion calls.
 * - `project_images`: the images shown on a project, in `position` order, exactly one of them the cover (`is_cover`
 *   1/0). Rows go with their project or image (cascade).
 */
export function migration006(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      const table = db.schema.createTable('images');
      await (
        engine === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('variants', 'text', (c) => c.notNull())
        // ISO-8601 UTC.
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('images_user_idx').on('images').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('project_images')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('is_cover', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('project_images_pk', ['project_id', 'image_id'])
        .execute();
      await sql`create index project_images_image_idx on project_images (image_id)`.execute(db);
    },
  };
}
