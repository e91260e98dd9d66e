import type { Page } from '@esdc/core/api';
import type { CourseSummary } from '@esdc/core/course';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { useSession } from '../../../lib/session';
import { courseKeys, type CourseListParams } from './course-keys';

/**
 * `GET /api/courses` (SPEC §2 Courses): the published courses (and those the viewer may edit), searched over title
 * and description, filtered by level and category, paged.
 * @throws ApiError 400 on a bad filter
 */
function listCourses(params: CourseListParams): Promise<Page<CourseSummary>> {
  return requestPage<CourseSummary>('/api/courses', params);
}

/**
 * One page of courses as query options (the page and the server-side render use the same ones).
 * @param viewer the signed-in member's id, null for a visitor
 */
export function courseListOptions(params: CourseListParams, viewer: number | null) {
  return queryOptions({ queryKey: courseKeys.list(params, viewer), queryFn: () => listCourses(params) });
}

/** One page of courses for the viewer; the previous page stays shown while the next one loads. */
export function useCourses(params: CourseListParams, options: { enabled?: boolean } = {}) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({ ...courseListOptions(params, viewer), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
