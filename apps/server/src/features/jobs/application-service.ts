import { applicationStatusNotification, cvPath, isJobOpen, JOB_MESSAGES, type JobApplicationStatus } from '@esdc/core/jobs';
import type { JobApplication } from '@esdc/core/jobs-schemas';
import { can, type Actor } from '@esdc/core/permissions';
import { paths } from '@esdc/core/routes';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { MediaStorage, StoredObject } from '../../platform/media-storage.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { cvDownloadName, cvObjectKey, type ApplicationUpload } from './cv-storage.ts';

/*
 * In-app applications (SPEC §2 Jobs): a member applies once per posting, before its deadline, with a cover note and
 * a PDF CV; the poster (or an admin) reads the applications, downloads the CVs and moves each through submitted,
 * reviewing, accepted and rejected; the applicant is notified of each change ('job_application_status') and sees
 * their applications and states.
 */

function applicationRows(db: Db) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .leftJoin('users as u', 'u.id', 'a.applicant_id')
    .select([
      'a.id',
      'a.job_id',
      'a.applicant_id',
      'a.cover_note',
      'a.cv_name',
      'a.cv_bytes',
      'a.status',
      'a.created_at',
      'a.updated_at',
      'j.title as job_title',
      'j.company',
      'j.poster_id',
      'u.name as applicant_name',
      'u.username as applicant_username',
    ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationRows>['executeTakeFirstOrThrow']>>;

function toApplication(r: ApplicationRow): JobApplication {
  return {
    id: r.id,
    job_id: r.job_id,
    job_title: r.job_title,
    company: r.company,
    applicant:
      r.applicant_name !== null && r.applicant_username !== null ? { id: r.applicant_id, name: r.applicant_name, username: r.applicant_username } : null,
    cover_note: r.cover_note,
    cv_name: r.cv_name,
    cv_bytes: r.cv_bytes,
    cv_url: cvPath(r.id),
    status: r.status,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** Whether a unique-constraint error is the one application per member and posting. */
function isDuplicate(error: unknown): boolean {
  return !(error instanceof AppError) && /unique|duplicate/i.test(String(error));
}

/**
 * Applies for a posting in the app (SPEC §2 Jobs): stores the CV in the media storage, then the application
 * ('submitted'). On any refusal or failure nothing stays (a CV already written is deleted again).
 * @param upload the cover note and the CV, read and checked by `readApplication`
 * @throws AppError 404 'Job not found'; 400 'This job takes applications through its apply link', 'The deadline for
 *   this job has passed', 'You cannot apply for your own job'; 409 'You have already applied for this job'
 */
export async function applyForJob(
  database: Database,
  media: MediaStorage,
  actor: Actor,
  jobId: number,
  upload: ApplicationUpload,
  now: Date,
): Promise<JobApplication> {
  const job = await database.db.selectFrom('jobs').select(['id', 'deadline', 'apply_url', 'poster_id']).where('id', '=', jobId).executeTakeFirst();
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  if (job.apply_url !== null) throw badRequest(JOB_MESSAGES.applyInApp);
  if (!isJobOpen(job.deadline, now)) throw badRequest(JOB_MESSAGES.deadlinePassed);
  if (job.poster_id === actor.id) throw badRequest(JOB_MESSAGES.ownJob);
  const existing = await database.db
    .selectFrom('job_applications')
    .select('id')
    .where('job_id', '=', jobId)
    .where('applicant_id', '=', actor.id)
    .executeTakeFirst();
  if (existing) throw new AppError(409, 'CONFLICT', JOB_MESSAGES.alreadyApplied);
  const cvKey = randomBytes(16).toString('hex');
  await media.put(cvObjectKey(cvKey), upload.cv, 'application/pdf');
  try {
    const row = await database.db
      .insertInto('job_applications')
      .values({
        job_id: jobId,
        applicant_id: actor.id,
        cover_note: upload.coverNote,
        cv_key: cvKey,
        cv_name: cvDownloadName(upload.cvName),
        cv_bytes: upload.cv.length,
        status: 'submitted',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toApplication(await applicationRows(database.db).where('a.id', '=', row.id).executeTakeFirstOrThrow());
  } catch (error) {
    await media.delete([cvObjectKey(cvKey)]).catch(() => undefined);
    if (isDuplicate(error)) throw new AppError(409, 'CONFLICT', JOB_MESSAGES.alreadyApplied);
    throw error;
  }
}

/**
 * A posting's applications, oldest first (SPEC §2 Jobs; the poster or an admin).
 * @throws AppError 404 'Job not found', 403 "Only the poster or an admin may see this job's applications"
 */
export async function listJobApplications(
  db: Db,
  actor: Actor,
  jobId: number,
  page: { limit: number; offset: number },
): Promise<{ items: JobApplication[]; total: number }> {
  const job = await db.selectFrom('jobs').select('poster_id').where('id', '=', jobId).executeTakeFirst();
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  if (!can(actor, 'job:update', job.poster_id === null ? {} : { ownerId: job.poster_id })) throw forbidden(JOB_MESSAGES.applicationsNotAllowed);
  const [rows, count] = await Promise.all([
    applicationRows(db).where('a.job_id', '=', jobId).orderBy('a.id').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom('job_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toApplication), total: Number(count.n) };
}

/** The member's own applications, newest first (SPEC §2 Jobs). */
export async function listMyApplications(db: Db, actor: Actor, page: { limit: number; offset: number }): Promise<{ items: JobApplication[]; total: number }> {
  const [rows, count] = await Promise.all([
    applicationRows(db).where('a.applicant_id', '=', actor.id).orderBy('a.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom('job_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('applicant_id', '=', actor.id)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toApplication), total: Number(count.n) };
}

/** An application that the actor may review, or the refusal. */
async function reviewable(db: Db, actor: Actor, id: number): Promise<ApplicationRow> {
  const row = await applicationRows(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(JOB_MESSAGES.applicationNotFound);
  if (!can(actor, 'job:update', row.poster_id === null ? {} : { ownerId: row.poster_id })) throw forbidden(JOB_MESSAGES.applicationsNotAllowed);
  return row;
}

/**
 * Sets an application's status (SPEC §2 Jobs; the poster or an admin); on a change the applicant is notified
 * ('job_application_status') in the same transaction.
 * @throws AppError 404 'Application not found', 403 "Only the poster or an admin may see this job's applications"
 */
export async function setApplicationStatus(database: Database, actor: Actor, id: number, status: JobApplicationStatus, now: Date): Promise<JobApplication> {
  const row = await reviewable(database.db, actor, id);
  if (row.status !== status) {
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('job_applications').set({ status, updated_at: now.toISOString() }).where('id', '=', id).execute();
      const texts = applicationStatusNotification(row.job_title, status);
      await notify(trx, database.engine, { userIds: [row.applicant_id], type: 'job_application_status', ...texts, link: paths.job(row.job_id) }, now);
    });
  }
  return toApplication(await applicationRows(database.db).where('a.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * An application's CV for download (SPEC §2 Jobs): the applicant, the posting's poster and admins only.
 * @throws AppError 404 'Application not found' (also to anyone else, who may not learn it exists) or 'CV not found'
 */
export async function cvForDownload(db: Db, media: MediaStorage, actor: Actor, id: number): Promise<{ name: string; object: StoredObject }> {
  const row = await db
    .selectFrom('job_applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.applicant_id', 'a.cv_key', 'a.cv_name', 'j.poster_id'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  const allowed = row && (row.applicant_id === actor.id || can(actor, 'job:update', row.poster_id === null ? {} : { ownerId: row.poster_id }));
  if (!row || !allowed) throw notFound(JOB_MESSAGES.applicationNotFound);
  const object = await media.get(cvObjectKey(row.cv_key));
  if (!object) throw notFound(JOB_MESSAGES.cvNotFound);
  return { name: row.cv_name, object };
}
