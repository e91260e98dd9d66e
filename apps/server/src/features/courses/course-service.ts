import { COURSE_MESSAGES } from '@esdc/core/course';
import type { CourseDetail, CourseInput, CourseListQuery, CourseSource, CourseSummary } from '@esdc/core/course-schemas';
import { imageVariant } from '@esdc/core/image';
import { can, type Actor } from '@esdc/core/permissions';
import type { Kysely, Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { loadImages } from '../images/public.ts';
import { checkImagesUsable } from '../images/public.ts';
import {
  loadCoursePageBase,
  mayEditCourse,
  parseJsonList,
  presentCourse,
  seesEveryCourse,
  summarizeCourses,
  visibleTo,
  type CoursePageBase,
  type CourseRow,
  type CourseViewerActor,
} from './course-reads.ts';
import type { Db } from '../../db/db.ts';

/*
 * The course catalogue and its editing (SPEC §2 Courses and course detail, §3 Course): list, page (counting a view),
 * the editable source, and create / update / delete of a course with its whole tree
 * (modules, lessons, exams, questions, options). Lesson markdown is rendered and sanitised at save. Every rule is
 * checked here, whatever the web shows.
 */

/** When each `courseId:viewerKey` view last counted, as this instance saw it (ms since the epoch). */
export type ViewMemo = LRUCache<string, number>;

/** A memo of counted views, bounded (the least recently used goes first). */
export function createViewMemo(): ViewMemo {
  return new LRUCache<string, number>({ max: 50_000 });
}

/** How long one viewer's view of a course counts for: a second view within it is not counted (as projects and posts). */
const COURSE_VIEW_WINDOW_MS = 60 * 60 * 1000;

/**
 * Courses the viewer may see, filtered and paged, newest first (SPEC §2 Courses). `q` searches title and description
 * case-insensitively; `status` 'all' shows every course to admins and moderators (others see the published ones and
 * the unpublished ones they teach either way).
 * @returns the page and how many match
 */
export async function listCourses(db: Kysely<DB>, viewer: CourseViewerActor, query: CourseListQuery): Promise<{ items: CourseSummary[]; total: number }> {
  let base = db.selectFrom('courses').where(visibleTo(viewer));
  if (query.status === 'published' && seesEveryCourse(viewer))
    base = base.where((eb) => eb.or([eb('courses.published', '=', 1), eb('courses.instructor_id', '=', viewer!.id)]));
  if (query.level) base = base.where('courses.level', '=', query.level);
  if (query.category) base = base.where('courses.category', '=', query.category);
  if (query.q) base = base.where(containsText(['courses.title', 'courses.description'], query.q));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll('courses').orderBy('courses.created_at', 'desc').orderBy('courses.id', 'desc').limit(query.limit).offset(query.offset).execute(),
  ]);
  return { items: await summarizeCourses(db, rows), total: Number(n) };
}

/**
 * A course the viewer may see.
 * @throws AppError 404 'Course not found' (also an unpublished course the viewer may not edit)
 */
async function visibleCourse(db: Db, viewer: CourseViewerActor, id: number): Promise<CourseRow> {
  const row = await db.selectFrom('courses').selectAll().where('courses.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
  if (!row) throw notFound(COURSE_MESSAGES.notFound);
  return row;
}

/**
 * Counts a view of a course at most once per viewer per {@link COURSE_VIEW_WINDOW_MS} (one upsert that only rewrites a
 * row older than the window decides it, atomic on both engines; a view already counted within the window is seen by a
 * read first, without a write, and remembered in `memo` until the window ends: a view counted only grows later, so
 * the memo never skips a view that should count).
 * @param memo when each (course, viewer) view last counted, as this instance saw it (ms since the epoch)
 * @param viewerKey 'user:<id>' or 'anon:<sha256 of the address>' (lib/view-counting.ts `viewerKey`)
 * @returns whether this call counted
 */
export async function countCourseView(database: Database, courseId: number, viewerKey: string, now: Date, memo?: ViewMemo): Promise<boolean> {
  const memoKey = `${courseId}:${viewerKey}`;
  const known = memo?.get(memoKey);
  if (known !== undefined && known > now.getTime() - COURSE_VIEW_WINDOW_MS) return false;
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - COURSE_VIEW_WINDOW_MS).toISOString();
  // Most page reads are repeat views within the hour: a plain read answers those without a write.
  const last = await database.db
    .selectFrom('course_views')
    .select('viewed_at')
    .where('course_id', '=', courseId)
    .where('viewer_key', '=', viewerKey)
    .executeTakeFirst();
  if (last && last.viewed_at > cutoff) {
    memo?.set(memoKey, Date.parse(last.viewed_at));
    return false;
  }
  const counted = await database.db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('course_views')
      .values({ course_id: courseId, viewer_key: viewerKey, viewed_at: at })
      .onConflict((oc) => oc.columns(['course_id', 'viewer_key']).doUpdateSet({ viewed_at: at }).where('course_views.viewed_at', '<=', cutoff))
      .returning('course_id')
      .executeTakeFirst();
    if (!fresh) return false;
    await trx
      .updateTable('courses')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', courseId)
      .execute();
    await trx.deleteFrom('course_views').where('course_id', '=', courseId).where('viewed_at', '<=', cutoff).execute();
    return true;
  });
  if (counted) memo?.set(memoKey, now.getTime());
  return counted;
}

