/*
 * Courses (SPEC §2 Courses (/lms) and course detail, §3 Course, §9 prices in ₹): levels,
 * categories, limits, messages and the pure rules of the catalogue. Zod-free so display code stays small; validation
 * and the answer shapes live in ./course-schemas.ts. Prices are integer paise (format with `formatMoney(p, 'INR')`
 * from ./shop.ts).
 */

/** Course levels (SPEC §2 Courses "Level filter (All, Beginner, Intermediate, Advanced)"). */
export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** Course categories (SPEC §2 Courses "Category filter"; the club's eight subjects). */
export const COURSE_CATEGORIES = ['Embedded C', 'Arduino', 'IoT', 'RTOS', 'PCB Design', 'Raspberry Pi', 'Sensors', 'Machine Learning'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** Exam kinds: an 'exam' counts toward the certificate, a 'test' is practice. */
export const COURSE_EXAM_KINDS = ['exam', 'test'] as const;
export type CourseExamKind = (typeof COURSE_EXAM_KINDS)[number];

/** Question kinds: one right option, several right options, or a short typed answer. */
export const COURSE_QUESTION_KINDS = ['single', 'multiple', 'short'] as const;
export type CourseQuestionKind = (typeof COURSE_QUESTION_KINDS)[number];

/** Where the viewer stands with a course: not enrolled, waiting for the payment of a course order, or enrolled. */
export const COURSE_ENROLLMENT_STATES = ['none', 'pending_payment', 'enrolled'] as const;
export type CourseEnrollmentState = (typeof COURSE_ENROLLMENT_STATES)[number];

/** Which courses a list holds: published ones (default), or every course (admins and moderators). */
export const COURSE_LIST_STATUSES = ['published', 'all'] as const;
export type CourseListStatus = (typeof COURSE_LIST_STATUSES)[number];

/** Text lengths, in characters. */
export const COURSE_TITLE_MIN = 5;
export const COURSE_TITLE_MAX = 150;
export const COURSE_DESCRIPTION_MIN = 20;
export const COURSE_DESCRIPTION_MAX = 5_000;
export const COURSE_DURATION_MAX = 40;
export const COURSE_OUTCOME_MAX = 200;
export const COURSE_OUTCOMES_MAX = 20;
export const COURSE_RESOURCE_TITLE_MAX = 150;
export const COURSE_RESOURCES_MAX = 20;
export const COURSE_MODULE_TITLE_MAX = 150;
export const COURSE_MODULES_MAX = 30;
export const COURSE_LESSON_TITLE_MAX = 150;
export const COURSE_LESSONS_PER_MODULE_MAX = 40;
export const COURSE_LESSON_CONTENT_MAX = 60_000;
export const COURSE_EXAMS_MAX = 20;
export const COURSE_EXAM_TITLE_MAX = 150;
export const COURSE_QUESTIONS_MAX = 50;
export const COURSE_QUESTION_PROMPT_MAX = 2_000;
export const COURSE_EXPLANATION_MAX = 2_000;
export const COURSE_OPTIONS_MAX = 10;
export const COURSE_OPTION_TEXT_MAX = 500;
export const COURSE_ACCEPTED_ANSWERS_MAX = 10;
export const COURSE_ACCEPTED_ANSWER_MAX = 200;
/** Review text length, in characters. */
export const COURSE_REVIEW_MIN = 10;
export const COURSE_REVIEW_MAX = 2_000;
/** Rating bounds (stars). */
export const COURSE_RATING_MIN = 1;
export const COURSE_RATING_MAX = 5;
/** Lesson and exam durations, in minutes. */
export const COURSE_MINUTES_MAX = 1_000;
/** Largest price, in paise (₹1,00,000.00). */
export const COURSE_PRICE_MAX_PAISE = 10_000_000;
/** Attempts an exam may allow (null = unlimited). */
export const COURSE_ATTEMPTS_MAX = 100;
/** Default pass mark (percent) and attempts of a new exam. */
export const COURSE_DEFAULT_PASS_MARK = 70;
export const COURSE_DEFAULT_MAX_ATTEMPTS = 3;
/** Courses per page of `/lms`, and the largest page. */
export const COURSE_PAGE_SIZE = 12;
export const COURSE_PAGE_MAX = 50;
/** Newest reviews a course page carries (more through `GET /api/courses/{id}/reviews`). */
export const COURSE_DETAIL_REVIEWS = 20;

/** Texts of the courses pages and answers, shown verbatim (SPEC §2 Courses and course detail). */
export const COURSE_MESSAGES = {
  // SPEC §2 texts.
  noCourses: 'No courses found matching your criteria',
  notFound: 'Course not found',
  backToCourses: 'Back to Courses',
  free: 'FREE',
  enrollNow: 'Enroll Now',
  continueLearning: 'Continue Learning',
  youllLearn: "You'll Learn",
  modules: 'Modules',
  exams: 'Exams',
  tests: 'Tests',
  learnerReviews: 'Learner Reviews',
  resources: 'Resources',
  viewCourse: 'View Course',
  // Server answers.
  titleRequired: 'Course title is required',
  titleShort: `Title must be at least ${COURSE_TITLE_MIN} characters long`,
  descriptionRequired: 'Course description is required',
  descriptionShort: `Description must be at least ${COURSE_DESCRIPTION_MIN} characters long`,
  durationRequired: 'Course duration is required',
  invalidLevel: 'Invalid course level',
  invalidCategory: 'Invalid course category',
  invalidPrice: 'Price must be a whole number of paise, 0 or more',
  invalidStatus: 'Invalid course status',
  unknownInstructor: 'Instructor not found',
  unknownImage: 'Image not found',
  unknownItem: 'A module, lesson, exam, question or option id does not belong to this course',
  questionNeedsOptions: 'A choice question needs at least two options',
  singleNeedsOneCorrect: 'A single-choice question needs exactly one correct option',
  multipleNeedsCorrect: 'A multiple-choice question needs at least one correct option',
  shortNeedsAnswers: 'A short-answer question needs at least one accepted answer',
  createNotAllowed: 'Only admins and moderators may create courses',
  editNotAllowed: 'Only the instructor, a moderator or an admin may edit this course',
  deleteNotAllowed: 'Only admins may delete courses',
  created: 'Course created',
  updated: 'Course updated',
  deleted: 'Course deleted',
  enrolled: 'You are enrolled',
  paymentPending: 'Your order is placed: the course opens once it is paid',
  alreadyEnrolled: 'You are already enrolled in this course',
  left: 'You left the course',
  notEnrolledLeave: 'You are not enrolled in this course',
  paidLeave: 'Paid enrollments are withdrawn by cancelling the order',
  notEnrolledReview: 'Only enrolled learners can review this course',
  alreadyReviewed: 'You have already reviewed this course',
  reviewTextRequired: 'Review text is required',
  reviewTextShort: `Review must be at least ${COURSE_REVIEW_MIN} characters long`,
  invalidRating: `Rating must be a whole number from ${COURSE_RATING_MIN} to ${COURSE_RATING_MAX}`,
  reviewCreated: 'Thank you for your review',
  likeNotAllowed: 'Only active members can like courses',
} as const;

/**
 * A course's average rating from its aggregates (SPEC §3 Course rating): one decimal, 0 without reviews.
 * @param ratingSum sum of the review ratings (stars)
 * @param reviewCount number of reviews
 */
export function courseRating(ratingSum: number, reviewCount: number): number {
  if (reviewCount <= 0) return 0;
  return Math.round((ratingSum / reviewCount) * 10) / 10;
}

/**
 * Whether a course is free (SPEC §3 Course "price (rupees, 0 means free), isFree").
 * @param pricePaise the price in paise
 */
export function isFreeCourse(pricePaise: number): boolean {
  return pricePaise <= 0;
}

/**
 * A duration in minutes as shown on the course page: '45 min', '2 h', '1 h 30 min'.
 * @param minutes whole minutes, ≥ 0
 */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/*
 * The shapes the course routes answer are zod schemas in ./course-schemas.ts; their types are re-exported here for
 * display code.
 */
export type {
  CourseDetail,
  CourseEnrollmentResult,
  CourseExamSummary,
  CourseInput,
  CourseInputValues,
  CourseInstructor,
  CourseLikeResult,
  CourseListQueryInput,
  CourseModuleOutline,
  CourseResource,
  CourseReview,
  CourseReviewInput,
  CourseSource,
  CourseSummary,
  CourseViewer,
} from './course-schemas.ts';
