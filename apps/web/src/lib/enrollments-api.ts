import type { Page } from '@esdc/core/api';
import { useQuery } from '@tanstack/react-query';
import { requestPage } from './api-page';
import type { EnrollmentEntry } from '@esdc/core/course-learning-schemas';

/** One of the member's courses (`GET /api/enrollments`): the course, progress, next lesson, completion, certificate. */
export type Enrollment = EnrollmentEntry;

/** Query keys of the member's enrollments (the dashboard's Continue Learning and /certifications share them). */
export const enrollmentKeys = {
  all: ['enrollments'] as const,
  list: (viewer: number | null, limit: number) => ['enrollments', viewer, limit] as const,
};

/** How many of the member's courses one call asks for (the server's page size cap). */
const ENROLLMENTS_SHOWN = 50;

/**
 * `GET /api/enrollments` (Continue Learning): the signed-in member's courses with their progress, the next
 * lesson, when they were completed and the certificate's code; newest enrollment first.
 * @throws ApiError 401 when signed out
 */
function fetchEnrollments(limit = ENROLLMENTS_SHOWN): Promise<Page<Enrollment>> {
  return requestPage<Enrollment>('/api/enrollments', { limit, offset: 0 });
}

/**
 * The member's enrollments as a query; nothing is asked for a guest (`viewer` null).
 * @param viewer the signed-in member's id, or null
 */
export function useEnrollments(viewer: number | null, limit = ENROLLMENTS_SHOWN) {
  return useQuery({ queryKey: enrollmentKeys.list(viewer, limit), queryFn: () => fetchEnrollments(limit), enabled: viewer !== null });
}
