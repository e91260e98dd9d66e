import { z } from 'zod';
import {
  COURSE_ACCEPTED_ANSWER_MAX,
  COURSE_ACCEPTED_ANSWERS_MAX,
  COURSE_ATTEMPTS_MAX,
  COURSE_CATEGORIES,
  COURSE_DEFAULT_MAX_ATTEMPTS,
  COURSE_DEFAULT_PASS_MARK,
  COURSE_DESCRIPTION_MAX,
  COURSE_DESCRIPTION_MIN,
  COURSE_DURATION_MAX,
  COURSE_ENROLLMENT_STATES,
  COURSE_EXAM_KINDS,
  COURSE_EXAM_TITLE_MAX,
  COURSE_EXAMS_MAX,
  COURSE_EXPLANATION_MAX,
  COURSE_LESSON_CONTENT_MAX,
  COURSE_LESSON_TITLE_MAX,
  COURSE_LESSONS_PER_MODULE_MAX,
  COURSE_LEVELS,
  COURSE_LIST_STATUSES,
  COURSE_MESSAGES,
  COURSE_MINUTES_MAX,
  COURSE_MODULE_TITLE_MAX,
  COURSE_MODULES_MAX,
  COURSE_OPTION_TEXT_MAX,
  COURSE_OPTIONS_MAX,
  COURSE_OUTCOME_MAX,
  COURSE_OUTCOMES_MAX,
  COURSE_PAGE_MAX,
  COURSE_PAGE_SIZE,
  COURSE_PRICE_MAX_PAISE,
  COURSE_QUESTION_KINDS,
  COURSE_QUESTION_PROMPT_MAX,
  COURSE_QUESTIONS_MAX,
  COURSE_RATING_MAX,
  COURSE_RATING_MIN,
  COURSE_RESOURCE_TITLE_MAX,
  COURSE_RESOURCES_MAX,
  COURSE_REVIEW_MAX,
  COURSE_REVIEW_MIN,
  COURSE_TITLE_MAX,
  COURSE_TITLE_MIN,
} from './course.ts';
import { IMAGE_URL_PATTERN } from './image.ts';
import { bodyIdSchema, optionalUrlSchema, pageQueryShape, searchQuerySchema, textSchema, wholeNumberSchema } from './input.ts';
import { orderSchema } from './order-schemas.ts';

/*
 * Course validation and the shapes the catalogue routes answer (SPEC §2 Courses and course
 * detail, §3 Course), kept apart from ./course.ts so that pages which only display courses do not load zod.
 * Prices are integer paise. Timestamps are ISO-8601 UTC strings.
 */

/** Level field or filter: 'Invalid course level'. */
export const courseLevelSchema = z.enum(COURSE_LEVELS, { error: COURSE_MESSAGES.invalidLevel });
/** Category field or filter: 'Invalid course category'. */
export const courseCategorySchema = z.enum(COURSE_CATEGORIES, { error: COURSE_MESSAGES.invalidCategory });

/** Images shipped with the app (`/images/courses/arduino.svg`): what the seed uses, accepted back on edit. */
const SHIPPED_IMAGE_PATH = /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|png|webp|jpg|avif)$/;
const httpUrl = (label: string) =>
  textSchema({ label, max: 500, requiredMessage: `${label} is required`, maxMessage: `${label} is too long` }).refine(
    (v) => /^https?:\/\/\S+$/i.test(v),
    `${label} must be a valid URL`,
  );
const minutesSchema = (label: string) =>
  wholeNumberSchema({ message: `${label} must be a whole number of minutes, 0 or more`, min: 0, max: COURSE_MINUTES_MAX }).describe('Minutes');
/** An optional id of an existing row of the course's tree: present = update it, absent = insert a new one. */
const treeIdSchema = (entity: string) => bodyIdSchema(entity).optional().describe('Present: update this one; absent: a new one');

/** The cover of a course: an upload of the caller (`POST /api/images`) or a web address or shipped image. */
const courseImageInputSchema = z
  .union(
    [
      z.object({ image_id: bodyIdSchema('image') }),
      z.object({
        url: textSchema({ label: 'Image URL', max: 500, requiredMessage: 'Image URL is required', maxMessage: 'Image URL is too long' }).refine(
          (v) => /^https?:\/\/\S+$/i.test(v) || IMAGE_URL_PATTERN.test(v) || SHIPPED_IMAGE_PATH.test(v),
          'Image URL must be a valid URL',
        ),
      }),
    ],
    { error: 'The image must be {image_id} or {url}' },
  )
  .nullable()
  .describe('{image_id} of an upload, {url} of a web or shipped image, or null');

