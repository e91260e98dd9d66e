import type { CourseEnrollmentResult, CourseLikeResult } from '@esdc/core/course';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateCourses, invalidateCoursesAndOrders } from './course-keys';

/**
 * `POST /api/courses/{id}/enrollment`: a free course enrolls at once (`status: 'enrolled'`); a paid
 * one places a shop order in rupees (`status: 'pending_payment'` with the order; asking again while it is pending
 * answers the same order).
 * @throws ApiError 401 signed out, 404 missing or unpublished, 409 ALREADY_ENROLLED
 */
async function enrollInCourse(id: number): Promise<{ result: CourseEnrollmentResult; message?: string }> {
  const answer = await apiRequest<CourseEnrollmentResult>(`/api/courses/${id}/enrollment`, { method: 'POST' });
  return { result: answer.data, message: answer.message };
}

/**
 * `DELETE /api/courses/{id}/enrollment`: leaves a free course (its progress stays for a later return).
 * @throws ApiError 409 for a paid enrollment ('Paid enrollments are withdrawn by cancelling the order')
 */
async function leaveCourse(id: number): Promise<{ message?: string }> {
  const answer = await apiRequest<unknown>(`/api/courses/${id}/enrollment`, { method: 'DELETE' });
  return { message: answer.message };
}

/**
 * `PUT` or `DELETE /api/courses/{id}/like`: likes or unlikes a course (once per member).
 * @throws ApiError 401, 403, 404
 */
async function setCourseLike(id: number, like: boolean): Promise<CourseLikeResult> {
  return (await apiRequest<CourseLikeResult>(`/api/courses/${id}/like`, { method: like ? 'PUT' : 'DELETE' })).data;
}

/** Enrolls in a course; refreshes the courses, the member's enrollments and (a paid course's order) their orders. */
export function useEnrollInCourse() {
  return useApiMutation({ request: enrollInCourse, refresh: (client) => invalidateCoursesAndOrders(client) });
}

/** Leaves a free course; refreshes the courses and the member's enrollments. */
export function useLeaveCourse() {
  return useApiMutation({ request: leaveCourse, refresh: (client) => invalidateCourses(client) });
}

/** Likes or unlikes a course; refreshes the courses (counts and `liked`). */
export function useSetCourseLike() {
  return useApiMutation({
    request: ({ id, like }: { id: number; like: boolean }) => setCourseLike(id, like),
    refresh: (client) => invalidateCourses(client),
  });
}
