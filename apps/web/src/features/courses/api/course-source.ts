import type { CourseSource } from '@esdc/core/course';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { courseKeys } from './course-keys';

/**
 * `GET /api/courses/{id}/source` (editors): the course's whole editable tree, with lesson markdown, questions,
 * options with `correct` and accepted answers.
 * @throws ApiError 403 for those who may not edit it, 404
 */
async function getCourseSource(id: number): Promise<CourseSource> {
  return (await apiRequest<CourseSource>(`/api/courses/${id}/source`)).data;
}

/** The editable course (for the editor); 403 and 404 are not retried. */
export function useCourseSource(id: number) {
  const viewer = useSession().user?.id ?? null;
  return useQuery({
    queryKey: courseKeys.source(id, viewer),
    queryFn: () => getCourseSource(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 2,
    // The editor's form starts from one snapshot; a refetch would not reset it anyway.
    refetchOnWindowFocus: false,
  });
}
