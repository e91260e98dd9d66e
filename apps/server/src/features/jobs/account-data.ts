import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRows, memberRowsSection } from '../../platform/account-data/member-rows.ts';
import { cvObjectKey } from './cv-storage.ts';

/** SPEC §2 Jobs, §2 Your data: the member's applications with their states (the CV's name and size, not its bytes). */
export const jobApplicationsExport = memberRowsSection({
  table: 'job_applications',
  owner: 'applicant_id',
  join: { table: 'jobs', on: 'job_id' },
  columns: ['id', 'job_id', 'jobs.title', 'jobs.company', 'cover_note', 'cv_name', 'cv_bytes', 'status', 'created_at', 'updated_at'],
  orderBy: 'id',
});

/** SPEC §2 Jobs, §2 Your data: the member's saved searches. */
export const jobSavedSearchesExport = memberRowsSection({
  table: 'job_saved_searches',
  owner: 'user_id',
  columns: ['id', 'type', 'remote', 'q', 'created_at'],
  orderBy: 'id',
});

/** SPEC §2 Jobs, §2 Your data: the postings the member posted, and whether an admin made them a job partner. */
export const jobPostingsExport: ExportSection = {
  key: 'jobs',
  tables: ['jobs', 'job_partners'],
  collect: async (trx, userId) => ({
    postings: await memberRows(trx, userId, {
      table: 'jobs',
      owner: 'poster_id',
      columns: [
        'id',
        'title',
        'company',
        'location',
        'remote',
        'type',
        'salary_min',
        'salary_max',
        'salary_label',
        'deadline',
        'description',
        'apply_url',
        'created_at',
        'updated_at',
      ],
      orderBy: 'id',
    }),
    partner_since: (await trx.selectFrom('job_partners').select('created_at').where('user_id', '=', userId).executeTakeFirst())?.created_at ?? null,
  }),
};

/**
 * On account deletion (SPEC §2 Your data): the member's applications go, and their CV files once the deletion has
 * committed; their postings are the club's and stay without a poster (the applications to them stay for the admins);
 * their partner row and saved searches go.
 */
export const jobsEraser: Eraser = {
  name: 'jobs',
  erase: async (trx, { userId, mediaObjects }) => {
    const applications = await trx.deleteFrom('job_applications').where('applicant_id', '=', userId).returning('cv_key').execute();
    mediaObjects.push(...applications.map((a) => cvObjectKey(a.cv_key)));
    await trx.updateTable('jobs').set({ poster_id: null }).where('poster_id', '=', userId).execute();
    await trx.deleteFrom('job_partners').where('user_id', '=', userId).execute();
    await trx.deleteFrom('job_saved_searches').where('user_id', '=', userId).execute();
    await trx.updateTable('job_partners').set({ added_by: null }).where('added_by', '=', userId).execute();
  },
};
