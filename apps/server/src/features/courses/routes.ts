import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { COURSE_MESSAGES } from '@esdc/core/course';
import {
  courseDetailSchema,
  courseEnrollmentResultSchema,
  courseInputSchema,
  courseLikeResultSchema,
  courseListQuerySchema,
  courseReviewInputSchema,
  courseReviewListQuerySchema,
  courseReviewSchema,
  courseSourceSchema,
  courseSummarySchema,
} from '@esdc/core/course-schemas';
import { idParamsSchema } from '@esdc/core/input';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPage, okPageOf } from '../../lib/envelope.ts';
import { viewerKey } from '../../lib/view-counting.ts';
import type { CachedEntry } from '../../platform/response-cache.ts';
import { createCoursePageCache } from './course-cache.ts';
import { countCourseView, createCourse, createViewMemo, deleteCourse, getCourse, getCourseSource, listCourses, updateCourse } from './course-service.ts';
import { enroll, leave } from './enrollment-service.ts';
import { createReview, listReviews, setCourseLike } from './review-service.ts';
import { userOf } from '../../plugins/auth.ts';
import { notModified, sendCached } from '../../lib/cached-reply.ts';

const idParams = idParamsSchema('course');

const NOT_FOUND = `404 '${COURSE_MESSAGES.notFound}' (also an unpublished course the caller may not edit).`;
const BODY_RULES =
  "The whole course: items of the tree with an `id` are updated in place (their completions and attempts stay), items without one inserted, items left out deleted. Lesson markdown is stored as sent and served rendered and sanitised (scripts, event handlers and `javascript:` links removed). 400 'Title must be at least 5 characters long', " +
  "'Description must be at least 20 characters long', 'Invalid course level', 'Invalid course category', 'Price must be a whole number of paise, 0 or more', " +
  "a choice question without two options or a right one, a short question without an accepted answer, 'Instructor not found', an unknown image; 403 someone else's image.";

/**
 * Courses (SPEC §2 Courses (/lms) and course detail, §3 Course; the contract: /api/docs): the catalogue and course
 * pages, editing (admins and moderators create; the instructor edits too; admins delete),
 * enrolling (free at once, paid through a shop order in rupees), learner reviews and likes.
 */
