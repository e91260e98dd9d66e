import type { CourseDetail, CourseViewer } from '@esdc/core/course';

/** A viewer who is signed in and not enrolled, with these fields replaced. */
export function viewer(over: Partial<CourseViewer> = {}): CourseViewer {
  return {
    signed_in: true,
    enrollment: 'none',
    pending_order_id: null,
    liked: false,
    reviewed: false,
    can_edit: false,
    can_review: false,
    progress: null,
    next_lesson_id: null,
    certificate_code: null,
    ...over,
  };
}

/** A free course of two lessons in one module, one exam and one test, as `GET /api/courses/5` answers it. */
export function courseDetail(over: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: 5,
    title: 'Arduino from Zero',
    description: 'Blink, read buttons, talk over serial and drive a servo with an Arduino Uno.',
    instructor: { id: 2, username: 'priya', name: 'Priya Raman', avatar: null },
    duration: '4 weeks',
    level: 'Beginner',
    category: 'Arduino',
    image: null,
    price_paise: 0,
    is_free: true,
    lessons: 2,
    modules: [
      {
        id: 10,
        title: 'Getting started',
        duration_minutes: 25,
        lessons: [
          { id: 11, title: 'Your first blink', duration_minutes: 10, has_video: false, preview: true, completed: false },
          { id: 12, title: 'Reading a button', duration_minutes: 15, has_video: true, preview: false, completed: false },
        ],
      },
    ],
    enrolled: 41,
    rating: 4.6,
    review_count: 1,
    views: 300,
    likes: 12,
    comments: 1,
    published: true,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    outcomes: ['Blink an LED', 'Debounce a button'],
    resources: [{ title: 'Uno datasheet', url: 'https://example.com/uno.pdf' }],
    exams: [
      {
        id: 20,
        kind: 'exam',
        title: 'Final exam',
        duration_minutes: 30,
        question_count: 10,
        pass_mark_percent: 70,
        max_attempts: 3,
        attempts_used: 0,
        best_score_percent: null,
        passed: false,
      },
    ],
    tests: [
      {
        id: 21,
        kind: 'test',
        title: 'Warm-up quiz',
        duration_minutes: 0,
        question_count: 3,
        pass_mark_percent: 50,
        max_attempts: null,
        attempts_used: 0,
        best_score_percent: null,
        passed: false,
      },
    ],
    reviews: [
      {
        id: 1,
        user: { id: 9, username: 'sam', name: 'Sam Lee', avatar: null },
        rating: 5,
        text: 'Clear and hands-on.',
        created_at: '2026-02-01T10:00:00.000Z',
      },
    ],
    viewer: viewer(),
    ...over,
  };
}
