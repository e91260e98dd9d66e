import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DiskMediaStorage } from '../../platform/media-storage.ts';
import { cvObjectKey } from './cv-storage.ts';

/*
 * Test fixtures of jobs (its tests and its authorization cases): postings and applications inserted directly, and
 * the multipart body of an application.
 */

/** A small valid PDF, as a CV. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/**
 * A posting inserted directly.
 * @param opts `deadlineInHours` (default 48; negative: expired), `applyUrl` (default none: apply in the app), other fields
 * @returns its id
 */
export async function insertJob(
  db: Kysely<DB>,
  posterId: number | null,
  now: Date,
  opts: { deadlineInHours?: number; applyUrl?: string; title?: string; type?: 'internship' | 'part-time' | 'full-time'; remote?: boolean } = {},
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      title: opts.title ?? `Fixture job ${randomBytes(4).toString('hex')}`,
      company: 'Fixture Co',
      location: 'Berlin',
      remote: opts.remote ? 1 : 0,
      type: opts.type ?? 'internship',
      salary_min: null,
      salary_max: null,
      salary_label: null,
      deadline: new Date(now.getTime() + (opts.deadlineInHours ?? 48) * 3_600_000).toISOString(),
      description: 'A fixture posting',
      description_html: '<p>A fixture posting</p>',
      apply_url: opts.applyUrl ?? null,
      poster_id: posterId,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An application inserted directly, its CV written to the test app's disk storage.
 * @returns its id
 */
export async function insertApplication(db: Kysely<DB>, dataDir: string, jobId: number, applicantId: number, now: Date): Promise<number> {
  const cvKey = randomBytes(16).toString('hex');
  await new DiskMediaStorage(join(dataDir, 'uploads')).put(cvObjectKey(cvKey), SAMPLE_PDF);
  const row = await db
    .insertInto('job_applications')
    .values({
      job_id: jobId,
      applicant_id: applicantId,
      cover_note: 'A fixture application',
      cv_key: cvKey,
      cv_name: 'cv.pdf',
      cv_bytes: SAMPLE_PDF.length,
      status: 'submitted',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The multipart body of `POST /api/jobs/{id}/applications`: a cover note field and a CV file (either may be left out). */
export function applicationBody(parts: { coverNote?: string; cv?: Buffer; cvName?: string; cvType?: string; cvField?: string }): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----esdc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (parts.coverNote !== undefined) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cover_note"\r\n\r\n${parts.coverNote}\r\n`));
  }
  if (parts.cv) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${parts.cvField ?? 'cv'}"; filename="${parts.cvName ?? 'cv.pdf'}"\r\nContent-Type: ${parts.cvType ?? 'application/pdf'}\r\n\r\n`,
      ),
      parts.cv,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
