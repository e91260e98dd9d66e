/*
 * The learning payloads the pages read, from core: lessons, exams, attempts and certificates
 * (course-learning-schemas.ts), the course summary and the course page that serves as the lesson player's outline
 * (course-schemas.ts). The enrollment list item is lib/enrollments-api.ts's until core has a schema for it.
 */
import type { CourseProgressData, ExamAttemptInput } from '@esdc/core/course-learning-schemas';

export type { AttemptResult, Certificate, Exam, ExamQuestion, Lesson, QuestionResult } from '@esdc/core/course-learning-schemas';
/** A learner's progress through a course's lessons. */
export type CourseProgress = CourseProgressData;
/** One answer of an attempt as sent. */
export type AttemptAnswer = ExamAttemptInput['answers'][number];

export type { CourseDetail as CourseOutline, CourseSummary } from '@esdc/core/course-schemas';
export type { Enrollment } from '../../../lib/enrollments-api';
