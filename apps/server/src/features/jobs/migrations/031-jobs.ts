import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
 * 031: jobs (SPEC §2 Jobs).
 * - `jobs`: one row per posting: `title`, `company`, `location` (one line each), `remote` 0/1, `type` (internship,
 *   part-time, full-time), `salary_min`/`salary_max` whole currency units or null, `salary_label` (currency or period)
 *   or null, `deadline` ISO-8601 UTC (the public list shows postings before it), `description` markdown and
 *   `description_html` its sanitised rendering, `apply_url` an https link or null (apply in the app), `poster_id`
 *   (null once the poster deleted their account: postings are the club's content).
 * - `job_applications`: one per member and posting (unique): the cover note, the CV (a PDF in the media storage under
 *   `cv_key`/cv.pdf, `cv_name`, `cv_bytes`), `status` (submitted, reviewing, accepted, rejected). Deleted with the
 *   posting or the applicant.
 * - `job_partners`: the members an admin lets post jobs.
 */
export function migration031(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'jobs')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('remote', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('salary_min', 'integer')
        .addColumn('salary_max', 'integer')
        .addColumn('salary_label', 'text')
        .addColumn('deadline', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('description_html', 'text', (c) => c.notNull())
        .addColumn('apply_url', 'text')
        .addColumn('poster_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_deadline_idx').on('jobs').column('deadline').execute();
      await db.schema.createIndex('jobs_poster_idx').on('jobs').column('poster_id').execute();

      await id(db, 'job_applications')
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('cover_note', 'text', (c) => c.notNull())
        .addColumn('cv_key', 'text', (c) => c.notNull())
        .addColumn('cv_name', 'text', (c) => c.notNull())
        .addColumn('cv_bytes', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('job_applications_job_applicant_unique', ['job_id', 'applicant_id'])
        .execute();
      await db.schema.createIndex('job_applications_applicant_idx').on('job_applications').column('applicant_id').execute();

      await db.schema
        .createTable('job_partners')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
