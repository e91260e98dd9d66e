import { courseInputSchema, courseReviewInputSchema } from '@esdc/core/course-schemas';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { count, daysAgo, featureContentDir, loadContent, memberRef, memberRefs, shippedImage } from '../../platform/seed-content.ts';

/*
 * Demo courses (SPEC §2 Courses, §9 "8 courses (levels Beginner, Intermediate, Advanced)"): eight real outlines written
 * by us — Embedded C, Arduino, ESP32 and IoT, RTOS (FreeRTOS), PCB design (KiCad),
 * Raspberry Pi, Sensors and TinyML — taught by demo members, some FREE and some priced in paise. Two carry full lesson
 * content and an exam and a practice test: Arduino Fundamentals (free; the end-to-end tests take its exam) and
 * Embedded C Programming. A few demo members are enrolled and have reviewed, so the counts are real. Covers reuse the
 * illustrations shipped with the web app.
 */

/** This feature's content folder (./seed-content when run from source). */
const CONTENT = featureContentDir(import.meta.url, 'courses');

/** Set once the demo courses are loaded. */
const DEMO_COURSES_FLAG = 'seed_demo_courses_v1';

/**
 * A demo course: the fields the course editor saves (modules, lessons, exams and tests with their questions; full
 * lesson notes in seed-content/lessons, outline lessons a one-line summary until the notes are written), with its cover
 * shipped with the web app, its instructor by username, created `ageDays` before the seeding clock, its view count,
 * and the members who liked it, are enrolled and reviewed it (only enrolled members' reviews are loaded).
 */
const courseSchema = courseInputSchema.omit({ instructor_id: true }).extend({
  image: courseInputSchema.shape.image.pipe(z.object({ url: shippedImage })),
  instructor: memberRef,
  ageDays: daysAgo,
  views: count,
  likedBy: memberRefs,
  enrolled: memberRefs,
  reviews: z.array(courseReviewInputSchema.extend({ by: memberRef })),
});

/** The demo courses (seed-content/courses.json), oldest first. */
export const SEED_COURSES = loadContent('courses.json', courseSchema, CONTENT);

/**
 * Loads the demo courses once, after the demo members (skipped without them; a member missing from this database is
 * skipped too). Enrollment, like and review counts follow the rows written.
 * @returns whether this call loaded them
 */
export async function seedDemoCourses(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_COURSES_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_COURSES_FLAG)) return false;
  const day = 86_400_000;
  await db.transaction().execute(async (trx) => {
    const names = [...new Set(SEED_COURSES.flatMap((c) => [c.instructor, ...c.likedBy, ...c.enrolled, ...c.reviews.map((r) => r.by)]))];
    const users = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', names).where('status', '=', 'active').execute();
    const idOf = new Map(users.map((u) => [u.username, u.id]));
    const ids = (list: readonly string[]) => list.flatMap((n) => (idOf.has(n) ? [idOf.get(n)!] : []));
    for (const c of SEED_COURSES) {
      const created = new Date(now.getTime() - c.ageDays * day);
      const at = (offsetDays: number) => new Date(created.getTime() + offsetDays * day).toISOString();
      const enrolled = ids(c.enrolled);
      const likers = ids(c.likedBy);
      // Only enrolled learners review.
      const reviews = c.reviews.flatMap((r) => (idOf.has(r.by) && c.enrolled.includes(r.by) ? [{ ...r, userId: idOf.get(r.by)! }] : []));
      const { id } = await trx
        .insertInto('courses')
        .values({
          title: c.title,
          description: c.description,
          instructor_id: idOf.get(c.instructor) ?? null,
          duration: c.duration,
          level: c.level,
          category: c.category,
          image_id: null,
          image_url: c.image.url,
          price_paise: c.price_paise,
          published: c.published ? 1 : 0,
          outcomes_json: JSON.stringify(c.outcomes),
          resources_json: JSON.stringify(c.resources),
          views: c.views,
          likes: likers.length,
          enrolled_count: enrolled.length,
          rating_sum: reviews.reduce((sum, r) => sum + r.rating, 0),
          review_count: reviews.length,
          created_by: null,
          created_at: created.toISOString(),
          updated_at: created.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [mi, m] of c.modules.entries()) {
        const mod = await trx.insertInto('course_modules').values({ course_id: id, position: mi, title: m.title }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('course_lessons')
          .values(
            m.lessons.map((l, li) => ({
              course_id: id,
              module_id: mod.id,
              position: li,
              title: l.title,
              content_md: l.content_md,
              content_html: renderMarkdown(l.content_md),
              video_url: l.video_url,
              duration_minutes: l.duration_minutes,
              preview: l.preview ? 1 : 0,
            })),
          )
          .execute();
      }
      for (const [ei, e] of c.exams.entries()) {
        const exam = await trx
          .insertInto('course_exams')
          .values({
            course_id: id,
            kind: e.kind,
            position: ei,
            title: e.title,
            duration_minutes: e.duration_minutes,
            pass_mark_percent: e.pass_mark_percent,
            max_attempts: e.max_attempts,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [qi, q] of e.questions.entries()) {
          const question = await trx
            .insertInto('course_questions')
            .values({
              exam_id: exam.id,
              position: qi,
              kind: q.kind,
              prompt: q.prompt,
              explanation: q.explanation,
              accepted_answers_json: JSON.stringify(q.accepted_answers),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (q.options.length)
            await trx
              .insertInto('course_question_options')
              .values(q.options.map(({ text, correct }, position) => ({ question_id: question.id, position, text, correct: correct ? 1 : 0 })))
              .execute();
        }
      }
      if (enrolled.length)
        await trx
          .insertInto('course_enrollments')
          .values(enrolled.map((user_id, i) => ({ course_id: id, user_id, enrolled_at: at(2 + i), order_id: null, completed_at: null })))
          .execute();
      if (likers.length)
        await trx
          .insertInto('course_likes')
          .values(likers.map((user_id, i) => ({ course_id: id, user_id, created_at: at(1 + i) })))
          .execute();
      if (reviews.length)
        await trx
          .insertInto('course_reviews')
          .values(reviews.map((r, i) => ({ course_id: id, user_id: r.userId, rating: r.rating, text: r.text, created_at: at(7 + i) })))
          .execute();
    }
    await trx.insertInto('app_settings').values({ key: DEMO_COURSES_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
