import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { retryUnlessRefused } from './get-lesson';
import { learningKeys } from './learning-keys';
import type { CourseOutline } from './learning-types';

/**
 * `GET /api/courses/{id}`: the course as the lesson player needs it (title, modules with their lessons and completed
 * ticks, exams, the viewer's enrollment and certificate).
 * @throws ApiError 404 'Course not found'
 */
async function getCourseOutline(courseId: number): Promise<CourseOutline> {
  return (await apiRequest<CourseOutline>(`/api/courses/${courseId}`)).data;
}

/** The outline of a course for the viewer; kept fresh for a minute (lessons change it through invalidation). */
export function useCourseOutline(courseId: number) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    queryKey: learningKeys.outline(courseId, viewer),
    queryFn: () => getCourseOutline(courseId),
    enabled: courseId > 0,
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
}