const optionInputSchema = z.object({
  id: treeIdSchema('option'),
  text: textSchema({ label: 'Option', max: COURSE_OPTION_TEXT_MAX, requiredMessage: 'An option cannot be empty' }),
  correct: z.boolean({ error: 'Correct must be true or false' }).default(false),
});

const questionInputSchema = z
  .object({
    id: treeIdSchema('question'),
    kind: z.enum(COURSE_QUESTION_KINDS, { error: 'Invalid question kind' }),
    prompt: textSchema({ label: 'Question', max: COURSE_QUESTION_PROMPT_MAX, requiredMessage: 'Question text is required' }).describe('Plain text'),
    explanation: textSchema({ label: 'Explanation', max: COURSE_EXPLANATION_MAX })
      .nullable()
      .transform((v) => (v ? v : null))
      .default(null)
      .describe('Shown with the right answers'),
    options: z.array(optionInputSchema, { error: 'Options must be a list' }).max(COURSE_OPTIONS_MAX, `At most ${COURSE_OPTIONS_MAX} options`).default([]),
    accepted_answers: z
      .array(textSchema({ label: 'Accepted answer', max: COURSE_ACCEPTED_ANSWER_MAX, requiredMessage: 'An accepted answer cannot be empty' }), {
        error: 'Accepted answers must be a list of texts',
      })
      .max(COURSE_ACCEPTED_ANSWERS_MAX, `At most ${COURSE_ACCEPTED_ANSWERS_MAX} accepted answers`)
      .default([])
      .describe('Short answers: compared case- and space-insensitively'),
  })
  .superRefine((q, ctx) => {
    const correct = q.options.filter((o) => o.correct).length;
    if (q.kind === 'short') {
      if (q.accepted_answers.length === 0) ctx.addIssue({ code: 'custom', path: ['accepted_answers'], message: COURSE_MESSAGES.shortNeedsAnswers });
      return;
    }
    if (q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: COURSE_MESSAGES.questionNeedsOptions });
    else if (q.kind === 'single' && correct !== 1) ctx.addIssue({ code: 'custom', path: ['options'], message: COURSE_MESSAGES.singleNeedsOneCorrect });
    else if (q.kind === 'multiple' && correct < 1) ctx.addIssue({ code: 'custom', path: ['options'], message: COURSE_MESSAGES.multipleNeedsCorrect });
  });

const examInputSchema = z.object({
  id: treeIdSchema('exam'),
  kind: z.enum(COURSE_EXAM_KINDS, { error: "Kind must be 'exam' or 'test'" }).describe("'exam' counts for the certificate; 'test' is practice"),
  title: textSchema({ label: 'Exam title', max: COURSE_EXAM_TITLE_MAX, requiredMessage: 'Exam title is required', singleLine: true }),
  duration_minutes: minutesSchema('Duration').default(0),
  pass_mark_percent: wholeNumberSchema({ message: 'Pass mark must be a whole percent from 1 to 100', min: 1, max: 100 }).default(COURSE_DEFAULT_PASS_MARK),
  max_attempts: wholeNumberSchema({ message: `Attempts must be a whole number from 1 to ${COURSE_ATTEMPTS_MAX}`, min: 1, max: COURSE_ATTEMPTS_MAX })
    .nullable()
    .default(COURSE_DEFAULT_MAX_ATTEMPTS)
    .describe('null = unlimited'),
  questions: z
    .array(questionInputSchema, { error: 'Questions must be a list' })
    .max(COURSE_QUESTIONS_MAX, `At most ${COURSE_QUESTIONS_MAX} questions`)
    .default([]),
});

const lessonInputSchema = z.object({
  id: treeIdSchema('lesson'),
  title: textSchema({ label: 'Lesson title', max: COURSE_LESSON_TITLE_MAX, requiredMessage: 'Lesson title is required', singleLine: true }),
  content_md: textSchema({ label: 'Lesson content', max: COURSE_LESSON_CONTENT_MAX })
    .default('')
    .describe('Markdown source; served rendered and sanitised as content_html'),
  video_url: optionalUrlSchema('Video URL').default(null),
  duration_minutes: minutesSchema('Duration').default(0),
  preview: z.boolean({ error: 'Preview must be true or false' }).default(false).describe('Readable without enrolling'),
});

