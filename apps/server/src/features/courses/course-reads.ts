import { COURSE_DETAIL_REVIEWS, courseRating, isFreeCourse } from '@esdc/core/course';
import { courseProgress } from '@esdc/core/course-learning';
import type {
  CourseDetail,
  CourseExamSummary,
  CourseInstructor,
  CourseModuleOutline,
  CourseReview,
  CourseSummary,
  CourseViewer,
} from '@esdc/core/course-schemas';
import { imageVariant } from '@esdc/core/image';
import { can, type Actor } from '@esdc/core/permissions';
import { type Selectable } from 'kysely';
import type { CoursesTable } from '../../db/schema.ts';
import { loadImages } from '../images/public.ts';
import { avatarOf, loadMemberRows } from '../users/public.ts';
import { isEnrolled } from './course-enrollments.ts';
import { visibleCourseRows } from './course-visibility.ts';
import type { Db } from '../../db/db.ts';

/*
 * Reading courses as the API shows them (SPEC §2 Courses and course detail, §3 Course): rows plus instructor, cover,
 * counts, outline, exams and reviews, loaded for many courses in a few queries; the viewer's standing; who may see
 * and edit what.
 */

export type CourseRow = Selectable<CoursesTable>;
/** Who looks at the catalogue: a signed-in member or nobody. */
export type CourseViewerActor = Actor | null;

/**
 * Whether the viewer may edit a course: admins, moderators and its instructor ('course:update').
 * @param row the course (its instructor)
 */
export function mayEditCourse(viewer: CourseViewerActor, row: Pick<CourseRow, 'instructor_id'>): boolean {
  return can(viewer, 'course:update', row.instructor_id === null ? {} : { ownerId: row.instructor_id });
}

/** Whether the viewer sees every course, published or not (admins and moderators). */
export function seesEveryCourse(viewer: CourseViewerActor): boolean {
  return can(viewer, 'course:update', {});
}

/**
 * A condition on `courses`: what the viewer may see. Everyone sees published courses; an unpublished one only admins,
 * moderators and its instructor.
 */
export function visibleTo(viewer: CourseViewerActor) {
  return visibleCourseRows(viewer);
}

/**
 * Members by id as courses show them; an erased member is absent (the course shows no instructor, the review no author).
 * @returns a map from id to member
 */
async function loadCourseMembers(db: Db, ids: readonly number[]): Promise<Map<number, CourseInstructor>> {
  const rows = [...(await loadMemberRows(db, ids)).values()].filter((u) => u.deleted_at === null);
  return new Map(rows.map((u) => [u.id, { id: u.id, username: u.username, name: u.name || u.username, avatar: avatarOf(u) }]));
}

/**
 * Cover URLs of courses: the 'card' WebP variant of an upload, else the stored (external or shipped) URL.
 * @returns a map from course id to URL; courses without a cover are absent
 */
export async function courseImageUrls(db: Db, rows: readonly Pick<CourseRow, 'id' | 'image_id' | 'image_url'>[]): Promise<Map<number, string>> {
  const images = await loadImages(
    db,
    rows.flatMap((r) => (r.image_id === null ? [] : [r.image_id])),
  );
  const urls = new Map<number, string>();
  for (const r of rows) {
    const image = r.image_id === null ? undefined : images.get(r.image_id);
    const url = image ? imageVariant(image, 'card')?.webp : r.image_url;
    if (url) urls.set(r.id, url);
  }
  return urls;
}

