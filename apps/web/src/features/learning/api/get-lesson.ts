import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { learningKeys } from './learning-keys';
import type { Lesson } from './learning-types';

/**
 * `GET /api/courses/{id}/lessons/{lesson_id}`: one lesson with its sanitised HTML, its neighbours and the course's
 * progress.
 * @throws ApiError 403 NOT_ENROLLED 'Enroll in this course to open its lessons'; 404 for a missing course or lesson
 */
async function getLesson(courseId: number, lessonId: number): Promise<Lesson> {
  return (await apiRequest<Lesson>(`/api/courses/${courseId}/lessons/${lessonId}`)).data;
}

/** Whether a failed call is worth retrying: not a refusal (401, 403) nor a missing item (404). */
export function retryUnlessRefused(count: number, error: Error): boolean {
  return !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2;
}

/** One lesson for the viewer; refusals and a 404 are not retried. */
export function useLesson(courseId: number, lessonId: number) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    queryKey: learningKeys.lesson(courseId, lessonId, viewer),
    queryFn: () => getLesson(courseId, lessonId),
    enabled: courseId > 0 && lessonId > 0,
    retry: retryUnlessRefused,
  });
}