const moduleInputSchema = z.object({
  id: treeIdSchema('module'),
  title: textSchema({ label: 'Module title', max: COURSE_MODULE_TITLE_MAX, requiredMessage: 'Module title is required', singleLine: true }),
  lessons: z
    .array(lessonInputSchema, { error: 'Lessons must be a list' })
    .max(COURSE_LESSONS_PER_MODULE_MAX, `At most ${COURSE_LESSONS_PER_MODULE_MAX} lessons in a module`)
    .default([]),
});

/** A Resources link of a course. */
export const courseResourceSchema = z
  .object({
    title: textSchema({ label: 'Resource title', max: COURSE_RESOURCE_TITLE_MAX, requiredMessage: 'Resource title is required', singleLine: true }),
    url: httpUrl('Resource URL'),
  })
  .meta({ id: 'CourseResource' });
export type CourseResource = z.output<typeof courseResourceSchema>;

/**
 * `POST /api/courses` and `PUT /api/courses/{id}` body: the whole course with its tree (SPEC §3 Course). On update,
 * items with an `id` are updated in place, items without one inserted, and items of the course left out deleted.
 */
export const courseInputSchema = z
  .object({
    title: textSchema({ label: 'Title', max: COURSE_TITLE_MAX, min: COURSE_TITLE_MIN, requiredMessage: COURSE_MESSAGES.titleRequired, singleLine: true }),
    description: textSchema({
      label: 'Description',
      max: COURSE_DESCRIPTION_MAX,
      min: COURSE_DESCRIPTION_MIN,
      requiredMessage: COURSE_MESSAGES.descriptionRequired,
    }).describe('Plain text'),
    instructor_id: bodyIdSchema('user').nullable().default(null).describe('The member teaching it (may edit it); null = none'),
    duration: textSchema({ label: 'Duration', max: COURSE_DURATION_MAX, requiredMessage: COURSE_MESSAGES.durationRequired }).describe("e.g. '6 weeks'"),
    level: courseLevelSchema,
    category: courseCategorySchema,
    image: courseImageInputSchema.default(null),
    price_paise: wholeNumberSchema({ message: COURSE_MESSAGES.invalidPrice, min: 0, max: COURSE_PRICE_MAX_PAISE, maxMessage: 'Price is too large' })
      .default(0)
      .describe('Integer paise; 0 = FREE'),
    published: z.boolean({ error: 'Published must be true or false' }).default(false),
    outcomes: z
      .array(textSchema({ label: 'Outcome', max: COURSE_OUTCOME_MAX, requiredMessage: 'An outcome cannot be empty' }), {
        error: 'Outcomes must be a list of texts',
      })
      .max(COURSE_OUTCOMES_MAX, `At most ${COURSE_OUTCOMES_MAX} outcomes`)
      .default([])
      .describe("The You'll Learn list"),
    resources: z
      .array(courseResourceSchema, { error: 'Resources must be a list of {title, url}' })
      .max(COURSE_RESOURCES_MAX, `At most ${COURSE_RESOURCES_MAX} resources`)
      .default([]),
    modules: z.array(moduleInputSchema, { error: 'Modules must be a list' }).max(COURSE_MODULES_MAX, `At most ${COURSE_MODULES_MAX} modules`).default([]),
    exams: z
      .array(examInputSchema, { error: 'Exams must be a list' })
      .max(COURSE_EXAMS_MAX, `At most ${COURSE_EXAMS_MAX} exams and tests`)
      .default([])
      .describe('Exams and tests together, by kind, in order'),
  })
  .meta({ id: 'CourseEdit' });
/** What the editor sends. */
export type CourseInputValues = z.input<typeof courseInputSchema>;
/** The parsed body (defaults applied, text canonical). */
export type CourseInput = z.output<typeof courseInputSchema>;

/**
 * `GET /api/courses` query: `q` (title or description, case-insensitive), `level`, `category` ('' or 'all' = any),
 * `status` ('published' default; 'all' for admins and moderators), paging.
 */