/**
 * A course's page for a viewer, after counting their view (SPEC §2 course detail).
 * @param loadBase reads the shared part of the page (the route may serve it from its cache)
 * @throws AppError 404 'Course not found' (also an unpublished course the viewer may not edit)
 */
export async function getCourse(
  database: Database,
  viewer: CourseViewerActor,
  id: number,
  viewerKey: string,
  now: Date,
  loadBase: (row: CourseRow) => Promise<CoursePageBase> = (row) => loadCoursePageBase(database.db, row),
  memo?: ViewMemo,
): Promise<CourseDetail> {
  const row = await visibleCourse(database.db, viewer, id);
  if (await countCourseView(database, id, viewerKey, now, memo)) row.views += 1;
  const base = await loadBase(row);
  // The cached part may predate this view: the row read here is current.
  return presentCourse(database.db, { ...base, row, summary: { ...base.summary, views: row.views } }, viewer);
}

/**
 * The whole editable tree of a course (editors only): lesson markdown, questions, options with `correct`, accepted
 * answers.
 * @throws AppError 404 'Course not found' (also to those who may not see it), 403 to those who may see but not edit it
 */
export async function getCourseSource(db: Db, actor: Actor, id: number): Promise<CourseSource> {
  const row = await db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(COURSE_MESSAGES.notFound);
  if (!mayEditCourse(actor, row)) {
    if (row.published !== 1) throw notFound(COURSE_MESSAGES.notFound);
    throw forbidden(COURSE_MESSAGES.editNotAllowed);
  }
  return sourceOf(db, row);
}

