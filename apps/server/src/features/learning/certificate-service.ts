import { certificateFileName, certificatePath, hasEarnedCertificate, LEARNING_MESSAGES, newCertificateCode } from '@esdc/core/course-learning';
import type { Certificate } from '@esdc/core/course-learning-schemas';
import { NOTIFICATION_TEXTS } from '@esdc/core/notification';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { CertificatesTable, DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { progressOf } from './learning-reads.ts';
import type { Db } from '../../db/db.ts';
import { requireActiveMember } from '../users/public.ts';

/*
 * Certificates of completion (docs/decisions/017-exam-attempts-and-certificates.md): issued once per member and course
 * when every lesson is complete and every exam of kind 'exam' is passed (tests are practice); verified by anyone from
 * the code; printed as a PDF. The holder's name, the course's title and level and the instructor's name are copied at
 * issue, so a certificate reads the same after the course or the names change.
 */

type CertificateRow = Pick<
  Selectable<CertificatesTable>,
  'code' | 'course_id' | 'course_title' | 'course_level' | 'instructor_name' | 'holder_name' | 'issued_at'
>;

const CERTIFICATE_COLUMNS = ['code', 'course_id', 'course_title', 'course_level', 'instructor_name', 'holder_name', 'issued_at'] as const;

/** A stored certificate as the API answers it. */
function presentCertificate(row: CertificateRow): Certificate {
  return { ...row, verify_url: certificatePath(row.code) };
}

/** A member's name as a certificate prints it: their name, else their username. */
function nameOf(user: { name: string | null; username: string } | undefined): string | null {
  if (!user) return null;
  const name = user.name?.trim();
  return name ? name : user.username;
}

/**
 * Issues the course's certificate to a member when they have just earned it, inside the caller's transaction (which
 * holds the member's enrollment row locked, so two completions at once cannot both issue): sets the enrollment's
 * `completed_at` and notifies the member ('certificate_issued', linking to the verification page).
 * @param now the time of the completion or attempt that earned it
 * @returns the new certificate, or null when not earned yet or issued before
 */
export async function issueCertificateIfEarned(trx: Transaction<DB>, engine: Engine, courseId: number, userId: number, now: Date): Promise<Certificate | null> {
  const existing = await trx.selectFrom('certificates').select('id').where('course_id', '=', courseId).where('user_id', '=', userId).executeTakeFirst();
  if (existing) return null;
  const progress = await progressOf(trx, courseId, userId);
  const exams = await trx
    .selectFrom('course_exams as e')
    .select((eb) => [
      'e.kind',
      eb
        .exists(
          eb
            .selectFrom('course_exam_attempts as a')
            .select('a.id')
            .whereRef('a.exam_id', '=', 'e.id')
            .where('a.user_id', '=', userId)
            .where('a.passed', '=', 1),
        )
        .as('passed'),
    ])
    .where('e.course_id', '=', courseId)
    .execute();
  if (
    !hasEarnedCertificate(
      progress,
      exams.map((e) => ({ kind: e.kind, passed: Boolean(e.passed) })),
    )
  )
    return null;

  const course = await trx
    .selectFrom('courses as c')
    .leftJoin('users as i', 'i.id', 'c.instructor_id')
    .select(['c.title', 'c.level', 'i.name as instructor_name', 'i.username as instructor_username'])
    .where('c.id', '=', courseId)
    .executeTakeFirstOrThrow();
  const holder = await trx.selectFrom('users').select(['name', 'username']).where('id', '=', userId).executeTakeFirstOrThrow();
  const row: CertificateRow = {
    code: await unusedCode(trx),
    course_id: courseId,
    course_title: course.title,
    course_level: course.level,
    instructor_name: course.instructor_username ? nameOf({ name: course.instructor_name, username: course.instructor_username }) : null,
    holder_name: nameOf(holder) ?? holder.username,
    issued_at: now.toISOString(),
  };
  await trx
    .insertInto('certificates')
    .values({ ...row, user_id: userId })
    .execute();
  await trx
    .updateTable('course_enrollments')
    .set({ completed_at: row.issued_at })
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .where('completed_at', 'is', null)
    .execute();
  await notify(
    trx,
    engine,
    { userIds: [userId], type: 'certificate_issued', ...NOTIFICATION_TEXTS.certificateIssued(course.title), link: certificatePath(row.code) },
    now,
  );
  return presentCertificate(row);
}

/** A fresh code no certificate has (40 random bits: a clash is rare, and then another is drawn). */
async function unusedCode(trx: Transaction<DB>): Promise<string> {
  for (;;) {
    const code = newCertificateCode();
    const taken = await trx.selectFrom('certificates').select('id').where('code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

/**
 * The member's certificates, newest first (`GET /api/certificates`).
 * @returns the page and how many they hold
 */
export async function listMyCertificates(
  db: Kysely<DB>,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ items: Certificate[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('certificates')
      .select(CERTIFICATE_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('issued_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('certificates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(presentCertificate), total: Number(count.n) };
}

/**
 * The certificates of another member, for their profile (`GET /api/users/{id}/certificates`): the same list as their
 * own, for an active member only.
 * @throws AppError 404 'User not found' (also a member who is not active)
 */
export async function listMemberCertificates(
  db: Kysely<DB>,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ items: Certificate[]; total: number }> {
  await requireActiveMember(db, userId);
  return listMyCertificates(db, userId, page);
}

/**
 * One certificate by its code, for anyone to verify (`GET /api/certificates/{code}`).
 * @param code the code in its issued form
 * @throws AppError 404 'Certificate not found'
 */
export async function getCertificate(db: Db, code: string): Promise<Certificate> {
  const row = await db.selectFrom('certificates').select(CERTIFICATE_COLUMNS).where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound(LEARNING_MESSAGES.certificateNotFound);
  return presentCertificate(row);
}

/**
 * A certificate printed as a PDF, with the absolute address where it can be verified.
 * @param publicUrl the site's address (`PUBLIC_URL`, no trailing slash)
 * @returns the file name ('esdc-certificate-{code}.pdf') and bytes
 * @throws AppError 404 'Certificate not found'
 */
export async function certificatePdf(db: Db, code: string, publicUrl: string): Promise<{ fileName: string; bytes: Buffer }> {
  const certificate = await getCertificate(db, code);
  const bytes = await renderCertificatePdf(certificate, `${publicUrl}${certificate.verify_url}`);
  return { fileName: certificateFileName(certificate.code), bytes };
}
