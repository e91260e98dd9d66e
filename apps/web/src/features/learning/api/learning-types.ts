/*
 * The learning payloads the pages read. Lessons, exams, attempts and certificates come from core
 * (course-learning-schemas.ts); the course summary, enrollment and outline follow the contract until core
 * course-schemas.ts lands.
 */
import type { CourseProgressData, ExamAttemptInput } from '@esdc/core/course-learning-schemas';

export type { AttemptResult, Certificate, Exam, ExamQuestion, Lesson, QuestionResult } from '@esdc/core/course-learning-schemas';
/** A learner's progress through a course's lessons. */
export type CourseProgress = CourseProgressData;
/** One answer of an attempt as sent. */
export type AttemptAnswer = ExamAttemptInput['answers'][number];

export interface CourseSummary {
  id: number;
  title: string;
  description: string;
  instructor: { id: number; username: string; name: string; avatar: string | null } | null;
  duration: string;
  level: string;
  category: string;
  image: string | null;
  price_paise: number;
  is_free: boolean;
  lessons: number;
  modules: number;
  enrolled: number;
  rating: number;
  review_count: number;
  published: boolean;
}
export interface Enrollment {
  course: CourseSummary;
  enrolled_at: string;
  progress: CourseProgress;
  next_lesson: { id: number; title: string } | null;
  completed_at: string | null;
  certificate_code: string | null;
}
export interface CourseOutline {
  id: number;
  title: string;
  level: string;
  modules: { id: number; title: string; duration_minutes: number; lessons: { id: number; title: string; duration_minutes: number; has_video: boolean; preview: boolean; completed: boolean }[] }[];
  exams: { id: number; kind: 'exam' | 'test'; title: string; passed: boolean }[];
  tests: { id: number; kind: 'exam' | 'test'; title: string; passed: boolean }[];
  viewer: { signed_in: boolean; enrollment: 'none' | 'pending_payment' | 'enrolled'; can_edit: boolean; certificate_code: string | null; next_lesson_id: number | null };
}
