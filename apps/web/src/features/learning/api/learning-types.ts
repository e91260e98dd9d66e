/*
 * TEMPORARY: the learning payloads as the contract describes them, until core course-learning-schemas.ts lands.
 */
export interface CourseProgress {
  completed_lessons: number;
  total_lessons: number;
  percent: number;
}
export interface Certificate {
  code: string;
  course_id: number | null;
  course_title: string;
  course_level: string;
  instructor_name: string | null;
  holder_name: string;
  issued_at: string;
  verify_url: string;
}
export interface Lesson {
  id: number;
  course_id: number;
  module_id: number;
  module_title: string;
  title: string;
  content_html: string;
  video_url: string | null;
  duration_minutes: number;
  preview: boolean;
  completed: boolean;
  previous_lesson_id: number | null;
  next_lesson_id: number | null;
  progress: CourseProgress;
}
export interface ExamQuestion {
  id: number;
  kind: 'single' | 'multiple' | 'short';
  prompt: string;
  options: { id: number; text: string }[];
}
export interface Exam {
  id: number;
  course_id: number;
  kind: 'exam' | 'test';
  title: string;
  duration_minutes: number;
  pass_mark_percent: number;
  max_attempts: number | null;
  attempts_used: number;
  attempts_left: number | null;
  best_score_percent: number | null;
  passed: boolean;
  questions: ExamQuestion[];
}
export interface AttemptAnswer {
  question_id: number;
  option_ids?: number[];
  text?: string;
}
export interface AttemptResult {
  attempt: {
    id: number;
    attempt_number: number;
    correct_count: number;
    question_count: number;
    score_percent: number;
    passed: boolean;
    attempts_left: number | null;
    created_at: string;
  };
  results: { question_id: number; correct: boolean; correct_option_ids?: number[]; accepted_answer?: string; explanation?: string }[];
  certificate: Certificate | null;
}
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
