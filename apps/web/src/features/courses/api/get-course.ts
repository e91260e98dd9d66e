import type { CourseDetail } from '@esdc/core/course';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { courseKeys } from './course-keys';

/**
 * `GET /api/courses/{id}` (SPEC §2 Course detail): the course with its outline, exams, tests, newest reviews and where
 * the viewer stands (enrollment, progress, next lesson, liked, reviewed, may edit). Counts a view (once an hour).
 * @throws ApiError 404 'Course not found' (missing, or unpublished and the viewer may not edit it)
 */
export async function getCourse(id: number): Promise<CourseDetail> {
  return (await apiRequest<CourseDetail>(`/api/courses/${id}`)).data;
}

/** One course for the viewer (nothing asked for an id that is not a positive whole number); a 404 is not retried. */
export function useCourse(id: number) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    queryKey: courseKeys.detail(id, viewer),
    queryFn: () => getCourse(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
