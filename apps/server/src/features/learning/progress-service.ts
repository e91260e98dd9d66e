import { LEARNING_MESSAGES } from '@esdc/core/course-learning';
import type { LessonCompletionResult, LessonUncompletionResult } from '@esdc/core/course-learning-schemas';
import type { Actor } from '@esdc/core/permissions';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { issueCertificateIfEarned } from './certificate-service.ts';
import { lockEnrollment, progressOf, visibleCourse } from './learning-reads.ts';
import type { Db } from '../../db/db.ts';

/*
 * Lesson completion and progress (SPEC §2 Courses and course detail): an enrolled learner marks a lesson complete or
 * incomplete; both are idempotent. Completing the last lesson may complete the course and issue its certificate.
 */

/** 404 'Lesson not found' unless the lesson belongs to the course. */
async function requireLesson(db: Db, courseId: number, lessonId: number): Promise<void> {
  const lesson = await db.selectFrom('course_lessons').select('id').where('id', '=', lessonId).where('course_id', '=', courseId).executeTakeFirst();
  if (!lesson) throw notFound(LEARNING_MESSAGES.lessonNotFound);
}

/**
 * Marks a lesson complete (again: nothing changes) and issues the certificate when this completes the course.
 * @param actor the signed-in member
 * @param now the time of the completion
 * @throws AppError 404 'Course not found' / 'Lesson not found', 403 NOT_ENROLLED
 */
export async function completeLesson(database: Database, actor: Actor, courseId: number, lessonId: number, now: Date): Promise<LessonCompletionResult> {
  await visibleCourse(database.db, actor, courseId);
  await requireLesson(database.db, courseId, lessonId);
  return database.db.transaction().execute(async (trx) => {
    await lockEnrollment(trx, database.engine, courseId, actor.id);
    await trx
      .insertInto('course_lesson_completions')
      .values({ course_id: courseId, lesson_id: lessonId, user_id: actor.id, completed_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['lesson_id', 'user_id']).doNothing())
      .execute();
    const progress = await progressOf(trx, courseId, actor.id);
    const certificate = await issueCertificateIfEarned(trx, database.engine, courseId, actor.id, now);
    return { progress, certificate };
  });
}

/**
 * Marks a lesson incomplete (when it was not: nothing changes). A certificate already issued stays.
 * @throws AppError 404 'Course not found' / 'Lesson not found', 403 NOT_ENROLLED
 */
export async function uncompleteLesson(database: Database, actor: Actor, courseId: number, lessonId: number): Promise<LessonUncompletionResult> {
  await visibleCourse(database.db, actor, courseId);
  await requireLesson(database.db, courseId, lessonId);
  return database.db.transaction().execute(async (trx) => {
    await lockEnrollment(trx, database.engine, courseId, actor.id);
    await trx.deleteFrom('course_lesson_completions').where('lesson_id', '=', lessonId).where('user_id', '=', actor.id).execute();
    return { progress: await progressOf(trx, courseId, actor.id) };
  });
}