async function sourceOf(db: Db, row: CourseRow): Promise<CourseSource> {
  const [modules, lessons, exams, questions, options, images] = await Promise.all([
    db.selectFrom('course_modules').select(['id', 'title']).where('course_id', '=', row.id).orderBy('position').orderBy('id').execute(),
    db.selectFrom('course_lessons').selectAll().where('course_id', '=', row.id).orderBy('position').orderBy('id').execute(),
    db.selectFrom('course_exams').selectAll().where('course_id', '=', row.id).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('course_questions as q')
      .innerJoin('course_exams as e', 'e.id', 'q.exam_id')
      .selectAll('q')
      .where('e.course_id', '=', row.id)
      .orderBy('q.position')
      .orderBy('q.id')
      .execute(),
    db
      .selectFrom('course_question_options as o')
      .innerJoin('course_questions as q', 'q.id', 'o.question_id')
      .innerJoin('course_exams as e', 'e.id', 'q.exam_id')
      .selectAll('o')
      .where('e.course_id', '=', row.id)
      .orderBy('o.position')
      .orderBy('o.id')
      .execute(),
    loadImages(db, row.image_id === null ? [] : [row.image_id]),
  ]);
  const upload = row.image_id === null ? undefined : images.get(row.image_id);
  const uploadUrl = upload ? imageVariant(upload, 'card')?.webp : undefined;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    instructor_id: row.instructor_id,
    duration: row.duration,
    level: row.level,
    category: row.category,
    image: upload && uploadUrl ? { image_id: upload.id, url: uploadUrl } : row.image_url ? { image_id: null, url: row.image_url } : null,
    price_paise: row.price_paise,
    published: row.published === 1,
    outcomes: parseJsonList<string>(row.outcomes_json),
    resources: parseJsonList<{ title: string; url: string }>(row.resources_json),
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      lessons: lessons
        .filter((l) => l.module_id === m.id)
        .map((l) => ({
          id: l.id,
          title: l.title,
          content_md: l.content_md,
          video_url: l.video_url,
          duration_minutes: l.duration_minutes,
          preview: l.preview === 1,
        })),
    })),
    exams: exams.map((e) => ({
      id: e.id,
      kind: e.kind,
      title: e.title,
      duration_minutes: e.duration_minutes,
      pass_mark_percent: e.pass_mark_percent,
      max_attempts: e.max_attempts,
      questions: questions
        .filter((q) => q.exam_id === e.id)
        .map((q) => ({
          id: q.id,
          kind: q.kind,
          prompt: q.prompt,
          explanation: q.explanation,
          options: q.kind === 'short' ? [] : options.filter((o) => o.question_id === q.id).map((o) => ({ id: o.id, text: o.text, correct: o.correct === 1 })),
          accepted_answers: q.kind === 'short' ? parseJsonList<string>(q.accepted_answers_json) : [],
        })),
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A 400 naming the field. */
function invalid(path: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_ERROR', message, [{ path, message }]);
}

/** Checks the instructor is a member (not erased). @throws AppError 400 'Instructor not found' */
async function checkInstructor(db: Db, instructorId: number | null): Promise<void> {
  if (instructorId === null) return;
  const row = await db.selectFrom('users').select('id').where('id', '=', instructorId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw invalid('instructor_id', COURSE_MESSAGES.unknownInstructor);
}

/** The course columns of an input (everything but the tree). */
function courseColumns(input: CourseInput) {
  return {
    title: input.title,
    description: input.description,
    instructor_id: input.instructor_id,
    duration: input.duration,
    level: input.level,
    category: input.category,
    image_id: input.image && 'image_id' in input.image ? input.image.image_id : null,
    image_url: input.image && 'url' in input.image ? input.image.url : null,
    price_paise: input.price_paise,
    published: input.published ? 1 : 0,
    outcomes_json: JSON.stringify(input.outcomes),
    resources_json: JSON.stringify(input.resources),
  };
}

/** The ids of a course's tree, by kind, and the lesson markdown already stored (to render only what changed). */
interface StoredTree {
  modules: Set<number>;
  lessons: Map<number, { content_md: string; content_html: string }>;
  exams: Set<number>;
  questions: Set<number>;
  options: Set<number>;
}

async function storedTree(trx: Transaction<DB>, courseId: number): Promise<StoredTree> {
  const [modules, lessons, exams, questions, options] = await Promise.all([
    trx.selectFrom('course_modules').select('id').where('course_id', '=', courseId).execute(),
    trx.selectFrom('course_lessons').select(['id', 'content_md', 'content_html']).where('course_id', '=', courseId).execute(),
    trx.selectFrom('course_exams').select('id').where('course_id', '=', courseId).execute(),
    trx.selectFrom('course_questions as q').innerJoin('course_exams as e', 'e.id', 'q.exam_id').select('q.id').where('e.course_id', '=', courseId).execute(),
    trx
      .selectFrom('course_question_options as o')
      .innerJoin('course_questions as q', 'q.id', 'o.question_id')
      .innerJoin('course_exams as e', 'e.id', 'q.exam_id')
      .select('o.id')
      .where('e.course_id', '=', courseId)
      .execute(),
  ]);
  return {
    modules: new Set(modules.map((r) => r.id)),
    lessons: new Map(lessons.map((r) => [r.id, { content_md: r.content_md, content_html: r.content_html }])),
    exams: new Set(exams.map((r) => r.id)),
    questions: new Set(questions.map((r) => r.id)),
    options: new Set(options.map((r) => r.id)),
  };
}

/**
 * Checks every id sent belongs to this course's tree (in its own kind) and appears once.
 * @throws AppError 400 'A module, lesson, exam, question or option id does not belong to this course'
 */
function checkTreeIds(input: CourseInput, stored: StoredTree): void {
  const seen = new Set<string>();
  const check = (kind: string, id: number | undefined, known: { has(id: number): boolean }, path: string) => {
    if (id === undefined) return;
    if (!known.has(id) || seen.has(`${kind}:${id}`)) throw invalid(path, COURSE_MESSAGES.unknownItem);
    seen.add(`${kind}:${id}`);
  };
  input.modules.forEach((m, mi) => {
    check('module', m.id, stored.modules, `modules.${mi}.id`);
    m.lessons.forEach((l, li) => check('lesson', l.id, stored.lessons, `modules.${mi}.lessons.${li}.id`));
  });
  input.exams.forEach((e, ei) => {
    check('exam', e.id, stored.exams, `exams.${ei}.id`);
    e.questions.forEach((q, qi) => {
      check('question', q.id, stored.questions, `exams.${ei}.questions.${qi}.id`);
      q.options.forEach((o, oi) => check('option', o.id, stored.options, `exams.${ei}.questions.${qi}.options.${oi}.id`));
    });
  });
}

/** Deletes the rows of a kind that the input left out. */
async function deleteMissing(
  trx: Transaction<DB>,
  table: 'course_modules' | 'course_lessons' | 'course_exams' | 'course_questions' | 'course_question_options',
  stored: Iterable<number>,
  kept: Set<number>,
): Promise<void> {
  const gone = [...stored].filter((id) => !kept.has(id));
  if (gone.length > 0) await trx.deleteFrom(table).where('id', 'in', gone).execute();
}

/**
 * Writes a course's tree: items with an id are updated in place (keeping their id, so completions and attempts stay
 * attached), items without one inserted, items of the course left out deleted (with what hangs on them). Lesson
 * markdown is rendered only when it changed.
 */
async function writeTree(trx: Transaction<DB>, courseId: number, input: CourseInput, stored: StoredTree): Promise<void> {
  const kept = { modules: new Set<number>(), lessons: new Set<number>(), exams: new Set<number>(), questions: new Set<number>(), options: new Set<number>() };
  // The changed lessons' markdown, rendered at once on the renderer threads (lib/markdown-off-thread.ts).
  const unchanged = (l: CourseInput['modules'][number]['lessons'][number]) => {
    const before = l.id === undefined ? undefined : stored.lessons.get(l.id);
    return before && before.content_md === l.content_md ? before : undefined;
  };
  const sources = [...new Set(input.modules.flatMap((m) => m.lessons.filter((l) => !unchanged(l)).map((l) => l.content_md)))];
  const rendered = new Map(await Promise.all(sources.map(async (md) => [md, await renderMarkdownOffThread(md)] as const)));
  for (const [position, m] of input.modules.entries()) {
    let moduleId = m.id;
    if (moduleId === undefined) {
      moduleId = (await trx.insertInto('course_modules').values({ course_id: courseId, position, title: m.title }).returning('id').executeTakeFirstOrThrow())
        .id;
    } else {
      await trx.updateTable('course_modules').set({ position, title: m.title }).where('id', '=', moduleId).execute();
    }
    kept.modules.add(moduleId);
    for (const [lessonPosition, l] of m.lessons.entries()) {
      const values = {
        course_id: courseId,
        module_id: moduleId,
        position: lessonPosition,
        title: l.title,
        content_md: l.content_md,
        content_html: unchanged(l)?.content_html ?? rendered.get(l.content_md) ?? '',
        video_url: l.video_url,
        duration_minutes: l.duration_minutes,
        preview: l.preview ? 1 : 0,
      };
      if (l.id === undefined) kept.lessons.add((await trx.insertInto('course_lessons').values(values).returning('id').executeTakeFirstOrThrow()).id);
      else {
        await trx.updateTable('course_lessons').set(values).where('id', '=', l.id).execute();
        kept.lessons.add(l.id);
      }
    }
  }
  for (const [position, e] of input.exams.entries()) {
    const values = {
      course_id: courseId,
      kind: e.kind,
      position,
      title: e.title,
      duration_minutes: e.duration_minutes,
      pass_mark_percent: e.pass_mark_percent,
      max_attempts: e.max_attempts,
    };
    let examId = e.id;
    if (examId === undefined) examId = (await trx.insertInto('course_exams').values(values).returning('id').executeTakeFirstOrThrow()).id;
    else await trx.updateTable('course_exams').set(values).where('id', '=', examId).execute();
    kept.exams.add(examId);
    for (const [questionPosition, q] of e.questions.entries()) {
      const questionValues = {
        exam_id: examId,
        position: questionPosition,
        kind: q.kind,
        prompt: q.prompt,
        explanation: q.explanation,
        accepted_answers_json: JSON.stringify(q.kind === 'short' ? q.accepted_answers : []),
      };
      let questionId = q.id;
      if (questionId === undefined) questionId = (await trx.insertInto('course_questions').values(questionValues).returning('id').executeTakeFirstOrThrow()).id;
      else await trx.updateTable('course_questions').set(questionValues).where('id', '=', questionId).execute();
      kept.questions.add(questionId);
      if (q.kind === 'short') continue;
      for (const [optionPosition, o] of q.options.entries()) {
        const optionValues = { question_id: questionId, position: optionPosition, text: o.text, correct: o.correct ? 1 : 0 };
        if (o.id === undefined)
          kept.options.add((await trx.insertInto('course_question_options').values(optionValues).returning('id').executeTakeFirstOrThrow()).id);
        else {
          await trx.updateTable('course_question_options').set(optionValues).where('id', '=', o.id).execute();
          kept.options.add(o.id);
        }
      }
    }
  }
  // Children first: a lesson or question moved out of a deleted parent has been re-parented above.
  await deleteMissing(trx, 'course_question_options', stored.options, kept.options);
  await deleteMissing(trx, 'course_questions', stored.questions, kept.questions);
  await deleteMissing(trx, 'course_exams', stored.exams, kept.exams);
  await deleteMissing(trx, 'course_lessons', stored.lessons.keys(), kept.lessons);
  await deleteMissing(trx, 'course_modules', stored.modules, kept.modules);
}

/**
 * Creates a course with its tree (admins and moderators: 'course:create'), audited as `course.created`.
 * @returns the editable source of the new course
 * @throws AppError 403 'Only admins and moderators may create courses'; 400 an unknown instructor or image; 403
 *   someone else's image
 */
export async function createCourse(database: Database, actor: Actor, input: CourseInput, now: Date): Promise<CourseSource> {
  if (!can(actor, 'course:create')) throw forbidden(COURSE_MESSAGES.createNotAllowed);
  const { db } = database;
  await checkInstructor(db, input.instructor_id);
  if (input.image && 'image_id' in input.image) await checkImagesUsable(db, actor, [input.image.image_id], 'image');
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const row = await trx
      .insertInto('courses')
      .values({ ...courseColumns(input), created_by: actor.id, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeTree(trx, row.id, input, { modules: new Set(), lessons: new Map(), exams: new Set(), questions: new Set(), options: new Set() });
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'course.created',
      targetType: 'course',
      targetId: row.id,
      details: { title: input.title, published: input.published },
      now,
    });
    return sourceOf(trx, row);
  });
}

/**
 * The locked course row, with the permission checked. An unpublished course stays invisible (404) to those who may not
 * edit it.
 * @throws AppError 404 'Course not found', 403 the action's message
 */
async function lockEditable(database: Database, trx: Transaction<DB>, actor: Actor, id: number, action: 'course:update' | 'course:delete'): Promise<CourseRow> {
  const row = await forUpdate(trx.selectFrom('courses').selectAll().where('id', '=', id), database.engine).executeTakeFirst();
  if (!row) throw notFound(COURSE_MESSAGES.notFound);
  const allowed = action === 'course:delete' ? can(actor, 'course:delete') : mayEditCourse(actor, row);
  if (!allowed) {
    if (row.published !== 1 && !mayEditCourse(actor, row)) throw notFound(COURSE_MESSAGES.notFound);
    throw forbidden(action === 'course:delete' ? COURSE_MESSAGES.deleteNotAllowed : COURSE_MESSAGES.editNotAllowed);
  }
  return row;
}

/**
 * Replaces a course and its tree (admins, moderators and its instructor: 'course:update'), audited as `course.updated`.
 * Items with an id are updated in place, items without one inserted, items left out deleted.
 * @returns the editable source after the change
 * @throws AppError 404, 403 'Only the instructor, a moderator or an admin may edit this course', 400 an id of another
 *   course's tree, an unknown instructor or image
 */
export async function updateCourse(database: Database, actor: Actor, id: number, input: CourseInput, now: Date): Promise<CourseSource> {
  const { db } = database;
  await checkInstructor(db, input.instructor_id);
  return db.transaction().execute(async (trx) => {
    const row = await lockEditable(database, trx, actor, id, 'course:update');
    if (input.image && 'image_id' in input.image && input.image.image_id !== row.image_id) await checkImagesUsable(trx, actor, [input.image.image_id], 'image');
    const stored = await storedTree(trx, id);
    checkTreeIds(input, stored);
    const updated = await trx
      .updateTable('courses')
      .set({ ...courseColumns(input), updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeTree(trx, id, input, stored);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'course.updated',
      targetType: 'course',
      targetId: id,
      details: { title: input.title, published: input.published },
      now,
    });
    return sourceOf(trx, updated);
  });
}

/**
 * Deletes a course with its tree, enrollments, likes, views, reviews, completions and attempts (admins: 'course:delete'),
 * audited as `course.deleted`. Certificates already issued stay (their course becomes null); course order lines keep
 * their copied name.
 * @throws AppError 404 'Course not found', 403 'Only admins may delete courses'
 */
export async function deleteCourse(database: Database, actor: Actor, id: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const row = await lockEditable(database, trx, actor, id, 'course:delete');
    await trx.deleteFrom('courses').where('id', '=', id).execute();
    await recordAudit(trx, { actorId: actor.id, action: 'course.deleted', targetType: 'course', targetId: id, details: { title: row.title }, now });
  });
}
