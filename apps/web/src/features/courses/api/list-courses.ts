import type { Page } from '@esdc/core/api';
import type { CourseSummary } from '@esdc/core/course';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { useSession } from '../../../lib/session';
import { courseKeys, type CourseListParams } from './course-keys';

/**
 * `GET /api/courses` (SPEC §2 Courses): the published courses (and those the viewer may edit), searched over title
 * and description, filtered by level and category, paged.
 * @throws ApiError 400 on a bad filter
 */
export function listCourses(params: CourseListParams): Promise<Page<CourseSummary>> {
  return requestPage<CourseSummary>('/api/courses', params);
}

/** One page of courses for the viewer; the previous page stays shown while the next one loads. */
export function useCourses(params: CourseListParams, options: { enabled?: boolean } = {}) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    queryKey: courseKeys.list(params, viewer),
    queryFn: () => listCourses(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