/** Lesson and module counts of courses. */
async function treeCounts(db: Db, ids: readonly number[]): Promise<{ lessons: Map<number, number>; modules: Map<number, number> }> {
  if (ids.length === 0) return { lessons: new Map(), modules: new Map() };
  const [lessons, modules] = await Promise.all([
    db
      .selectFrom('course_lessons')
      .select(['course_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('course_id', 'in', ids)
      .groupBy('course_id')
      .execute(),
    db
      .selectFrom('course_modules')
      .select(['course_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('course_id', 'in', ids)
      .groupBy('course_id')
      .execute(),
  ]);
  return {
    lessons: new Map(lessons.map((r) => [r.course_id, Number(r.n)])),
    modules: new Map(modules.map((r) => [r.course_id, Number(r.n)])),
  };
}

/**
 * Turns course rows into catalogue items (CourseSummary) in a few queries.
 * @param rows course rows, in the order wanted
 * @returns the summaries in the same order
 */
export async function summarizeCourses(db: Db, rows: readonly CourseRow[]): Promise<CourseSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [members, images, counts] = await Promise.all([
    loadCourseMembers(
      db,
      rows.flatMap((r) => (r.instructor_id === null ? [] : [r.instructor_id])),
    ),
    courseImageUrls(db, rows),
    treeCounts(db, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    instructor: r.instructor_id === null ? null : (members.get(r.instructor_id) ?? null),
    duration: r.duration,
    level: r.level,
    category: r.category,
    image: images.get(r.id) ?? null,
    price_paise: r.price_paise,
    is_free: isFreeCourse(r.price_paise),
    lessons: counts.lessons.get(r.id) ?? 0,
    modules: counts.modules.get(r.id) ?? 0,
    enrolled: r.enrolled_count,
    rating: courseRating(r.rating_sum, r.review_count),
    review_count: r.review_count,
    views: r.views,
    likes: r.likes,
    comments: r.review_count,
    published: r.published === 1,
    created_at: r.created_at,
  }));
}

/**
 * Reviews as the API shows them (newest first is the caller's order).
 * @param rows review rows
 */
export async function presentReviews(
  db: Db,
  rows: readonly { id: number; user_id: number; rating: number; text: string; created_at: string }[],
): Promise<CourseReview[]> {
  const members = await loadCourseMembers(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => ({ id: r.id, user: members.get(r.user_id) ?? null, rating: r.rating, text: r.text, created_at: r.created_at }));
}

/** The part of a course page that is the same for every viewer: the summary, outline, exams and newest reviews. */
export interface CoursePageBase {
  summary: CourseSummary;
  row: CourseRow;
  outcomes: string[];
  resources: { title: string; url: string }[];
  modules: { id: number; title: string; lessons: { id: number; title: string; duration_minutes: number; has_video: boolean; preview: boolean }[] }[];
  exams: {
    id: number;
    kind: 'exam' | 'test';
    title: string;
    duration_minutes: number;
    question_count: number;
    pass_mark_percent: number;
    max_attempts: number | null;
  }[];
  reviews: CourseReview[];
}

/** Parses a JSON list column, an empty list when it is not one. */
export function parseJsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/**
 * Reads the shared part of a course page (no viewer data).
 * @param row the course
 */
export async function loadCoursePageBase(db: Db, row: CourseRow): Promise<CoursePageBase> {
  const [summaries, modules, lessons, exams, questionCounts, reviews] = await Promise.all([
    summarizeCourses(db, [row]),
    db.selectFrom('course_modules').select(['id', 'title']).where('course_id', '=', row.id).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('course_lessons')
      .select(['id', 'module_id', 'title', 'duration_minutes', 'video_url', 'preview'])
      .where('course_id', '=', row.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('course_exams')
      .select(['id', 'kind', 'title', 'duration_minutes', 'pass_mark_percent', 'max_attempts'])
      .where('course_id', '=', row.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('course_questions as q')
      .innerJoin('course_exams as e', 'e.id', 'q.exam_id')
      .select(['q.exam_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('e.course_id', '=', row.id)
      .groupBy('q.exam_id')
      .execute(),
    db
      .selectFrom('course_reviews')
      .select(['id', 'user_id', 'rating', 'text', 'created_at'])
      .where('course_id', '=', row.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(COURSE_DETAIL_REVIEWS)
      .execute(),
  ]);
  const questionsOf = new Map(questionCounts.map((q) => [q.exam_id, Number(q.n)]));
  return {
    summary: summaries[0]!,
    row,
    outcomes: parseJsonList<string>(row.outcomes_json),
    resources: parseJsonList<{ title: string; url: string }>(row.resources_json),
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      lessons: lessons
        .filter((l) => l.module_id === m.id)
        .map((l) => ({ id: l.id, title: l.title, duration_minutes: l.duration_minutes, has_video: l.video_url !== null, preview: l.preview === 1 })),
    })),
    exams: exams.map((e) => ({
      id: e.id,
      kind: e.kind,
      title: e.title,
      duration_minutes: e.duration_minutes,
      question_count: questionsOf.get(e.id) ?? 0,
      pass_mark_percent: e.pass_mark_percent,
      max_attempts: e.max_attempts,
    })),
    reviews: await presentReviews(db, reviews),
  };
}

/** What the viewer has done on a course: enrollment, pending order, like, review, completions, attempts, certificate. */
interface ViewerState {
  enrolled: boolean;
  pendingOrderId: number | null;
  liked: boolean;
  reviewed: boolean;
  completed: Set<number>;
  attempts: Map<number, { used: number; best: number; passed: boolean }>;
  certificate: string | null;
}

/**
 * The placed, unpaid order of a member that buys a course, if any.
 * @returns its id, or null
 */
export async function pendingCourseOrderId(db: Db, courseId: number, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .select('o.id')
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'placed')
    .where('l.course_id', '=', courseId)
    .orderBy('o.id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

async function viewerState(db: Db, courseId: number, userId: number): Promise<ViewerState> {
  const [enrolled, pending, like, review, completions, attempts, certificate] = await Promise.all([
    isEnrolled(db, courseId, userId),
    pendingCourseOrderId(db, courseId, userId),
    db.selectFrom('course_likes').select('user_id').where('course_id', '=', courseId).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('course_reviews').select('id').where('course_id', '=', courseId).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('course_lesson_completions').select('lesson_id').where('course_id', '=', courseId).where('user_id', '=', userId).execute(),
    db
      .selectFrom('course_exam_attempts')
      .select(['exam_id', (eb) => eb.fn.countAll<number>().as('used'), (eb) => eb.fn.max('score_percent').as('best'), (eb) => eb.fn.max('passed').as('passed')])
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .groupBy('exam_id')
      .execute(),
    db.selectFrom('certificates').select('code').where('course_id', '=', courseId).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return {
    enrolled,
    pendingOrderId: enrolled ? null : pending,
    liked: like !== undefined,
    reviewed: review !== undefined,
    completed: new Set(completions.map((c) => c.lesson_id)),
    attempts: new Map(attempts.map((a) => [a.exam_id, { used: Number(a.used), best: Number(a.best ?? 0), passed: Number(a.passed ?? 0) === 1 }])),
    certificate: certificate?.code ?? null,
  };
}

/**
 * A course page for a viewer: the shared part plus what they may do and have done.
 * @param base the shared part ({@link loadCoursePageBase}, possibly cached)
 */
export async function presentCourse(db: Db, base: CoursePageBase, viewer: CourseViewerActor): Promise<CourseDetail> {
  const state = viewer ? await viewerState(db, base.row.id, viewer.id) : null;
  const modules: CourseModuleOutline[] = base.modules.map((m) => ({
    id: m.id,
    title: m.title,
    duration_minutes: m.lessons.reduce((sum, l) => sum + l.duration_minutes, 0),
    lessons: m.lessons.map((l) => ({ ...l, completed: state?.completed.has(l.id) ?? false })),
  }));
  const allLessons = modules.flatMap((m) => m.lessons);
  const enrolled = state?.enrolled ?? false;
  const completedCount = allLessons.filter((l) => l.completed).length;
  const exams: CourseExamSummary[] = base.exams.map((e) => {
    const a = state?.attempts.get(e.id);
    return { ...e, attempts_used: a?.used ?? 0, best_score_percent: a ? a.best : null, passed: a?.passed ?? false };
  });
  const viewerPart: CourseViewer = {
    signed_in: viewer !== null,
    enrollment: enrolled ? 'enrolled' : state?.pendingOrderId ? 'pending_payment' : 'none',
    pending_order_id: state?.pendingOrderId ?? null,
    liked: state?.liked ?? false,
    reviewed: state?.reviewed ?? false,
    can_edit: mayEditCourse(viewer, base.row),
    can_review: enrolled && !(state?.reviewed ?? false) && can(viewer, 'course:review'),
    progress: enrolled ? courseProgress(completedCount, allLessons.length) : null,
    next_lesson_id: enrolled ? (allLessons.find((l) => !l.completed)?.id ?? null) : null,
    certificate_code: state?.certificate ?? null,
  };
  return {
    ...base.summary,
    outcomes: base.outcomes,
    resources: base.resources,
    modules,
    exams: exams.filter((e) => e.kind === 'exam'),
    tests: exams.filter((e) => e.kind === 'test'),
    reviews: base.reviews,
    updated_at: base.row.updated_at,
    viewer: viewerPart,
  };
}
