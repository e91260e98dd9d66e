import type { QueryClient } from '@tanstack/react-query';
import { enrollmentKeys } from '../../../lib/enrollments-api';

/**
 * Query keys of the learning pages. Lessons, exams and outlines are keyed by the viewer: completion ticks, attempts
 * and access depend on who looks.
 */
export const learningKeys = {
  all: ['learning'] as const,
  outline: (courseId: number, viewer: number | null) => ['learning', 'outline', courseId, viewer] as const,
  lesson: (courseId: number, lessonId: number, viewer: number | null) => ['learning', 'lesson', courseId, lessonId, viewer] as const,
  exam: (courseId: number, examId: number, viewer: number | null) => ['learning', 'exam', courseId, examId, viewer] as const,
  certificates: (viewer: number | null) => ['learning', 'certificates', viewer] as const,
  certificate: (code: string) => ['learning', 'certificate', code] as const,
  offers: ['learning', 'offers'] as const,
};

/**
 * After progress changed (a lesson marked, an attempt submitted): the learning pages, the member's enrollments
 * (Continue Learning), the course pages (`['courses']`: progress, next lesson, certificate) and the member's stats.
 * @param client the app's query client
 * @returns a promise that settles once the active queries have refetched
 */
export function invalidateLearning(client: QueryClient): Promise<unknown> {
  return Promise.all([learningKeys.all, enrollmentKeys.all, ['courses'], ['members', 'stats']].map((queryKey) => client.invalidateQueries({ queryKey })));
}
