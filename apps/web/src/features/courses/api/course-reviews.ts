import type { Page } from '@esdc/core/api';
import type { CourseReview, CourseReviewInput } from '@esdc/core/course';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { requestPage } from '../../../lib/api-page';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { courseKeys, invalidateCourses } from './course-keys';

/** Reviews per page beyond the newest ones the course page carries. */
export const COURSE_REVIEWS_PAGE = 20;

/**
 * `GET /api/courses/{id}/reviews` (SPEC §2 Learner Reviews): a course's reviews, newest first, paged.
 * @throws ApiError 404
 */
function listCourseReviews(id: number, params: { limit: number; offset: number }): Promise<Page<CourseReview>> {
  return requestPage<CourseReview>(`/api/courses/${id}/reviews`, params);
}

/**
 * One page of a course's reviews (the course page asks only beyond the first page it already holds).
 * @param enabled whether to ask at all
 */
export function useCourseReviews(id: number, offset: number, enabled: boolean) {
  return useQuery({
    queryKey: courseKeys.reviews(id, offset),
    queryFn: () => listCourseReviews(id, { limit: COURSE_REVIEWS_PAGE, offset }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * `POST /api/courses/{id}/reviews` {rating 1–5, text}: an enrolled learner reviews the course once.
 * @throws ApiError 403 NOT_ENROLLED, 409 ALREADY_REVIEWED, 400
 */
async function createCourseReview(id: number, input: CourseReviewInput): Promise<{ review: CourseReview; message?: string }> {
  const answer = await apiRequest<CourseReview>(`/api/courses/${id}/reviews`, { method: 'POST', body: input });
  return { review: answer.data, message: answer.message };
}

/** Posts a review of one course; refreshes the courses (rating, count, `reviewed`). */
export function useCreateCourseReview(id: number) {
  return useApiMutation({ request: (input: CourseReviewInput) => createCourseReview(id, input), refresh: (client) => invalidateCourses(client) });
}
