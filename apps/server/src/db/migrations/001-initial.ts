import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';

/**
 * 001: accounts, sessions and projects (SPEC §3 User, Project).
 * Portable: ids are autoincrement integers, timestamps ISO-8601 text, booleans none yet.
 */
export function migration001(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('app_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await id(db, 'users')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('github_username', 'text')
        .addColumn('avatar_url', 'text')
        .addColumn('bio', 'text')
        .addColumn('location', 'text')
        .addColumn('company', 'text')
        .addColumn('blog', 'text')
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('completed_challenges', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('suspension_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('last_active', 'text')
        .execute();
      await sql`create unique index users_username_lower_idx on users (lower(username))`.execute(db);
      await db.schema.createIndex('users_role_idx').on('users').column('role').execute();
      await db.schema.createIndex('users_status_idx').on('users').column('status').execute();
      await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();
      await db.schema.createIndex('users_points_idx').on('users').column('points').execute();
      await db.schema.createIndex('users_name_idx').on('users').column('name').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

      await id(db, 'technologies')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text')
        .addColumn('category', 'text')
        .addColumn('description', 'text')
        .addColumn('course_link', 'text')
        .execute();
      await sql`create unique index technologies_name_lower_idx on technologies (lower(name))`.execute(db);

      await id(db, 'tags')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index tags_name_lower_idx on tags (lower(name))`.execute(db);

      await id(db, 'projects')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('image', 'text')
        .addColumn('github_link', 'text')
        .addColumn('live_url', 'text')
        .addColumn('cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .execute();
      await db.schema.createIndex('projects_user_id_idx').on('projects').column('user_id').execute();
      await db.schema.createIndex('projects_status_idx').on('projects').columns(['status', 'created_at', 'id']).execute();
      await db.schema.createIndex('projects_created_at_idx').on('projects').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('projects_category_idx').on('projects').column('category').execute();

      await db.schema
        .createTable('project_technologies')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('technology_id', 'integer', (c) => c.notNull().references('technologies.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('project_technologies_pk', ['project_id', 'technology_id'])
        .execute();
      await db.schema.createIndex('project_technologies_technology_idx').on('project_technologies').column('technology_id').execute();

      await db.schema
        .createTable('project_tags')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('project_tags_pk', ['project_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('project_tags_tag_idx').on('project_tags').columns(['tag_id', 'project_id']).execute();

      await db.schema
        .createTable('project_contributors')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('project_contributors_pk', ['project_id', 'user_id'])
        .execute();
      await db.schema.createIndex('project_contributors_user_idx').on('project_contributors').column('user_id').execute();

      await db.schema
        .createTable('project_likes')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('project_likes_pk', ['project_id', 'user_id'])
        .execute();
      await db.schema.createIndex('project_likes_user_idx').on('project_likes').column('user_id').execute();
    },
  };
}