export async function courseRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const { pageBase, lists, stop } = createCoursePageCache(ctx.database);
  const views = createViewMemo();
  app.addHook('onClose', async () => stop());
  // One read per key at a time: visitors who miss together (a cold start, a write, a 10 s boundary) share it.
  const reading = new Map<string, Promise<CachedEntry>>();
  const cachedList = (key: string, read: () => Promise<unknown>): Promise<CachedEntry> => {
    const now = Date.now();
    const entry = lists.get(key, now);
    if (entry) return Promise.resolve(entry);
    let pending = reading.get(key);
    if (!pending) {
      pending = read()
        .then((body) => lists.set(key, JSON.stringify(body), now))
        .finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    return pending;
  };

  r.get(
    '/api/courses',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['courses'],
        summary: 'Courses the viewer may see',
        description:
          "Newest first. `q` searches title and description (case-insensitive); `level` ('Invalid course level'), `category` ('Invalid course category'); " +
          '`all` or empty = any. Published courses, and the unpublished ones the viewer teaches (`published: false`); `status=all` shows every course to admins and moderators. Paged (`limit` ≤ 50, default 12). ' +
          'Visitors get a shared cached copy with an ETag (304 to a matching If-None-Match), at most 10 s old.',
        querystring: courseListQuerySchema,
        response: { 200: listEnvelope(courseSummarySchema), 304: notModified },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const read = async (viewer: typeof request.user) => {
        return okPageOf(await listCourses(ctx.db, viewer, q), q);
      };
      // Visitors share a cached copy (nothing in it depends on who they are; views may lag up to 10 s).
      if (!request.user) return sendCached(request, reply, await cachedList(JSON.stringify(q), () => read(null)));
      return read(request.user);
    },
  );

  r.post(
    '/api/courses',
    {
      ...signedIn,
      schema: {
        tags: ['courses'],
        summary: 'Create a course',
        description: `Admins and moderators: 401 signed out, 403 '${COURSE_MESSAGES.createNotAllowed}'. ${BODY_RULES} Message '${COURSE_MESSAGES.created}'.`,
        body: courseInputSchema,
        response: { 201: envelope(courseSourceSchema) },
      },
    },
    async (request, reply) => {
      const course = await createCourse(ctx.database, userOf(request), request.body, ctx.clock());
      return reply.status(201).send(ok(course, { message: COURSE_MESSAGES.created }));
    },
  );

  r.get(
    '/api/courses/:id',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['courses'],
        summary: "One course's page",
        description: `${NOT_FOUND} The outline (modules, lessons without their content), exams and tests with the viewer's attempts, the newest 20 reviews and \`viewer\` (enrollment, pending order, like, review, progress, next lesson, certificate, can_edit). Opening it counts a view, at most once per viewer per hour (the signed-in member, else the visitor by address and browser). Visitors get a shared cached copy with an ETag (304 to a matching If-None-Match), at most 10 s old.`,
        params: idParams,
        response: { 200: envelope(courseDetailSchema), 304: notModified },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.user) return ok(await getCourse(ctx.database, request.user, id, viewerKey(request), ctx.clock(), pageBase, views));
      // Visitors share a cached copy (views may lag up to 10 s); their view is still counted, once an hour.
      const key = `detail:${id}`;
      const hit = lists.get(key, Date.now());
      if (hit) {
        await countCourseView(ctx.database, id, viewerKey(request), ctx.clock(), views);
        return sendCached(request, reply, hit);
      }
      const started = Date.now();
      const body = ok(await getCourse(ctx.database, null, id, viewerKey(request), ctx.clock(), pageBase, views));
      return sendCached(request, reply, lists.set(key, JSON.stringify(body), started));
    },
  );

  r.get(
    '/api/courses/:id/source',
    {
      ...signedIn,
      schema: {
        tags: ['courses'],
        summary: "A course's editable source",
        description: `The instructor, moderators and admins: 401 signed out, 403 '${COURSE_MESSAGES.editNotAllowed}'; ${NOT_FOUND} The whole tree with lesson markdown, questions, options with \`correct\` and accepted answers: what PUT takes back.`,
        params: idParams,
        response: { 200: envelope(courseSourceSchema) },
      },
    },
    async (request) => ok(await getCourseSource(ctx.db, userOf(request), request.params.id)),
  );

  r.put(
    '/api/courses/:id',
    {
      ...signedIn,
      schema: {
        tags: ['courses'],
        summary: 'Edit a course',
        description: `The instructor, moderators and admins: 401 signed out, 403 '${COURSE_MESSAGES.editNotAllowed}'; ${NOT_FOUND} ${BODY_RULES} 400 'A module, lesson, exam, question or option id does not belong to this course'. Message '${COURSE_MESSAGES.updated}'.`,
        params: idParams,
        body: courseInputSchema,
        response: { 200: envelope(courseSourceSchema) },
      },
    },
    async (request) =>
      ok(await updateCourse(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: COURSE_MESSAGES.updated }),
  );

  r.delete(
    '/api/courses/:id',
    {
      ...signedIn,
      schema: {
        tags: ['courses'],
        summary: 'Delete a course',
        description: `Admins: 401 signed out, 403 '${COURSE_MESSAGES.deleteNotAllowed}'; ${NOT_FOUND} Its tree, enrollments, likes, views, reviews, completions and attempts go with it; issued certificates stay. Message '${COURSE_MESSAGES.deleted}'.`,
        params: idParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteCourse(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok(null, { message: COURSE_MESSAGES.deleted });
    },
  );

  const mayEnroll = { onRequest: app.requirePermission('course:enroll') };
  r.post(
    '/api/courses/:id/enrollment',
    {
      ...mayEnroll,
      schema: {
        tags: ['courses'],
        summary: 'Enroll in a course',
        description:
          "Active members (401 signed out, 403 otherwise). A free course: 201 `{status: 'enrolled', order: null}`. A paid course: 201 `{status: 'pending_payment', order}`, " +
          "a shop order in rupees (currency 'INR', one line with `course_id`, status placed) that enrolls the member when an admin marks it paid and withdraws " +
          `the enrollment when cancelled; asked again while that order waits: 200 with the same order. 409 ALREADY_ENROLLED '${COURSE_MESSAGES.alreadyEnrolled}'; ${NOT_FOUND}`,
        params: idParams,
        response: { 200: envelope(courseEnrollmentResultSchema), 201: envelope(courseEnrollmentResultSchema) },
      },
    },
    async (request, reply) => {
      const { created, ...result } = await enroll(ctx.database, userOf(request), request.params.id, ctx.clock());
      const message = result.status === 'enrolled' ? COURSE_MESSAGES.enrolled : COURSE_MESSAGES.paymentPending;
      return reply.status(created ? 201 : 200).send(ok(result, { message }));
    },
  );

  r.delete(
    '/api/courses/:id/enrollment',
    {
      ...mayEnroll,
      schema: {
        tags: ['courses'],
        summary: 'Leave a free course',
        description: `Active members. Lesson progress stays. 404 '${COURSE_MESSAGES.notEnrolledLeave}'; 409 PAID_ENROLLMENT '${COURSE_MESSAGES.paidLeave}'; ${NOT_FOUND} Message '${COURSE_MESSAGES.left}'.`,
        params: idParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await leave(ctx.database, userOf(request), request.params.id);
      return ok(null, { message: COURSE_MESSAGES.left });
    },
  );

  r.get(
    '/api/courses/:id/reviews',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['courses'],
        summary: "A course's learner reviews",
        description: `Newest first, paged (\`limit\` ≤ 50, default 20). ${NOT_FOUND}`,
        params: idParams,
        querystring: courseReviewListQuerySchema,
        response: { 200: listEnvelope(courseReviewSchema) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const page = await listReviews(ctx.db, request.user, request.params.id, { limit, offset });
      return okPage(page.items, { total: page.total, limit, offset });
    },
  );

  r.post(
    '/api/courses/:id/reviews',
    {
      onRequest: app.requirePermission('course:review'),
      schema: {
        tags: ['courses'],
        summary: 'Review a course',
        description:
          `Enrolled learners, once: 401 signed out; 403 NOT_ENROLLED '${COURSE_MESSAGES.notEnrolledReview}'; 409 ALREADY_REVIEWED '${COURSE_MESSAGES.alreadyReviewed}'; ` +
          `400 '${COURSE_MESSAGES.invalidRating}', '${COURSE_MESSAGES.reviewTextShort}'; ${NOT_FOUND} The rating counts in the course's average at once. Message '${COURSE_MESSAGES.reviewCreated}'.`,
        params: idParams,
        body: courseReviewInputSchema,
        response: { 201: envelope(courseReviewSchema) },
      },
    },
    async (request, reply) => {
      const review = await createReview(ctx.database, userOf(request), request.params.id, request.body, ctx.clock());
      return reply.status(201).send(ok(review, { message: COURSE_MESSAGES.reviewCreated }));
    },
  );

  const mayLike = { onRequest: app.requirePermission('course:like', COURSE_MESSAGES.likeNotAllowed) };
  for (const method of ['put', 'delete'] as const) {
    r[method](
      '/api/courses/:id/like',
      {
        ...mayLike,
        schema: {
          tags: ['courses'],
          summary: method === 'put' ? 'Like a course' : 'Unlike a course',
          description: `One like per member: liking twice counts once, unliking without a like changes nothing. 401 signed out; 403 '${COURSE_MESSAGES.likeNotAllowed}'; ${NOT_FOUND}`,
          params: idParams,
          response: { 200: envelope(courseLikeResultSchema) },
        },
      },
      async (request) => ok(await setCourseLike(ctx.database, userOf(request), request.params.id, method === 'put', ctx.clock())),
    );
  }
}