export const courseListQuerySchema = z.object({
  q: searchQuerySchema(),
  level: z.preprocess((v) => (v === '' || v === 'all' || v === 'All' ? undefined : v), courseLevelSchema.optional()),
  category: z.preprocess((v) => (v === '' || v === 'all' || v === 'All' ? undefined : v), courseCategorySchema.optional()),
  status: z.enum(COURSE_LIST_STATUSES, { error: COURSE_MESSAGES.invalidStatus }).default('published'),
  ...pageQueryShape({ defaultLimit: COURSE_PAGE_SIZE, maxLimit: COURSE_PAGE_MAX }),
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;
export type CourseListQueryInput = z.input<typeof courseListQuerySchema>;

/** `GET /api/courses/{id}/reviews` query: paging. */
export const courseReviewListQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: 20, maxLimit: 50 }) });

/** `POST /api/courses/{id}/reviews` body: rating 1–5 and a text. */
export const courseReviewInputSchema = z
  .object({
    rating: wholeNumberSchema({ message: COURSE_MESSAGES.invalidRating, min: COURSE_RATING_MIN, max: COURSE_RATING_MAX }),
    text: textSchema({
      label: 'Review',
      max: COURSE_REVIEW_MAX,
      min: COURSE_REVIEW_MIN,
      requiredMessage: COURSE_MESSAGES.reviewTextRequired,
      minMessage: COURSE_MESSAGES.reviewTextShort,
    }),
  })
  .meta({ id: 'CourseReviewCreate' });
export type CourseReviewInput = z.input<typeof courseReviewInputSchema>;

/*
 * Answers.
 */

/** A member as courses show them (instructor, reviewer). */
export const courseMemberSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    avatar: z.string().nullable().describe('Picture URL; null when none (the web draws initials)'),
  })
  .meta({ id: 'CourseMember' });
export type CourseInstructor = z.infer<typeof courseMemberSchema>;

/** A course in the catalogue (SPEC §2 Courses cards, §3 Course). */
export const courseSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().describe('Plain text'),
    instructor: courseMemberSchema.nullable(),
    duration: z.string(),
    level: z.enum(COURSE_LEVELS),
    category: z.enum(COURSE_CATEGORIES),
    image: z.string().nullable().describe('URL of the cover; null when none'),
    price_paise: z.number().int().nonnegative().describe('Integer paise; 0 = FREE'),
    is_free: z.boolean(),
    lessons: z.number().int().nonnegative().describe('Lessons in the course'),
    modules: z.number().int().nonnegative().describe('Modules in the course'),
    enrolled: z.number().int().nonnegative().describe('Learners enrolled'),
    rating: z.number().min(0).max(5).describe('Average rating, one decimal; 0 without reviews'),
    review_count: z.number().int().nonnegative(),
    views: z.number().int().nonnegative(),
    likes: z.number().int().nonnegative(),
    comments: z.number().int().nonnegative().describe('= review_count (SPEC §3 Course comments)'),
    published: z.boolean().describe('False only for editors looking at an unpublished course'),
    created_at: z.string(),
  })
  .meta({ id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** A lesson in a course's outline (no content: that is `GET /api/courses/{id}/lessons/{lesson_id}`). */
export const courseLessonOutlineSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    duration_minutes: z.number().int().nonnegative(),
    has_video: z.boolean(),
    preview: z.boolean().describe('Readable without enrolling'),
    completed: z.boolean().describe('The viewer completed it'),
  })
  .meta({ id: 'CourseLessonOutline' });

/** A module in a course's outline, with its lessons in order. */
export const courseModuleOutlineSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    duration_minutes: z.number().int().nonnegative().describe('Sum of its lessons'),
    lessons: z.array(courseLessonOutlineSchema),
  })
  .meta({ id: 'CourseModuleOutline' });
export type CourseModuleOutline = z.infer<typeof courseModuleOutlineSchema>;

/** An exam or test as the course page lists it, with the viewer's standing. */
export const courseExamSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(COURSE_EXAM_KINDS),
    title: z.string(),
    duration_minutes: z.number().int().nonnegative(),
    question_count: z.number().int().nonnegative(),
    pass_mark_percent: z.number().int().min(1).max(100),
    max_attempts: z.number().int().positive().nullable().describe('null = unlimited'),
    attempts_used: z.number().int().nonnegative().describe("The viewer's attempts"),
    best_score_percent: z.number().int().min(0).max(100).nullable(),
    passed: z.boolean(),
  })
  .meta({ id: 'CourseExamSummary' });
export type CourseExamSummary = z.infer<typeof courseExamSummarySchema>;

