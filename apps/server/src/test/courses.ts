import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** What a test course may override. */
export interface TestCourseFields {
  title?: string;
  description?: string;
  price_paise?: number;
  published?: boolean;
  instructor_id?: number | null;
  level?: 'Beginner' | 'Intermediate' | 'Advanced';
  category?: 'Embedded C' | 'Arduino' | 'IoT' | 'RTOS' | 'PCB Design' | 'Raspberry Pi' | 'Sensors' | 'Machine Learning';
  created_at?: string;
}

/**
 * Inserts a course's row straight into the database (no modules, lessons or exams): the fields given, the defaults
 * for the others.
 * @param at the ISO time for created_at and updated_at, unless `fields.created_at` is given
 * @returns its id
 */
export async function insertTestCourseRow(db: Kysely<DB>, fields: TestCourseFields, at: string): Promise<number> {
  const created = fields.created_at ?? at;
  const course = await db
    .insertInto('courses')
    .values({
      title: fields.title ?? 'Test course',
      description: fields.description ?? 'A course made for the tests, with one module and an exam.',
      instructor_id: fields.instructor_id ?? null,
      duration: '2 weeks',
      level: fields.level ?? 'Beginner',
      category: fields.category ?? 'Arduino',
      image_id: null,
      image_url: null,
      price_paise: fields.price_paise ?? 0,
      published: fields.published === false ? 0 : 1,
      created_by: null,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return course.id;
}

/**
 * Inserts a course straight into the database with one module of two lessons (the first a preview) and one exam of one
 * single-choice question (the editor's API is not needed to test enrolling, reviews and learning).
 * @returns its id and the ids of its lessons and exam
 */
export async function insertTestCourse(
  db: Kysely<DB>,
  fields: TestCourseFields = {},
  now = new Date(),
): Promise<{ id: number; lessonIds: number[]; examId: number; moduleId: number }> {
  const courseId = await insertTestCourseRow(db, fields, now.toISOString());
  const mod = await db
    .insertInto('course_modules')
    .values({ course_id: courseId, position: 0, title: 'Getting started' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lessonIds: number[] = [];
  for (const [position, title] of ['Welcome', 'First steps'].entries()) {
    const lesson = await db
      .insertInto('course_lessons')
      .values({
        course_id: courseId,
        module_id: mod.id,
        position,
        title,
        content_md: `# ${title}`,
        content_html: `<h1>${title}</h1>`,
        video_url: null,
        duration_minutes: 10,
        preview: position === 0 ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lessonIds.push(lesson.id);
  }
  const exam = await db
    .insertInto('course_exams')
    .values({ course_id: courseId, kind: 'exam', position: 0, title: 'Final exam', duration_minutes: 10, pass_mark_percent: 70, max_attempts: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const question = await db
    .insertInto('course_questions')
    .values({ exam_id: exam.id, position: 0, kind: 'single', prompt: 'Which pin is the built-in LED on an Uno?', explanation: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('course_question_options')
    .values([
      { question_id: question.id, position: 0, text: '13', correct: 1 },
      { question_id: question.id, position: 1, text: '7', correct: 0 },
    ])
    .execute();
  return { id: courseId, lessonIds, examId: exam.id, moduleId: mod.id };
}

/**
 * Enrols a member straight into the database (and counts them in the course's `enrolled_count`).
 * @param orderId the order that paid for it, or null (free)
 */
export async function insertTestEnrollment(db: Kysely<DB>, courseId: number, userId: number, now = new Date(), orderId: number | null = null): Promise<void> {
  await db
    .insertInto('course_enrollments')
    .values({ course_id: courseId, user_id: userId, enrolled_at: now.toISOString(), order_id: orderId, completed_at: null })
    .execute();
  await db
    .updateTable('courses')
    .set((eb) => ({ enrolled_count: eb('enrolled_count', '+', 1) }))
    .where('id', '=', courseId)
    .execute();
}
