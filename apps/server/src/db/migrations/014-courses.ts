import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';

/**
 * 014: courses (SPEC §2 Courses, §3 Course). Money is integer paise (`price_paise`); timestamps ISO-8601 UTC text;
 * booleans 0/1 integers.
 * - `courses`: the catalogue entry. `description` plain text; `outcomes_json` the "You'll Learn" list (JSON array of
 *   strings) and `resources_json` the Resources links (JSON array of {title, url}); `image_id` an upload (set null when
 *   it goes) or `image_url` an external/bundled one; `instructor_id` a member (set null when erased); `views`, `likes`,
 *   `enrolled_count`, `rating_sum`, `review_count` are aggregates written with their rows.
 * - `course_modules` and `course_lessons` (in `position` order; `content_html` is `content_md` rendered and sanitised
 *   at save; `preview` 1 = readable without enrolling); `course_exams` (kind 'exam' counts for the certificate, 'test'
 *   is practice) with `course_questions` (single, multiple or short answers) and `course_question_options`.
 * - `course_enrollments` (one per member and course; `order_id` the shop order that paid for it), `course_likes`,
 *   `course_views` (when each viewer's view last counted, the rule of migration 004), `course_reviews` (one per
 *   member and course, rating 1–5).
 * - `course_lesson_completions`, `course_exam_attempts` and `certificates` (holder, course and instructor copied at
 *   issue so a certificate survives edits and deletions; one per member and course).
 * - `orders.currency` ('USD' for shop orders, 'INR' for course orders) and `order_lines.course_id`.
 */
export function migration014(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, 'courses')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('instructor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('duration', 'text', (c) => c.notNull())
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('image_url', 'text')
        .addColumn('price_paise', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`price_paise >= 0`),
        )
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('outcomes_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('resources_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enrolled_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('courses_published_idx').on('courses').columns(['published', 'created_at', 'id']).execute();
      await db.schema.createIndex('courses_instructor_idx').on('courses').column('instructor_id').execute();
      await db.schema.createIndex('courses_image_idx').on('courses').column('image_id').execute();
      await db.schema.createIndex('courses_created_by_idx').on('courses').column('created_by').execute();

      await id(db, 'course_modules')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('course_modules_course_idx').on('course_modules').columns(['course_id', 'position']).execute();

      await id(db, 'course_lessons')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('module_id', 'integer', (c) => c.notNull().references('course_modules.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content_md', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content_html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('video_url', 'text')
        .addColumn('duration_minutes', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`duration_minutes >= 0`),
        )
        .addColumn('preview', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('course_lessons_course_idx').on('course_lessons').columns(['course_id', 'module_id', 'position']).execute();
      await db.schema.createIndex('course_lessons_module_idx').on('course_lessons').columns(['module_id', 'position']).execute();

      await id(db, 'course_exams')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('exam', 'test')`))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`duration_minutes >= 0`),
        )
        .addColumn('pass_mark_percent', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(70)
            .check(sql`pass_mark_percent between 1 and 100`),
        )
        .addColumn('max_attempts', 'integer', (c) => c.defaultTo(3).check(sql`max_attempts is null or max_attempts >= 1`))
        .execute();
      await db.schema.createIndex('course_exams_course_idx').on('course_exams').columns(['course_id', 'kind', 'position']).execute();

      await id(db, 'course_questions')
        .addColumn('exam_id', 'integer', (c) => c.notNull().references('course_exams.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('single', 'multiple', 'short')`))
        .addColumn('prompt', 'text', (c) => c.notNull())
        .addColumn('explanation', 'text')
        .addColumn('accepted_answers_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema.createIndex('course_questions_exam_idx').on('course_questions').columns(['exam_id', 'position']).execute();

      await id(db, 'course_question_options')
        .addColumn('question_id', 'integer', (c) => c.notNull().references('course_questions.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('course_question_options_question_idx').on('course_question_options').columns(['question_id', 'position']).execute();

      await db.schema
        .createTable('course_enrollments')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('enrolled_at', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('completed_at', 'text')
        .addPrimaryKeyConstraint('course_enrollments_pk', ['course_id', 'user_id'])
        .execute();
      await db.schema.createIndex('course_enrollments_user_idx').on('course_enrollments').columns(['user_id', 'enrolled_at']).execute();
      await db.schema.createIndex('course_enrollments_order_idx').on('course_enrollments').column('order_id').execute();

      await db.schema
        .createTable('course_likes')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('course_likes_pk', ['course_id', 'user_id'])
        .execute();
      await db.schema.createIndex('course_likes_user_idx').on('course_likes').column('user_id').execute();

      await db.schema
        .createTable('course_views')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('viewer_key', 'text', (c) => c.notNull())
        .addColumn('viewed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('course_views_pk', ['course_id', 'viewer_key'])
        .execute();
      await db.schema.createIndex('course_views_viewed_idx').on('course_views').columns(['course_id', 'viewed_at']).execute();

      await id(db, 'course_reviews')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('course_reviews_member_uq', ['course_id', 'user_id'])
        .execute();
      await db.schema.createIndex('course_reviews_course_idx').on('course_reviews').columns(['course_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('course_reviews_user_idx').on('course_reviews').column('user_id').execute();

      await db.schema
        .createTable('course_lesson_completions')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('lesson_id', 'integer', (c) => c.notNull().references('course_lessons.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('completed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('course_lesson_completions_pk', ['lesson_id', 'user_id'])
        .execute();
      await db.schema.createIndex('course_lesson_completions_user_idx').on('course_lesson_completions').columns(['user_id', 'course_id']).execute();

      await id(db, 'course_exam_attempts')
        .addColumn('exam_id', 'integer', (c) => c.notNull().references('course_exams.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('answers_json', 'text', (c) => c.notNull())
        .addColumn('correct_count', 'integer', (c) => c.notNull())
        .addColumn('question_count', 'integer', (c) => c.notNull())
        .addColumn('score_percent', 'integer', (c) => c.notNull().check(sql`score_percent between 0 and 100`))
        .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('course_exam_attempts_user_idx').on('course_exam_attempts').columns(['user_id', 'exam_id', 'created_at']).execute();
      await db.schema.createIndex('course_exam_attempts_course_idx').on('course_exam_attempts').columns(['course_id', 'user_id']).execute();

      await id(db, 'certificates')
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('course_title', 'text', (c) => c.notNull())
        .addColumn('course_level', 'text', (c) => c.notNull())
        .addColumn('instructor_name', 'text')
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('certificates_user_idx').on('certificates').columns(['user_id', 'issued_at']).execute();
      await db.schema.createIndex('certificates_course_user_uq').on('certificates').unique().columns(['course_id', 'user_id']).execute();

      // --- Orders: course purchases are shop orders in rupees ---
      await db.schema
        .alterTable('orders')
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
        .execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('order_lines_course_idx').on('order_lines').columns(['course_id', 'order_id']).execute();
    },
  };
}