/** A learner's progress through a course's lessons. */
export const courseProgressSchema = z
  .object({
    completed_lessons: z.number().int().nonnegative(),
    total_lessons: z.number().int().nonnegative(),
    percent: z.number().int().min(0).max(100).describe('Whole percent, rounded down'),
  })
  .meta({ id: 'CourseProgress' });
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** A learner's review (SPEC §3 Course commentsData). */
export const courseReviewSchema = z
  .object({
    id: z.number().int(),
    user: courseMemberSchema.nullable().describe('null once the member is erased'),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'CourseReview' });
export type CourseReview = z.infer<typeof courseReviewSchema>;

/** What the viewer may do and has done on a course page. */
export const courseViewerSchema = z
  .object({
    signed_in: z.boolean(),
    enrollment: z.enum(COURSE_ENROLLMENT_STATES),
    pending_order_id: z.number().int().nullable().describe('The placed, unpaid order buying this course'),
    liked: z.boolean(),
    reviewed: z.boolean(),
    can_edit: z.boolean(),
    can_review: z.boolean().describe('Enrolled and not yet reviewed'),
    progress: courseProgressSchema.nullable().describe('null unless enrolled'),
    next_lesson_id: z.number().int().nullable().describe('The first lesson not completed (enrolled viewers)'),
    certificate_code: z.string().nullable(),
  })
  .meta({ id: 'CourseViewer' });
export type CourseViewer = z.infer<typeof courseViewerSchema>;

/** A course's page (SPEC §2 course detail). `modules` here is the outline (its length is the summary's count). */
export const courseDetailSchema = courseSummarySchema
  .extend({
    outcomes: z.array(z.string()).describe("The You'll Learn list"),
    resources: z.array(z.object({ title: z.string(), url: z.string() })),
    modules: z.array(courseModuleOutlineSchema),
    exams: z.array(courseExamSummarySchema).describe("kind 'exam'"),
    tests: z.array(courseExamSummarySchema).describe("kind 'test'"),
    reviews: z.array(courseReviewSchema).describe('The newest 20'),
    updated_at: z.string(),
    viewer: courseViewerSchema,
  })
  .meta({ id: 'CourseDetail' });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** `GET /api/courses/{id}/source`: the whole editable tree (editors only), the shape `PUT` takes back. */
export const courseSourceSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    instructor_id: z.number().int().nullable(),
    duration: z.string(),
    level: z.enum(COURSE_LEVELS),
    category: z.enum(COURSE_CATEGORIES),
    image: z
      .object({ image_id: z.number().int().nullable(), url: z.string() })
      .nullable()
      .describe('The cover: image_id of an upload (url is then its card variant) or null with a web/shipped url'),
    price_paise: z.number().int().nonnegative(),
    published: z.boolean(),
    outcomes: z.array(z.string()),
    resources: z.array(z.object({ title: z.string(), url: z.string() })),
    modules: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        lessons: z.array(
          z.object({
            id: z.number().int(),
            title: z.string(),
            content_md: z.string(),
            video_url: z.string().nullable(),
            duration_minutes: z.number().int().nonnegative(),
            preview: z.boolean(),
          }),
        ),
      }),
    ),
    exams: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(COURSE_EXAM_KINDS),
        title: z.string(),
        duration_minutes: z.number().int().nonnegative(),
        pass_mark_percent: z.number().int(),
        max_attempts: z.number().int().nullable(),
        questions: z.array(
          z.object({
            id: z.number().int(),
            kind: z.enum(COURSE_QUESTION_KINDS),
            prompt: z.string(),
            explanation: z.string().nullable(),
            options: z.array(z.object({ id: z.number().int(), text: z.string(), correct: z.boolean() })),
            accepted_answers: z.array(z.string()),
          }),
        ),
      }),
    ),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CourseSource' });
export type CourseSource = z.infer<typeof courseSourceSchema>;

/** `POST /api/courses/{id}/enrollment`: enrolled (free) or an order waiting for payment (paid, currency INR). */
export const courseEnrollmentResultSchema = z
  .object({
    status: z.enum(['enrolled', 'pending_payment']),
    order: orderSchema.nullable().describe('The course order (pending_payment); null when enrolled'),
  })
  .meta({ id: 'CourseEnrollmentResult' });
export type CourseEnrollmentResult = z.infer<typeof courseEnrollmentResultSchema>;

/** The answer to a like or unlike. */
export const courseLikeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int().nonnegative() }).meta({ id: 'CourseLikeResult' });
export type CourseLikeResult = z.infer<typeof courseLikeResultSchema>;
