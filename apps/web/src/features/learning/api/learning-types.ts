/*
 * The learning payloads the pages read, all from core: lessons, exams, attempts, certificates and enrollments
 * (course-learning-schemas.ts); progress, the course summary and the course page, which is the lesson player's
 * outline (course-schemas.ts).
 */
import type { ExamAttemptInput } from '@esdc/core/course-learning-schemas';

export type { AttemptResult, Certificate, Exam, ExamQuestion, Lesson } from '@esdc/core/course-learning-schemas';
export type { CourseDetail as CourseOutline, CourseProgress, CourseSummary } from '@esdc/core/course-schemas';
export type { Enrollment } from '../../../lib/enrollments-api';

/** One answer of an attempt as sent. */
export type AttemptAnswer = ExamAttemptInput['answers'][number];
