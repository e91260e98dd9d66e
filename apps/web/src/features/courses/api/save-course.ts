import type { CourseDetail, CourseInput } from '@esdc/core/course';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateCourses } from './course-keys';

/** A saved course and the server's message ('Course created', ...). */
export interface SavedCourse {
  course: CourseDetail;
  message?: string;
}

/**
 * `POST /api/courses` (admins and moderators): creates a course with its modules, lessons, exams and questions.
 * @throws ApiError 400 with the schema's messages, 403
 */
async function createCourse(input: CourseInput): Promise<SavedCourse> {
  const answer = await apiRequest<CourseDetail>('/api/courses', { method: 'POST', body: input });
  return { course: answer.data, message: answer.message };
}

/**
 * `PUT /api/courses/{id}` (admins, moderators, the course's instructor): replaces the tree; items with an id are
 * updated, without one inserted, missing ones deleted.
 * @throws ApiError 400, 403, 404
 */
async function updateCourse(id: number, input: CourseInput): Promise<SavedCourse> {
  const answer = await apiRequest<CourseDetail>(`/api/courses/${id}`, { method: 'PUT', body: input });
  return { course: answer.data, message: answer.message };
}

/**
 * `DELETE /api/courses/{id}` (admins).
 * @throws ApiError 403, 404
 */
async function deleteCourse(id: number): Promise<{ message?: string }> {
  const answer = await apiRequest<unknown>(`/api/courses/${id}`, { method: 'DELETE' });
  return { message: answer.message };
}

/** Creates a course; refreshes the courses. */
export function useCreateCourse() {
  return useApiMutation({ request: createCourse, refresh: (client) => invalidateCourses(client) });
}

/** Saves an edited course; refreshes the courses (lists, page, source). */
export function useUpdateCourse(id: number) {
  return useApiMutation({ request: (input: CourseInput) => updateCourse(id, input), refresh: (client) => invalidateCourses(client) });
}

/** Deletes a course; refreshes the courses. */
export function useDeleteCourse() {
  return useApiMutation({ request: deleteCourse, refresh: (client) => invalidateCourses(client) });
}
