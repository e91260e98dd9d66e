import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateLearning } from './learning-keys';
import type { Certificate, CourseProgress } from './learning-types';

/** What marking a lesson answers: the course's progress, and the certificate when this completed the course. */
export interface CompletionResult {
  progress: CourseProgress;
  certificate: Certificate | null;
}

/**
 * `POST` (complete) or `DELETE` (incomplete) `/api/courses/{id}/lessons/{lesson_id}/completion`; idempotent.
 * @throws ApiError 403 NOT_ENROLLED, 404
 */
async function setLessonCompletion(courseId: number, lessonId: number, completed: boolean): Promise<CompletionResult> {
  const result = await apiRequest<{ progress: CourseProgress; certificate?: Certificate | null }>(`/api/courses/${courseId}/lessons/${lessonId}/completion`, {
    method: completed ? 'POST' : 'DELETE',
  });
  return { progress: result.data.progress, certificate: result.data.certificate ?? null };
}

/** Marks a lesson complete or incomplete; refreshes the lesson, the outline, enrollments and the course pages. */
export function useSetLessonCompletion() {
  return useApiMutation({
    request: ({ courseId, lessonId, completed }: { courseId: number; lessonId: number; completed: boolean }) =>
      setLessonCompletion(courseId, lessonId, completed),
    refresh: (client) => invalidateLearning(client),
  });
}
