import { courseProgress, nextLessonId } from '@esdc/core/course-learning';
import type { EnrollmentEntry } from '@esdc/core/course-learning-schemas';
import type { CourseSummary } from '@esdc/core/course-schemas';
import type { Kysely, Selectable } from 'kysely';
import type { CoursesTable, DB } from '../../db/schema.ts';

/**
 * Turns course rows into catalogue items, in the rows' order: the courses feature's `summarizeCourses`, which app.ts
 * hands to the learning routes (a feature does not import another feature), so a summary is built one way only.
 */
export type SummarizeCourses = (db: Kysely<DB>, rows: readonly Selectable<CoursesTable>[]) => Promise<CourseSummary[]>;

/**
 * The member's courses for Continue Learning (`GET /api/enrollments`): every published course they are enrolled in,
 * most recently enrolled first, each with their progress, the next lesson to open, and the certificate once earned.
 * A paid course appears once its order is paid (enrolment happens then).
 * @param summarize the courses feature's summaries
 * @param userId the signed-in member
 * @param page paging
 * @returns the page and how many there are
 */
export async function listEnrollments(
  db: Kysely<DB>,
  summarize: SummarizeCourses,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ items: EnrollmentEntry[]; total: number }> {
  const base = db
    .selectFrom('course_enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .where('e.user_id', '=', userId)
    .where('c.published', '=', 1);
  const [rows, count] = await Promise.all([
    base
      .selectAll('c')
      .select(['e.enrolled_at', 'e.completed_at'])
      .orderBy('e.enrolled_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  if (rows.length === 0) return { items: [], total: Number(count.n) };
  const ids = rows.map((r) => r.id);
  const [summaries, lessons, completions, certificates] = await Promise.all([
    summarize(
      db,
      rows.map(({ enrolled_at: _e, completed_at: _c, ...course }) => course),
    ),
    db
      .selectFrom('course_lessons as l')
      .innerJoin('course_modules as m', 'm.id', 'l.module_id')
      .select(['l.id', 'l.title', 'l.course_id'])
      .where('l.course_id', 'in', ids)
      .orderBy('m.position')
      .orderBy('m.id')
      .orderBy('l.position')
      .orderBy('l.id')
      .execute(),
    db.selectFrom('course_lesson_completions').select('lesson_id').where('user_id', '=', userId).where('course_id', 'in', ids).execute(),
    db.selectFrom('certificates').select(['course_id', 'code']).where('user_id', '=', userId).where('course_id', 'in', ids).execute(),
  ]);
  const done = new Set(completions.map((c) => c.lesson_id));
  const codes = new Map(certificates.map((c) => [c.course_id, c.code]));
  const items = rows.map((row, i): EnrollmentEntry => {
    const own = lessons.filter((l) => l.course_id === row.id);
    const next = nextLessonId(
      own.map((l) => l.id),
      done,
    );
    const nextLesson = own.find((l) => l.id === next);
    return {
      course: summaries[i]!,
      enrolled_at: row.enrolled_at,
      progress: courseProgress(own.filter((l) => done.has(l.id)).length, own.length),
      next_lesson: nextLesson ? { id: nextLesson.id, title: nextLesson.title } : null,
      completed_at: row.completed_at,
      certificate_code: codes.get(row.id) ?? null,
    };
  });
  return { items, total: Number(count.n) };
}
