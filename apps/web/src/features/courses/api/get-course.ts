import type { CourseDetail } from '@esdc/core/course';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { courseKeys } from './course-keys';

/**
 * `GET /api/courses/{id}` (SPEC §2 Course detail): the course with its outline, exams, tests, newest reviews and where
 * the viewer stands (enrollment, progress, next lesson, liked, reviewed, may edit). Counts a view (once an hour).
 * @throws ApiError 404 'Course not found' (missing, or unpublished and the viewer may not edit it)
 */
async function getCourse(id: number): Promise<CourseDetail> {
  return (await apiRequest<CourseDetail>(`/api/courses/${id}`)).data;
}

/**
 * One course as query options (the page and the server-side render use the same ones); a 404 is not retried.
 * Opening the page is what counts the reader's view (the API counts it on this read), so a copy the server rendered
 * the page with is stale at once: the browser still asks for the course once the page has mounted.
 * @param viewer the signed-in member's id, null for a visitor
 */
function courseOptions(id: number, viewer: number | null) {
  return queryOptions({
    queryKey: courseKeys.detail(id, viewer),
    queryFn: () => getCourse(id),
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/**
 * One course for the viewer (nothing asked for an id that is not a positive whole number). When the viewer changes (a
 * server-rendered page hydrates as a visitor, then the stored session signs in), the course stays shown while the
 * viewer's copy loads.
 */
export function useCourse(id: number) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    ...courseOptions(id, viewer),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

/**
 * Loads the course /lms/{id} (and /courses/{id}) shows a visitor, for the server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param id the route's id parameter (an invalid id is not prefetched)
 */
export async function prefetchCoursePage(client: QueryClient, id: string | undefined): Promise<void> {
  const n = Number(id);
  if (Number.isInteger(n) && n > 0) await client.prefetchQuery(courseOptions(n, null));
}
